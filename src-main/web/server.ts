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
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOT_PRESETS, isBotPreset } from '../../src-shared/ai/bot-presets';
import type { SeatSpec } from '../../src-shared/protocol';
import { confBackend } from '../persistence/conf-backend';
import { SaveStore } from '../persistence/save-store';
import { CampaignStore } from '../persistence/campaign-store';
import { RecordStore } from '../persistence/record-store';
import { StorageService } from '../persistence/storage-service';
import { advertiseTable, tableName } from '../lan/discovery';
import { isLanRequest, LanHosting } from '../lan/hosting';
import { openListener } from '../lan/listener';
import { newSecret } from '../secret';
import { forkedHost } from '../session/child-host';
import { SessionSupervisor } from '../session/supervisor';
import { defaultDataFolder } from './paths';
import type { SocketRelay } from './relay';

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
  const campaigns = await CampaignStore.open({
    folder: o.dataFolder,
    appVersion: appVersion(),
    backend: confBackend,
    notify: (n) => store.notify(n),
  });

  const records = await RecordStore.open({
    folder: o.dataFolder,
    appVersion: appVersion(),
    backend: confBackend,
    notify: (n) => store.notify(n),
  });

  const relayRef: { current: SocketRelay | null } = { current: null };
  const supervisor = new SessionSupervisor(
    forkedHost({ ...(o.hostEntry ?? defaultHostEntry()), botDelayMs: o.botDelayMs }),
    {
      checkpoint: (cp): Promise<void> => storage.keep(cp),
      status: (s) => relayRef.current?.status(s),
      attached: () => relayRef.current?.reattach(),
      log,
      relay: (id, text) => relayRef.current?.deliver(id, text),
    },
  );
  const storage = new StorageService(store, supervisor, {
    campaigns,
    records,
    appVersion: appVersion(),
    log,
  });
  const hostKey = o.hostKey ?? newSecret();
  const listener = await openListener({
    port: o.port,
    root: o.root,
    lan: o.lan === true,
    hostKey,
    session: { send: (command) => supervisor.send(command), backlog: () => supervisor.backlog() },
    storage: (request) => (isLanRequest(request) ? lan.handle(request) : storage.handle(request)),
    log,
  });
  const lan = new LanHosting({
    fixed: listener,
    advertise: (port) => advertiseTable({ ...tableName(appVersion()), port }, log),
  });
  relayRef.current = listener.relay;
  const address = listener.loopback;

  supervisor.start();
  if (o.game) {
    const started = await supervisor.startGame(o.game.options, o.game.seats);
    if (!started.ok) {
      supervisor.stop();
      await lan.stop();
      await listener.close();
      await store.close();
      throw new Error(started.error.message);
    }
  }

  return {
    url: `http://${address}/#host=${hostKey}`,
    guestUrl: `http://${address}/`,
    joinCode: listener.joinCode,
    lanUrls: listener.lanUrls,
    supervisor,
    store,
    close: async () => {
      supervisor.stop();
      await lan.stop();
      await listener.close();
      await store.close();
    },
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const players = Number(arg('players') ?? '4');
  const seedArg = arg('seed');
  const bots = arg('bots') ?? 'easy';
  if (!isBotPreset(bots)) {
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
