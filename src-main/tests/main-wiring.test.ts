/** Main-process wiring with a mocked `electron` (DESIGN.md §6), checked against DESIGN.md §5.6. */
import fc from 'fast-check';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CALLS } from '../../src-shared/protocol';
import { confBackend } from '../persistence/conf-backend';
import { SaveStore } from '../persistence/save-store';
import { StorageService } from '../persistence/storage-service';
import type { FakeBrowserWindow } from './electron-mock';
import {
  FakeUtilityProcess,
  FakeWebContents,
  electronMock,
  ipcHandlers,
  ipcInvokeHandlers,
  shellOpened,
} from './electron-mock';
import { botGameCheckpoints } from './games';

vi.mock('electron', () => electronMock());
// electron-store loads `electron` outside vitest's module graph (the real one would try to
// download a binary), so it is stood in for here by what it does: a conf store that opens
// an unchecked IPC channel. The test below checks the real module still names that channel.
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  const electron = await import('electron');
  return {
    default: class extends Conf {
      constructor(o: Record<string, unknown>) {
        electron.ipcMain.on('electron-store-get-data', (e: { returnValue: unknown }) => {
          e.returnValue = { defaultCwd: electron.app.getPath('userData') };
        });
        super({ ...o, configName: o.name as string });
      }
    },
  };
});

const { createMainWindow, webPreferences } = await import('../window');
const { hardenContents, hardenSession, isAllowedExternal } = await import('../security');
const { registerIpc, CHANNELS } = await import('../ipc');
const { utilityHost } = await import('../session-process');
const { RendererLinks } = await import('../session-link');
const { electronStoreBackend, ELECTRON_STORE_CHANNEL } =
  await import('../persistence/electron-store-backend');
const { resolveAppFile, APP_ORIGIN } = await import('../app-protocol');
const { exportWithDialog, importWithDialog } = await import('../dialogs');
const electron = await import('electron');

const ORIGINS = [APP_ORIGIN];

function ipcEvent(url: string, top = true) {
  const sender = new FakeWebContents();
  return {
    sender,
    senderFrame: { url, parent: top ? null : {} },
    returnValue: undefined as unknown,
  };
}

describe('the main window', () => {
  it('gets exactly the secure webPreferences', () => {
    const win = createMainWindow(
      '/app/preload.cjs',
      `${APP_ORIGIN}/index.html`,
    ) as unknown as FakeBrowserWindow;
    expect(win.options.webPreferences).toEqual({
      preload: '/app/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
    });
    expect(webPreferences('x').sandbox).toBe(true);
    expect(win.loaded).toBe('app://renderer/index.html');
  });
});

describe('web contents hardening', () => {
  it('blocks navigation away from the app and every new window', () => {
    const contents = new FakeWebContents();
    hardenContents(contents as never, ORIGINS);
    const navigate = (url: string) => {
      const event = {
        prevented: false,
        preventDefault() {
          this.prevented = true;
        },
      };
      contents.emit('will-navigate', event, url);
      return event.prevented;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('app://renderer/index.html')).toBe(false);
    expect(contents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({
      action: 'deny',
    });
    expect(shellOpened).toEqual([]);
    const link = 'https://boardgamegeek.com/boardgame/136991/nothing-personal';
    expect(contents.windowOpenHandler!({ url: link })).toEqual({ action: 'deny' });
    expect(shellOpened).toEqual([link]);
    const webview = {
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
    };
    contents.emit('will-attach-webview', webview);
    expect(webview.prevented).toBe(true);
  });

  it('allows only listed external links', () => {
    expect(isAllowedExternal('https://boardgamegeek.com/boardgame/136991/nothing-personal')).toBe(
      true,
    );
    expect(isAllowedExternal('https://boardgamegeek.com.evil.example/')).toBe(false);
    expect(isAllowedExternal('javascript:alert(1)')).toBe(false);
  });

  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    hardenSession({
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
    } as never);
    const answers: boolean[] = [];
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal'])
      request!(null, p, (ok) => answers.push(ok));
    expect(answers).toEqual([false, false, false, false]);
    expect(check!()).toBe(false);
  });
});

