/**
 * The Node host (DESIGN.md §1): the same session host without Electron, serving the built
 * renderer over HTTP and the protocol over WebSocket, on loopback. Used by `npm run web`,
 * the end-to-end tests, and browsers on machines without Electron.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';
import { MAX_FRAME, type HostReport, type SeatSpec } from '../../src-shared/protocol';
import { SessionHost } from '../session/host';
import { socketTransport } from '../session/ws-transport';
import { staticHandler } from './static';

export interface WebHostOptions {
  port: number;
  /** Folder of the built renderer. */
  root: string;
  /** A game to start at once (the skeleton table); omit to wait for a client's `start`. */
  game?: { options: unknown; seats: SeatSpec[] };
  botDelayMs: number;
  onReport?: (r: HostReport) => void;
}

export interface WebHost {
  url: string;
  host: SessionHost;
  close(): Promise<void>;
}

export async function startWebHost(o: WebHostOptions): Promise<WebHost> {
  const host = new SessionHost({ botDelayMs: o.botDelayMs, report: (r) => o.onReport?.(r) });
  let address = '127.0.0.1:0';
  const http: Server = createServer(staticHandler(o.root, () => address));
  const wss = new WebSocketServer({
    server: http,
    path: '/session',
    maxPayload: MAX_FRAME,
    // Only pages this host served may connect: no other site can reach the game through the browser.
    verifyClient: ({ origin }: { origin: string }) =>
      origin === `http://${address}` || origin === `http://localhost:${address.split(':')[1]}`,
  });
  wss.on('connection', (socket) => host.attach(socketTransport(socket)));
  await new Promise<void>((done) => http.listen(o.port, '127.0.0.1', done));
  const port = (http.address() as { port: number }).port;
  address = `127.0.0.1:${port}`;
  if (o.game) {
    const problem = host.start(o.game.options, o.game.seats);
    if (problem) throw new Error(problem.message);
  }
  return {
    url: `http://${address}/`,
    host,
    close: async () => {
      host.dispose();
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main() {
  const players = Number(arg('players', '4'));
  const seed = Number(arg('seed', String(Math.floor(Math.random() * 0xffffffff))));
  const seats: SeatSpec[] = Array.from({ length: players }, (_, i) =>
    i === 0
      ? { kind: 'human', name: 'You' }
      : { kind: 'bot', name: `Family ${i + 1}`, bot: { preset: 'random' } },
  );
  const web = await startWebHost({
    port: Number(arg('port', '5317')),
    root: resolve(import.meta.dirname, '../renderer'),
    game: { options: { seed, players }, seats },
    botDelayMs: Number(arg('bot-delay', '700')),
  });
  console.log(`Nothing Personal is being served at ${web.url}`);
  const stop = () => void web.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
