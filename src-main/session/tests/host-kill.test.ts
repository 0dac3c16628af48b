/**
 * The session host killed at random moments (issue #5): ≥ 100 SIGKILLs of the host child
 * process while bots play at full speed, some of them while a restarted host is still
 * booting or replaying. Each time the supervisor restarts it from the last checkpoint: the
 * resumed game's hash must equal that checkpoint's, and across every restart each game's
 * checkpoints must follow one another move by move (no confirmed action lost or applied
 * twice). Here the host is a forked Node child; in the app it is a utility process under the
 * same supervisor.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { replay, hash, type Action } from '../../../src-shared/engine';
import type { Checkpoint, HostCommand, SessionStatus } from '../../../src-shared/protocol';
import { bundleForNode } from '../../tests/bundle';
import { botSeats } from '../../tests/games';
import { forkedHost } from '../child-host';
import { SessionSupervisor, type HostLauncher } from '../supervisor';

const KILLS = Number(process.env.NP_HOST_KILLS ?? 100);

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

interface LaneResult {
  kills: number;
  duringRestore: number;
  /** Of those, how many killed a host sent the checkpoint and not yet answering. */
  killedReplaying: number;
  games: number;
  checkpoints: number;
  resumes: number;
  answered: number;
  sameHash: number;
  nothingLost: number;
  breaks: string[];
  failed: boolean;
  differentPosition: number;
}

/** One supervisor and its host child, killed `target` times. */
async function lane(entry: string, target: number, seed: number): Promise<LaneResult> {
  const fork = forkedHost({ entry, botDelayMs: 0 });
  const checkpoints: Checkpoint[] = [];
  const statuses: SessionStatus[] = [];
  const logs: string[] = [];
  /** What each restart was asked to resume, and what it answered. */
  const resumes: {
    sent: Checkpoint;
    lastAcked: Checkpoint | undefined;
    answer?: { id: string; seq: number; hash: string };
  }[] = [];
  const launcher: HostLauncher = (events) => {
    // The resume this process was sent: its answer belongs to it and to no other. (Matched by
    // game id alone, a resume whose host was killed before answering took the next host's
    // answer, and a later resume of the same game was then compared with the wrong checkpoint.)
    let sentHere: (typeof resumes)[number] | undefined;
    const proc = fork({
      exit: events.exit,
      report: (raw) => {
        const r = raw as { t?: string; id: string; seq: number; hash: string };
        if (r?.t === 'resumed' && sentHere && !sentHere.answer) {
          sentHere.answer = { id: r.id, seq: r.seq, hash: r.hash };
        }
        events.report(raw);
      },
    });
    return {
      pid: proc.pid,
      kill: () => proc.kill(),
      send(command: HostCommand, transfer?: unknown[]) {
        if (command.t === 'resume') {
          sentHere = { sent: command.checkpoint, lastAcked: checkpoints.at(-1) };
          resumes.push(sentHere);
        }
        proc.send(command, transfer);
      },
    };
  };
  const supervisor = new SessionSupervisor(
    launcher,
    {
      checkpoint: (cp) => void checkpoints.push(cp),
      status: (s) => void statuses.push(s),
      attached: () => {},
      log: (m) => void logs.push(m),
    },
    { maxRestarts: Number.POSITIVE_INFINITY, restartDelayMs: () => 0 },
  );
  const rand = mulberry32(seed);
  let games = 0;
  const newGame = async () => {
    const started = await supervisor.startGame({ seed: seed + games, players: 3 }, botSeats(3));
    games++;
    expect(started.ok).toBe(true);
  };
  const restoredCount = () => statuses.filter((s) => s.state === 'restored').length;

  supervisor.start();
  await newGame();
  let kills = 0;
  let duringRestore = 0;
  let killedReplaying = 0;
  while (kills < target) {
    if (supervisor.current()?.over) await newGame();
    await sleep(rand() * 30);
    const restored = restoredCount();
    process.kill(supervisor.pid!, 'SIGKILL');
    kills++;
    // Now and then, kill the new host too while it boots or, once it was sent the checkpoint,
    // while it replays.
    if (rand() < 0.25 && kills < target) {
      const old = supervisor.pid;
      const sent = resumes.length;
      await until('a new host', () => supervisor.pid !== undefined && supervisor.pid !== old);
      const replaying = rand() < 0.5;
      if (replaying) await until('the resume sent', () => resumes.length > sent);
      await sleep(rand() * (replaying ? 3 : 60));
      if (restoredCount() === restored && supervisor.pid) {
        process.kill(supervisor.pid, 'SIGKILL');
        kills++;
        duringRestore++;
        if (resumes.length > sent && !resumes.at(-1)!.answer) killedReplaying++;
      }
    }
    await until('the restore', () => restoredCount() > restored);
  }
  supervisor.stop();

  // Checkpoint by checkpoint, each game moves on by exactly one action, its log a prefix of the next.
  const breaks: string[] = [];
  const byGame = new Map<string, Checkpoint[]>();
  for (const cp of checkpoints) byGame.set(cp.id, [...(byGame.get(cp.id) ?? []), cp]);
  for (const [id, list] of byGame) {
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!;
      const b = list[i]!;
      if (
        b.actions.length !== a.actions.length + 1 ||
        JSON.stringify(b.actions.slice(0, -1)) !== JSON.stringify(a.actions)
      ) {
        breaks.push(`${id} at ${i}: ${a.actions.length} then ${b.actions.length}`);
      }
    }
    const last = list.at(-1)!;
    const r = replay(last.options, last.actions as Action[]);
    if (!r.ok || hash(r.value) !== last.hash) breaks.push(`${id}: final log does not replay`);
  }
  const answered = resumes.filter((r) => r.answer);
  return {
    kills,
    duringRestore,
    killedReplaying,
    games,
    checkpoints: checkpoints.length,
    resumes: resumes.length,
    answered: answered.length,
    sameHash: answered.filter(
      (r) =>
        r.answer!.id === r.sent.id &&
        r.answer!.hash === r.sent.hash &&
        r.answer!.seq === r.sent.seq,
    ).length,
    nothingLost: resumes.filter((r) => r.sent === r.lastAcked).length,
    breaks,
    failed: statuses.some((s) => s.state === 'failed'),
    differentPosition: logs.filter((l) => l.includes('different position')).length,
  };
}

