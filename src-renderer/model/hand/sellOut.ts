/**
 * Selling out before the end (R11.1, R5.5). In Revised a card still in hand when the game ends
 * scores 1 respect, and sold for $10 it scores 2; Classic cashes the cards at their sale price
 * anyway (R11.2), so there it makes no difference. The bots sell their hands in the last round
 * (`sellOut` in src-shared/ai/heuristic.ts, by the same `saleGain`); a person is
 * told, and the game's last window asks every family still holding a card (window reason `end`).
 */
import {
  cardAtEnd,
  cardSale,
  catalogFor,
  roundInPlay,
  roundsOf,
  saleGain,
  type GameView,
} from '../../../src-shared/engine';

export interface SellOut {
  /** Final respect each card gains by being sold now. */
  gain: number;
}

/**
 * The last round's phases and the payments after them, where the payer may still sell
 * (R13.3), but not the payments before it: the round is counted on before them (R4.1).
 */
function lastRound(view: GameView): boolean {
  const cat = catalogFor(view.options.edition);
  return view.phase !== 'ended' && roundInPlay(view, cat) === roundsOf(view, cat);
}

/** What selling out would gain this seat now, or null when it gains nothing or is too early. */
export function sellOutNow(view: GameView): SellOut | null {
  const rules = catalogFor(view.options.edition).rules;
  const gain = saleGain(rules);
  if (!lastRound(view) || gain <= 0 || !view.families[view.seat]?.hand?.length) return null;
  return { gain };
}

/** The hand's hint in the last round: what a card kept is worth against one sold. */
export function sellOutHint(view: GameView): string {
  const rules = catalogFor(view.options.edition).rules;
  return (
    `Last round: a card kept to the end scores ${cardAtEnd(rules)} respect; ` +
    `sold for $${rules.sellPrice} it scores ${cardSale(rules)} (R11.1, R5.5).`
  );
}

/**
 * R5.1, R8.2: a card bought in the last round and not played ends the game worth less than
 * its price (R11.1: 1 respect, $5 of money's worth; R11.2: cashed at $8), so the buy says so.
 */
export function lastRoundBuyNote(view: GameView): string | null {
  const rules = catalogFor(view.options.edition).rules;
  const atEnd = cardAtEnd(rules) * rules.finalDollarsPerRespect;
  if (!lastRound(view) || atEnd >= rules.cardPrice) return null;
  const rule = rules.finalRescore ? 'R11.2' : 'R11.1';
  return `Last round: a card you buy and do not play is worth $${atEnd} at the end, less than the $${rules.cardPrice} it costs (${rule}).`;
}
