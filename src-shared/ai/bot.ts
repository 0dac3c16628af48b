/**
 * The bot interface (DESIGN.md §2): a bot decides from its seat's view and that seat's
 * legal actions only; it never sees the game state.
 */
import type { Action, GameView, LegalAction } from '../engine';

export interface Decision {
  action: Action;
  /** One short line for the game log (issue: every bot decision explains itself). */
  why: string;
}

export interface Bot {
  readonly name: string;
  decide(view: GameView, legal: readonly LegalAction[]): Decision;
}

/** A concrete action from a legal entry, with a value inside its range. */
export function instantiate(l: LegalAction, value?: number): Action {
  if (!l.range) return l.action;
  const v = Math.min(l.range.max, Math.max(l.range.min, value ?? l.range.min));
  return { ...l.action, [l.range.key]: v } as Action;
}
