/**
 * Hosting the table on the local network (issue #12): the `lanStatus`, `openLan` and
 * `closeLan` requests of the host's window, and the listener they open. The desktop app
 * opens a listener only when asked and closes it with the table or the app; the Node host
 * was started open (`--lan`) or not, and says so (`fixed`).
 *
 * While a listener is open, the session host's frames for relayed clients, its status and
 * its restarts reach the listener's sockets through `relay()`; and while it is open on the
 * network, it is advertised there (DNS-SD), so the app's join screen finds it.
 */
import type { LanTable, StorageReply, StorageRequest } from '../../src-shared/protocol';
import type { SocketRelay } from '../web/relay';
import type { Advertised } from './discovery';
import { openListener, type Listener, type ListenerOptions } from './listener';

type LanRequest = Extract<StorageRequest, { op: 'lanStatus' | 'openLan' | 'closeLan' }>;

export function isLanRequest(r: StorageRequest): r is LanRequest {
  return r.op === 'lanStatus' || r.op === 'openLan' || r.op === 'closeLan';
}

/** The port a desktop host tries first, so a firewall rule allowed once keeps working. */
export const DEFAULT_LAN_PORT = 5317;

export class LanHosting {
  private listener: Listener | null;
  private opening: Promise<StorageReply> | null = null;

  /** The advertisement of the open listener, if it is on the network. */
  private advertised: Promise<Advertised | null> = Promise.resolve(null);

  /**
   * `fixed`: the listener the Node host runs for its whole life; without one, `openLan`
   * opens a listener with `options` (the desktop app). `advertise` puts a listener open on
   * the network on the network's list of tables (lan/discovery.ts).
   */
  constructor(
    private readonly o: {
      fixed?: Listener;
      options?: Omit<ListenerOptions, 'lan' | 'port'>;
      advertise?: (port: number) => Promise<Advertised>;
    },
  ) {
    this.listener = o.fixed ?? null;
    this.changed();
  }

  /** Stops advertising, and closes a listener it opened. */
  async stop(): Promise<void> {
    await this.close();
    await this.unadvertise();
  }

  /** The open listener's relay, for the session host's frames. */
  relay(): SocketRelay | null {
    return this.listener?.relay ?? null;
  }

  handle(r: LanRequest): Promise<StorageReply> {
    switch (r.op) {
      case 'lanStatus':
        return Promise.resolve(this.answer());
      case 'openLan':
        return this.open();
      case 'closeLan':
        return this.close().then(() => this.answer());
    }
  }

  async close(): Promise<void> {
    if (this.o.fixed || !this.listener) return;
    const l = this.listener;
    this.listener = null;
    this.changed();
    await l.close();
  }

  /** Advertises the listener open on the network now, and nothing else. */
  private changed() {
    const l = this.listener;
    const advertise = this.o.advertise;
    void this.unadvertise();
    if (!l?.joinCode || !advertise) return;
    this.advertised = advertise(l.port).catch(() => null);
  }

  private async unadvertise() {
    const was = this.advertised;
    this.advertised = Promise.resolve(null);
    await (await was)?.stop();
  }

  private status(): LanTable {
    const l = this.listener;
    return {
      open: l !== null && l.joinCode !== null,
      code: l?.joinCode ?? null,
      urls: l?.lanUrls ?? [],
      fixed: this.o.fixed !== undefined,
    };
  }

  private answer(): StorageReply {
    return { ok: true, value: this.status() };
  }

  private open(): Promise<StorageReply> {
    const options = this.o.options;
    if (this.listener || !options) {
      if (!this.o.fixed || this.status().open) return Promise.resolve(this.answer());
      return Promise.resolve({
        ok: false,
        error: {
          code: 'fixed',
          message:
            'This table was started for this computer only. Start it again with `npm run web -- --lan` to host on the local network.',
        },
      });
    }
    this.opening ??= this.listen(options).finally(() => (this.opening = null));
    return this.opening;
  }

  /** The usual port if it is free (a firewall rule stays good), any free port otherwise. */
  private async listen(options: Omit<ListenerOptions, 'lan' | 'port'>): Promise<StorageReply> {
    let problem = '';
    for (const port of [DEFAULT_LAN_PORT, 0]) {
      try {
        this.listener = await openListener({ ...options, lan: true, port });
        this.changed();
        return this.answer();
      } catch (e) {
        problem = e instanceof Error ? e.message : String(e);
      }
    }
    return {
      ok: false,
      error: {
        code: 'lan-failed',
        message: `The table could not be opened on the local network (${problem}).`,
      },
    };
  }
}
