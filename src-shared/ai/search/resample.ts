/**
 * Fresh determinizations, cheaply (single-observer ISMCTS deals the hidden cards anew every
 * iteration). `determinize` builds one full state from the view; each iteration copies it,
 * re-deals the cards the observer has not seen among the other hands and the deck, shuffles
 * the gangster deck, and re-seeds the game's generator so the dice are new too.
 */
import { cloneState, determinize } from '../../engine';
import type { GameState, GameView } from '../../engine';
import { seedRng } from '../../engine/rng';
import type { Rand } from '../rand';

export class Resampler {
  private readonly base: GameState;
  /** The hidden cards in the base state's order; `pool` is shuffled from it every sample. */
  private readonly hidden: number[];
  private readonly pool: number[];
  private readonly observer: number;

  constructor(view: GameView, rand: Rand) {
    this.base = determinize(view, { rng: seedRng(rand.next()) });
    this.observer = view.seat;
    this.hidden = [];
    this.base.families.forEach((f, i) => {
      if (i !== this.observer) this.hidden.push(...f.hand);
    });
    this.hidden.push(...this.base.influenceDeck);
    this.pool = [...this.hidden];
  }

  /**
   * A copy of the base state with every hidden card and the dice sampled anew. The sample
   * depends on `rand` alone: two generators in the same state give the same sample.
   */
  sample(rand: Rand): GameState {
    const s = cloneState(this.base);
    const pool = this.pool;
    for (let j = 0; j < pool.length; j++) pool[j] = this.hidden[j]!;
    rand.shuffle(pool);
    let k = 0;
    for (let f = 0; f < s.families.length; f++) {
      if (f === this.observer) continue;
      const hand = s.families[f]!.hand;
      for (let j = 0; j < hand.length; j++) hand[j] = pool[k++]!;
    }
    const deck = s.influenceDeck;
    for (let j = 0; j < deck.length; j++) deck[j] = pool[k++]!;
    rand.shuffle(s.gangsterDeck);
    s.rng = [rand.next() >>> 1, rand.next() >>> 1, rand.next() >>> 1, (rand.next() >>> 1) | 1];
    return s;
  }
}
