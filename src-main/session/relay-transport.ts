/**
 * Clients whose frames the parent relays (the Node host: the parent owns the WebSockets, so
 * a browser stays connected while a crashed session host is restarted). Each is a Transport
 * to the host like a MessagePort or a socket would be.
 */
import type { HostReport, ServerMessage } from '../../src-shared/protocol';
import type { Transport } from './transport';

interface Relayed {
  message: ((raw: unknown) => void)[];
  close: (() => void)[];
}

export class RelayedClients {
  private readonly clients = new Map<number, Relayed>();

  constructor(private readonly report: (r: HostReport) => void) {}

  open(id: number): Transport {
    this.drop(id);
    const c: Relayed = { message: [], close: [] };
    this.clients.set(id, c);
    return {
      send: (message: ServerMessage) => {
        if (this.clients.get(id) === c)
          this.report({ t: 'frame', id, text: JSON.stringify(message) });
      },
      onMessage: (l) => void c.message.push(l),
      onClose: (l) => void c.close.push(l),
      close: () => {
        if (this.clients.get(id) === c) this.drop(id);
      },
    };
  }

  frame(id: number, data: string) {
    for (const l of this.clients.get(id)?.message ?? []) l(data);
  }

  drop(id: number) {
    const c = this.clients.get(id);
    if (!c) return;
    this.clients.delete(id);
    for (const l of c.close) l();
  }
}
