/** A client over a WebSocket (the Node host and LAN guests). Frames are JSON text. */
import type { WebSocket } from 'ws';
import { MAX_FRAME, type ServerMessage } from '../../src-shared/protocol';
import type { Transport } from './transport';

export function socketTransport(socket: WebSocket): Transport {
  return {
    send(message: ServerMessage) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    onMessage(listener) {
      socket.on('message', (data, isBinary) => {
        if (isBinary) return listener(null);
        const text = data.toString();
        listener(text.length > MAX_FRAME ? null : text);
      });
    },
    onClose: (listener) => socket.on('close', listener),
    close: () => socket.close(),
  };
}