describe('IPC', () => {
  const connected: unknown[] = [];
  const storageCalls: unknown[] = [];
  const dialogCalls: unknown[] = [];
  beforeEach(() => {
    ipcHandlers.clear();
    ipcInvokeHandlers.clear();
    connected.length = 0;
    storageCalls.length = 0;
    dialogCalls.length = 0;
    registerIpc({
      appOrigins: ORIGINS,
      appVersion: '1.2.3',
      connectSession: (c) => void connected.push(c),
      storage: async (r) => {
        storageCalls.push(r);
        return { ok: true, value: null };
      },
      exportSave: async (_c, id) => {
        dialogCalls.push(['export', id]);
        return { ok: true, value: null };
      },
      importSave: async () => {
        dialogCalls.push(['import']);
        return { ok: true, value: null };
      },
      findTables: async () => {
        dialogCalls.push(['find']);
        return { ok: true, value: [] };
      },
      joinTable: async (_c, address, code) => {
        dialogCalls.push(['join', address, code]);
        return { ok: true, value: { address } };
      },
    });
  });

  it('registers only the channels named by intent', () => {
    const registered = [...ipcHandlers.keys(), ...ipcInvokeHandlers.keys()].sort();
    expect(registered).toEqual(Object.values(CHANNELS).sort());
    expect([...ipcInvokeHandlers.keys()].sort()).toEqual(
      Object.values(BRIDGE_CALLS)
        .map((c) => c.channel)
        .sort(),
    );
  });

  it('answers the app itself and ignores other senders and payloads', () => {
    const own = ipcEvent('app://renderer/index.html');
    ipcHandlers.get(CHANNELS.connectSession)!(own);
    expect(connected).toEqual([own.sender]);
    for (const bad of [
      ipcEvent('https://evil.example/'),
      ipcEvent('app://renderer/index.html', false),
      ipcEvent('file:///tmp/x.html'),
    ]) {
      ipcHandlers.get(CHANNELS.connectSession)!(bad);
    }
    ipcHandlers.get(CHANNELS.connectSession)!(ipcEvent('app://renderer/'), { surprise: true });
    expect(connected).toHaveLength(1);
    const version = ipcEvent('app://renderer/index.html');
    ipcHandlers.get(CHANNELS.appVersion)!(version);
    expect(version.returnValue).toBe('1.2.3');
    const foreign = ipcEvent('https://evil.example/');
    ipcHandlers.get(CHANNELS.appVersion)!(foreign);
    expect(foreign.returnValue).toBe('');
  });

  it('passes each bridge call on only from the app, with arguments of the right shape', async () => {
    const invoke = (channel: string, event: unknown, ...args: unknown[]) =>
      ipcInvokeHandlers.get(channel)!(event, ...args) as Promise<{
        ok: boolean;
        error?: { code: string };
      }>;
    const own = () => ipcEvent('app://renderer/index.html');
    expect((await invoke('saves:load', own(), 'game-1')).ok).toBe(true);
    expect((await invoke('saves:save-as', own(), 'Before the deal')).ok).toBe(true);
    expect((await invoke('settings:set', own(), { volume: 0.5 })).ok).toBe(true);
    expect((await invoke('saves:export', own(), 'game-1')).ok).toBe(true);
    expect((await invoke('saves:import', own())).ok).toBe(true);
    expect((await invoke('lan:open', own())).ok).toBe(true);
    expect((await invoke('lan:join', own(), ' 192.168.1.20:5317', 'abc234 ')).ok).toBe(true);
    expect(storageCalls).toEqual([
      { op: 'loadSave', id: 'game-1' },
      { op: 'saveAs', name: 'Before the deal' },
      { op: 'setSettings', patch: { volume: 0.5 } },
      { op: 'openLan' },
    ]);
    expect(dialogCalls).toEqual([
      ['export', 'game-1'],
      ['import'],
      ['join', '192.168.1.20:5317', 'abc234'],
    ]);

    const refused = [
      await invoke('saves:load', ipcEvent('https://evil.example/'), 'game-1'),
      await invoke('saves:load', ipcEvent('app://renderer/index.html', false), 'game-1'),
      await invoke('saves:load', own(), '../../etc/passwd'),
      await invoke('saves:load', own()),
      await invoke('saves:list', own(), 'extra'),
      await invoke('settings:set', own(), { volume: 7 }),
      await invoke('settings:set', own(), { evil: true }),
      await invoke('saves:save-as', own(), ''),
      await invoke('saves:import', own(), '/etc/passwd'),
      await invoke('lan:join', own(), '192.168.1.20', 'ABC 234'),
      await invoke('lan:join', own(), 'x'.repeat(201), 'ABC234'),
      await invoke('lan:join', ipcEvent('https://evil.example/'), '192.168.1.20', 'ABC234'),
      await invoke('lan:open', own(), true),
    ];
    expect(refused.map((r) => r.error?.code)).toEqual([
      'forbidden',
      'forbidden',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'forbidden',
      'bad-request',
    ]);
    expect(storageCalls).toHaveLength(4);
    expect(dialogCalls).toHaveLength(3);
  });

  it('survives malformed senders', () => {
    for (const event of [
      { senderFrame: null, sender: null },
      { senderFrame: { url: 'not a url', parent: null } },
      { senderFrame: { url: 42, parent: null } },
      {},
    ]) {
      expect(() => ipcHandlers.get(CHANNELS.connectSession)!(event)).not.toThrow();
    }
    expect(connected).toEqual([]);
  });
});

