/**
 * The cheap copy (DESIGN.md §3): `cloneState` names every field of the state rather than
 * spreading it, so a field added to `GameState` and forgotten there would be dropped from
 * every copy. These tests walk random legal play in both editions (R14.6) and check that
 * each copy equals its state, field for field, and that playing on from the copy leaves the
 * state untouched.
 */
import { describe, expect, it } from 'vitest';
import { applyTrusted, cloneState, hash } from '..';
import { randomWalk } from '../testing/random-walk';
import { EDITIONS } from '../vocabulary';
import { createGame } from '../flow';

describe.each(EDITIONS)('cloneState, %s edition', (edition) => {
  it('copies every field and shares nothing a step changes', () => {
    const house = { vendetta: true, bindingDeals: true, longGame: false, rerollTokens: 1 };
    for (const seed of [11, 12, 13]) {
      const { actions } = randomWalk(seed, house, 4, edition);
      const created = createGame({ seed, players: 4, edition, house });
      if (!created.ok) throw new Error(created.error.message);
      const s = created.value;
      actions.forEach((a, i) => {
        if (i % 5 === 0) {
          const copy = cloneState(s);
          expect(copy).toStrictEqual(s);
          const before = hash(s);
          for (const next of actions.slice(i, i + 8)) applyTrusted(copy, next);
          expect(hash(s)).toBe(before);
        }
        applyTrusted(s, a);
      });
      expect(cloneState(s)).toStrictEqual(s);
    }
  });
});
