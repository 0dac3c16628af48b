/**
 * Deals about a re-roll (R12.3, R13.1): in a roll window it holds, a bot whose die lies well
 * may pay a family that would re-roll it not to; one whose die lies badly may pay a family
 * that can re-roll it (a token, cash the bot lacks) to do so. The family's own re-roll check
 * (reroll.ts, run from its seat on the bot's sample) says whether it would re-roll and what
 * that is worth to it; the bot pays a little more than that, when the deal is worth more.
 * (What a promise about a re-roll is worth to the bot that makes it, valuation.ts counts.)
 */
import type { Term } from '../../engine';
import type { Decision } from '../bot';
import { rerollBy, rerollCheck, REROLL_MARGIN } from '../reroll';
import type { Situation } from '../situation';
import { DISTRUST } from '../trust';
import { canOffer, offer, type ProposalStyle } from './pace';
import { utilityPerDollar } from './valuation';

/** The most a bot pays a family about a re-roll. */
export const MAX_REROLL_DEAL_PRICE = 12;

/** Families that still have their turn in the roll window now open, after the bot. */
function stillToAnswer(sit: Situation): number[] {
  const top = sit.state.stack[sit.state.stack.length - 1];
  if (top?.f !== 'window' || top.why !== 'roll') return [];
  const n = sit.state.families.length;
  const out: number[] = [];
  for (let k = top.at + 1; k < n; k++) out.push((top.start + k) % n);
  return out.filter((f) => f !== sit.seat);
}

/**
 * An offer of cash about the die in the window the bot holds, or null: to the family whose
 * re-roll would hurt the bot most, not to re-roll; or to a family whose re-roll would help
 * the bot (a token it holds, cash the bot lacks), to re-roll it. The bot pays what the
 * choice costs that family and a little more, and only when the deal beats re-rolling
 * itself (its own re-roll check).
 */
export function proposeRerollDeal(sit: Situation, style: ProposalStyle): Decision | null {
  if (sit.view.pending?.d !== 'window' || style.promiseLater) return null;
  const perDollar = utilityPerDollar(sit);
  const money = sit.view.families[sit.seat]!.money;
  // What re-rolling itself is worth, asked only once a family could re-roll for it.
  let own: number | undefined;
  let best: { family: number; price: number; net: number; pay: boolean } | null = null;
  for (const family of stillToAnswer(sit)) {
    if (!canOffer(sit.legal, sit.seat, family)) continue;
    const faith = sit.view.options.house.bindingDeals ? 1 : sit.trust[family]!;
    if (faith < DISTRUST) continue;
    const r = rerollBy(sit.state, family, sit.persp, sit.cat);
    if (!r) continue;
    // Not to re-roll: they would, and it costs the bot. To re-roll: they would not, and it helps.
    const pay = r.gain <= REROLL_MARGIN && r.loss < 0;
    if (!pay && (r.gain <= REROLL_MARGIN || r.loss <= 0)) continue;
    // What the choice is worth to them, and a little more (less, the greedier the bot).
    const cost = Math.max(pay ? -r.gain : r.gain, 0) / perDollar;
    const price = Math.max(1, Math.ceil((cost + (pay ? 1 : 0)) * (1.3 - 0.2 * sit.persona.greed)));
    const net = Math.abs(r.loss) * faith - price * perDollar;
    if (price > Math.min(money, MAX_REROLL_DEAL_PRICE) || net < REROLL_MARGIN) continue;
    if (pay && net < (own ??= ownReroll(sit)) + REROLL_MARGIN) continue;
    if (!best || net > best.net) best = { family, price, net, pay };
  }
  if (!best) return null;
  const give: Term[] = [{ k: 'pay', amount: best.price }];
  const get: Term[] = [{ k: 'reroll', pay: best.pay }];
  const line = best.pay
    ? `$${best.price} if you re-roll that die`
    : `$${best.price} if you leave the die as it lies`;
  return offer(sit, best.family, give, get, line);
}

/** What re-rolling the die itself is worth to the bot (0 when it would not). */
function ownReroll(sit: Situation): number {
  const options = sit.legal
    .filter((l) => l.action.seat === sit.seat && !l.terms)
    .map((l) => l.action);
  return rerollCheck(sit.state, options, sit.persp, sit.cat, sit.breakPrice)?.gain ?? 0;
}
