/**
 * Protection (R13.1, issue #15: "paying a family not to whack"): the other side of a threat
 * (threats.ts). A family whose gangster is about to act in the Crew looks at the families whose
 * gangsters act after it this phase and could still hit it; it offers the one whose attack
 * would cost it most cash now to leave it alone until the end of the round. What the sparing
 * is worth is valued by look-ahead (the other family's word weighed by its trust); the bot
 * offers part of it, the greedier the smaller part, as it bids for a tie (propose.ts).
 */
import type { Term } from '../../engine';
import { controlOf } from '../../engine/board';
import type { Decision } from '../bot';
import type { Situation } from '../situation';
import { DISTRUST } from '../trust';
import { canOffer, offer, offerAllowed, promised, type ProposalStyle } from './pace';
import { utilityPerDollar, valueDeal } from './valuation';

/** The most a bot pays for being left alone. */
export const MAX_PROTECTION_PRICE = 10;
/** Below this, sparing is not worth asking for. */
const MIN_PRICE = 2;
/** Families a bot asks at one decision, at most (each costs a valuation). */
const ASKED_AT_ONCE = 2;

/**
 * The families other than the bot's that control a gangster still to act this Crew (R6.1:
 * activation walks #1 up to #9, a gangster turned sideways does not act again, R6.3), the
 * one acting last first: the Capo and the Enforcer whack, and a higher tier moves on the
 * tiers above it (R6.4).
 */
export function laterActors(sit: Situation): number[] {
  const s = sit.state;
  const frame = s.stack.findLast((f) => f.f === 'crew');
  if (!frame || frame.f !== 'crew' || frame.stage !== 'activate') return [];
  const out: number[] = [];
  for (let slot = s.board.length - 1; slot > frame.slot; slot--) {
    const g = s.board[slot]!;
    if (g < 0 || s.sideways.includes(g) || sit.cat.slotTier[slot] === 0) continue;
    const f = controlOf(s, g, sit.cat);
    if (f >= 0 && f !== sit.seat && !out.includes(f)) out.push(f);
  }
  return out;
}

/** Has `family` already promised to leave the bot alone this round (still pending)? */
const spares = (sit: Situation, family: number): boolean =>
  promised(sit, family, (t) => t.k === 'spare' && t.family === sit.seat);

/** What being left alone this round by `family` is worth to the bot, in dollars. */
export interface Protection {
  family: number;
  worth: number;
}

/**
 * What being left alone is worth to the bot, by look-ahead, from each family acting after it
 * that it may still ask (at most ASKED_AT_ONCE are valued: each costs a valuation).
 */
export function protectionWorths(sit: Situation, style: ProposalStyle): Protection[] {
  const get: Term[] = [{ k: 'spare', family: sit.seat }];
  const probe: Term[] = [{ k: 'pay', amount: MIN_PRICE }];
  const out: Protection[] = [];
  for (const family of laterActors(sit)) {
    if (out.length >= ASKED_AT_ONCE) break;
    if (spares(sit, family) || sit.trust[family]! < DISTRUST) continue;
    if (!canOffer(sit.legal, sit.seat, family) || !offerAllowed(sit, family, probe, get)) continue;
    const v = valueDeal(sit, { from: sit.seat, to: family, give: probe, get }, style.samples, null);
    // Money is near enough linear: the gain at the probe's price, plus that price.
    out.push({ family, worth: v.gain / utilityPerDollar(sit) + MIN_PRICE });
  }
  return out;
}

/**
 * An offer of cash for being left alone this round, at the bot's own activation, to the
 * family whose sparing is worth most to it, or null.
 */
export function proposeProtection(sit: Situation, style: ProposalStyle): Decision | null {
  const money = sit.view.families[sit.seat]!.money;
  if (money < MIN_PRICE || style.promiseLater) return null;
  const get: Term[] = [{ k: 'spare', family: sit.seat }];
  const worths = protectionWorths(sit, style).sort((a, b) => b.worth - a.worth);
  for (const { family, worth } of worths) {
    const share = 0.6 - 0.4 * sit.persona.greed;
    const price = Math.min(MAX_PROTECTION_PRICE, money, Math.floor(worth * share));
    if (price < MIN_PRICE) continue;
    const give: Term[] = [{ k: 'pay', amount: price }];
    const made = offer(sit, family, give, get, `$${price} and you leave me alone this round`);
    if (made) return made;
  }
  return null;
}