describe('10^4 malformed IPC messages', () => {
  it('cause no crash and no change to the saves or the settings', async () => {
    ipcHandlers.clear();
    ipcInvokeHandlers.clear();
    const folder = mkdtempSync(join(tmpdir(), 'np-ipc-fuzz-'));
    const store = await SaveStore.open({ folder, appVersion: '1.0.0', backend: confBackend });
    for (const cp of botGameCheckpoints('game-f', 5, 3, 4)) await store.autosave(cp);
    await store.saveAs('Named', botGameCheckpoints('game-f', 5, 3, 2).at(-1)!);
    await store.flush();
    const opened: unknown[] = [];
    const service = new StorageService(store, {
      current: () => null,
      open: async (cp) => {
        opened.push(cp);
        return { ok: true, value: cp };
      },
      startGame: async (options) => {
        opened.push(options);
        return { ok: false, error: { code: 'unavailable', message: 'Not in this test.' } };
      },
    });
    const dialogs: unknown[] = [];
    const connects: unknown[] = [];
    registerIpc({
      appOrigins: ORIGINS,
      appVersion: '1.2.3',
      connectSession: (c) => void connects.push(c),
      storage: (r) => service.handle(r),
      exportSave: async (c, id) => {
        dialogs.push(id);
        return { ok: true, value: null };
      },
      importSave: async () => {
        dialogs.push('import');
        return { ok: true, value: null };
      },
      findTables: async () => ({ ok: true, value: [] }),
      joinTable: async () => ({
        ok: false,
        error: { code: 'unreachable', message: 'No table answered.' },
      }),
    });
    const snapshot = () =>
      readdirSync(folder, { recursive: true })
        .map(String)
        .sort()
        .map((f) => {
          const path = join(folder, f);
          return statSync(path).isFile() ? `${f}:${readFileSync(path, 'utf8')}` : f;
        })
        .join('\n');
    const before = snapshot();
    const settingsBefore = store.settings();

    const invokeChannels = [...ipcInvokeHandlers.keys()];
    const senders = [
      () => ipcEvent('app://renderer/index.html'),
      () => ipcEvent('https://evil.example/'),
      () => ipcEvent('app://renderer/index.html', false),
      () => ipcEvent('file:///etc/passwd'),
      () => ({ senderFrame: null, sender: null }),
      () => ({ senderFrame: { url: 'app://renderer/', parent: undefined } }),
    ];
    const specs = Object.values(BRIDGE_CALLS);
    let sent = 0;
    let invokes = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: invokeChannels.length + 1 }),
        fc.nat({ max: senders.length - 1 }),
        fc.array(fc.oneof(fc.anything(), fc.string(), fc.constant('game-f'), fc.object()), {
          maxLength: 3,
        }),
        async (c, s, args) => {
          const event = senders[s]!();
          const trusted = s === 0;
          if (c >= invokeChannels.length) {
            // The send/sendSync channels.
            const channel =
              c === invokeChannels.length ? CHANNELS.connectSession : CHANNELS.appVersion;
            fc.pre(!(trusted && args.length === 0));
            ipcHandlers.get(channel)!(event, ...args);
            sent++;
            return;
          }
          const channel = invokeChannels[c]!;
          const spec = specs.find((x) => x.channel === channel)!;
          // Only messages that must be refused: a foreign sender, or arguments of the wrong shape.
          fc.pre(!trusted || !spec.args.safeParse(args).success);
          const reply = (await ipcInvokeHandlers.get(channel)!(event, ...args)) as { ok: boolean };
          sent++;
          invokes++;
          if (reply.ok === false) refused++;
        },
      ),
      { numRuns: 10_000 },
    );
    console.log(
      `malformed IPC: ${sent} messages sent (${invokes} invokes, ${refused} refused with an error value), 0 crashes`,
    );
    expect(sent).toBe(10_000);
    expect(refused).toBe(invokes);
    expect(connects).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(opened).toEqual([]);
    await store.flush();
    expect(store.settings()).toEqual(settingsBefore);
    expect(snapshot()).toBe(before);
    expect(store.notices()).toEqual([]);
    await store.close();
  }, 120_000);
});

