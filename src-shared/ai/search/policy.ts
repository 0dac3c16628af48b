/**
 * The search's moves and its two playout policies. The search weighs the legal actions minus
 * offers (deals are valued apart), sales (not actions, R5.5) and re-rolls (the re-roll check
 * prices those, reroll.ts).
 *
 * - `cheap`: a weighted draw (play cards rather than pass, pass windows, keep the cash, take
 *   ties for yourself) that allocates nothing but the engine's lists; tens of thousands of
 *   playouts a second, each move a poor guess.
 * - `heuristic`: every family plays as the heuristic bot would (heuristic.ts), a thousand
 *   times dearer a move. A search whose playouts follow a policy improves on that policy
 *   (policy rollouts), and against families that play like it, it foresees their replies.
 */
import { atEndWindow, legalActions } from '../../engine';
import type { Action, LegalAction } from '../../engine';
import type { Catalog } from '../../engine/catalog';
import type { GameState } from '../../engine/state';
import { defaultAction } from '../candidates';
import { withWeights, type EvalWeights } from '../evaluation';
import { heuristicChoice } from '../heuristic';
import type { Personality } from '../personality';
import type { Rand } from '../rand';
import type { Perspective } from '../simulate';

export type PlayoutPolicy = 'cheap' | 'heuristic';

/** The search weighs the seat's plain moves: no offers, sales or re-rolls. */
export const weighed = (l: LegalAction, seat: number): boolean =>
  !l.terms && l.action.seat === seat && l.action.type !== 'sell' && l.action.type !== 'reroll';

function weight(a: Action, s: GameState, seat: number): number {
  switch (a.type) {
    case 'play':
      return a.mode === 'influence' ? 4 : a.mode === 'or' ? 1.5 : 1;
    case 'pass':
      return s.pending?.d === 'window' ? 12 : 1;
    case 'activate':
      return 2;
    case 'decline':
      return 0.3;
    case 'tie':
      return a.family === seat ? 50 : 1;
    case 'gate':
      return a.permit ? 0.2 : 1;
    case 'buy':
      return a.count === 0 ? 6 : 1;
    case 'due':
      return a.pay ? 4 : 1;
    case 'answer':
      return a.accept ? 0.5 : 1;
    default:
      return 1;
  }
}

const pool: LegalAction[] = [];
const weights: number[] = [];

/**
 * R11.1, R5.5: at the game's last window a family sells what it holds, as every bot does
 * (heuristic.ts `sellOut`), so a playout ends where the game would.
 */
function endSale(s: GameState, seat: number): Action | null {
  const hand = s.families[seat]!.hand;
  if (!atEndWindow(s) || hand.length === 0) return null;
  return { type: 'sell', seat, card: hand[0]! };
}

/** One playout move for the seat that must act, or null when the game is over. */
export function playoutMove(s: GameState, rand: Rand): Action | null {
  const d = s.pending;
  if (!d) return null;
  const seat = d.seat;
  if (d.d === 'window') {
    const sale = endSale(s, seat);
    if (sale) return sale;
  }
  pool.length = 0;
  weights.length = 0;
  let total = 0;
  for (const l of legalActions(s)) {
    if (!weighed(l, seat)) continue;
    const w = weight(l.action, s, seat);
    pool.push(l);
    weights.push(w);
    total += w;
  }
  if (pool.length === 0) return null;
  let x = rand.float() * total;
  for (let i = 0; i < pool.length; i++) {
    x -= weights[i]!;
    if (x <= 0) return defaultAction(pool[i]!);
  }
  return defaultAction(pool[pool.length - 1]!);
}

/** How the heuristic plays a seat in a playout: its personality's prices, its grudges. */
export interface PlayedSeat {
  persona: Personality;
  breakPrice: number;
  spite: readonly number[] | null;
  /** The weights this seat's moves are chosen by, when not the search's own. */
  weights?: EvalWeights;
  /** Gumbel noise on its options' values (heuristic.ts `pick`), never on a buy; 0: none. */
  noise?: number;
}

/**
 * The heuristic bot's move for the seat that must act, or null when the game is over. Die
 * windows pass (re-rolls are priced at the root, by the re-roll check) and offers are
 * declined: a playout makes no deals.
 */
export function heuristicMove(
  s: GameState,
  cat: Catalog,
  rand: Rand,
  seatOf: (seat: number) => PlayedSeat,
): Action | null {
  const d = s.pending;
  if (!d) return null;
  const seat = d.seat;
  if (d.d === 'window') return endSale(s, seat) ?? { type: 'pass', seat };
  if (d.d === 'answer') return { type: 'answer', seat, offer: d.offer, accept: false };
  const played = seatOf(seat);
  const persp: Perspective = { seat, spite: played.spite };
  const legal = legalActions(s);
  const seatState = {
    legal,
    seat,
    cat,
    state: s,
    persona: played.persona,
    persp,
    breakPrice: played.breakPrice,
    rand,
  };
  const noise = d.d === 'buy' ? 0 : (played.noise ?? 0);
  if (!played.weights) return heuristicChoice(seatState, noise).action;
  return withWeights(played.weights, () => heuristicChoice(seatState, noise).action);
}
