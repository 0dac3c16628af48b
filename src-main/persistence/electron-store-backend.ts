/** The store in the Electron app: electron-store, in the folder main gives it. */
import { ipcMain } from 'electron';
import ElectronStore from 'electron-store';
import { STORE_OPTIONS, type KeyValueBackend } from './kv-store';

/** The IPC channel electron-store opens for stores made in a renderer; we make none there. */
export const ELECTRON_STORE_CHANNEL = 'electron-store-get-data';

export const electronStoreBackend: KeyValueBackend = (folder, name) => {
  const store = new ElectronStore<Record<string, unknown>>({ ...STORE_OPTIONS, cwd: folder, name });
  // That channel answers any frame without checking its sender (DESIGN.md §5.6): close it.
  ipcMain.removeAllListeners(ELECTRON_STORE_CHANNEL);
  return {
    path: store.path,
    read: () => ({ ...store.store }),
    write: (doc) => {
      store.store = doc;
    },
  };
};
