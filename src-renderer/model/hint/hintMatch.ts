/**
 * Which controls a hint points at. The host's hint is one of the seat's legal actions; the
 * prompt reaches it through a button, a card's use or a menu. A choice that asks for a number
 * (an ante, how many cards to buy) holds its action without the number the hint names, so
 * when no control sends the hint as it is, the choice that sends it with a number of the
 * player's picking is the one pointed at.
 */
import type { Action } from '../../../src-shared/engine';
import type { ActChoice, Choice } from '../prompt/choice';

/** Structural equality of two plain values (actions, their terms), key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Every choice that sends an action, inside menus too. */
export function actsOf(choices: readonly Choice[]): ActChoice[] {
  return choices.flatMap((c) => (c.kind === 'act' ? [c] : actsOf(c.options)));
}

const without = (a: Action, key: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(a).filter(([k]) => k !== key));

/**
 * The test for the controls to mark among `acts`: those that send the hint as it is, or
 * failing any, the ranged choices that send it with the number the player picks.
 */
export function hintTest(hint: Action, acts: readonly ActChoice[]): (a: Action) => boolean {
  if (acts.some((c) => sameValue(c.action, hint))) return (a) => sameValue(a, hint);
  const ranged = acts
    .filter((c) => c.range && sameValue(without(c.action, c.range.key), without(hint, c.range.key)))
    .map((c) => c.action);
  return (a) => ranged.includes(a);
}
