/**
 * A stand-in for the `electron` module in Node tests (DESIGN.md §6: requiring the real one
 * downloads a binary). It records what main asks of Electron.
 */
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { vi } from 'vitest';

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((d: { url: string }) => { action: string }) | null = null;
  posted: { channel: string; ports: unknown[] }[] = [];
  sent: { channel: string; args: unknown[] }[] = [];
  destroyed = false;
  setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
    this.windowOpenHandler = h;
  }
  postMessage(channel: string, _message: unknown, ports: unknown[] = []) {
    this.posted.push({ channel, ports });
  }
  send(channel: string, ...args: unknown[]) {
    this.sent.push({ channel, args });
  }
  isDestroyed() {
    return this.destroyed;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  static fromWebContents = () => null;
  webContents = new FakeWebContents();
  loaded: string | null = null;
  constructor(public options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
  show() {}
}

type Handler = (event: unknown, ...args: unknown[]) => unknown;
/** Channels registered with ipcMain.on (send/sendSync) and ipcMain.handle (invoke). */
export const ipcHandlers = new Map<string, Handler>();
export const ipcInvokeHandlers = new Map<string, Handler>();

export class FakeUtilityProcess extends EventEmitter {
  static forked: FakeUtilityProcess[] = [];
  messages: { message: unknown; ports: unknown[] }[] = [];
  killed = false;
  pid = 4242;
  constructor(
    public entry: string,
    public options: Record<string, unknown> = {},
  ) {
    super();
    FakeUtilityProcess.forked.push(this);
  }
  postMessage(message: unknown, ports: unknown[] = []) {
    this.messages.push({ message, ports });
  }
  kill() {
    this.killed = true;
    return true;
  }
}

export class FakePort {
  closed = false;
  constructor(public name: string) {}
  close() {
    this.closed = true;
  }
}

export const shellOpened: string[] = [];

export function electronMock() {
  const ipcMain = {
    on: (channel: string, h: Handler) => ipcHandlers.set(channel, h),
    handle: (channel: string, h: Handler) => ipcInvokeHandlers.set(channel, h),
    removeAllListeners: (channel: string) => ipcHandlers.delete(channel),
  };
  const api = {
    app: {
      getPath: () => tmpdir(),
      getVersion: () => '1.2.3',
    },
    BrowserWindow: FakeBrowserWindow,
    ipcMain,
    shell: {
      openExternal: vi.fn(async (url: string) => void shellOpened.push(url)),
      openPath: vi.fn(async () => ''),
    },
    dialog: {
      showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: undefined })),
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
    },
    utilityProcess: {
      fork: (entry: string, _args: string[], options: Record<string, unknown>) =>
        new FakeUtilityProcess(entry, options),
    },
    MessageChannelMain: class {
      port1 = new FakePort('port1');
      port2 = new FakePort('port2');
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  };
  // electron-store reads the module's default export.
  return { ...api, default: api };
}
