/**
 * The supervisor with session hosts run in this process (fast and exact); the same
 * supervisor over real child processes is in host-kill.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  PROTOCOL_VERSION,
  type Checkpoint,
  type HostCommand,
  type ServerMessage,
  type SessionStatus,
} from '../../../src-shared/protocol';
import { botGameCheckpoints, botSeats } from '../../tests/games';
import { runSessionHost } from '../runtime';
import { SessionSupervisor, type HostLauncher, type SupervisorHooks } from '../supervisor';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A host "process" in this one; kill() ends it the way a crash would. */
function inProcess() {
  const killers: (() => void)[] = [];
  const launcher: HostLauncher = (events) => {
    let alive = true;
    let listener: ((raw: unknown, port: null) => void) | null = null;
    const host = runSessionHost(
      {
        onCommand: (l) => void (listener = l),
        report: (r) => queueMicrotask(() => alive && events.report(structuredClone(r))),
      },
      { botDelayMs: 0 },
    );
    const kill = () => {
      if (!alive) return;
      alive = false;
      host.dispose();
      queueMicrotask(() => events.exit(null));
    };
    killers.push(kill);
    return {
      send: (c: HostCommand) => queueMicrotask(() => alive && listener?.(structuredClone(c), null)),
      kill,
    };
  };
  return { launcher, crash: () => killers.at(-1)?.(), launches: () => killers.length };
}

function hooks(over: Partial<SupervisorHooks> = {}) {
  const seen = {
    checkpoints: [] as Checkpoint[],
    statuses: [] as SessionStatus[],
    attached: 0,
    logs: [] as string[],
    frames: [] as { id: number; message: ServerMessage }[],
  };
  const h: SupervisorHooks = {
    checkpoint: (cp) => void seen.checkpoints.push(cp),
    status: (s) => void seen.statuses.push(s),
    attached: () => void seen.attached++,
    log: (m) => void seen.logs.push(m),
    relay: (id, text) => void seen.frames.push({ id, message: JSON.parse(text) }),
    ...over,
  };
  return { h, seen };
}

async function until(ok: () => boolean) {
  for (let i = 0; i < 2000 && !ok(); i++) await sleep(1);
  expect(ok()).toBe(true);
}

