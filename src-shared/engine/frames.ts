/**
 * The flow of a game as a stack of small, plain frames (innermost last). A frame's step
 * either finishes work, pushes a child frame, or asks a seat for a decision. Steps are
 * re-entrant until their decision is answered, so a negotiation or a ring tie can be pushed
 * on top of any frame and the frame asks again afterwards. Frames hold public facts only:
 * views copy them as they are.
 */
import type { ActiveEffect } from '../content/schema';

/**
 * Where the priority window stands (R12); `end` is the last chance to sell before final
 * scoring (R11.1, R5.5, docs/rules-decisions.md).
 */
export type WindowReason = 'turn' | 'activate' | 'score' | 'roll' | 'end';

export type Frame =
  /** A round's phases in order; `next` indexes the edition's phase list (R4.1); `open` while a phase runs. */
  | { f: 'game'; next: number; open: boolean }
  /** R5.1: the k-th family from `start` draws, then may buy. */
  | { f: 'draw'; start: number; k: number; drawn: boolean }
  /** R5.2: Business turns. Bitmasks of seats that passed and that acted at least once. */
  | { f: 'turns'; seat: number; passed: number; acted: number; opened: boolean; taken: boolean }
  /** Resolving an influence card played, discarded or used for its OR ability (R10). */
  | {
      f: 'card';
      seat: number;
      card: number;
      mode: 'influence' | 'discard' | 'or';
      /** Next icon to place; the gangster each icon went on (-1: skipped). */
      icon: number;
      on: number[];
      /** Next rider to resolve, and the family a letOtherPlace rider chose (-1: not yet). */
      rider: number;
      other: number;
      /** The OR ability was handed to an effect frame. */
      started: boolean;
    }
  /** An active effect: a position power, a gangster power or an OR ability (R2.1, R15.2). */
  | {
      f: 'effect';
      seat: number;
      effect: ActiveEffect;
      /** The gangster using its or its position's power, or -1 for a card. */
      gangster: number;
      /** Choices made so far (gangsters, columns), meaning depends on the effect. */
      picks: number[];
      /** Uses left of a repeated choice (addNeutral, removeNeutral). */
      left: number;
    }
  /**
   * R6: activation from #1 up and scoring from #9 down, in the edition's order (R6.1). `part`
   * walks one position. `lead`: Classic's turn order from the phase's first ring holder (R4.3).
   */
  | {
      f: 'crew';
      stage: 'activate' | 'score';
      slot: number;
      part: 'window' | 'control' | 'gate' | 'act' | 'done';
      controller: number;
      lead?: number;
    }
  /** R3.6 Classic: the k-th single token placed, going around from `start`. */
  | { f: 'opening'; start: number; k: number }
  /** R9.4 Classic: filling the position at `slot`, walking down; `moved` were promoted this phase. */
  | { f: 'promote'; slot: number; moved: number[] }
  /** R6.4 Make a Move, rolled then resolved. */
  | { f: 'move'; seat: number; mover: number; target: number; face: number }
  /** R10.10 Whack; attacker -1 when no gangster makes it (a card, Vendetta). */
  | { f: 'whack'; seat: number; attacker: number; target: number; face: number }
  /**
   * R12: a priority window; `at` counts seats from `start` (−1: whoever holds the ring when it
   * opens), `quiet` the passes in a row.
   */
  | { f: 'window'; why: WindowReason; start: number; at: number; quiet: number }
  /** R7.4: the ring holder breaks a tie on the Capo it is not part of. */
  | { f: 'ring' }
  /** R9: arrests, promotion, bookkeeping (and R14.1 Vendetta). Classic runs the Feds and the Family as two phases. */
  | { f: 'feds'; part: 'arrest' | 'promote' | 'vendetta' }
  /** R11: final scoring and the tie-break; `slot`: Classic's last scoring walks down from the Capo (R11.2). */
  | { f: 'final'; scored: boolean; slot?: number }
  /** R13: an offer waiting for its receiver's answer. */
  | { f: 'negotiate'; offer: number }
  /** R13.3: a later payment promised without Binding Deals comes due. */
  | { f: 'due'; promise: number };

export type FrameKind = Frame['f'];
export type FrameOf<K extends FrameKind> = Extract<Frame, { f: K }>;

/** R11.1, R5.5: the game's last window, where families still holding cards may sell them. */
export function atEndWindow(s: { stack: readonly Frame[] }): boolean {
  const f = s.stack[s.stack.length - 1];
  return f?.f === 'window' && f.why === 'end';
}
