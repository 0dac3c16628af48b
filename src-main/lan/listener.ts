/**
 * A table's HTTP and WebSocket listener (issue #12): it serves the built renderer to
 * browsers and relays their sockets to the session host (web/relay.ts). The Node host runs
 * one for its whole life (on loopback, or on the local network with `--lan`); the desktop
 * app opens one when its host asks to host on the local network, and closes it with the
 * table or the app.
 *
 * On the local network every guest must give the table's join code, and only pages this
 * listener served, on one of its own addresses, may open a socket (the Origin check).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { WebSocketServer } from 'ws';
import {
  MAX_FRAME,
  type ClientRole,
  type HostCommand,
  type StorageReply,
  type StorageRequest,
} from '../../src-shared/protocol';
import { sameSecret } from '../secret';
import { SocketRelay } from '../web/relay';
import { staticHandler } from '../web/static';
import { JoinGuard, newJoinCode } from './join-guard';

export interface ListenerOptions {
  /** 0: any free port. */
  port: number;
  /** Folder of the built renderer. */
  root: string;
  /** Listen on the local network, with a join code; otherwise on loopback alone. */
  lan: boolean;
  /**
   * The host key: the socket that presents it is the host's window. Null when the host's
   * window is not a browser (the desktop app): then every socket is a guest.
   */
  hostKey: string | null;
  /** The session host the sockets are relayed to. */
  session: { send(command: HostCommand): boolean; backlog(): number };
  /** Saves and settings, for the host's window alone. */
  storage(request: StorageRequest): Promise<StorageReply>;
  log(message: string): void;
}

export interface Listener {
  readonly port: number;
  /** `127.0.0.1:port`: the address this computer reaches the table at. */
  readonly loopback: string;
  /** The table's join code on the local network; null on loopback. */
  readonly joinCode: string | null;
  /** The join links for guests on the local network (with the code); none on loopback. */
  readonly lanUrls: string[];
  readonly relay: SocketRelay;
  close(): Promise<void>;
}

export async function openListener(o: ListenerOptions): Promise<Listener> {
  const guard = o.lan ? new JoinGuard(newJoinCode()) : null;
  const relay = new SocketRelay({
    send: (command) => o.session.send(command),
    backlog: () => o.session.backlog(),
    guard,
    storage: o.storage,
  });

  let loopback = '127.0.0.1:0';
  /** The hosts (`ip:port`) pages may be served from, and sockets opened from. */
  let hosts = new Set<string>();
  const serve = staticHandler(o.root, (req) =>
    hosts.has(req.headers.host ?? '') ? req.headers.host! : loopback,
  );
  const http: Server = createServer((req, res) => void serve(req, res));
  const wss = new WebSocketServer({
    server: http,
    path: '/session',
    maxPayload: MAX_FRAME,
    // Only pages this host served may connect: no other site can reach the game through the browser.
    verifyClient: ({ origin }: { origin: string }) =>
      origin.startsWith('http://') && hosts.has(origin.slice('http://'.length)),
  });
  wss.on('connection', (socket, req) =>
    relay.add(socket, roleOf(req, o.hostKey), req.socket.remoteAddress ?? ''),
  );
  // Errors of the listener itself (not of one socket) are said, never thrown at the process.
  wss.on('error', (e) => o.log(`WebSocket server: ${e.message}`));
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(o.port, o.lan ? '0.0.0.0' : '127.0.0.1', () => {
      http.off('error', fail);
      done();
    });
  });
  http.on('error', (e) => o.log(`HTTP server: ${e.message}`));
  const port = (http.address() as { port: number }).port;
  loopback = `127.0.0.1:${port}`;
  const lanHosts = o.lan ? lanAddresses().map((ip) => `${ip}:${port}`) : [];
  hosts = new Set([loopback, `localhost:${port}`, ...lanHosts]);

  return {
    port,
    loopback,
    joinCode: guard?.code ?? null,
    lanUrls: lanHosts.map((h) => `http://${h}/#code=${guard!.code}`),
    relay,
    close: async () => {
      relay.closeAll();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

/** This machine's IPv4 addresses on its networks (not loopback). */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((i) => (i && i.family === 'IPv4' && !i.internal ? [i.address] : []));
}

/** The host's window presents the host key in its socket's address (`/session?host=…`). */
export function roleOf(req: IncomingMessage, hostKey: string | null): ClientRole {
  if (hostKey === null) return 'guest';
  let given: string | null = null;
  try {
    given = new URL(req.url ?? '', 'http://host').searchParams.get('host');
  } catch {
    return 'guest';
  }
  return sameSecret(given ?? '', hostKey) ? 'host' : 'guest';
}
