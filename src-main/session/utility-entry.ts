/**
 * Entry of the Electron utility process that hosts the session (DESIGN.md §1). Main sends
 * commands over parentPort; a renderer's MessagePort arrives with a `client` command.
 */
import type {} from 'electron';
import { portTransport } from './port-transport';
import { pooledBids, pooledBots } from './bots/pooled';
import { SearchPool, searchWorkerEntry } from './bots/search-pool';
import { runSessionHost } from './runtime';

const parentPort = process.parentPort;
const botDelay = Number(process.env.NP_BOT_DELAY_MS ?? '700');
/** The bots' searches run on worker threads, off the thread that answers the players. */
const pool = new SearchPool({ entry: searchWorkerEntry(import.meta.url) });

runSessionHost(
  {
    onCommand(listener) {
      parentPort.on('message', (e) => {
        const port = e.ports[0];
        listener(e.data, port ? portTransport(port) : null);
      });
    },
    report: (r) => parentPort.postMessage(r),
  },
  {
    botDelayMs: Number.isFinite(botDelay) && botDelay >= 0 ? botDelay : 700,
    decide: pooledBots(pool),
    bid: pooledBids(pool),
  },
);