describe('the electron-store backend', () => {
  it('closes the unchecked IPC channel electron-store opens', () => {
    const source = readFileSync(
      join(import.meta.dirname, '../../node_modules/electron-store/index.js'),
      'utf8',
    );
    expect(source).toContain(`ipcMain.on('${ELECTRON_STORE_CHANNEL}'`);
  });

  it('works in the folder main gives it and leaves no IPC channel of its own open', async () => {
    ipcHandlers.clear();
    const folder = mkdtempSync(join(tmpdir(), 'np-electron-store-'));
    const store = await SaveStore.open({
      folder,
      appVersion: '1.2.3',
      backend: electronStoreBackend,
    });
    expect(store.updateSettings({ palette: 'colour-blind' }).ok).toBe(true);
    await store.close();
    expect(ipcHandlers.has(ELECTRON_STORE_CHANNEL)).toBe(false);
    const again = await SaveStore.open({
      folder,
      appVersion: '1.2.3',
      backend: electronStoreBackend,
    });
    expect(again.settings().palette).toBe('colour-blind');
    await again.close();
  });
});

describe('export and import through the system dialogs', () => {
  it('writes where the player chose, reads what the player picked, and takes no for an answer', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'np-dialogs-'));
    const store = await SaveStore.open({ folder, appVersion: '1.2.3', backend: confBackend });
    await store.autosave(botGameCheckpoints('game-d', 6, 3, 5).at(-1)!);
    const sender = new FakeWebContents() as never;
    const target = join(folder, 'shared.npsave');
    vi.mocked(electron.dialog.showSaveDialog).mockResolvedValueOnce({
      canceled: false,
      filePath: target,
    });
    expect(await exportWithDialog(sender, store, 'game-d')).toEqual({
      ok: true,
      value: { path: target },
    });
    expect(JSON.parse(readFileSync(target, 'utf8')).save.id).toBe('game-d');
    expect(await exportWithDialog(sender, store, 'game-d')).toEqual({ ok: true, value: null });

    vi.mocked(electron.dialog.showOpenDialog).mockResolvedValueOnce({
      canceled: false,
      filePaths: [target],
    });
    const imported = await importWithDialog(sender, store);
    expect(imported.ok && imported.value).toMatchObject({ kind: 'named', actions: 5 });
    expect(await importWithDialog(sender, store)).toEqual({ ok: true, value: null });
    vi.mocked(electron.dialog.showOpenDialog).mockResolvedValueOnce({
      canceled: false,
      filePaths: [join(folder, 'settings.json')],
    });
    const wrong = await importWithDialog(sender, store);
    expect(!wrong.ok && wrong.error.message).toMatch(/“settings.json” cannot be imported/);
    await store.close();
  });
});

