/** DESIGN.md §5.5: the seed fixes the deck order, so a game nobody seeded is seeded by the host. */
import { describe, expect, it } from 'vitest';
import { botSeats } from '../../tests/games';
import { SessionHost, withSeed } from '../host';

describe('the seed of a new game', () => {
  it('is drawn by the host when the client sends none, and kept in the checkpoint', async () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {} });
      expect(await host.start({ players: 3 }, botSeats(3, 3))).toBeNull();
      const seed = (host.checkpoint!.options as { seed: number }).seed;
      expect(Number.isInteger(seed)).toBe(true);
      seeds.add(seed);
      host.dispose();
    }
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('is the player’s own when typed', () => {
    expect(withSeed({ seed: 42, players: 4 })).toEqual({ seed: 42, players: 4 });
  });
});
