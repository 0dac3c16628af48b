/**
 * The standings (issue #16): each family's respect, money and cards now, and what final
 * scoring would make of them if the game ended here (R11.1, R11.2, counted by the engine's
 * own `finalScore`; Classic adds the last scoring of the gangsters each family holds, ties
 * counting for nobody). Everything in it is on the table for everyone to see.
 */
import {
  CAPO,
  catalogFor,
  controlOf,
  finalScore,
  pointsAt,
  type GameView,
} from '../../../src-shared/engine';

export interface Standing {
  seat: number;
  respect: number;
  money: number;
  cards: number;
  /** Final scoring now: respect for the cards, respect for the money, and the total. */
  fromCards: number;
  fromMoney: number;
  /** R11.2 Classic: the respect its gangsters would score once more (0 in Revised). */
  fromGangsters: number;
  total: number;
  /** 1 for the leader; families with the same total share a place. */
  place: number;
}

export function standings(view: GameView): Standing[] {
  const cat = catalogFor(view.options.edition);
  const rules = cat.rules;
  const gangsters = view.families.map(() => 0);
  if (rules.finalRescore) {
    for (let slot = 0; slot < CAPO; slot++) {
      const g = view.board[slot]!;
      const c = g >= 0 ? controlOf(view, g, cat) : -1;
      if (c >= 0) gangsters[c]! += pointsAt(cat, g, slot).respect;
    }
  }
  const rows = view.families.map((f, seat) => {
    const score = finalScore({ respect: f.respect, money: f.money, cards: f.handCount }, rules);
    return {
      seat,
      respect: f.respect,
      money: f.money,
      cards: f.handCount,
      fromCards: score.cards,
      fromMoney: score.money,
      fromGangsters: gangsters[seat]!,
      total: score.total + gangsters[seat]!,
      place: 0,
    };
  });
  rows.sort((a, b) => b.total - a.total || a.seat - b.seat);
  for (const r of rows) r.place = 1 + rows.filter((o) => o.total > r.total).length;
  return rows;
}
