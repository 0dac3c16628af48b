import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROTOCOL_VERSION,
  SESSION_PORT_MESSAGE,
  type DesktopBridge,
  type ServerMessage,
  type SessionStatus,
} from '../src-shared/protocol';
import { reactive } from 'vue';
import { openSession, type ConnectionStatus } from './bridge';

const WELCOME: ServerMessage = {
  t: 'welcome',
  v: PROTOCOL_VERSION,
  game: 'nothing-personal',
  role: 'host',
  yours: [0],
  seats: [{ seat: 0, name: 'You', kind: 'human' }],
};

class FakeSocket {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

type Listener = (e: unknown) => void;

function fakeWindow(bridge?: Partial<DesktopBridge>, hash = '') {
  const listeners = new Set<Listener>();
  const win = {
    location: { host: '127.0.0.1:5317', protocol: 'http:', hash },
    nothingPersonal: bridge,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: (_type: string, l: Listener) => listeners.add(l),
    removeEventListener: (_type: string, l: Listener) => listeners.delete(l),
    post(e: unknown) {
      for (const l of [...listeners]) l(e);
    },
  };
  return win;
}

function statuses(connection: ReturnType<typeof openSession>): ConnectionStatus[] {
  const seen: ConnectionStatus[] = [];
  connection.onStatus((s) => seen.push(s));
  return seen;
}

describe('openSession over a WebSocket (browser against the Node host)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('connects to /session on the page host and says hello once open', () => {
    const connection = openSession(fakeWindow() as unknown as Window);
    const socket = FakeSocket.last!;
    expect(socket.url).toBe('ws://127.0.0.1:5317/session');
    const seen = statuses(connection);
    socket.onopen!();
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ t: 'hello', v: PROTOCOL_VERSION }]);
    expect(seen.map((s) => s.state)).toEqual(['connecting', 'open']);
  });

  it("passes the host key of the page's address to its socket, and only that", () => {
    openSession(fakeWindow(undefined, '#host=k3y-_') as unknown as Window);
    expect(FakeSocket.last!.url).toBe('ws://127.0.0.1:5317/session?host=k3y-_');
    openSession(fakeWindow(undefined, '#other=1') as unknown as Window);
    expect(FakeSocket.last!.url).toBe('ws://127.0.0.1:5317/session');
  });

  it("gives the join code of a LAN table's link in its hello", () => {
    openSession(fakeWindow(undefined, '#code=K7M2QX') as unknown as Window);
    FakeSocket.last!.onopen!();
    expect(JSON.parse(FakeSocket.last!.sent[0]!)).toEqual({
      t: 'hello',
      v: PROTOCOL_VERSION,
      code: 'K7M2QX',
    });
  });

  it('says why the host closed the socket (a frame too large, a flood)', () => {
    for (const [code, why] of [
      [1009, /too large/],
      [1008, /too many messages/],
      [1006, /connection to the table closed/],
    ] as const) {
      const connection = openSession(fakeWindow() as unknown as Window);
      const seen = statuses(connection);
      FakeSocket.last!.onopen!();
      FakeSocket.last!.onclose!({ code });
      expect(seen.at(-1)?.state).toBe('closed');
      expect(seen.at(-1)?.message).toMatch(why);
    }
  });

  it('hands on parsed messages and turns a bad frame into an error status', () => {
    const connection = openSession(fakeWindow() as unknown as Window);
    const socket = FakeSocket.last!;
    const received: ServerMessage[] = [];
    connection.onMessage((m) => received.push(m));
    const seen = statuses(connection);
    socket.onopen!();
    socket.onmessage!({ data: JSON.stringify(WELCOME) });
    expect(() => socket.onmessage!({ data: '{"t":"welcome"' })).not.toThrow();
    socket.onmessage!({ data: JSON.stringify({ t: 'surprise' }) });
    expect(received).toEqual([WELCOME]);
    expect(seen.at(-1)?.state).toBe('error');
    expect(seen.at(-1)?.message).toMatch(/cannot read/);
  });

  it('turns the host restart messages into statuses, not messages', () => {
    const connection = openSession(fakeWindow() as unknown as Window);
    const socket = FakeSocket.last!;
    const received: ServerMessage[] = [];
    connection.onMessage((m) => received.push(m));
    const seen = statuses(connection);
    socket.onopen!();
    const status = (state: string) =>
      socket.onmessage!({ data: JSON.stringify({ t: 'status', state, message: state }) });
    status('reconnecting');
    status('restored');
    status('unsaved');
    expect(seen.slice(-3)).toEqual([
      { state: 'connecting', message: 'reconnecting' },
      { state: 'open', message: 'restored' },
      { state: 'unsaved', message: 'unsaved' },
    ]);
    expect(received).toEqual([]);
  });

  it('queues what is sent before the socket opens', () => {
    const connection = openSession(fakeWindow() as unknown as Window);
    connection.send({ t: 'look', seat: 0 });
    const socket = FakeSocket.last!;
    expect(socket.sent).toEqual([]);
    socket.onopen!();
    expect(socket.sent.map((s) => JSON.parse(s).t)).toEqual(['hello', 'look']);
  });

  it('closes the socket and reports it when the window leaves', () => {
    const connection = openSession(fakeWindow() as unknown as Window);
    const seen = statuses(connection);
    connection.close();
    expect(FakeSocket.last!.closed).toBe(true);
    expect(seen.at(-1)?.state).toBe('closed');
  });
});

