/**
 * The preload bridge (DESIGN.md §5.6): a few functions named by intent, exposed through
 * contextBridge; never ipcRenderer itself. Each call's arguments are checked against the
 * channel's schema before they leave, and the answer before it is handed back. Session
 * ports main sends (the first, and a new one after a restart) are posted to the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { z } from 'zod';
import {
  BRIDGE_CALLS,
  BRIDGE_KEY,
  SESSION_CHANNELS,
  SESSION_PORT_MESSAGE,
  type BridgeCall,
  type DesktopBridge,
} from '../../src-shared/protocol/bridge';
import {
  SessionStatusSchema,
  StorageReplySchema,
  type SessionStatus,
  type StorageResult,
} from '../../src-shared/protocol/storage';

type Value<K extends BridgeCall> = z.infer<(typeof BRIDGE_CALLS)[K]['result']>;

async function call<K extends BridgeCall>(
  name: K,
  ...args: unknown[]
): Promise<StorageResult<Value<K>>> {
  const spec = BRIDGE_CALLS[name];
  const parsed = spec.args.safeParse(args);
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'bad-request', message: parsed.error.issues[0]?.message ?? 'Bad arguments.' },
    };
  }
  const reply = StorageReplySchema.safeParse(
    await ipcRenderer.invoke(spec.channel, ...parsed.data),
  );
  if (!reply.success) {
    return {
      ok: false,
      error: { code: 'bad-reply', message: 'The app sent an answer that cannot be read.' },
    };
  }
  if (!reply.data.ok) return reply.data;
  const value = spec.result.safeParse(reply.data.value);
  if (!value.success) {
    return {
      ok: false,
      error: { code: 'bad-reply', message: 'The app sent an answer that cannot be read.' },
    };
  }
  return { ok: true, value: value.data as Value<K> };
}

const statusListeners = new Set<(status: SessionStatus) => void>();
ipcRenderer.on(SESSION_CHANNELS.status, (_event, raw: unknown) => {
  const status = SessionStatusSchema.safeParse(raw);
  if (status.success) for (const l of statusListeners) l(status.data);
});

const bridge: DesktopBridge = {
  connectSession: () => ipcRenderer.send(SESSION_CHANNELS.connect),
  appVersion: () => String(ipcRenderer.sendSync(SESSION_CHANNELS.appVersion)),
  onSessionStatus(listener) {
    statusListeners.add(listener);
    return () => void statusListeners.delete(listener);
  },
  listSaves: () => call('listSaves'),
  loadSave: (id) => call('loadSave', id),
  saveAs: (name) => call('saveAs', name),
  deleteSave: (id) => call('deleteSave', id),
  restoreBackup: (id) => call('restoreBackup', id),
  exportSave: (id) => call('exportSave', id),
  importSave: () => call('importSave'),
  getSettings: () => call('getSettings'),
  setSettings: (patch) => call('setSettings', patch),
  listNotices: () => call('listNotices'),
  dismissNotice: (id) => call('dismissNotice', id),
  getRecord: () => call('getRecord'),
  clearRecord: () => call('clearRecord'),
  lanStatus: () => call('lanStatus'),
  openLan: () => call('openLan'),
  closeLan: () => call('closeLan'),
  findTables: () => call('findTables'),
  joinTable: (address, code) => call('joinTable', address, code),
  campaign: (request) => call('campaign', request),
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

ipcRenderer.on(SESSION_CHANNELS.port, (event) => {
  window.postMessage(SESSION_PORT_MESSAGE, window.location.origin, event.ports);
});
