/**
 * The Node host (DESIGN.md §1): the same session host without Electron, serving the built
 * renderer over HTTP and the protocol over WebSocket, on loopback. Used by `npm run web`,
 * the end-to-end tests, and browsers on machines without Electron.
 *
 * It plays main's part: the session host runs in a child process under the same supervisor
 * (restarted from the last checkpoint if it dies), and saves and settings go through the
 * same SaveStore, with conf in place of electron-store.
 *
 * The host's own window is the page opened with the host key (the `#host=` part of the
 * address it prints, which the page passes on to its socket): it alone may start games and
 * reach saves and settings. Any other socket is a guest (DESIGN.md §7).
 */
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';
import { BOT_PRESETS } from '../../src-shared/ai/factory';
import { MAX_FRAME, type ClientRole, type SeatSpec } from '../../src-shared/protocol';
import { confBackend } from '../persistence/conf-backend';
import { SaveStore } from '../persistence/save-store';
import { StorageService } from '../persistence/storage-service';
import { JoinGuard, newJoinCode } from '../lan/join-guard';
import { newSecret, sameSecret } from '../secret';
import { forkedHost } from '../session/child-host';
import { SessionSupervisor } from '../session/supervisor';
import { defaultDataFolder } from './paths';
import { SocketRelay } from './relay';
import { staticHandler } from './static';

export interface WebHostOptions {
  port: number;
  /** Folder of the built renderer. */
  root: string;
  /** Where saves and settings go. */
  dataFolder: string;
  /** A game to start at once (fixed seed: the end-to-end tests); omit to continue the last one. */
  game?: { options: unknown; seats: SeatSpec[] };
  botDelayMs: number;
  /** How to start the session host child; by default the one next to this file. */
  hostEntry?: { entry: string; execArgv: string[] };
  /** The host key (random by default): whoever presents it is the host's window. */
  hostKey?: string;
  /**
   * Listen on the local network too (issue #12), with a join code every guest must give;
   * by default the host is reachable from this computer only.
   */
  lan?: boolean;
  log?: (message: string) => void;
}

export interface WebHost {
  /** The page for the host's window, with the host key. */
  url: string;
  /** The same page for anybody else: a guest or a spectator. */
  guestUrl: string;
  /** On the local network: the table's join code, and its addresses for guests (with the code). */
  joinCode: string | null;
  lanUrls: string[];
  supervisor: SessionSupervisor;
  store: SaveStore;
  close(): Promise<void>;
}

/** The session host entry beside this module: built (out/main) or from source (tsx). */
export function defaultHostEntry(): { entry: string; execArgv: string[] } {
  return import.meta.filename.endsWith('.ts')
    ? {
        entry: resolve(import.meta.dirname, '../session/node-entry.ts'),
        execArgv: ['--import', 'tsx'],
      }
    : { entry: resolve(import.meta.dirname, 'session-node.js'), execArgv: [] };
}