describe('openSession through the desktop bridge', () => {
  function desktop() {
    let hear: ((s: SessionStatus) => void) | null = null;
    const bridge = {
      connectSession: vi.fn(),
      appVersion: () => '0.1.0',
      onSessionStatus: (l: (s: SessionStatus) => void) => {
        hear = l;
        return () => (hear = null);
      },
    };
    const win = fakeWindow(bridge);
    const connection = openSession(win as unknown as Window);
    return { bridge, win, connection, hear: (s: SessionStatus) => hear?.(s) };
  }

  const firstMessage = (port: MessagePort) =>
    new Promise<unknown>((done) => {
      port.onmessage = (e) => done(e.data);
    });

  it('asks main for a port and talks over the port posted by this window only', async () => {
    const { bridge, win, connection } = desktop();
    expect(bridge.connectSession).toHaveBeenCalledOnce();
    const received: ServerMessage[] = [];
    connection.onMessage((m) => received.push(m));

    const stranger = new MessageChannel();
    win.post({ source: {}, data: SESSION_PORT_MESSAGE, ports: [stranger.port1] });
    const channel = new MessageChannel();
    const hello = firstMessage(channel.port2);
    win.post({ source: win, data: SESSION_PORT_MESSAGE, ports: [channel.port1] });

    expect(await hello).toEqual({ t: 'hello', v: PROTOCOL_VERSION });
    channel.port2.postMessage(WELCOME);
    await vi.waitFor(() => expect(received).toEqual([WELCOME]));

    connection.close();
    stranger.port1.close();
    channel.port2.close();
  });

  it('sends what the stores hold (reactive proxies, which a port cannot clone) as plain data', async () => {
    const { win, connection } = desktop();
    const channel = new MessageChannel();
    const hello = firstMessage(channel.port2);
    win.post({ source: win, data: SESSION_PORT_MESSAGE, ports: [channel.port1] });
    await hello;
    const seats = reactive([{ name: 'Gino', kind: 'human' as const, remote: true }]);
    const sent = firstMessage(channel.port2);
    connection.send({ t: 'table', seats });
    expect(await sent).toEqual({
      t: 'table',
      seats: [{ name: 'Gino', kind: 'human', remote: true }],
    });
    connection.close();
    channel.port2.close();
  });

  it('moves to the new port main posts after restarting the session host', async () => {
    const { win, connection, hear } = desktop();
    const seen = statuses(connection);
    const first = new MessageChannel();
    const firstHello = firstMessage(first.port2);
    win.post({ source: win, data: SESSION_PORT_MESSAGE, ports: [first.port1] });
    await firstHello;

    hear({ state: 'reconnecting', message: 'The table is being restored…' });
    expect(seen.at(-1)).toEqual({ state: 'connecting', message: 'The table is being restored…' });
    const second = new MessageChannel();
    const secondHello = firstMessage(second.port2);
    win.post({ source: win, data: SESSION_PORT_MESSAGE, ports: [second.port1] });
    expect(await secondHello).toEqual({ t: 'hello', v: PROTOCOL_VERSION });
    expect(seen.at(-1)?.state).toBe('open');

    connection.close();
    first.port2.close();
    second.port2.close();
  });
});
