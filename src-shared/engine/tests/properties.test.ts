/**
 * Property tests over random legal play (issue #3), for both editions (R14.6): invariants
 * after every step, views that never leak, refusals that change nothing, termination,
 * determinism and JSON round trips. Together these runs apply well over 10^5 random actions
 * per edition; `npm run soak` runs 10^7.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTrusted, createGame, hash, replay } from '..';
import { randomWalk } from '../testing/random-walk';
import { EDITIONS, type Edition } from '../vocabulary';

/** Every house rule the edition allows (R14.3 Long Game is Revised only; R14.4 either). */
const houseFor = (edition: Edition) =>
  fc.record({
    vendetta: fc.boolean(),
    bindingDeals: fc.boolean(),
    longGame: edition === 'revised' ? fc.boolean() : fc.constant(false),
    rerollTokens: fc.integer({ min: 0, max: 3 }),
    randomSetup: fc.boolean(),
  });

/** Runs per edition: Revised keeps its original count; Classic games are a little longer. */
const RUNS: Record<Edition, number> = { revised: 520, classic: 360 };

describe.each(EDITIONS)('random legal play, %s edition', (edition) => {
  const house = houseFor(edition);
  it('keeps every invariant, leaks nothing and ends (R1.1, R1.2, R1.4, R1.8, DESIGN.md §3)', () => {
    let steps = 0;
    let offers = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        house,
        fc.integer({ min: 3, max: 5 }),
        (seed, h, players) => {
          const w = randomWalk(seed, h, players, edition);
          steps += w.steps;
          offers += w.offers;
          expect(w.violation).toBeNull();
          expect(w.final.result).not.toBeNull();
        },
      ),
      { numRuns: RUNS[edition], seed: 20261122 },
    );
    expect(steps).toBeGreaterThan(100_000);
    expect(offers).toBeGreaterThan(5_000);
  }, 300_000);

  it('replays to the same hash from the seed and the actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), house, (seed, h) => {
        const w = randomWalk(seed, h, 4, edition);
        const again = replay({ seed, players: 4, edition, house: h }, w.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(hash(again.value)).toBe(hash(w.final));
      }),
      { numRuns: 25, seed: 7 },
    );
  });

  it('continues the same game after a JSON round trip at any point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, at) => {
          const w = randomWalk(seed, { bindingDeals: true, vendetta: true }, 4, edition);
          const cut = Math.floor(at * w.actions.length);
          const s = createGame({
            seed,
            players: 4,
            edition,
            house: { bindingDeals: true, vendetta: true, longGame: false, rerollTokens: 1 },
          });
          if (!s.ok) throw new Error(s.error.message);
          const state = s.value;
          for (const a of w.actions.slice(0, cut)) applyTrusted(state, a);
          const thawed = JSON.parse(JSON.stringify(state));
          for (const a of w.actions.slice(cut)) applyTrusted(thawed, a);
          expect(hash(thawed)).toBe(hash(w.final));
        },
      ),
      { numRuns: 25, seed: 11 },
    );
  });
});
