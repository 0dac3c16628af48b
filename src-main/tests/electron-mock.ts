/**
 * A stand-in for the `electron` module in Node tests (DESIGN.md §6: requiring the real one
 * downloads a binary). It records what main asks of Electron.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((d: { url: string }) => { action: string }) | null = null;
  posted: { channel: string; ports: unknown[] }[] = [];
  setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
    this.windowOpenHandler = h;
  }
  postMessage(channel: string, _message: unknown, ports: unknown[] = []) {
    this.posted.push({ channel, ports });
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
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

export const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => void>();

export class FakeUtilityProcess extends EventEmitter {
  static forked: FakeUtilityProcess[] = [];
  messages: { message: unknown; ports: unknown[] }[] = [];
  killed = false;
  constructor(public entry: string) {
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

export const shellOpened: string[] = [];

export function electronMock() {
  return {
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      on: (channel: string, h: (event: unknown, ...args: unknown[]) => void) =>
        ipcHandlers.set(channel, h),
    },
    shell: { openExternal: vi.fn(async (url: string) => void shellOpened.push(url)) },
    utilityProcess: { fork: (entry: string) => new FakeUtilityProcess(entry) },
    MessageChannelMain: class {
      port1 = { name: 'port1' };
      port2 = { name: 'port2' };
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  };
}