describe('the session process', () => {
  it('forks the host in a utility process and passes reports, exits and ports', () => {
    const reports: unknown[] = [];
    const exits: unknown[] = [];
    const proc = utilityHost(
      '/out/main/session-host.js',
      0,
    )({
      report: (r) => void reports.push(r),
      exit: (c) => void exits.push(c),
    });
    const child = FakeUtilityProcess.forked.at(-1)!;
    expect(child.entry).toBe('/out/main/session-host.js');
    expect(child.options).toMatchObject({ serviceName: 'Nothing Personal session' });
    expect((child.options.env as Record<string, string>).NP_BOT_DELAY_MS).toBe('0');
    proc.send({ t: 'client', role: 'host' }, ['port']);
    expect(child.messages).toEqual([{ message: { t: 'client', role: 'host' }, ports: ['port'] }]);
    child.emit('message', { t: 'ready' });
    child.emit('exit', 3);
    expect(reports).toEqual([{ t: 'ready' }]);
    expect(exits).toEqual([3]);
    proc.kill();
    expect(child.killed).toBe(true);
  });

  it('hands each renderer its own port (main stays out of the data path), again after a restart', () => {
    const commands: unknown[] = [];
    let up = true;
    const links = new RendererLinks({
      send: (command, transfer) => {
        if (!up) return false;
        commands.push({ command, transfer });
        return true;
      },
    });
    const contents = new FakeWebContents();
    links.connect(contents as never);
    expect(commands).toEqual([
      {
        command: { t: 'client', role: 'host' },
        transfer: [expect.objectContaining({ name: 'port1' })],
      },
    ]);
    expect(contents.posted).toEqual([
      { channel: 'session:port', ports: [expect.objectContaining({ name: 'port2' })] },
    ]);
    links.status({ state: 'reconnecting', message: 'Back soon.' });
    expect(contents.sent).toEqual([
      { channel: 'session:status', args: [{ state: 'reconnecting', message: 'Back soon.' }] },
    ]);
    up = false;
    links.reattachAll();
    expect(contents.posted).toHaveLength(1);
    up = true;
    links.reattachAll();
    expect(contents.posted).toHaveLength(2);
    contents.emit('destroyed');
    links.reattachAll();
    expect(contents.posted).toHaveLength(2);
  });
});

describe('the app:// protocol', () => {
  it('serves files inside the renderer folder only', () => {
    expect(resolveAppFile('/app/renderer', 'app://renderer/')).toBe('/app/renderer/index.html');
    expect(resolveAppFile('/app/renderer', 'app://renderer/assets/a.js')).toBe(
      '/app/renderer/assets/a.js',
    );
    expect(resolveAppFile('/app/renderer', 'app://renderer/../../etc/passwd')).toBe(
      '/app/renderer/etc/passwd',
    );
    expect(resolveAppFile('/app/renderer', 'app://renderer/%2e%2e/%2e%2e/etc/passwd')).toBe(
      '/app/renderer/etc/passwd',
    );
    expect(resolveAppFile('/app/renderer', 'app://renderer/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveAppFile('/app/renderer', 'app://other/index.html')).toBeNull();
  });
});
