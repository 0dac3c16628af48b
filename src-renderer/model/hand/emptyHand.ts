/**
 * What an empty hand says about when cards come: Revised draws at every Business (R5.1),
 * Classic in the Fence, by the gangsters a family controls (R8.1).
 */
import type { Ruleset } from '../../../src-shared/engine/ruleset';
import { plural } from '../../names';

export function emptyHandHint(rules: Ruleset): string {
  if (rules.fenceDraw) {
    const [none, one, more] = rules.fenceDraw;
    return (
      `No cards. In the Fence you draw ${plural(none, 'card')} if you control no gangster, ` +
      `${one} if you control one, ${more} if you control more (R8.1).`
    );
  }
  return `No cards. Each Business you draw ${plural(rules.businessDraw, 'card')} (R5.1).`;
}
