/**
 * The Random bot (for tests and the simulator): a uniform choice among legal actions that
 * need no terms, with a uniform amount inside each range. Seeded, so games replay.
 */
import type { GameView, LegalAction } from '../engine';
import { randomBelow, seedRng, type Seeded } from '../engine/rng';
import { instantiate, type Bot, type Decision } from './bot';

export class RandomBot implements Bot {
  readonly name = 'Random';
  private readonly sampler: Seeded;

  constructor(seed: number) {
    this.sampler = { rng: seedRng(seed) };
  }

  decide(_view: GameView, legal: readonly LegalAction[]): Decision {
    const plain = legal.filter((l) => !l.terms);
    const l = plain[randomBelow(this.sampler, plain.length)]!;
    const value = l.range
      ? l.range.min + randomBelow(this.sampler, l.range.max - l.range.min + 1)
      : undefined;
    return { action: instantiate(l, value), why: 'random' };
  }
}