describe('session host killed at random moments', () => {
  it(`${KILLS} kills: every resumed game has the last checkpoint's hash`, async () => {
    const entry = bundleForNode(resolve(import.meta.dirname, '../node-entry.ts'));
    // Two supervisors side by side, each with its own host child: both cores stay busy.
    const half = Math.ceil(KILLS / 2);
    const lanes = await Promise.all([lane(entry, half, 500), lane(entry, KILLS - half, 700)]);
    const sum = (k: keyof LaneResult) => lanes.reduce((n, l) => n + (l[k] as number), 0);
    const breaks = lanes.flatMap((l) => l.breaks);
    console.log(
      `host kills: ${sum('kills')} kills (${sum('duringRestore')} during a restore, ${sum('killedReplaying')} of them sent the checkpoint and not yet answering) over ${sum('games')} games and ${sum('checkpoints')} checkpoints; ` +
        `${sum('resumes')} resumes, ${sum('sameHash')} with the last checkpoint's hash, ${sum('nothingLost')} from the last acknowledged checkpoint; ` +
        `${breaks.length} breaks in the move-by-move record`,
    );
    expect(sum('kills')).toBeGreaterThanOrEqual(KILLS);
    expect(sum('answered')).toBeGreaterThanOrEqual(KILLS - sum('duringRestore'));
    expect(sum('killedReplaying')).toBeGreaterThan(0);
    expect(sum('sameHash')).toBe(sum('answered'));
    expect(sum('nothingLost')).toBe(sum('resumes'));
    expect(breaks).toEqual([]);
    expect(lanes.some((l) => l.failed)).toBe(false);
    expect(sum('differentPosition')).toBe(0);
  }, 300_000);
});
