/** The replay of the game so far (issue #16): any moment of the log, either way, as the game was. */
import { describe, expect, it } from 'vitest';
import { apply, createGame, hash, replay, Rewinder, type GameEvent } from '../index';
import { randomWalk } from '../testing/random-walk';

describe('stepping through a game’s log', () => {
  const walk = randomWalk(21, { vendetta: true });
  const options = walk.final.options;
  const opened = Rewinder.open(options, walk.actions);
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  const r = opened.value;

  it('reaches the same state as replaying the log up to that action, forwards and backwards', () => {
    const n = walk.actions.length;
    expect(n).toBeGreaterThan(150);
    for (const at of [0, 1, 31, 32, 33, n >> 1, n - 1, n, 5, 64, n - 40, 2]) {
      const again = replay(options, walk.actions.slice(0, at));
      if (!again.ok) throw new Error('replay failed');
      const got = r.at(at);
      expect(got.at).toBe(at);
      expect(hash(got.state)).toBe(hash(again.value));
    }
    expect(hash(r.at(n + 50).state)).toBe(hash(walk.final));
    expect(r.at(-3).at).toBe(0);
  });

  it('gives the events of the action that led to the moment', () => {
    const created = createGame(options);
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    const events: GameEvent[][] = [];
    for (const a of walk.actions.slice(0, 80)) {
      const step = apply(s, a);
      if (!step.ok) throw new Error(step.error.message);
      s = step.value.state;
      events.push(step.value.events);
    }
    expect(r.at(0).events).toEqual([]);
    for (const at of [1, 32, 33, 64, 80]) expect(r.at(at).events).toEqual(events[at - 1]);
  });

  it('R4.1: knows where each phase began', () => {
    expect(r.marks[0]).toBe(0);
    expect(r.marks.length).toBeGreaterThanOrEqual(8);
    for (const m of r.marks.slice(1))
      expect(r.at(m).events.some((e) => e.e === 'phase')).toBe(true);
  });

  it('refuses a log the game does not accept', () => {
    const bad = Rewinder.open(options, [...walk.actions.slice(0, 3), { type: 'pass', seat: 9 }]);
    expect(bad.ok).toBe(false);
  });
});
