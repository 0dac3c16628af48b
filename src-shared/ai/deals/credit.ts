/**
 * Paying later (R13.1 `payLater`, R13.3): how much an honest bot promises, and at what price.
 *
 * A family paid later is paid only if the payer pays when due, so it weighs the payment by the
 * payer's trust (valuation.ts), a neutral 1/2 for a family with no record (trust.ts). An honest
 * bot that pays once a word is kept (an unproven word: trust.ts `PROVEN`) offers enough to be
 * worth what it would have paid now, at the table's trust in itself: $3 asked now becomes $6 at
 * the end of the round from a family nobody has seen keep its word. It pays that only if the
 * word is kept (a breach voids the payment, R13.3), so the premium is the price of paying last,
 * not a gift. Before (2026-12-06), it offered the same sum later, which the seller weighed at
 * half and refused: between two honest families with no record, few deals were made at all.
 */
import { MAX_LATER_PAYMENT } from '../../engine/deals/offers';
import { honest } from '../personality';
import type { Situation } from '../situation';
import { PROVEN } from '../trust';

/**
 * Does the bot pay `seller` for its word once the word is kept, not before? An honest bot does,
 * to a family whose word is not proven (trust.ts `PROVEN`), with a payment at the end of the
 * round that the seller's breach releases (R13.3). Not under Binding Deals, which make the word
 * good, nor at the final scoring, when no later moment is left (FINAL_TERMS); a dishonest bot
 * pays now, as it would not pay when due.
 */
export function paysOnceKept(sit: Situation, seller: number): boolean {
  if (sit.view.options.house.bindingDeals || sit.view.phase === 'ended') return false;
  return honest(sit.persona) && sit.trust[seller]! < PROVEN;
}

/** What an honest family promises to pay later at most: its cash and a scoring's worth. */
export const promisable = (sit: Situation): number => sit.view.families[sit.seat]!.money + 5;

/** The lowest trust the price reads: below it, a bot promises no more than four times the sum. */
const TRUST_FLOOR = 0.25;

/**
 * The later payment worth `now` dollars now to the family paid, at the table's trust in the
 * bot; never more than `most` (what the deal is worth to the bot), nor, with the `owed` dollars
 * the deal already pays then, more than it can promise.
 */
export function laterPrice(sit: Situation, now: number, most: number, owed = 0): number {
  const trust = Math.max(sit.trust[sit.seat]!, TRUST_FLOOR);
  const cap = Math.min(promisable(sit), MAX_LATER_PAYMENT) - owed;
  return Math.min(Math.ceil(now / trust), most, cap);
}
