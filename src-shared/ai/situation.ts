/**
 * Everything a bot works from for one decision: its view, its legal actions, one sampled
 * state consistent with the view (determinize: hidden cards dealt at random, never read),
 * and what it thinks of the other families (trust, grudges) from the public ledger.
 */
import { catalogFor, determinize } from '../engine';
import type { GameState, GameView, LegalAction } from '../engine';
import type { Catalog } from '../engine/catalog';
import { seedRng } from '../engine/rng';
import { breakCost, type Personality } from './personality';
import type { Rand } from './rand';
import type { Perspective } from './simulate';
import { grudges, trustTable, type Record } from './trust';

/** How much of a betrayer's utility a fully vengeful bot counts against it, per grudge. */
const SPITE_PER_GRUDGE = 0.15;

/** What a family's grudges make it count against the others' utilities, or null: none. */
export const spiteOf = (grudge: readonly number[]): number[] | null =>
  grudge.some((g) => g > 0) ? grudge.map((g) => g * SPITE_PER_GRUDGE) : null;

export interface Situation {
  view: GameView;
  legal: readonly LegalAction[];
  seat: number;
  cat: Catalog;
  /** A determinization of the view: the only full state a bot ever holds. */
  state: GameState;
  persona: Personality;
  trust: number[];
  /** Each seat's record from a campaign's earlier games (none in a single game). */
  memory: readonly Record[];
  grudge: number[];
  persp: Perspective;
  /** What breaking one of its own promises costs this bot (personality.ts; the Betrayer's is negative). */
  breakPrice: number;
  rand: Rand;
}

/**
 * What a seat's rules of thumb read (heuristic.ts): a full state and the seat's legal
 * actions, no view. A Situation is one; so is any state in a search's playout, where the
 * heuristic plays every family (search/policy.ts).
 */
export type SeatState = Pick<
  Situation,
  'legal' | 'seat' | 'cat' | 'state' | 'persona' | 'persp' | 'breakPrice' | 'rand'
>;

export function situation(
  view: GameView,
  legal: readonly LegalAction[],
  persona: Personality,
  rand: Rand,
  breakPrice = breakCost(persona),
  memory: readonly Record[] = [],
): Situation {
  const n = view.families.length;
  const grudge = grudges(view.promises, n, view.seat, persona.vengeance);
  const spite = spiteOf(grudge);
  return {
    view,
    legal,
    seat: view.seat,
    cat: catalogFor(view.options.edition),
    state: determinize(view, { rng: seedRng(rand.next()) }),
    persona,
    trust: trustTable(view.promises, view.offers, n, memory),
    memory,
    grudge,
    persp: { seat: view.seat, spite },
    breakPrice,
    rand,
  };
}
