/**
 * The renderer's one line to the session host (DESIGN.md §1). In the desktop app main hands
 * over a MessagePort through the preload bridge; in a browser served by the Node host the
 * same protocol runs over a WebSocket. Every incoming frame is parsed before use (§5.3).
 */
import {
  BRIDGE_KEY,
  PROTOCOL_VERSION,
  SESSION_PORT_MESSAGE,
  parseServerMessage,
  type ClientMessage,
  type DesktopBridge,
  type ServerMessage,
  type SessionStatus,
} from '../src-shared/protocol';

/** This page runs in the desktop app (the preload bridge is there), not in a browser. */
export const onDesktop = typeof window !== 'undefined' && window[BRIDGE_KEY] !== undefined;

/** `unsaved`: connected, but the table waits until the last move is on disk. */
export type ConnectionState = 'connecting' | 'open' | 'unsaved' | 'closed' | 'error';

export interface ConnectionStatus {
  state: ConnectionState;
  /** Said to the player as it is. */
  message: string;
}

export interface SessionConnection {
  send(message: ClientMessage): void;
  /** Returns the unsubscribe function. */
  onMessage(listener: (message: ServerMessage) => void): () => void;
  /** The listener hears the current status at once, then every change. */
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  close(): void;
}

/** Whatever carries the frames once the line is up; closing it is the opener's cleanup. */
interface Carrier {
  send(message: ClientMessage): void;
}

/** How long the desktop app may take to hand over the port before we say so. */
const PORT_TIMEOUT_MS = 10_000;

export function openSession(win: Window = window): SessionConnection {
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = { state: 'connecting', message: 'Connecting to the table…' };
  let carrier: Carrier | null = null;
  let queued: ClientMessage[] = [];
  let closed = false;
  const cleanups: (() => void)[] = [];

  const setStatus = (next: ConnectionStatus) => {
    status = next;
    for (const l of statusListeners) l(next);
  };
  const fail = (message: string) => setStatus({ state: 'error', message });
  const lost = (message: string) => {
    if (!closed && status.state !== 'error') setStatus({ state: 'closed', message });
  };

  const receive = (raw: unknown) => {
    const parsed = parseServerMessage(raw);
    if (!parsed.ok) {
      fail(
        `The table sent a message this version cannot read (${parsed.error.message}). ` +
          'Reload the page; if it happens again, the host and this window are different versions.',
      );
      return;
    }
    const m = parsed.value;
    // A host restart (DESIGN.md §1) is the connection's business: it becomes a status.
    if (m.t === 'status') return setStatus(RESTART_STATUS[m.state](m.message));
    for (const l of messageListeners) l(m);
  };

  const opened = (c: Carrier) => {
    if (closed) return;
    carrier = c;
    setStatus({ state: 'open', message: 'Connected.' });
    c.send(withCode({ t: 'hello', v: PROTOCOL_VERSION }));
    for (const m of queued) c.send(withCode(m));
    queued = [];
  };

  const wiring: Wiring = { receive, opened, fail, lost, setStatus };
  const bridge = win[BRIDGE_KEY];
  // A LAN table's join link carries its code (`#code=…`); the host asks every guest for it.
  const code = bridge ? null : fromAddress(win, 'code');
  const withCode = (m: ClientMessage): ClientMessage =>
    code && m.t === 'hello' ? { ...m, code } : m;
  cleanups.push(bridge ? connectDesktop(win, bridge, wiring) : connectSocket(win, wiring));

  return {
    send(message) {
      if (closed) return;
      if (carrier) carrier.send(withCode(message));
      else queued.push(message);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      for (const c of cleanups) c();
      carrier = null;
      setStatus({ state: 'closed', message: 'You left the table.' });
      messageListeners.clear();
      statusListeners.clear();
    },
  };
}

interface Wiring {
  receive(raw: unknown): void;
  opened(carrier: Carrier): void;
  fail(message: string): void;
  lost(message: string): void;
  setStatus(status: ConnectionStatus): void;
}

