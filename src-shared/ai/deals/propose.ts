/**
 * Offers a bot makes (R13.1, R13.2), few and priced by look-ahead, at the moments a player
 * would make them:
 * - a bid to the ring holder for a tie the bot is part of (R7.3): a share of what winning
 *   the tie is worth to it against the ruling the ring holder would make unpaid, in cash, or
 *   promised for the end of the round when cash is short;
 * - as ring holder outside the tie, the tie sold to a family it would not favour otherwise,
 *   when the price is worth feeding that family;
 * - as blackmailer (R6.6), permission sold to the controller;
 * - about to attack, sparing a family sold to it (threats.ts);
 * - at its turn, a gangster it is racing another family for split with it (split.ts);
 * - in a roll window, cash for a family not to re-roll the die (reroll-deals.ts).
 * Pace (issue #15): at most three offers to one family and five in all per round (so at most
 * that many in any phase), never the same offer twice.
 */
import { VENDETTA_TIE, applyTrusted } from '../../engine';
import type { Action, Term } from '../../engine';
import { seatsIn } from '../../engine/board';
import { MAX_LATER_PAYMENT } from '../../engine/deals/offers';
import type { Decision } from '../bot';
import { projections } from '../evaluation';
import { tie } from '../heuristic';
import { honest } from '../personality';
import type { Situation } from '../situation';
import { DISTRUST } from '../trust';
import { wanted } from './negotiate';
import { laterPrice, paysOnceKept, promisable } from './credit';
import { canOffer, offer, offerAllowed, offerWords, promised, type ProposalStyle } from './pace';
import { proposeRerollDeal } from './reroll-deals';
import { ruling } from './ruling';
import { proposeSplit } from './split';
import { proposeThreat } from './threats';
import { compareBranches, utilityPerDollar, valueDeal, type Branch } from './valuation';

/** The most a bot bids for a tie: valuations are noisy, cash is not. */
export const MAX_BID = 10;

/** The most of winning a tie a bot bids when it pays once the ruling is made. */
const LATER_SHARE = 0.8;

/**
 * Cash now when the bot has it, else a later payment (never for a family nobody trusts). At the
 * final scoring no later moment is left: cash now or nothing (FINAL_TERMS).
 */
function payment(sit: Situation, amount: number, style: ProposalStyle): Term | null {
  const money = sit.view.families[sit.seat]!.money;
  if (sit.view.phase === 'ended') return money >= amount ? { k: 'pay', amount } : null;
  if (style.promiseLater)
    return { k: 'payLater', amount: Math.min(MAX_LATER_PAYMENT, amount * 2), when: 'endOfRound' };
  if (money >= amount) return { k: 'pay', amount };
  if (sit.trust[sit.seat]! < DISTRUST || !honest(sit.persona) || amount > promisable(sit))
    return null;
  return { k: 'payLater', amount, when: 'endOfRound' };
}

/** Has the ring holder already promised how it breaks the tie on `g`? Then there is nothing to buy. */
const tiePromised = (sit: Situation, ring: number, g: number): boolean =>
  promised(sit, ring, (t) => t.k === 'tieBreak' && t.gangster === g);

/**
 * A tie whose ruling can be bought: one on a gangster (R7.3, R11.2), or the one for the
 * Vendetta card (R14.1). Revised's tie for the win comes once every total is final, when money
 * buys nothing (docs/rules-decisions.md).
 */
const forSale = (sit: Situation, g: number): boolean =>
  g >= 0 || (g === VENDETTA_TIE && sit.view.phase !== 'ended');

/**
 * R7.3: a bid for a tie the bot is part of, made while the ring holder decides, priced against
 * the ruling the ring holder would make unpaid (`ruling`).
 */
export function proposeBid(sit: Situation, style: ProposalStyle): Decision | null {
  const d = sit.view.pending;
  if (!d || d.d !== 'tie' || d.seat === sit.seat || !forSale(sit, d.gangster)) return null;
  if ((d.among & (1 << sit.seat)) === 0) return null;
  const ring = d.seat;
  if (!canOffer(sit.legal, sit.seat, ring) || tiePromised(sit, ring, d.gangster)) return null;
  const tieTo =
    (family: number): Branch =>
    (s) => {
      if (s.pending?.d === 'tie') applyTrusted(s, { type: 'tie', seat: ring, family });
    };
  // The ring holder's word is worth its trust, unless Binding Deals enforce it (R14.2):
  // betrayal must not pay, so a family that broke its word is not paid for it again.
  const faith = sit.view.options.house.bindingDeals ? 1 : sit.trust[ring]!;
  if (faith < DISTRUST && !style.promiseLater) return null;
  // A ring holder whose word is unproven is paid once it has ruled: at the end of the round,
  // a payment its breach would release (R13.3). The bid then risks nothing on its word.
  const later = !style.promiseLater && paysOnceKept(sit, ring);
  // Winning is worth what it changes from the ruling the ring holder would make unpaid: a
  // family it favours anyway has nothing to buy.
  const unpaid = ruling(sit.state, sit.cat);
  if (unpaid === sit.seat) return null;
  const [win, lose] = compareBranches(sit, [tieTo(sit.seat), tieTo(unpaid)], style.samples);
  const worth = ((win! - lose!) * (later ? 1 : faith)) / utilityPerDollar(sit);
  const bid = Math.min(MAX_BID, Math.floor(worth * (0.6 - 0.4 * sit.persona.greed)));
  if (bid < 1 && !style.promiseLater) return null;
  // Paid later, the bid is priced for the ring holder's risk (credit.ts), up to what most of
  // winning is worth: it is paid only once the ring holder has ruled as promised.
  const pay: Term | null = later
    ? {
        k: 'payLater',
        amount: laterPrice(sit, bid, Math.min(MAX_BID, Math.floor(worth * LATER_SHARE))),
        when: 'endOfRound',
      }
    : payment(sit, Math.max(1, bid), style);
  if (!pay) return null;
  const get: Term[] = [{ k: 'tieBreak', gangster: d.gangster, family: sit.seat }];
  return offer(sit, ring, [pay], get, offerWords(sit, [pay], get));
}

