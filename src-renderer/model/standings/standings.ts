/**
 * The standings (issue #16): each family's respect, money and cards now, and what final
 * scoring would make of them if the game ended here (R11.1, counted by the engine's own
 * `finalScore`). Everything in it is on the table for everyone to see.
 */
import { catalogFor, finalScore, type GameView } from '../../../src-shared/engine';

export interface Standing {
  seat: number;
  respect: number;
  money: number;
  cards: number;
  /** Final scoring now: respect for the cards, respect for the money, and the total. */
  fromCards: number;
  fromMoney: number;
  total: number;
  /** 1 for the leader; families with the same total share a place. */
  place: number;
}

export function standings(view: GameView): Standing[] {
  const rules = catalogFor(view.options.edition).rules;
  const rows = view.families.map((f, seat) => {
    const score = finalScore({ respect: f.respect, money: f.money, cards: f.handCount }, rules);
    return {
      seat,
      respect: f.respect,
      money: f.money,
      cards: f.handCount,
      fromCards: score.cards,
      fromMoney: score.money,
      total: score.total,
      place: 0,
    };
  });
  rows.sort((a, b) => b.total - a.total || a.seat - b.seat);
  for (const r of rows) r.place = 1 + rows.filter((o) => o.total > r.total).length;
  return rows;
}
