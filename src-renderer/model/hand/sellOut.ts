/**
 * Selling out before the end (R11.1, R5.5). In Revised a card still in hand when the game ends
 * scores 1 respect, and sold for $10 it scores 2; Classic cashes the cards at their sale price
 * anyway (R11.2), so there it makes no difference. The bots sell their hands in the last round
 * (`sellOut` in src-shared/ai/heuristic.ts); a person is told, and asked in time.
 */
import { catalogFor, finalScore, roundsOf, type GameView } from '../../../src-shared/engine';
import { plural } from '../../names';

export interface SellOut {
  /** Cards in hand. */
  cards: number;
  /** Final respect each card gains by being sold now. */
  gain: number;
  /** The family still has turns of its own this phase, where it can sell before passing. */
  turnsLeft: boolean;
}

/** What selling out would gain this seat now, or null when it gains nothing or is too early. */
export function sellOutNow(view: GameView): SellOut | null {
  const fam = view.families[view.seat];
  const cat = catalogFor(view.options.edition);
  const rules = cat.rules;
  if (!fam?.hand || fam.hand.length === 0 || view.phase === 'ended') return null;
  if (view.round !== roundsOf(view, cat)) return null;
  const kept = finalScore({ respect: 0, money: fam.money, cards: 1 }, rules).total;
  const sold = finalScore(
    { respect: 0, money: fam.money + rules.sellPrice, cards: 0 },
    rules,
  ).total;
  if (sold <= kept) return null;
  const turns = view.stack.find((f) => f.f === 'turns');
  return {
    cards: fam.hand.length,
    gain: sold - kept,
    turnsLeft: turns?.f === 'turns' && (turns.passed & (1 << view.seat)) === 0,
  };
}

/** The hand's hint in the last round: what a card kept is worth against one sold. */
export function sellOutHint(view: GameView, sale: SellOut): string {
  const rules = catalogFor(view.options.edition).rules;
  const kept = rules.finalRespectPerCard;
  return (
    `Last round: a card kept to the end scores ${plural(kept, 'respect', 'respect')}; ` +
    `sold for $${rules.sellPrice} it scores ${kept + sale.gain} (R11.1, R5.5).`
  );
}

/**
 * R5.1, R8.2: a card bought in the last round and not played ends the game worth less than
 * its price (R11.1: 1 respect, $5 of money's worth; R11.2: cashed at $8), so the buy says so.
 */
export function lastRoundBuyNote(view: GameView): string | null {
  const cat = catalogFor(view.options.edition);
  const rules = cat.rules;
  if (view.round !== roundsOf(view, cat)) return null;
  const atEnd = rules.finalRespectPerCard * rules.finalDollarsPerRespect + rules.finalCardMoney;
  if (atEnd >= rules.cardPrice) return null;
  const rule = rules.finalRescore ? 'R11.2' : 'R11.1';
  return `Last round: a card you buy and do not play is worth $${atEnd} at the end, less than the $${rules.cardPrice} it costs (${rule}).`;
}
