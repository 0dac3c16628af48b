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
  /** The decision the game waits for from this bot's seat (`view.pending.seat`). */
  decide(view: GameView, legal: readonly LegalAction[]): Decision;
  /**
   * The same decision, possibly computed off the calling thread (a search on the worker
   * pool). Bots without it decide synchronously.
   */
  decideAsync?(view: GameView, legal: readonly LegalAction[]): Promise<Decision>;
  /**
   * An offer this bot wants to make while another seat decides (R13.2: anyone may make an
   * offer to the ring holder breaking a tie), or null. `legal` holds the seat's offer
   * templates; the host asks each bot seat that has one.
   */
  propose?(view: GameView, legal: readonly LegalAction[]): Decision | null;
}

/** A concrete action from a legal entry, with a value inside its range. */
export function instantiate(l: LegalAction, value?: number): Action {
  if (!l.range) return l.action;
  const v = Math.min(l.range.max, Math.max(l.range.min, value ?? l.range.min));
  return { ...l.action, [l.range.key]: v } as Action;
}
