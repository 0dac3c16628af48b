/**
 * Actions are data (DESIGN.md §3): a discriminated union on `type`, each with the acting seat.
 */
import type { Term } from './deals/types';

export type PlayMode = 'influence' | 'discard' | 'or';
export type ActivationPower = 'gangster' | 'position' | 'move';

export type Action =
  /** R5.1 */
  | { type: 'buy'; seat: number; count: number }
  /** R5.2 a–c and R5.3 (ante). */
  | { type: 'play'; seat: number; card: number; mode: PlayMode; ante: number }
  /** R5.2d, and passing priority in a window (R12), and passing an activation (R6.3). */
  | { type: 'pass'; seat: number }
  /** R5.5 */
  | { type: 'sell'; seat: number; card: number }
  /** Pick a gangster; `column` picks whose token (a seat, or 5 for neutral); `count` for moves. */
  | { type: 'target'; seat: number; gangster: number; column: number; count: number }
  /** Decline an optional choice, or stop a repeated one. */
  | { type: 'decline'; seat: number }
  /** Accept an optional extra. */
  | { type: 'confirm'; seat: number }
  /** Pick a family. */
  | { type: 'family'; seat: number; family: number }
  /** R7.3 */
  | { type: 'tie'; seat: number; family: number }
  /** R6.6 */
  | { type: 'gate'; seat: number; permit: boolean }
  /** R6.3, R6.4: `target` is the Make a Move target or a whack/blackmail target, else -1. */
  | { type: 'activate'; seat: number; power: ActivationPower; target: number }
  /** R12.3 */
  | { type: 'reroll'; seat: number; pay: 'token' | 'money' }
  /** R10.8 */
  | { type: 'snitch'; seat: number; card: number; gangster: number }
  /** R10.7: a "during the Crew" card played in a Crew window. */
  | { type: 'crewCard'; seat: number; card: number; mode: 'influence' | 'or' }
  /** R14.1 */
  | { type: 'vendetta'; seat: number; gangster: number }
  /** R13.2 */
  | { type: 'offer'; seat: number; to: number; give: Term[]; get: Term[] }
  | { type: 'answer'; seat: number; offer: number; accept: boolean }
  | { type: 'counter'; seat: number; offer: number; give: Term[]; get: Term[] }
  /** R13.3 */
  | { type: 'due'; seat: number; pay: boolean };

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** A legal action; where `range` is set, any whole value of `action[range.key]` in [min, max] is legal. */
export interface LegalAction {
  action: Action;
  range?: { key: 'count' | 'ante'; min: number; max: number };
  /** Offers and counters: the terms are free and checked by the deal rules. */
  terms?: true;
}
