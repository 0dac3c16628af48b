/**
 * Threats (R13.5): about to attack (Make a Move, Whack), a bot may offer a family it could
 * hit to spare it until the end of the round (R13.1) for cash now. The families whose
 * gangsters its best attacks would hit are asked, at most two, each only when the cash is
 * worth more to the bot than its freedom to attack that family (valued by look-ahead, its own
 * promise kept as its honesty keeps it). The price lies between what the sparing costs the
 * bot and all the family can pay: the greedier the bot, the nearer the top.
 */
import type { Term } from '../../engine';
import { attackedFamily } from '../attacks';
import { plainOptions } from '../candidates';
import type { Decision } from '../bot';
import { quickValue } from '../simulate';
import type { Situation } from '../situation';
import { wanted } from './negotiate';
import { canOffer, offer, offerAllowed, promised, type ProposalStyle } from './pace';
import { utilityPerDollar, valueDeal } from './valuation';

/** The most a threat asks. */
export const MAX_THREAT_PRICE = 15;
/** Families a bot threatens at one decision, at most (each costs a valuation). */
export const THREATENED_AT_ONCE = 2;
/** Below this much cash a family is not worth threatening. */
const MIN_PRICE = 2;

/** Families the bot's attacks would hit, those its best attacks hit first. */
function victims(sit: Situation): number[] {
  const s = sit.state;
  const scored: { family: number; value: number }[] = [];
  for (const a of plainOptions(sit.legal, sit.seat)) {
    const family = attackedFamily(s, a, sit.cat);
    if (family < 0 || family === sit.seat) continue;
    scored.push({ family, value: quickValue(s, a, sit.persp, sit.cat) });
  }
  scored.sort((a, b) => b.value - a.value);
  return [...new Set(scored.map((x) => x.family))];
}

/** Has the bot already promised to spare `family` (this round, still pending)? */
const spared = (sit: Situation, family: number): boolean =>
  promised(sit, sit.seat, (t) => t.k === 'spare' && t.family === family);

/** A threat to one of the families the bot could attack now, or null. */
export function proposeThreat(sit: Situation, style: ProposalStyle): Decision | null {
  let asked = 0;
  for (const family of victims(sit)) {
    if (asked >= THREATENED_AT_ONCE) break;
    const money = sit.view.families[family]!.money;
    if (money < MIN_PRICE || spared(sit, family) || !canOffer(sit.legal, sit.seat, family))
      continue;
    const give: Term[] = [{ k: 'spare', family }];
    const top = Math.min(MAX_THREAT_PRICE, money);
    if (!offerAllowed(sit, family, give, [{ k: 'pay', amount: top }])) continue;
    asked++;
    const v = valueDeal(
      sit,
      { from: sit.seat, to: family, give, get: [{ k: 'pay', amount: top }] },
      style.samples,
      null,
    );
    // Money is near enough linear: the price at which the deal is just worth it to the bot.
    const least = Math.ceil(top - (v.gain - wanted(sit)) / utilityPerDollar(sit));
    if (least > top) continue;
    const floor = Math.max(MIN_PRICE, least);
    const price = Math.round(floor + (0.3 + 0.7 * sit.persona.greed) * (top - floor));
    const get: Term[] = [{ k: 'pay', amount: price }];
    const made = offer(sit, family, give, get, `pay $${price} and I leave you alone this round`);
    if (made) return made;
  }
  return null;
}