describe('the session supervisor', () => {
  it('retries a failed autosave, says the game is not saved meanwhile, and confirms it only once on disk (issue #11)', async () => {
    const { launcher } = inProcess();
    let failures = 2;
    const kept: Checkpoint[] = [];
    const { h, seen } = hooks({
      checkpoint: (cp) => {
        if (failures-- > 0) throw new Error('disk full');
        kept.push(cp);
      },
    });
    const sup = new SessionSupervisor(launcher, h, { saveRetryMs: () => 5 });
    sup.start();
    await until(() => seen.attached === 1);
    const started = await sup.startGame({ seed: 3, players: 3 }, botSeats(3, 1));
    expect(started.ok).toBe(true);
    expect(kept).toHaveLength(1);
    expect(seen.statuses.map((s) => s.state)).toEqual(['unsaved', 'restored']);
    expect(seen.statuses[0]!.message).toMatch(/disk full/);
    expect(sup.current()).toEqual(kept[0]);
    sup.stop();
  });

  it('never confirms a game it could not save, and keeps the last one it did (issue #11)', async () => {
    const { launcher } = inProcess();
    let broken = false;
    const { h, seen } = hooks({
      checkpoint: () => {
        if (broken) throw new Error('read-only disk');
      },
    });
    const sup = new SessionSupervisor(launcher, h, { saveRetryMs: () => 5 });
    sup.start();
    await until(() => seen.attached === 1);
    const first = await sup.startGame({ seed: 3, players: 3 }, botSeats(3, 1));
    expect(first.ok).toBe(true);
    broken = true;
    let second: unknown = null;
    void sup.startGame({ seed: 4, players: 3 }, botSeats(3, 1)).then((r) => (second = r));
    await sleep(100);
    expect(second).toBeNull();
    expect(sup.current()).toEqual(first.ok && first.value);
    expect(seen.statuses.at(-1)?.state).toBe('unsaved');
    sup.stop();
    await until(() => second !== null);
    expect(second).toMatchObject({ ok: false });
  });

  it('shows a state to no client before its checkpoint is kept', async () => {
    const { launcher } = inProcess();
    const kept = new Set<number>();
    const order: string[] = [];
    const { h, seen } = hooks({
      checkpoint: async (cp) => {
        order.push(`checkpoint ${cp.seq}`);
        await sleep(5); // a slow disk
        kept.add(cp.seq);
      },
      relay: (_id, text) => {
        const m = JSON.parse(text) as ServerMessage;
        if (m.t === 'update') {
          const seq = (m.view as { seq: number }).seq;
          order.push(`update ${seq}`);
          if (!kept.has(seq)) order.push(`SHOWN BEFORE KEPT ${seq}`);
        }
      },
    });
    const sup = new SessionSupervisor(launcher, h);
    sup.start();
    await until(() => seen.attached === 1);
    expect(sup.send({ t: 'client', id: 1, role: 'host' })).toBe(true);
    sup.send({ t: 'frame', id: 1, data: JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION }) });
    const started = await sup.startGame({ seed: 3, players: 3 }, botSeats(3));
    expect(started.ok).toBe(true);
    await until(() => order.filter((o) => o.startsWith('update')).length >= 20);
    sup.stop();
    expect(order.filter((o) => o.startsWith('SHOWN'))).toEqual([]);
  });

  it('restarts a dead host from the last checkpoint and reconnects the clients', async () => {
    const { launcher, crash, launches } = inProcess();
    const { h, seen } = hooks();
    const sup = new SessionSupervisor(launcher, h);
    sup.start();
    await sup.startGame({ seed: 4, players: 3 }, botSeats(3));
    await until(() => seen.checkpoints.length > 10);
    crash();
    await until(() => seen.statuses.some((s) => s.state === 'restored'));
    expect(seen.statuses.map((s) => s.state)).toEqual(['reconnecting', 'restored']);
    expect(launches()).toBe(2);
    expect(seen.attached).toBe(2);
    const before = seen.checkpoints.length;
    await until(() => seen.checkpoints.length > before + 5);
    // The game went on from where it was: one move at a time, nothing repeated.
    const lengths = seen.checkpoints.map((c) => c.actions.length);
    expect(lengths).toEqual(lengths.map((_, i) => i));
    sup.stop();
  });

  it('gives up on a host that keeps dying, says so, and starts clean when asked again', async () => {
    const { launcher, crash, launches } = inProcess();
    const { h, seen } = hooks();
    const sup = new SessionSupervisor(launcher, h, { maxRestarts: 2, restartDelayMs: () => 0 });
    sup.start();
    await sup.startGame({ seed: 5, players: 3 }, botSeats(3));
    for (let i = 0; i < 3; i++) {
      const n = launches();
      crash();
      if (i < 2) await until(() => launches() > n && sup.running);
    }
    await until(() => seen.statuses.some((s) => s.state === 'failed'));
    expect(seen.statuses.at(-1)!.message).toMatch(/saved up to the last move/);
    expect(sup.running).toBe(false);
    const again = await sup.startGame({ seed: 6, players: 3 }, botSeats(3));
    expect(again.ok).toBe(true);
    sup.stop();
  });

  it('opens a checkpoint, and refuses one that does not replay to its hash', async () => {
    const { launcher } = inProcess();
    const { h } = hooks();
    const sup = new SessionSupervisor(launcher, h);
    sup.start();
    const saved = botGameCheckpoints('game-o', 8, 3, 10).at(-1)!;
    const opened = await sup.open(saved);
    expect(opened.ok).toBe(true);
    expect(sup.current()?.hash).toBe(saved.hash);
    const bad = await sup.open({ ...saved, id: 'game-p', hash: 'ffffffffffffff' });
    expect(!bad.ok && bad.error.code).toBe('hash-mismatch');
    sup.stop();
  });

  it('does not restart a host it stopped', async () => {
    const { launcher, launches } = inProcess();
    const { h, seen } = hooks();
    const sup = new SessionSupervisor(launcher, h);
    sup.start();
    await until(() => seen.attached === 1);
    sup.stop();
    await sleep(10);
    expect(launches()).toBe(1);
    expect(seen.statuses).toEqual([]);
  });

  it('gives a restarted host the seats guests took, so only their tokens take them back (issue #12)', async () => {
    const { launcher, crash } = inProcess();
    const { h, seen } = hooks();
    const sup = new SessionSupervisor(launcher, h);
    sup.start();
    const seats = [{ kind: 'human' as const, name: 'Anna', remote: true }, ...botSeats(3).slice(1)];
    await sup.startGame({ seed: 8, players: 3 }, seats);
    const frames = (id: number) => seen.frames.filter((f) => f.id === id).map((f) => f.message);
    const say = (id: number, m: object) => sup.send({ t: 'frame', id, data: JSON.stringify(m) });
    sup.send({ t: 'client', id: 1, role: 'guest' });
    say(1, { t: 'hello', v: PROTOCOL_VERSION, seat: 0 });
    await until(() => frames(1).some((m) => m.t === 'welcome' && m.token));
    const welcome = frames(1).find((m) => m.t === 'welcome' && m.token);
    const token = welcome?.t === 'welcome' ? welcome.token : undefined;
    // Anna's connection is gone with the host; a stranger comes first to the new one.
    crash();
    await until(() => seen.statuses.some((s) => s.state === 'restored'));
    sup.send({ t: 'client', id: 2, role: 'guest' });
    say(2, { t: 'hello', v: PROTOCOL_VERSION, seat: 0 });
    await until(() => frames(2).length > 0);
    expect(frames(2)[0]).toMatchObject({ t: 'error', code: 'seat-taken' });
    sup.send({ t: 'client', id: 3, role: 'guest' });
    say(3, { t: 'hello', v: PROTOCOL_VERSION, seat: 0, token });
    await until(() => frames(3).some((m) => m.t === 'welcome'));
    expect(frames(3).find((m) => m.t === 'welcome')).toMatchObject({ yours: [0] });
    sup.stop();
  });
});
