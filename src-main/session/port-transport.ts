/** A client over an Electron MessagePortMain, handed over by main (DESIGN.md §1). */
import type { MessagePortMain } from 'electron';
import type { ServerMessage } from '../../src-shared/protocol';
import type { Transport } from './transport';

export function portTransport(port: MessagePortMain): Transport {
  const closeListeners: (() => void)[] = [];
  port.on('close', () => closeListeners.forEach((l) => l()));
  return {
    send: (message: ServerMessage) => port.postMessage(message),
    onMessage(listener) {
      port.on('message', (e) => listener(e.data));
      port.start();
    },
    onClose: (listener) => closeListeners.push(listener),
    close: () => port.close(),
  };
}
