/**
 * R13.4 Binding Deals: accepted terms become rules. Each function answers one question the
 * legal-action generator asks, and says nothing (no restriction) without Binding Deals.
 */
import type { Catalog } from '../catalog';
import { controlOf } from '../board';
import type { GameState } from '../state';
import type { Promise, Term } from './types';

function* binding<K extends Term['k']>(
  s: GameState,
  seat: number,
  k: K,
): Generator<Promise & { term: Extract<Term, { k: K }> }> {
  if (!s.options.house.bindingDeals) return;
  for (const p of s.promises) {
    if (p.status === 'pending' && p.by === seat && p.term.k === k) {
      yield p as Promise & { term: Extract<Term, { k: K }> };
    }
  }
}

/** Placement targets left after "place / do not place influence on G this phase" promises. */
export function restrictPlacement(s: GameState, seat: number, targets: number[]): number[] {
  if (!s.options.house.bindingDeals || s.promises.length === 0) return targets;
  let out = targets;
  for (const p of binding(s, seat, 'influence')) {
    const g = p.term.gangster;
    if (!p.term.place) out = out.filter((t) => t !== g);
    else if (out.includes(g)) return [g];
  }
  return out;
}

/** The family a binding tie-break promise names for this tie, or -1. */
export function forcedTie(s: GameState, seat: number, g: number, among: number): number {
  for (const p of binding(s, seat, 'tieBreak')) {
    if (p.term.gangster === g && (among & (1 << p.term.family)) !== 0) return p.term.family;
  }
  return -1;
}

/** A binding permit/refuse promise for this gangster's activation, or null. */
export function forcedGate(s: GameState, seat: number, g: number): boolean | null {
  for (const p of binding(s, seat, 'gate')) if (p.term.gangster === g) return p.term.permit;
  return null;
}

/** A binding promise of how this gangster activates, or null. */
export function forcedActivation(
  s: GameState,
  seat: number,
  g: number,
): Extract<Term, { k: 'activate' }> | null {
  for (const p of binding(s, seat, 'activate')) if (p.term.gangster === g) return p.term;
  return null;
}

/** True when a binding "spare family F" promise forbids this Make a Move or Whack target. */
export function sparedTarget(s: GameState, seat: number, target: number, cat: Catalog): boolean {
  if (!s.options.house.bindingDeals || s.promises.length === 0) return false;
  for (const p of binding(s, seat, 'spare')) {
    if (controlOf(s, target, cat) === p.term.family) return true;
  }
  return false;
}

/** 'must' or 'mustNot' re-roll the die waiting in this window, from binding promises. */
export function rerollRule(s: GameState, seat: number): 'must' | 'mustNot' | null {
  for (const p of binding(s, seat, 'reroll')) if (p.armed) return p.term.pay ? 'must' : 'mustNot';
  return null;
}
