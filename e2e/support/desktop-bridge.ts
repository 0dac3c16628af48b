/**
 * The desktop app's preload bridge, stood in for in Chromium (the Electron runtime cannot run
 * here; DESIGN.md §6). The page is served by a Node host, whose session stands in for the
 * app's own: the session port main would hand over is a MessageChannel piped to a WebSocket,
 * and saves and settings go to that host as `storage` frames on a socket of their own.
 * Hosting on the network is main's state machine as the page sees it (closed until asked).
 * `findTables` answers the list a test gives. `joinTable` runs main's own code in the test's
 * process (lan/remote-table.ts: the address and code checked, the socket opened, the code put
 * on the page's hellos), and the page's port is piped to it as main pipes a MessagePortMain.
 */
import type { Page } from 'playwright-core';
import { BRIDGE_KEY, SESSION_PORT_MESSAGE, type FoundTable } from '../../src-shared/protocol';
import { joinRemoteTable, type RemoteTable } from '../../src-main/lan/remote-table';

export async function installDesktopBridge(page: Page, found: FoundTable[]) {
  let table: RemoteTable | null = null;
  let toPage: ((data: unknown) => void) | null = null;
  await page.exposeFunction('npJoinTable', async (address: string, code: string) => {
    table?.close();
    const joined = await joinRemoteTable(address, code);
    if (!joined.ok) return joined;
    table = joined.value.table;
    const pageClosed: (() => void)[] = [];
    table.attach({
      send: (data) => void page.evaluate((d) => window.npFromTable?.(d), data).catch(() => {}),
      onMessage: (listener) => (toPage = listener),
      onClose: (listener) => pageClosed.push(listener),
      close: () => void page.evaluate(() => window.npFromTable?.(null)).catch(() => {}),
    });
    return { ok: true, value: { address: joined.value.address } };
  });
  await page.exposeFunction('npToTable', (data: unknown) => {
    if (data === null) table?.close();
    else toPage?.(data);
  });
  await page.addInitScript(fakeBridge, {
    key: BRIDGE_KEY,
    portMessage: SESSION_PORT_MESSAGE,
    found,
  });
}

declare global {
  interface Window {
    npJoinTable?(address: string, code: string): Promise<unknown>;
    npToTable?(data: unknown): Promise<void>;
    /** A frame from the other table, or null: that line closed. */
    npFromTable?(data: unknown): void;
  }
}

interface Fixture {
  key: string;
  portMessage: string;
  found: unknown[];
}

/** Runs in the page before its scripts; it may use nothing from outside itself. */
function fakeBridge({ key, portMessage, found }: Fixture) {
  const own = location.host;
  const hostKey = new URLSearchParams(location.hash.slice(1)).get('host') ?? '';
  /** A socket to the app's own table, as its host (the host window's key is in its address). */
  const session = () => new WebSocket(`ws://${own}/session?host=${encodeURIComponent(hostKey)}`);

  let line: WebSocket | null = null;
  let away = false;
  /** The app's own table: a port piped to its host's socket (main hands the real one over). */
  const connectOwn = () => {
    if (away) void window.npToTable!(null);
    away = false;
    line?.close();
    const socket = session();
    line = socket;
    const channel = new MessageChannel();
    channel.port1.onmessage = (m) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(m.data));
    };
    socket.onmessage = (e) => channel.port1.postMessage(e.data);
    socket.onclose = () => channel.port1.close();
    socket.onopen = () => window.postMessage(portMessage, '*', [channel.port2]);
  };

  let storageLine: Promise<WebSocket> | null = null;
  let nextId = 1_000_000;
  const waiting = new Map<number, (reply: unknown) => void>();
  const storage = (request: Record<string, unknown>) => {
    storageLine ??= new Promise((ready) => {
      const s = session();
      s.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as { t?: string; id?: number; reply?: unknown };
        if (m.t === 'storage' && typeof m.id === 'number') waiting.get(m.id)?.(m.reply);
      };
      s.onopen = () => ready(s);
    });
    const id = nextId++;
    return new Promise((done) => {
      waiting.set(id, (reply) => {
        waiting.delete(id);
        done(reply);
      });
      void storageLine!.then((s) => s.send(JSON.stringify({ t: 'storage', id, request })));
    });
  };
  /**
   * Main's hosting as the page sees it (lan/hosting.ts, tested there): closed until asked.
   * Guests of this stand-in would reach the app's own host at its loopback address.
   */
  let hosting = false;
  const lanTable = () => ({
    ok: true,
    value: {
      open: hosting,
      code: hosting ? 'DESK42' : null,
      urls: hosting ? [`http://${own}/#code=DESK42`] : [],
      fixed: false,
    },
  });
  const unavailable = () =>
    Promise.resolve({ ok: false, error: { code: 'unavailable', message: 'Not in this test.' } });

  (window as unknown as Record<string, unknown>)[key] = {
    connectSession: connectOwn,
    appVersion: () => 'e2e',
    onSessionStatus: () => () => undefined,
    listSaves: () => storage({ op: 'listSaves' }),
    loadSave: (id: string) => storage({ op: 'loadSave', id }),
    saveAs: (name: string) => storage({ op: 'saveAs', name }),
    deleteSave: (id: string) => storage({ op: 'deleteSave', id }),
    restoreBackup: (id: string) => storage({ op: 'restoreBackup', id }),
    exportSave: unavailable,
    importSave: unavailable,
    getSettings: () => storage({ op: 'getSettings' }),
    setSettings: (patch: unknown) => storage({ op: 'setSettings', patch }),
    listNotices: () => storage({ op: 'listNotices' }),
    dismissNotice: (id: string) => storage({ op: 'dismissNotice', id }),
    getRecord: () => storage({ op: 'getRecord' }),
    clearRecord: () => storage({ op: 'clearRecord' }),
    lanStatus: () => Promise.resolve(lanTable()),
    openLan: () => ((hosting = true), Promise.resolve(lanTable())),
    closeLan: () => ((hosting = false), Promise.resolve(lanTable())),
    findTables: () => Promise.resolve({ ok: true, value: found }),
    campaign: (request: Record<string, unknown>) => storage(request),
    joinTable: async (address: string, code: string) => {
      const joined = (await window.npJoinTable!(address, code)) as { ok: boolean };
      if (!joined.ok) return joined;
      away = true;
      line?.close();
      line = null;
      const channel = new MessageChannel();
      channel.port1.onmessage = (m) => void window.npToTable!(m.data);
      window.npFromTable = (data) => {
        if (data === null) channel.port1.close();
        else channel.port1.postMessage(data);
      };
      window.postMessage(portMessage, '*', [channel.port2]);
      return joined;
    },
  };
}
