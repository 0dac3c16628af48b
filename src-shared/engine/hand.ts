/** Drawing, buying and selling influence cards (R1.4, R5.1, R5.5). */
import type { LegalAction } from './actions';
import type { Catalog } from './catalog';
import type { Ctx } from './context';
import type { GameEvent } from './events';
import { shuffleInPlace } from './rng';
import type { GameState } from './state';

/** R1.4: draws up to `count`, reshuffling the discard pile into an empty deck. */
export function drawCards(s: GameState, seat: number, count: number, ev: GameEvent[]): number {
  const hand = s.families[seat]!.hand;
  const cards: number[] = [];
  for (let k = 0; k < count; k++) {
    if (s.influenceDeck.length === 0) {
      if (s.discard.length === 0) break;
      s.influenceDeck = shuffleInPlace(s, s.discard);
      s.discard = [];
    }
    const c = s.influenceDeck.pop()!;
    hand.push(c);
    cards.push(c);
  }
  if (cards.length > 0) ev.push({ e: 'draw', seat, count: cards.length, cards });
  return cards.length;
}

/** Takes a card out of a hand; false if the hand does not hold it. */
export function takeFromHand(s: GameState, seat: number, card: number): boolean {
  const hand = s.families[seat]!.hand;
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** R5.5: a card goes to the bank for the edition's price; the card goes to the discard pile. */
export function sellCard(s: GameState, seat: number, card: number, ctx: Ctx) {
  takeFromHand(s, seat, card);
  s.discard.push(card);
  s.families[seat]!.money += ctx.cat.rules.sellPrice;
  ctx.ev.push({ e: 'sell', seat, card });
  ctx.ev.push({ e: 'money', seat, delta: ctx.cat.rules.sellPrice, why: 'sell' });
}

/** Money a family can raise: cash plus what selling `keep`-less hand would bring (R12.2). */
export function purse(s: GameState, seat: number, cat: Catalog, keep = 0): number {
  const f = s.families[seat]!;
  return f.money + Math.max(0, f.hand.length - keep) * cat.rules.sellPrice;
}

/** Every card of the hand may be sold at a decision where the family holds priority or pays. */
export function addSells(s: GameState, seat: number, out: LegalAction[]) {
  for (const card of s.families[seat]!.hand) out.push({ action: { type: 'sell', seat, card } });
}
