/**
 * Deals about a re-roll (R12.3, R13.1): in a roll window it holds, a bot whose die lies well
 * may pay a family that would re-roll it not to. The family's own re-roll check (reroll.ts,
 * run from its seat on the bot's sample) says whether it would re-roll and what that is worth
 * to it; the bot pays a little more than that, when the re-roll would cost the bot more.
 * (What a promise about a re-roll is worth to the bot that makes it, valuation.ts counts.)
 */
import type { Term } from '../../engine';
import type { Decision } from '../bot';
import { rerollBy, REROLL_MARGIN } from '../reroll';
import type { Situation } from '../situation';
import { DISTRUST } from '../trust';
import { canOffer, offer, offerAllowed, type ProposalStyle } from './pace';
import { utilityPerDollar } from './valuation';

/** The most a bot pays a family not to re-roll. */
export const MAX_NO_REROLL_PRICE = 12;

/** Families that still have their turn in the roll window now open, after the bot. */
function stillToAnswer(sit: Situation): number[] {
  const top = sit.state.stack[sit.state.stack.length - 1];
  if (top?.f !== 'window' || top.why !== 'roll') return [];
  const n = sit.state.families.length;
  const out: number[] = [];
  for (let k = top.at + 1; k < n; k++) out.push((top.start + k) % n);
  return out.filter((f) => f !== sit.seat);
}

/** An offer of cash to the family whose re-roll would hurt the bot most, not to re-roll; or null. */
export function proposeNoReroll(sit: Situation, style: ProposalStyle): Decision | null {
  if (sit.view.pending?.d !== 'window' || style.promiseLater) return null;
  const perDollar = utilityPerDollar(sit);
  const money = sit.view.families[sit.seat]!.money;
  let best: { family: number; price: number; saved: number } | null = null;
  for (const family of stillToAnswer(sit)) {
    if (!canOffer(sit.legal, sit.seat, family)) continue;
    const faith = sit.view.options.house.bindingDeals ? 1 : sit.trust[family]!;
    if (faith < DISTRUST) continue;
    const r = rerollBy(sit.state, family, sit.persp, sit.cat);
    if (!r || r.gain <= REROLL_MARGIN || r.loss <= 0) continue;
    // What the re-roll is worth to them, and a little more (less, the greedier the bot).
    const price = Math.ceil((r.gain / perDollar) * (1.3 - 0.2 * sit.persona.greed));
    const saved = (r.loss * faith) / perDollar - price;
    if (price > Math.min(money, MAX_NO_REROLL_PRICE) || saved * perDollar < REROLL_MARGIN) continue;
    if (!best || saved > best.saved) best = { family, price, saved };
  }
  if (!best) return null;
  const give: Term[] = [{ k: 'pay', amount: best.price }];
  const get: Term[] = [{ k: 'reroll', pay: false }];
  if (!offerAllowed(sit, best.family, give, get)) return null;
  return offer(sit, best.family, give, get, `$${best.price} if you leave the die as it lies`);
}