/** package.json is two folders up both from src-main/web and from out/main. */
function appVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    );
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export async function startWebHost(o: WebHostOptions): Promise<WebHost> {
  const log = o.log ?? ((m: string) => console.error(`Nothing Personal: ${m}`));
  const store = await SaveStore.open({
    folder: o.dataFolder,
    appVersion: appVersion(),
    backend: confBackend,
  });
  if (store.swept.length > 0) log(`swept ${store.swept.length} unfinished temporary file(s).`);

  const relayRef: { current: SocketRelay | null } = { current: null };
  const supervisor = new SessionSupervisor(
    forkedHost({ ...(o.hostEntry ?? defaultHostEntry()), botDelayMs: o.botDelayMs }),
    {
      checkpoint: (cp) => store.autosave(cp),
      status: (s) => relayRef.current?.status(s),
      attached: () => relayRef.current?.reattach(),
      log,
      relay: (id, text) => relayRef.current?.deliver(id, text),
    },
  );
  const storage = new StorageService(store, supervisor);
  const guard = o.lan ? new JoinGuard(newJoinCode()) : null;
  const relay = new SocketRelay({
    send: (command) => supervisor.send(command),
    backlog: () => supervisor.backlog(),
    guard,
    storage: (request) => storage.handle(request),
  });
  const hostKey = o.hostKey ?? newSecret();
  relayRef.current = relay;

  let address = '127.0.0.1:0';
  /** The hosts (`ip:port`) pages may be served from, and sockets opened from. */
  let hosts = new Set<string>();
  const serve = staticHandler(o.root, (req) =>
    hosts.has(req.headers.host ?? '') ? req.headers.host! : address,
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
    relay.add(socket, roleOf(req, hostKey), req.socket.remoteAddress ?? ''),
  );
  // Errors of the listener itself (not of one socket) are said, never thrown at the process.
  wss.on('error', (e) => log(`WebSocket server: ${e.message}`));
  http.on('error', (e) => log(`HTTP server: ${e.message}`));
  await new Promise<void>((done) => http.listen(o.port, o.lan ? '0.0.0.0' : '127.0.0.1', done));
  const port = (http.address() as { port: number }).port;
  address = `127.0.0.1:${port}`;
  const lanHosts = o.lan ? lanAddresses().map((ip) => `${ip}:${port}`) : [];
  hosts = new Set([address, `localhost:${port}`, ...lanHosts]);

  supervisor.start();
  if (o.game) {
    const started = await supervisor.startGame(o.game.options, o.game.seats);
    if (!started.ok) {
      supervisor.stop();
      await store.close();
      http.close();
      throw new Error(started.error.message);
    }
  }

  return {
    url: `http://${address}/#host=${hostKey}`,
    guestUrl: `http://${address}/`,
    joinCode: guard?.code ?? null,
    lanUrls: lanHosts.map((h) => `http://${h}/#code=${guard!.code}`),
    supervisor,
    store,
    close: async () => {
      supervisor.stop();
      relay.closeAll();
      await new Promise<void>((done) => wss.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
      await store.close();
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
export function roleOf(req: IncomingMessage, hostKey: string): ClientRole {
  let given: string | null = null;
  try {
    given = new URL(req.url ?? '', 'http://host').searchParams.get('host');
  } catch {
    return 'guest';
  }
  return sameSecret(given ?? '', hostKey) ? 'host' : 'guest';
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const players = Number(arg('players') ?? '4');
  const seedArg = arg('seed');
  const bots = arg('bots') ?? 'easy';
  if (!(BOT_PRESETS as readonly string[]).includes(bots)) {
    console.error(`--bots is one of ${BOT_PRESETS.join(', ')}.`);
    process.exit(2);
  }
  const seats: SeatSpec[] = Array.from({ length: players }, (_, i) =>
    i === 0
      ? { kind: 'human', name: 'You' }
      : { kind: 'bot', name: `Family ${i + 1}`, bot: { preset: bots } },
  );
  const web = await startWebHost({
    port: Number(arg('port') ?? '5317'),
    root: resolve(import.meta.dirname, '../renderer'),
    dataFolder: resolve(arg('data') ?? defaultDataFolder()),
    // A seed (or a table size) starts that game at once; without, the title screen decides.
    game:
      seedArg !== undefined || arg('players') !== undefined
        ? {
            options: { seed: Number(seedArg ?? Math.floor(Math.random() * 0xffffffff)), players },
            seats,
          }
        : undefined,
    botDelayMs: Number(arg('bot-delay') ?? '700'),
    lan: process.argv.includes('--lan'),
  });
  console.log(`Nothing Personal is being served at ${web.url}`);
  if (web.joinCode) {
    console.log(`On the local network, join code ${web.joinCode}:`);
    for (const u of web.lanUrls) console.log(`  ${u}`);
    if (web.lanUrls.length === 0) console.log('  (this machine has no network address right now)');
  }
  const stop = () => void web.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
