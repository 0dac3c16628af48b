/**
 * Which controls a hint points at. The host's hint is one of the seat's legal actions; the
 * prompt reaches it through a button, a card's use or a menu. A choice that asks for a number
 * (an ante, how many cards to buy) holds its action without the number the hint names, so
 * when no control sends the hint as it is, the choice whose range the hint falls in (read as
 * the prompt reads what it may send, `isLegal`) is the one pointed at.
 */
import type { Action } from '../../../src-shared/engine';
import { canonicalJson } from '../../../src-shared/save/checksum';
import type { ActChoice, Choice } from '../prompt/choice';
import { isLegal } from '../prompt/promptModel';

/** Every choice that sends an action, inside menus too. */
export function actsOf(choices: readonly Choice[]): ActChoice[] {
  return choices.flatMap((c) => (c.kind === 'act' ? [c] : actsOf(c.options)));
}

/**
 * The test for the controls to mark among `acts`: those that send the hint as it is (key
 * order aside), or failing any, the ranged choices that send it with the number the player picks.
 */
export function hintTest(hint: Action, acts: readonly ActChoice[]): (a: Action) => boolean {
  const key = canonicalJson(hint);
  if (acts.some((c) => canonicalJson(c.action) === key)) return (a) => canonicalJson(a) === key;
  const ranged = acts
    .filter((c) => c.range && isLegal(hint, [{ action: c.action, range: c.range }]))
    .map((c) => c.action);
  return (a) => ranged.includes(a);
}
