/**
 * Runs a session host under a parent (Electron main over parentPort, or a Node parent over
 * IPC): parses the parent's commands, starts or resumes the game, attaches clients (a port
 * that came with the command, or a client the parent relays), and passes checkpoints up,
 * holding each new state back until the parent says it has the checkpoint.
 */
import {
  HostCommandSchema,
  type Checkpoint,
  type HostCommand,
  type HostReport,
} from '../../src-shared/protocol';
import type { BotBidder, BotDecider } from './bot-seats';
import { pooledBids, pooledBots } from './bots/pooled';
import { SearchPool, searchWorkerEntry } from './bots/search-pool';
import { SessionHost } from './host';
import { RelayedClients } from './relay-transport';
import type { Transport } from './transport';

export interface ParentChannel {
  /** Commands from the parent; `port` is the transport that arrived with a `client` command. */
  onCommand(listener: (raw: unknown, port: Transport | null) => void): void;
  report(r: HostReport): void;
}

export interface RuntimeOptions {
  botDelayMs: number;
  decide?: BotDecider;
  bid?: BotBidder;
}

/**
 * The options both host entries run with: the pace of `NP_BOT_DELAY_MS` (700 ms by default),
 * and the bots' searches on worker threads, off the thread that answers the players.
 * `entryUrl` is the entry's own `import.meta.url`: the built worker sits beside it.
 */
export function hostOptionsFromEnv(entryUrl: string): RuntimeOptions {
  const delay = Number(process.env.NP_BOT_DELAY_MS ?? '700');
  const pool = new SearchPool({ entry: searchWorkerEntry(entryUrl) });
  return {
    botDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 700,
    decide: pooledBots(pool),
    bid: pooledBids(pool),
  };
}

export function runSessionHost(parent: ParentChannel, o: RuntimeOptions): SessionHost {
  /** Checkpoints handed up and not yet acknowledged, by state number. */
  const unacknowledged = new Map<number, { hash: string; done: () => void }>();
  const persist = (checkpoint: Checkpoint) =>
    new Promise<void>((done) => {
      unacknowledged.get(checkpoint.seq)?.done();
      unacknowledged.set(checkpoint.seq, { hash: checkpoint.hash, done });
      parent.report({ t: 'checkpoint', checkpoint });
    });
  const host = new SessionHost({
    botDelayMs: o.botDelayMs,
    report: (r) => parent.report(r),
    persist,
    decide: o.decide,
    bid: o.bid,
  });
  const relayed = new RelayedClients((r) => parent.report(r));

  const obey = (cmd: HostCommand, port: Transport | null) => {
    switch (cmd.t) {
      case 'client':
        if (port) host.attach(port, cmd.role);
        else if (cmd.id !== undefined) host.attach(relayed.open(cmd.id), cmd.role);
        return;
      case 'frame':
        relayed.frame(cmd.id, cmd.data);
        return;
      case 'drop':
        relayed.drop(cmd.id);
        return;
      case 'keep':
        host.restoreKept(cmd.kept);
        return;
      case 'saved': {
        const waiting = unacknowledged.get(cmd.seq);
        if (waiting && waiting.hash === cmd.hash) {
          unacknowledged.delete(cmd.seq);
          waiting.done();
        }
        return;
      }
      case 'start':
      case 'resume': {
        const done =
          cmd.t === 'start'
            ? host.start(cmd.options, cmd.seats, cmd.id)
            : host.resume(cmd.checkpoint);
        void done.then((problem) => {
          if (problem) parent.report({ t: 'failed', ...problem });
        });
        return;
      }
    }
  };

  parent.onCommand((raw, port) => {
    const parsed = HostCommandSchema.safeParse(raw);
    if (!parsed.success) {
      parent.report({
        t: 'failed',
        code: 'bad-command',
        message: parsed.error.issues[0]?.message ?? 'bad command',
      });
      return;
    }
    obey(parsed.data, port);
  });
  parent.report({ t: 'ready' });
  return host;
}