const RESTART_STATUS: Record<SessionStatus['state'], (message: string) => ConnectionStatus> = {
  reconnecting: (message) => ({ state: 'connecting', message }),
  restored: (message) => ({ state: 'open', message }),
  failed: (message) => ({ state: 'error', message }),
  // The table waits until the move is on disk: nothing may be played meanwhile.
  unsaved: (message) => ({ state: 'unsaved', message }),
};

/** A value the page's address carries after `#` (never sent to the server with the page). */
function fromAddress(win: Window, name: 'host' | 'code'): string | null {
  return new URLSearchParams(win.location.hash.slice(1)).get(name);
}

/** Why the host closed a socket, in words (RFC 6455 close codes it uses). */
const CLOSED_BECAUSE: Record<number, string> = {
  1008: 'The table closed the connection: this window sent too many messages at once.',
  1009: 'The table closed the connection: this window sent a message that was too large.',
  1002: 'The table closed the connection: it could not read a message from this window.',
  1007: 'The table closed the connection: it could not read a message from this window.',
};

/**
 * Desktop: main posts the port to this window (a port from anywhere else is ignored), and
 * posts a new one after it restarts the session host; the newest port replaces the old.
 */
function connectDesktop(win: Window, bridge: DesktopBridge, w: Wiring): () => void {
  let port: MessagePort | null = null;
  const timer = win.setTimeout(
    () => w.fail('The app did not open the table connection. Restart Nothing Personal.'),
    PORT_TIMEOUT_MS,
  );
  const drop = () => {
    if (!port) return;
    port.onmessage = null;
    port.close();
    port = null;
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.source !== win || event.data !== SESSION_PORT_MESSAGE) return;
    const handed = event.ports[0];
    if (!handed) return w.fail('The app opened the table connection without a port.');
    win.clearTimeout(timer);
    drop();
    port = handed;
    handed.onmessage = (m) => w.receive(m.data);
    handed.onmessageerror = () => w.fail('A message from the table could not be read.');
    handed.addEventListener('close', () => {
      if (port === handed) w.lost('The table closed the connection.');
    });
    handed.start();
    // What the stores hand over may be reactive proxies, which a port cannot clone: the
    // frame goes as the plain data a socket would carry.
    w.opened({ send: (m) => handed.postMessage(JSON.parse(JSON.stringify(m)) as unknown) });
  };
  win.addEventListener('message', onWindowMessage);
  const unsubscribe = bridge.onSessionStatus((s) =>
    w.setStatus(RESTART_STATUS[s.state](s.message)),
  );
  bridge.connectSession();
  return () => {
    win.clearTimeout(timer);
    win.removeEventListener('message', onWindowMessage);
    unsubscribe();
    drop();
  };
}

/**
 * Browser against the Node host: the page's own host serves the session at /session. The
 * host's window was opened with the host key in its address (`#host=…`, never sent to the
 * server with the page) and hands it to its socket; any other page joins as a guest.
 */
function connectSocket(win: Window, w: Wiring): () => void {
  const scheme = win.location.protocol === 'https:' ? 'wss' : 'ws';
  const key = fromAddress(win, 'host');
  const url = `${scheme}://${win.location.host}/session`;
  const socket = new WebSocket(key ? `${url}?host=${encodeURIComponent(key)}` : url);
  socket.onopen = () => w.opened({ send: (m) => socket.send(JSON.stringify(m)) });
  // Binary frames are not part of the protocol: hand the parser something it will refuse.
  socket.onmessage = (e: MessageEvent) => w.receive(typeof e.data === 'string' ? e.data : null);
  socket.onerror = () =>
    w.fail(`Could not reach the table at ${url}. Check that the host is still running.`);
  socket.onclose = (e: CloseEvent) =>
    w.lost(
      `${CLOSED_BECAUSE[e.code] ?? 'The connection to the table closed.'} Reload the page to rejoin.`,
    );
  return () => {
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    socket.close();
  };
}