/**
 * Offers the bot makes at its own decision: selling a tie it breaks or a blackmail
 * permission, a threat before an attack, a split at its turn, cash for a die left alone.
 */
export function proposeAtDecision(sit: Situation, style: ProposalStyle): Decision | null {
  const d = sit.view.pending;
  if (!d) return null;
  if (
    d.d === 'tie' &&
    forSale(sit, d.gangster) &&
    (d.among & (1 << sit.seat)) === 0 &&
    !tiePromised(sit, sit.seat, d.gangster)
  )
    return proposeTieSale(sit, d.among, d.gangster, style);
  if (d.d === 'gate') {
    // R6.6: permission has a price; it is offered only when the cash is worth the activation.
    const controller = controllerAtGate(sit);
    if (controller < 0) return null;
    const price = Math.min(
      sit.view.families[controller]!.money,
      3 + Math.round(5 * sit.persona.greed),
    );
    if (price < 2) return null;
    const give: Term[] = [{ k: 'gate', gangster: d.gangster, permit: true }];
    const get: Term[] = [{ k: 'pay', amount: price }];
    if (!canOffer(sit.legal, sit.seat, controller) || !offerAllowed(sit, controller, give, get))
      return null;
    const v = valueDeal(sit, { from: sit.seat, to: controller, give, get }, style.samples, null);
    if (v.gain < wanted(sit)) return null;
    return offer(sit, controller, give, get, offerWords(sit, give, get));
  }
  if (d.d === 'window') return proposeRerollDeal(sit, style);
  if (d.d === 'turn') return proposeSplit(sit, style);
  if (d.d === 'activate' || d.d === 'target') return proposeThreat(sit, style);
  return null;
}

/** How many of the families in a tie the ring holder may value a sale to. */
const TIE_BUYERS = 2;

/**
 * R7.3: the ring holder outside a tie sells its ruling to a family it would not favour on its
 * own (`tie` in heuristic.ts: the weakest family, as promised, or against one it resents), the
 * weakest of those first, when the look-ahead says the price is worth feeding that family.
 * Selling the tie to the family it favours anyway was a bluff: refused, it broke the tie for
 * that family all the same (three times in one game seen in Chromium), and a newcomer who paid
 * had bought nothing. The families in the tie bid for it too (`proposeBid`).
 */
function proposeTieSale(
  sit: Situation,
  among: number,
  gangster: number,
  style: ProposalStyle,
): Decision | null {
  const favoured = (tie(sit).action as Extract<Action, { type: 'tie' }>).family;
  const proj = projections(sit.state, sit.cat);
  const buyers = seatsIn(among)
    .filter((f) => f !== favoured && canOffer(sit.legal, sit.seat, f))
    .sort((a, b) => proj[a]! - proj[b]!)
    .slice(0, TIE_BUYERS);
  const want = wanted(sit);
  for (const f of buyers) {
    const money = Math.min(MAX_BID, sit.view.families[f]!.money);
    const asked = Math.min(money, 2 + Math.round(4 * sit.persona.greed));
    if (asked < 1) continue;
    const give: Term[] = [{ k: 'tieBreak', gangster, family: f }];
    const pay = (amount: number): Term[] => [{ k: 'pay', amount }];
    const v = valueDeal(sit, { from: sit.seat, to: f, give, get: pay(asked) }, style.samples, null);
    // Short of its margin at that price, it asks what would make it up, if the family has it.
    const price =
      v.gain >= want ? asked : asked + Math.ceil((want - v.gain) / utilityPerDollar(sit));
    const get = pay(price);
    if (price > money || !offerAllowed(sit, f, give, get)) continue;
    return offer(sit, f, give, get, offerWords(sit, give, get));
  }
  return null;
}

/** The family whose gangster waits at the gate (the crew frame holds it, R6.6). */
function controllerAtGate(sit: Situation): number {
  for (let i = sit.state.stack.length - 1; i >= 0; i--) {
    const f = sit.state.stack[i]!;
    if (f.f === 'crew') return f.controller;
  }
  return -1;
}
