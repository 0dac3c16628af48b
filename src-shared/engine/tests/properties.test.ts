/**
 * Property tests over random legal play (issue #3): invariants after every step, views that
 * never leak, refusals that change nothing, termination, determinism and JSON round trips.
 * Together these runs apply well over 10^5 random actions; `npm run soak` runs 10^7.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTrusted, createGame, hash, replay } from '..';
import { randomWalk } from '../testing/random-walk';

const house = fc.record({
  vendetta: fc.boolean(),
  bindingDeals: fc.boolean(),
  longGame: fc.boolean(),
  rerollTokens: fc.integer({ min: 0, max: 3 }),
});

describe('random legal play', () => {
  it('keeps every invariant, leaks nothing and ends (R1.1, R1.2, R1.4, R1.8, DESIGN.md §3)', () => {
    let steps = 0;
    let offers = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        house,
        fc.integer({ min: 3, max: 5 }),
        (seed, h, players) => {
          const w = randomWalk(seed, h, players);
          steps += w.steps;
          offers += w.offers;
          expect(w.violation).toBeNull();
          expect(w.final.result).not.toBeNull();
        },
      ),
      { numRuns: 520, seed: 20261122 },
    );
    expect(steps).toBeGreaterThan(100_000);
    expect(offers).toBeGreaterThan(5_000);
  }, 300_000);

  it('replays to the same hash from the seed and the actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), house, (seed, h) => {
        const w = randomWalk(seed, h, 4);
        const again = replay({ seed, players: 4, house: h }, w.actions);
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
          const w = randomWalk(seed, { bindingDeals: true, vendetta: true }, 4);
          const cut = Math.floor(at * w.actions.length);
          const s = createGame({
            seed,
            players: 4,
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
