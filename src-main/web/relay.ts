/**
 * The Node host's WebSockets. The parent keeps the sockets and relays their frames to the
 * session host child, so a browser stays connected while a crashed host is restarted: it
 * hears `status` messages, then a fresh welcome and update once the game is restored.
 * Storage requests (saves, settings) are answered here, where the saves are, and only for
 * the host's own window (DESIGN.md §7).
 *
 * Every socket is a stranger: a socket-level error closes that socket alone; a socket that
 * sends faster than any player could is cut off; and while the child has more than it can
 * take, the sockets stop being read (TCP holds the rest), so no client can grow the host.
 */
import type { WebSocket } from 'ws';
import {
  MAX_FRAME,
  MAX_STORAGE_IN_FLIGHT,
  parseClientMessage,
  type ClientRole,
  type HostCommand,
  type ServerMessage,
  type SessionStatus,
  type StorageReply,
  type StorageRequest,
} from '../../src-shared/protocol';
import type { JoinGuard } from '../lan/join-guard';
import { FrameBudget } from './frame-budget';

/** The largest game frame (an offer with its terms is under 2 KB); only imports are larger. */
export const MAX_GAME_FRAME = 64_000;
/** Storage requests one socket may have waiting at once. */
/** Characters relayed to the child and not yet taken by it, past which reading pauses. */
export const MAX_BACKLOG = 4_000_000;
const BACKLOG_POLL_MS = 20;
/** Bytes waiting to be sent to one socket, past which it is taken for gone. */
const MAX_UNREAD = 16_000_000;

/** Close codes (RFC 6455 §7.4.1) with a reason the page shows (src-renderer/bridge.ts). */
export const CLOSE_FLOOD = 1008;
const CLOSE_GRACE_MS = 1000;

interface Relayed {
  socket: WebSocket;
  role: ClientRole;
  /** The client's last `hello` and `look`, said again to a restarted host on its behalf. */
  hello: string | null;
  look: string | null;
  budget: FrameBudget;
  storageInFlight: number;
  /** Where it connects from: wrong join codes count against the address. */
  address: string;
  /** A guest of a table with a join code sends nothing but a `hello` with it, until it has. */
  joined: boolean;
}

export interface RelayDeps {
  /** A command for the running host; false while there is none. */
  send(command: HostCommand): boolean;
  /** Characters sent to the host and not yet taken by it. */
  backlog(): number;
  storage(request: StorageRequest): Promise<StorageReply>;
  /** A LAN table's join code, which every guest must give; none on loopback. */
  guard?: JoinGuard | null;
  now?: () => number;
}

