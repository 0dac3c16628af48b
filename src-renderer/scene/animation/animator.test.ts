import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../../src-shared/engine';
import { Animator, MAX_PLAN_MS, type Stage } from './animator';
import { plan, type Step } from './plan';
import type { Shown } from './shown';

function steps(): Step[] {
  const r = createGame({ seed: 3, players: 4 });
  if (!r.ok) throw new Error(r.error.message);
  const before = view(r.value, 0);
  const g = before.board[0]!;
  const next = structuredClone(before);
  next.tokens[g * 6 + 1] = 2;
  return plan(
    before,
    [
      { e: 'roll', die: 'move', face: 5, seat: 1, reroll: false },
      { e: 'place', seat: 1, gangster: g, count: 2 },
    ],
    next,
  );
}

class Recorder implements Stage {
  log: string[] = [];
  rested: Shown | null = null;
  rest(s: Shown) {
    this.rested = s;
    this.log.push('rest');
  }
  pose(step: Step, t: number) {
    this.log.push(`${step.kind}@${t.toFixed(2)}`);
  }
}

describe('the animator', () => {
  const plan = steps();
  const [roll, tokens] = plan;

  it('plays each step against the clock, then rests on its end state', () => {
    const stage = new Recorder();
    const busy: boolean[] = [];
    const kinds: (string | null)[] = [];
    const a = new Animator(
      stage,
      (b) => busy.push(b),
      (s) => kinds.push(s?.kind ?? null),
    );
    a.play(plan, 1, 1000);
    expect(a.busy).toBe(true);
    expect(a.tick(1000 + roll!.ms / 2)).toBe(true);
    expect(stage.log).toContain('roll@0.50');
    expect(a.tick(1000 + roll!.ms + tokens!.ms / 4)).toBe(true);
    expect(stage.log).toContain('tokens@0.25');
    expect(a.tick(1000 + roll!.ms + tokens!.ms + 1)).toBe(false);
    expect(a.busy).toBe(false);
    expect(stage.rested).toBe(plan[plan.length - 1]!.after);
    expect(busy).toEqual([true, false]);
    expect(kinds).toEqual(['roll', 'tokens', null]);
  });

  it('runs twice as fast at speed 2', () => {
    const stage = new Recorder();
    const a = new Animator(stage);
    a.play(plan, 2, 0);
    a.tick(roll!.ms / 4);
    expect(stage.log).toContain('roll@0.50');
  });

  it('shows the end at once at speed 0', () => {
    const stage = new Recorder();
    const a = new Animator(stage);
    a.play(plan, 0, 0);
    expect(a.busy).toBe(false);
    expect(stage.log).toEqual(['rest']);
    expect(stage.rested).toBe(plan[plan.length - 1]!.after);
  });

  it('finishes a plan at once when the next one comes (skip)', () => {
    const stage = new Recorder();
    const a = new Animator(stage);
    a.play(plan, 1, 0);
    a.tick(100);
    a.play(plan, 1, 200);
    // The first plan's end was shown before the second began.
    const firstRest = stage.log.indexOf('rest');
    expect(firstRest).toBeGreaterThan(0);
    expect(stage.log.slice(firstRest + 1).some((l) => l.startsWith('roll@'))).toBe(true);
    a.finish();
    expect(a.busy).toBe(false);
  });

  it('squeezes a long batch into a bounded time', () => {
    const long = Array.from({ length: 40 }, () => plan).flat();
    const stage = new Recorder();
    const a = new Animator(stage);
    a.play(long, 1, 0);
    expect(a.tick(MAX_PLAN_MS + 1)).toBe(false);
  });

  it('draws nothing when idle', () => {
    const stage = new Recorder();
    const a = new Animator(stage);
    expect(a.tick(5)).toBe(false);
    a.finish();
    expect(stage.log).toEqual([]);
  });
});
