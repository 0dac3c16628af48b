/**
 * How close a gangster is to arrest (R9.1): at the Feds every gangster on a position whose
 * influence, neutral included, reaches the threshold goes to Prison with all its tokens. A
 * family piling tokens on one gangster is told before it pays for the last of them.
 */
import { CAPO, catalogFor, totalOn, type GameView } from '../../../src-shared/engine';
import { arrestThreshold } from '../../../src-shared/engine/ruleset';

export interface ArrestWatch {
  /** Every token on him, neutral included. */
  total: number;
  /** The total the Feds arrest at. */
  at: number;
}

/** A gangster on a position, not the Associate (never arrested, R2.3), or null. */
export function arrestWatch(view: GameView, g: number): ArrestWatch | null {
  const slot = view.board.indexOf(g);
  // Slots 0–8 are positions #1 to the Capo; the Associate's is the one after (R2.1).
  if (slot < 0 || slot >= CAPO) return null;
  const rules = catalogFor(view.options.edition).rules;
  return { total: totalOn(view, g), at: arrestThreshold(rules, view.families.length) };
}

/** Within this many tokens of the threshold, the prompt and the hover card say so. */
export const NEAR_ARREST = 2;

/** "9 of 10: 1 more and the Feds arrest him (R9.1)", or null while he is far from it. */
export function arrestNote(w: ArrestWatch | null): string | null {
  if (!w) return null;
  if (w.total >= w.at) return `${w.total} of ${w.at}: the Feds arrest him this round (R9.1)`;
  const left = w.at - w.total;
  if (left > NEAR_ARREST) return null;
  return `${w.total} of ${w.at}: ${left} more and the Feds arrest him (R9.1)`;
}
