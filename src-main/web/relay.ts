/**
 * The Node host's WebSockets. The parent keeps the sockets and relays their frames to the
 * session host child, so a browser stays connected while a crashed host is restarted: it
 * hears `status` messages, then a fresh welcome and update once the game is restored.
 * Storage requests (saves, settings) are answered here, where the saves are.
 */
import type { WebSocket } from 'ws';
import {
  MAX_FRAME,
  parseClientMessage,
  type HostCommand,
  type ServerMessage,
  type SessionStatus,
  type StorageReply,
  type StorageRequest,
} from '../../src-shared/protocol';

interface Relayed {
  socket: WebSocket;
  /** The client's last `hello` and `look`, said again to a restarted host on its behalf. */
  hello: string | null;
  look: string | null;
}

export interface RelayDeps {
  /** A command for the running host; false while there is none. */
  send(command: HostCommand): boolean;
  storage(request: StorageRequest): Promise<StorageReply>;
}

export class SocketRelay {
  private next = 1;
  private readonly clients = new Map<number, Relayed>();

  constructor(private readonly deps: RelayDeps) {}

  add(socket: WebSocket) {
    const id = this.next++;
    const client: Relayed = { socket, hello: null, look: null };
    this.clients.set(id, client);
    this.deps.send({ t: 'client', id });
    socket.on('message', (data, isBinary) =>
      this.receive(id, client, isBinary ? null : data.toString()),
    );
    socket.on('close', () => {
      this.clients.delete(id);
      this.deps.send({ t: 'drop', id });
    });
  }

  /** A frame from the host for client `id`. */
  deliver(id: number, text: string) {
    const c = this.clients.get(id);
    if (c && c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  status(status: SessionStatus) {
    for (const c of this.clients.values()) this.sendTo(c, { t: 'status', ...status });
  }

  /** A host is up (the first, or a restarted one): every socket becomes its client again. */
  reattach() {
    for (const [id, c] of this.clients) {
      this.deps.send({ t: 'client', id });
      if (c.hello) this.deps.send({ t: 'frame', id, data: c.hello });
      if (c.look) this.deps.send({ t: 'frame', id, data: c.look });
    }
  }

  closeAll() {
    for (const c of this.clients.values()) c.socket.terminate();
    this.clients.clear();
  }

  private receive(id: number, client: Relayed, text: string | null) {
    if (text === null || text.length > MAX_FRAME) {
      this.sendTo(client, { t: 'error', code: 'bad-frame', message: 'Frames are JSON text.' });
      return;
    }
    const { t, id: requestId } = peek(text);
    if (t === 'storage') {
      const parsed = parseClientMessage(text);
      if (!parsed.ok) {
        // A request the client can match gets its answer; anything else is a bad frame.
        this.sendTo(
          client,
          isRequestId(requestId)
            ? {
                t: 'storage',
                id: requestId,
                reply: { ok: false, error: { code: 'bad-request', message: parsed.error.message } },
              }
            : { t: 'error', code: parsed.error.code, message: parsed.error.message },
        );
        return;
      }
      const m = parsed.value as Extract<typeof parsed.value, { t: 'storage' }>;
      void this.deps
        .storage(m.request)
        .then((reply) => this.sendTo(client, { t: 'storage', id: m.id, reply }));
      return;
    }
    if (t === 'hello') client.hello = text;
    if (t === 'look') client.look = text;
    // While the host restarts, intents are dropped: the player sees "reconnecting", and
    // anything sent against the old state would be stale anyway.
    this.deps.send({ t: 'frame', id, data: text });
  }

  private sendTo(c: Relayed, message: ServerMessage) {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(message));
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
