/**
 * Attacks: the actions that Make a Move on (R6.4) or Whack (R10) a gangster, and so hurt the
 * family that controls it. Promises to spare a family (R13.1) speak of them, threats are made
 * at them (deals/threats.ts), a vengeful family prefers them against a family that broke
 * its word to it, and the tournament counts whom each family attacks.
 */
import type { Action } from '../engine';
import { controlOf } from '../engine/board';
import type { Catalog } from '../engine/catalog';
import type { GameState } from '../engine/state';
import type { Perspective } from './simulate';

/** The gangster `a` attacks in `s` (a Make a Move target, a whack target), or -1. */
export function attackTarget(s: GameState, a: Action): number {
  switch (a.type) {
    case 'activate':
      return a.power === 'move' ? a.target : -1;
    case 'vendetta':
      return a.gangster;
    case 'target': {
      const top = s.stack[s.stack.length - 1];
      return top?.f === 'effect' && top.effect.kind === 'whack' ? a.gangster : -1;
    }
    default:
      return -1;
  }
}

/** The family `a` attacks in `s` (the controller of its target), or -1. */
export function attackedFamily(s: GameState, a: Action, cat: Catalog): number {
  const g = attackTarget(s, a);
  return g < 0 ? -1 : controlOf(s, g, cat);
}

/**
 * Utility an attack is worth to a vengeful family beyond what it does on the table, per
 * unit of spite (situation.ts: vengeance × betrayals). Spite alone counts the betrayer's
 * success against the family's own, which hardly tells one target from another when the
 * betrayer is weak; revenge is a reason of its own, one a player at the table feels.
 */
export const REVENGE = 0.2;

/** The revenge in attack `a` for perspective `p` (0 without a grudge). */
export function revenge(s: GameState, a: Action, p: Perspective, cat: Catalog): number {
  if (!p.spite) return 0;
  const f = attackedFamily(s, a, cat);
  return f >= 0 && f !== p.seat ? REVENGE * p.spite[f]! : 0;
}
