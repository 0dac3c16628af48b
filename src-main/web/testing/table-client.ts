/**
 * A client of a running Node host over a real WebSocket, as tests and benchmarks use it: the
 * host's window (with the host key) or a guest (from a loopback address of its own, since
 * join-code lockouts are per address). Every frame it is sent is parsed and kept.
 */
import WebSocket from 'ws';
import {
  PROTOCOL_VERSION,
  parseServerMessage,
  type ServerMessage,
} from '../../../src-shared/protocol';
import type { HostChild } from './host-fuzz';

export type Update = Extract<ServerMessage, { t: 'update' }>;
type Of<T extends ServerMessage['t']> = Extract<ServerMessage, { t: T }>;

export class TableClient {
  /** Frames not yet taken by `next`. */
  readonly inbox: ServerMessage[] = [];
  /** Every frame this client was ever sent. */
  readonly all: ServerMessage[] = [];
  latest: Update | null = null;
  lastWelcome: Of<'welcome'> | null = null;
  /** Hears every frame as it arrives (benchmarks time the updates). */
  onFrame: (m: ServerMessage) => void = () => {};
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const parsed = parseServerMessage(d.toString());
      if (!parsed.ok) throw new Error(parsed.error.message);
      const m = parsed.value;
      this.inbox.push(m);
      this.all.push(m);
      if (m.t === 'update') this.latest = m;
      if (m.t === 'welcome') this.lastWelcome = m;
      this.onFrame(m);
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  static async open(host: HostChild, o: { asHost?: boolean; from?: string } = {}) {
    const ws = new WebSocket(
      `ws://127.0.0.1:${host.port}/session${o.asHost ? `?host=${host.key}` : ''}`,
      { origin: `http://127.0.0.1:${host.port}`, localAddress: o.from },
    );
    await new Promise((done, fail) => ws.once('open', done).once('error', fail));
    return new TableClient(ws);
  }

  /** The host's own window, greeted. */
  static async hostWindow(host: HostChild): Promise<TableClient> {
    const w = await TableClient.open(host, { asHost: true });
    w.send({ t: 'hello', v: PROTOCOL_VERSION });
    return w;
  }

  send(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }

  /** The next frame of kind `t` matching `where`; frames before it are dropped. */
  async next<T extends ServerMessage['t']>(
    t: T,
    where: (m: Of<T>) => boolean = () => true,
  ): Promise<Of<T>> {
    for (;;) {
      const i = this.inbox.findIndex((m) => m.t === t && where(m as Of<T>));
      if (i >= 0) return this.inbox.splice(0, i + 1).at(-1) as Of<T>;
      await this.arrival();
    }
  }

  update(where: (u: Update) => boolean = () => true): Promise<Update> {
    return this.next('update', where);
  }

  /** The latest welcome this client was given. */
  async welcome(): Promise<Of<'welcome'>> {
    while (!this.lastWelcome) await this.arrival();
    return this.lastWelcome;
  }

  /** The position now, as seat 0 is shown it (the host window's yardstick for "nothing changed"). */
  async position(): Promise<{ version: number; view: string }> {
    this.inbox.length = 0;
    this.send({ t: 'look', seat: 0 });
    const u = await this.update();
    return { version: u.version, view: JSON.stringify(u.view) };
  }

  close() {
    this.ws.close();
  }

  private arrival(): Promise<void> {
    return new Promise((done) => this.waiters.push(done));
  }
}