export class SocketRelay {
  private next = 1;
  private readonly clients = new Map<number, Relayed>();
  private pausedTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: RelayDeps) {}

  add(socket: WebSocket, role: ClientRole, address = '') {
    const id = this.next++;
    const now = this.deps.now ?? Date.now;
    const client: Relayed = {
      socket,
      role,
      hello: null,
      look: null,
      budget: new FrameBudget(now),
      storageInFlight: 0,
      address,
      joined: role === 'host' || !this.deps.guard,
    };
    this.clients.set(id, client);
    this.deps.send({ t: 'client', id, role });
    socket.on('message', (data, isBinary) =>
      this.receive(id, client, isBinary ? null : data.toString()),
    );
    // A protocol error (a frame over the cap, bad UTF-8, an unmasked frame…): ws has already
    // sent the close code that names it; this socket is let go a second later, whether or not
    // the client answers the close, and nobody else is touched.
    socket.on('error', () => setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref());
    socket.on('close', () => {
      this.clients.delete(id);
      this.deps.send({ t: 'drop', id });
    });
    if (this.pausedTimer) socket.pause();
  }

  /** A frame from the host for client `id`. */
  deliver(id: number, text: string) {
    const c = this.clients.get(id);
    if (c) this.sendText(c, text);
  }

  status(status: SessionStatus) {
    for (const c of this.clients.values()) this.sendTo(c, { t: 'status', ...status });
  }

  /** A host is up (the first, or a restarted one): every socket becomes its client again. */
  reattach() {
    for (const [id, c] of this.clients) {
      this.deps.send({ t: 'client', id, role: c.role });
      if (c.hello) this.deps.send({ t: 'frame', id, data: c.hello });
      if (c.look) this.deps.send({ t: 'frame', id, data: c.look });
    }
  }

  closeAll() {
    if (this.pausedTimer) clearTimeout(this.pausedTimer);
    this.pausedTimer = null;
    for (const c of this.clients.values()) c.socket.terminate();
    this.clients.clear();
  }

  private receive(id: number, client: Relayed, text: string | null) {
    if (!client.budget.take(text?.length ?? 0)) {
      client.socket.close(CLOSE_FLOOD, 'Too many messages: reload the page to rejoin.');
      // A flooding client need not answer the close: it is let go in a second.
      setTimeout(() => client.socket.terminate(), CLOSE_GRACE_MS).unref();
      return;
    }
    if (text === null || text.length > MAX_FRAME) {
      this.sendTo(client, { t: 'error', code: 'bad-frame', message: 'Frames are JSON text.' });
      return;
    }
    const { t, id: requestId } = peek(text);
    if (t === 'storage') return this.storage(client, text, requestId);
    if (text.length > MAX_GAME_FRAME) {
      this.sendTo(client, {
        t: 'error',
        code: 'bad-frame',
        message: `Only a save being imported may be larger than ${MAX_GAME_FRAME} characters.`,
      });
      return;
    }
    if (!client.joined && !this.join(client, t, text)) return;
    if (t === 'hello') client.hello = text;
    if (t === 'look') client.look = text;
    // While the host starts or restarts, other frames are dropped, and said to be: the player
    // sees "reconnecting", and anything sent against the old state would be stale anyway.
    // A hello and a look are kept, and said again for the client once the host is up.
    if (!this.deps.send({ t: 'frame', id, data: text }) && t !== 'hello' && t !== 'look') {
      this.sendTo(client, {
        t: 'error',
        code: 'not-ready',
        message:
          'The table is not ready yet (it is starting, or being brought back). Try again in a moment.',
      });
    }
    this.holdWhileBacklogged();
  }

  /** A guest's first `hello` must carry the table's join code; nothing else passes before it. */
  private join(client: Relayed, t: unknown, text: string): boolean {
    const refuse = (code: string, message: string) => {
      this.sendTo(client, { t: 'error', code, message });
      return false;
    };
    if (t !== 'hello') return refuse('join-first', 'Join the table with its code first.');
    const parsed = parseClientMessage(text);
    // A malformed hello goes on to the host, which says what is wrong with it.
    if (!parsed.ok || parsed.value.t !== 'hello') return true;
    const verdict = this.deps.guard!.check(client.address, parsed.value.code);
    if (!verdict.ok) return refuse(verdict.code, verdict.message);
    client.joined = true;
    return true;
  }

  private storage(client: Relayed, text: string, requestId: unknown) {
    const refuse = (code: string, message: string) =>
      this.sendTo(
        client,
        isRequestId(requestId)
          ? { t: 'storage', id: requestId, reply: { ok: false, error: { code, message } } }
          : { t: 'error', code, message },
      );
    if (client.role !== 'host')
      return refuse('host-only', "Saves and settings are kept by the table's host.");
    if (client.storageInFlight >= MAX_STORAGE_IN_FLIGHT)
      return refuse('busy', 'The table is still answering your last request. Try again.');
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      // A request the client can match gets its answer; anything else is a bad frame.
      if (isRequestId(requestId)) return refuse('bad-request', parsed.error.message);
      return this.sendTo(client, {
        t: 'error',
        code: parsed.error.code,
        message: parsed.error.message,
      });
    }
    const m = parsed.value as Extract<typeof parsed.value, { t: 'storage' }>;
    client.storageInFlight++;
    void this.deps.storage(m.request).then((reply) => {
      client.storageInFlight--;
      this.sendTo(client, { t: 'storage', id: m.id, reply });
    });
  }

  /** Stops reading every socket while the child is behind, and reads on once it caught up. */
  private holdWhileBacklogged() {
    if (this.pausedTimer || this.deps.backlog() <= MAX_BACKLOG) return;
    for (const c of this.clients.values()) c.socket.pause();
    const poll = () => {
      if (this.deps.backlog() > MAX_BACKLOG / 2) {
        this.pausedTimer = setTimeout(poll, BACKLOG_POLL_MS);
        return;
      }
      this.pausedTimer = null;
      for (const c of this.clients.values()) c.socket.resume();
    };
    this.pausedTimer = setTimeout(poll, BACKLOG_POLL_MS);
  }

  private sendTo(c: Relayed, message: ServerMessage) {
    this.sendText(c, JSON.stringify(message));
  }

  /** A client that reads nothing while frames pile up for it is let go, not buffered for ever. */
  private sendText(c: Relayed, text: string) {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > MAX_UNREAD) {
      c.socket.terminate();
      return;
    }
    c.socket.send(text);
  }
}

function peek(text: string): { t?: unknown; id?: unknown } {
  try {
    const v = JSON.parse(text) as { t?: unknown; id?: unknown } | null;
    return v !== null && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function isRequestId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0;
}
