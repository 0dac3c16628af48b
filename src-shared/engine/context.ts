/** What every frame handler works with: the edition's catalog and the event sink. */
import type { Action, LegalAction } from './actions';
import type { Catalog } from './catalog';
import type { Decision } from './decision';
import type { GameEvent } from './events';
import type { Frame, FrameKind, FrameOf } from './frames';
import type { GameState } from './state';

export interface Ctx {
  cat: Catalog;
  ev: GameEvent[];
}

export interface FrameHandler<K extends FrameKind> {
  /** Does work, pushes children, pops itself, or sets `s.pending`. Re-entrant until answered. */
  step(s: GameState, f: FrameOf<K>, ctx: Ctx): void;
  /** The legal answers to the decision this frame asked. */
  legal?(s: GameState, f: FrameOf<K>, d: Decision, out: LegalAction[], cat: Catalog): void;
  /** Applies a legal answer (already validated against `legal`). */
  answer?(s: GameState, f: FrameOf<K>, a: Action, ctx: Ctx, d: Decision): void;
}

export function top(s: GameState): Frame {
  return s.stack[s.stack.length - 1]!;
}

export function push(s: GameState, f: Frame) {
  s.stack.push(f);
}

export function pop(s: GameState) {
  s.stack.pop();
}

export const seatBit = (seat: number): number => 1 << seat;
/** Every seat's bit (seatBit) set. */
export const allSeats = (s: GameState): number => (1 << s.families.length) - 1;
export const nextSeat = (s: GameState, seat: number): number => (seat + 1) % s.families.length;
