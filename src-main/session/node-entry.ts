/**
 * Entry of the session host as a plain Node child process (the Node host, and the crash
 * tests): commands and reports travel over the IPC channel `fork` opens; clients are relayed
 * by the parent. The host leaves with its parent.
 */
import { pooledBids, pooledBots } from './bots/pooled';
import { SearchPool, searchWorkerEntry } from './bots/search-pool';
import { runSessionHost } from './runtime';

const send = process.send?.bind(process);
if (!send) {
  console.error('The session host must be started by its parent (child_process.fork).');
  process.exit(2);
}

const botDelay = Number(process.env.NP_BOT_DELAY_MS ?? '700');
/** The bots' searches run on worker threads, off the thread that answers the players. */
const pool = new SearchPool({ entry: searchWorkerEntry(import.meta.url) });

runSessionHost(
  {
    onCommand: (listener) => process.on('message', (m) => listener(m, null)),
    report: (r) => void send(r),
  },
  {
    botDelayMs: Number.isFinite(botDelay) && botDelay >= 0 ? botDelay : 700,
    decide: pooledBots(pool),
    bid: pooledBids(pool),
  },
);

process.on('disconnect', () => process.exit(0));
