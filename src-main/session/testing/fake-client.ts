/**
 * A client of an in-process session host, for tests: it says frames as a port would carry
 * them, and keeps everything the host sent it.
 */
import type { ClientRole, ServerMessage } from '../../../src-shared/protocol';
import type { SessionHost } from '../host';
import type { Transport } from '../transport';

export type Update = Extract<ServerMessage, { t: 'update' }>;
export type Welcome = Extract<ServerMessage, { t: 'welcome' }>;

export function fakeClient(host: SessionHost, role: ClientRole) {
  const inbox: ServerMessage[] = [];
  let listener: (raw: unknown) => void = () => {};
  let close: () => void = () => {};
  const transport: Transport = {
    send: (m) => void inbox.push(m),
    onMessage: (l) => void (listener = l),
    onClose: (l) => void (close = l),
    close: () => close(),
  };
  host.attach(transport, role);
  return {
    inbox,
    say: async (m: unknown) => {
      listener(m);
      await host.idle();
    },
    last: () => inbox.at(-1)!,
    update: () => inbox.filter((m): m is Update => m.t === 'update').at(-1)!,
    welcome: () => inbox.filter((m): m is Welcome => m.t === 'welcome').at(-1)!,
    leave: () => close(),
  };
}
export type FakeClient = ReturnType<typeof fakeClient>;
