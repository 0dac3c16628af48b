/**
 * The game's only source of chance (R1.5, DESIGN.md §3): a xoroshiro128+ generator from
 * pure-rand whose state lives in the game state, so seed + actions replay bit for bit.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** Anything that carries a generator state (a game state, or a bot's own sampler). */
export interface Seeded {
  rng: number[];
}

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed >>> 0).getState()];
}

/** Runs `draw` with a generator restored from `holder.rng` and stores the advanced state back. */
export function withRng<T>(
  holder: Seeded,
  draw: (next: (from: number, to: number) => number) => T,
): T {
  const gen = xoroshiro128plusFromState(holder.rng);
  const value = draw((from, to) => uniformInt(gen, from, to));
  holder.rng = [...gen.getState()];
  return value;
}

/** A uniform integer in [0, n). */
export function randomBelow(holder: Seeded, n: number): number {
  return withRng(holder, (next) => next(0, n - 1));
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(holder: Seeded, items: T[]): T[] {
  if (items.length < 2) return items;
  withRng(holder, (next) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = next(0, i);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
  });
  return items;
}
