/**
 * A connection between the session host and one client, whatever carries it: an Electron
 * MessagePort (the desktop renderer) or a WebSocket (the Node host, LAN guests).
 */
import type { ServerMessage } from '../../src-shared/protocol';

export interface Transport {
  send(message: ServerMessage): void;
  /** Raw frames as they arrive; the host parses them. */
  onMessage(listener: (raw: unknown) => void): void;
  onClose(listener: () => void): void;
  close(): void;
}
