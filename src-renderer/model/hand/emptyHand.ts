/**
 * What an empty hand says about when cards come: Revised draws at every Business (R5.1),
 * Classic in the Fence, by the gangsters a family controls (R8.1); after the last draw of
 * the game, none come.
 */
import { catalogFor, roundInPlay, roundsOf, type GameView } from '../../../src-shared/engine';
import type { Ruleset } from '../../../src-shared/engine/ruleset';
import { plural } from '../../names';

export function emptyHandHint(rules: Ruleset, drawsLeft = true): string {
  if (!drawsLeft)
    return `No cards, and none left to draw in this game (${rules.fenceDraw ? 'R8.1' : 'R5.1'}).`;
  if (rules.fenceDraw) {
    const [none, one, more] = rules.fenceDraw;
    return (
      `No cards. In the Fence you draw ${plural(none, 'card')} if you control no gangster, ` +
      `${one} if you control one, ${more} if you control more (R8.1).`
    );
  }
  return `No cards. Each Business you draw ${plural(rules.businessDraw, 'card')} (R5.1).`;
}

/** Does the game still draw cards: a later round, or this round's draw not yet over? */
export function drawsLeft(view: GameView): boolean {
  const cat = catalogFor(view.options.edition);
  if (roundInPlay(view, cat) < roundsOf(view, cat) || view.stack.some((f) => f.f === 'draw'))
    return true;
  const phases = cat.rules.phases;
  return phases.indexOf(view.phase) < phases.indexOf(cat.rules.fenceDraw ? 'fence' : 'business');
}
