/**
 * The options a bot weighs, out of the legal actions (the one source of legality): offers
 * are made by the deal code, not weighed here; sales are not actions (R5.5) and are
 * weighed only where they pay for something; a range gives a few chosen values.
 */
import type { Action, LegalAction } from '../engine';
import { instantiate } from './bot';

/** Values tried inside a range, smallest first: the minimum, then widening steps. */
export function rangeLadder(min: number, max: number, limit = 8): number[] {
  const out: number[] = [];
  for (const step of [0, 1, 2, 3, 5, 8, 12, 20, 30, 50]) {
    const v = min + step;
    if (v > max || out.length >= limit) break;
    out.push(v);
  }
  return out;
}

/** A legal entry's action with the value a bot uses by default: the least ante, all tokens moved. */
export function defaultAction(l: LegalAction): Action {
  if (l.range && l.action.type === 'target') return instantiate(l, l.range.max);
  return instantiate(l);
}

/** The plain options of `seat`: no offers, no sales, default amounts. */
export function plainOptions(legal: readonly LegalAction[], seat: number): Action[] {
  const out: Action[] = [];
  for (const l of legal) {
    if (l.terms || l.action.seat !== seat || l.action.type === 'sell') continue;
    out.push(defaultAction(l));
  }
  return out;
}

/** The seat's card sales. */
export function sales(legal: readonly LegalAction[], seat: number): Action[] {
  const out: Action[] = [];
  for (const l of legal) if (l.action.type === 'sell' && l.action.seat === seat) out.push(l.action);
  return out;
}

/** The legal entry for buying (R5.1), if any. */
export function buyEntry(legal: readonly LegalAction[], seat: number): LegalAction | undefined {
  return legal.find((l) => l.action.type === 'buy' && l.action.seat === seat);
}
