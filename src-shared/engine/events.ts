/**
 * What happened, returned by `apply` so the table can animate and the log can narrate
 * (DESIGN.md §3). Events are public: a card drawn into a hand is reported by count, and
 * only the drawing seat's view learns which (see view.ts, `eventsFor`).
 */
import type { Phase } from './vocabulary';
import type { PromiseStatus, Term } from './deals/types';
import type { FinalTie } from './tieBreak';

export type GameEvent =
  | { e: 'phase'; phase: Phase; round: number }
  | { e: 'ring'; seat: number }
  | { e: 'draw'; seat: number; count: number; cards: number[] }
  | { e: 'buy'; seat: number; count: number }
  | { e: 'sell'; seat: number; card: number }
  | {
      e: 'play';
      seat: number;
      card: number;
      mode: 'influence' | 'discard' | 'or' | 'crew' | 'snitch';
    }
  | { e: 'pass'; seat: number }
  | { e: 'ante'; seat: number; amount: number; ante: number }
  | { e: 'place'; seat: number; gangster: number; count: number }
  | { e: 'neutral'; gangster: number; count: number }
  | { e: 'remove'; gangster: number; column: number; count: number }
  | { e: 'moveTokens'; seat: number; from: number; to: number; count: number }
  | { e: 'swapTokens'; a: number; aColumn: number; b: number; bColumn: number }
  /** R10.9: a blackmail token placed (Revised) or a coin taken or passed on (Classic, with its kind). */
  | { e: 'blackmail'; seat: number; gangster: number; omerta?: boolean }
  /** R10.9 Classic: a coin whose token left its gangster goes back to the pool. */
  | { e: 'coinBack'; gangster: number }
  | { e: 'money'; seat: number; delta: number; why: string }
  | { e: 'respect'; seat: number; delta: number; why: string }
  | { e: 'control'; gangster: number; seat: number }
  | { e: 'tie'; seat: number; gangster: number; family: number }
  | { e: 'gate'; seat: number; gangster: number; permit: boolean }
  | { e: 'activate'; seat: number; gangster: number; power: string; target: number }
  | { e: 'roll'; die: 'move' | 'whack'; face: number; seat: number; reroll: boolean }
  | { e: 'swap'; a: number; b: number }
  | { e: 'moveResult'; mover: number; target: number; result: 'success' | 'failure' | 'death' }
  | { e: 'whackResult'; attacker: number; target: number; result: string }
  | { e: 'die'; gangster: number }
  | { e: 'arrest'; gangster: number }
  | { e: 'promote'; gangster: number; from: number; to: number }
  | { e: 'deal'; gangster: number; slot: number }
  /** R6.5; `final`: Classic's last scoring of a controlled gangster, respect only (R11.2). */
  | { e: 'score'; seat: number; gangster: number; respect: number; money: number; final?: true }
  | { e: 'steal'; seat: number; from: number; count: number; cards: number[] }
  /** R14.1: the card handed out at Bookkeeping, or played for a whack. */
  | { e: 'vendetta'; seat: number; played: boolean }
  | { e: 'offer'; offer: number; from: number; to: number; give: Term[]; get: Term[] }
  | { e: 'answer'; offer: number; seat: number; accept: boolean }
  | { e: 'promise'; promise: number; status: Exclude<PromiseStatus, 'pending'> }
  /** `tie`: the families level on the most respect and what broke the tie (R11.1, R11.2). */
  | { e: 'end'; winner: number; tie?: FinalTie };

export type EventKind = GameEvent['e'];
