/**
 * Electron main: thin on purpose (DESIGN.md §1). It serves the renderer, opens the saves,
 * keeps the session host running in a utility process (restarting it from the last
 * checkpoint if it dies), connects each window to it, and answers the bridge.
 */
import { app, dialog, session } from 'electron';
import { join } from 'node:path';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { exportWithDialog, importWithDialog } from './dialogs';
import { allowSoftwareWebGL } from './gpu';
import { registerIpc } from './ipc';
import { electronStoreBackend } from './persistence/electron-store-backend';
import { SaveStore } from './persistence/save-store';
import { CampaignStore } from './persistence/campaign-store';
import { RecordStore } from './persistence/record-store';
import { StorageService } from './persistence/storage-service';
import { advertiseTable, tableName } from './lan/discovery';
import { TableFinder } from './lan/finder';
import { isLanRequest, LanHosting } from './lan/hosting';
import { joinRemoteTable } from './lan/remote-table';
import { hardenContents, hardenSession, originOf } from './security';
import { SessionSupervisor } from './session/supervisor';
import { utilityHost } from './session-process';
import { RendererLinks } from './session-link';
import { createMainWindow } from './window';

const devUrl = process.env.ELECTRON_RENDERER_URL;
const appUrl = devUrl ?? `${APP_ORIGIN}/index.html`;
const appOrigins = devUrl ? [originOf(devUrl)] : [APP_ORIGIN];
const log = (message: string) => console.error(`Nothing Personal: ${message}`);

registerAppScheme();
allowSoftwareWebGL(app.commandLine);
app.on('web-contents-created', (_event, contents) => hardenContents(contents, appOrigins));

/** Set once everything is open; run once on the way out. */
let shutdown: (() => Promise<void>) | null = null;

void app
  .whenReady()
  .then(start)
  .catch((e: unknown) => {
    // Only a data folder we cannot even create gets here: bad files are set aside, not thrown.
    dialog.showErrorBox(
      'Nothing Personal cannot start',
      `The app could not open its data folder (${app.getPath('userData')}): ${e instanceof Error ? e.message : String(e)}`,
    );
    app.exit(1);
  });

async function start() {
  hardenSession(session.defaultSession);
  serveRenderer(join(import.meta.dirname, '../renderer'));

  const store = await SaveStore.open({
    folder: app.getPath('userData'),
    appVersion: app.getVersion(),
    backend: electronStoreBackend,
  });
  if (store.swept.length > 0) log(`swept ${store.swept.length} unfinished temporary file(s).`);
  const campaigns = await CampaignStore.open({
    folder: app.getPath('userData'),
    appVersion: app.getVersion(),
    backend: electronStoreBackend,
    notify: (n) => store.notify(n),
  });
  const records = await RecordStore.open({
    folder: app.getPath('userData'),
    appVersion: app.getVersion(),
    backend: electronStoreBackend,
    notify: (n) => store.notify(n),
  });
  const links: { current: RendererLinks | null } = { current: null };
  const lanRef: { current: LanHosting | null } = { current: null };
  const supervisor = new SessionSupervisor(
    utilityHost(join(import.meta.dirname, 'session-host.js')),
    {
      checkpoint: (cp): Promise<void> => storage.keep(cp),
      status: (s) => {
        links.current?.status(s);
        lanRef.current?.relay()?.status(s);
      },
      attached: () => {
        links.current?.reattachAll();
        lanRef.current?.relay()?.reattach();
      },
      log,
      relay: (id, text) => lanRef.current?.relay()?.deliver(id, text),
    },
  );
  links.current = new RendererLinks(supervisor);
  const storage = new StorageService(store, supervisor, {
    campaigns,
    records,
    appVersion: app.getVersion(),
    log,
  });
  // Guests on the local network reach the table only while its host has opened it (issue #12).
  const lan = new LanHosting({
    options: {
      root: join(import.meta.dirname, '../renderer'),
      hostKey: null,
      session: { send: (command) => supervisor.send(command), backlog: () => supervisor.backlog() },
      storage: (request) => storage.handle(request),
      log,
    },
    advertise: (port) => advertiseTable({ ...tableName(app.getVersion()), port }, log),
  });
  lanRef.current = lan;
  const finder = new TableFinder(log);

  registerIpc({
    appOrigins,
    appVersion: app.getVersion(),
    connectSession: (contents) => links.current?.connect(contents),
    storage: (request) => (isLanRequest(request) ? lan.handle(request) : storage.handle(request)),
    exportSave: (contents, id) => exportWithDialog(contents, store, id),
    importSave: (contents) => importWithDialog(contents, store),
    findTables: () => finder.find(),
    joinTable: async (contents, text, typedCode) => {
      const joined = await joinRemoteTable(text, typedCode);
      if (!joined.ok) return joined;
      links.current?.joinRemote(contents, joined.value.table);
      return { ok: true, value: { address: joined.value.address } };
    },
  });
  // No game opens by itself: the title screen offers Continue and New game.
  supervisor.start();
  createMainWindow(join(import.meta.dirname, '../preload/index.cjs'), appUrl);

  shutdown = async () => {
    finder.stop();
    await lan.stop();
    supervisor.stop();
    await store.close();
  };
}

app.on('window-all-closed', () => app.quit());

// The last autosave and the list of saves are written before the app goes.
app.on('will-quit', (event) => {
  const done = shutdown;
  if (!done) return;
  shutdown = null;
  event.preventDefault();
  void done().finally(() => app.quit());
});
