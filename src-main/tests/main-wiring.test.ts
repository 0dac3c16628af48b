/** Main-process wiring with a mocked `electron` (DESIGN.md §6), checked against DESIGN.md §5.6. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeBrowserWindow } from './electron-mock';
import {
  FakeUtilityProcess,
  FakeWebContents,
  electronMock,
  ipcHandlers,
  shellOpened,
} from './electron-mock';

vi.mock('electron', () => electronMock());

const { createMainWindow, webPreferences } = await import('../window');
const { hardenContents, hardenSession, isAllowedExternal } = await import('../security');
const { registerIpc, CHANNELS } = await import('../ipc');
const { SessionProcess } = await import('../session-process');
const { resolveAppFile, APP_ORIGIN } = await import('../app-protocol');

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
  beforeEach(() => {
    ipcHandlers.clear();
    connected.length = 0;
    registerIpc({
      appOrigins: ORIGINS,
      appVersion: '1.2.3',
      connectSession: (c) => connected.push(c),
    });
  });

  it('registers only the channels named by intent', () => {
    expect([...ipcHandlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
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

  it('survives malformed senders', () => {
    for (const event of [
      { senderFrame: null, sender: null },
      { senderFrame: { url: 'not a url', parent: null } },
    ]) {
      expect(() => ipcHandlers.get(CHANNELS.connectSession)!(event)).not.toThrow();
    }
    expect(connected).toEqual([]);
  });
});

describe('the session process', () => {
  it('forks the host and hands each renderer its own port (main stays out of the data path)', () => {
    const reports: unknown[] = [];
    const proc = new SessionProcess(
      '/out/main/session-host.js',
      (r) => reports.push(r),
      () => {},
    );
    proc.start();
    const child = FakeUtilityProcess.forked.at(-1)!;
    expect(child.entry).toBe('/out/main/session-host.js');
    const contents = new FakeWebContents();
    proc.connect(contents as never);
    expect(child.messages[0]).toEqual({ message: { t: 'client' }, ports: [{ name: 'port1' }] });
    expect(contents.posted).toEqual([{ channel: 'session:port', ports: [{ name: 'port2' }] }]);
    child.emit('message', { t: 'ready' });
    child.emit('message', { t: 'something else' });
    child.emit('message', null);
    expect(reports).toEqual([{ t: 'ready' }]);
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
