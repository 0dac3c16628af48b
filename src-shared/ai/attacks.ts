/**
 * Attacks: the actions that Make a Move on (R6.4) or Whack (R10) a gangster, and so hurt the
 * family that controls it. Promises to spare a family (R13.1) speak of them, threats are made
 * at them (deals/threats.ts), and the tournament counts whom each family attacks.
 */
import type { Action } from '../engine';
import { controlOf } from '../engine/board';
import type { Catalog } from '../engine/catalog';
import type { GameState } from '../engine/state';

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

