import { describe, expect, it } from 'vitest';
import { SeatSpecSchema } from '../../protocol';
import { isTutorialGame, TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../scenario';

/** What the host keeps of a start: the options as they came over the wire, the seats parsed. */
const kept = (options: unknown, seats: unknown[]) => ({
  options: JSON.parse(JSON.stringify(options)) as unknown,
  seats: seats.map((s) => SeatSpecSchema.parse(JSON.parse(JSON.stringify(s)))),
});

describe('the guided game, known by its table', () => {
  it('is the tutorial as the host keeps it', () => {
    const k = kept({ ...TUTORIAL_OPTIONS }, TUTORIAL_SEATS);
    expect(isTutorialGame(k.options, k.seats)).toBe(true);
  });

  it('is not a game of the same families with another seed, or with a seat changed', () => {
    const otherSeed = kept({ ...TUTORIAL_OPTIONS, seed: 8 }, TUTORIAL_SEATS);
    expect(isTutorialGame(otherSeed.options, otherSeed.seats)).toBe(false);
    const unstacked = kept({ ...TUTORIAL_OPTIONS, stack: undefined }, TUTORIAL_SEATS);
    expect(isTutorialGame(unstacked.options, unstacked.seats)).toBe(false);
    const renamed = kept(TUTORIAL_OPTIONS, [
      { ...TUTORIAL_SEATS[0]!, name: 'Ann' },
      ...TUTORIAL_SEATS.slice(1),
    ]);
    expect(isTutorialGame(renamed.options, renamed.seats)).toBe(false);
  });
});
