/** R11 End of game: final scoring, the winner, ties, the result. */
import { describe, expect, it } from 'vitest';
import { atEndWindow, catalogFor, finalScore, finalTie, view } from '../index';
import { eventsOf, type Game, start } from './scenario';

/** Test setup at the start of round 4: exact respect, money and hand sizes per seat. */
function lastRound(families: { respect: number; money: number; hand: string[] }[], ring = 0) {
  const g = start({ firstPlayer: ring });
  g.advanceToPhase('business', 4);
  g.editNoHands();
  families.forEach((f, seat) => {
    g.editRespect(seat, f.respect).editMoney(seat, f.money).editHand(seat, f.hand);
  });
  return g;
}

const cards = (n: number) => ['thug-4-a', 'hitman-4-a', 'conman-4-a', 'gambler-4-a'].slice(0, n);
const cards2 = (n: number) => ['thug-3-a', 'hitman-3-a', 'conman-3-a', 'gambler-3-a'].slice(0, n);

function finish(g: Game) {
  return g.finish();
}

describe('R11 End of game', () => {
  it('R11.1 final scoring: 1 respect per card in hand and per full $5; most respect wins', () => {
    const g = lastRound([
      { respect: 3, money: 14, hand: cards(2) },
      { respect: 5, money: 4, hand: [] },
      { respect: 0, money: 10, hand: cards2(4) },
      { respect: 6, money: 0, hand: [] },
    ]);
    const ev = finish(g);
    expect(g.s.families.map((f) => f.respect)).toEqual([7, 5, 6, 6]);
    expect(g.s.result!.winner).toBe(0);
    expect(eventsOf(ev, 'end')).toEqual([{ e: 'end', winner: 0 }]);
    expect(finalTie(view(g.s, 1), catalogFor('revised'))).toBeNull();
  });

  it('R11.1 a tie is decided by the ring holder, even when it is not tied', () => {
    const g = lastRound(
      [
        { respect: 2, money: 0, hand: [] },
        { respect: 9, money: 0, hand: [] },
        { respect: 1, money: 0, hand: [] },
        { respect: 7, money: 10, hand: [] },
      ],
      2,
    );
    g.advance((x) => x.pending?.d === 'tie');
    expect(g.pending).toEqual({ d: 'tie', seat: 2, gangster: -1, among: 0b1010 });
    expect(g.legal()).toEqual([
      { type: 'tie', seat: 2, family: 1 },
      { type: 'tie', seat: 2, family: 3 },
    ]);
    const ev = g.do({ type: 'tie', seat: 2, family: 3 });
    expect(eventsOf(ev, 'end')).toEqual([
      { e: 'end', winner: 3, tie: { among: 0b1010, by: 'ringHolder', holder: 2 } },
    ]);
    expect(g.s.result!.winner).toBe(3);
    expect(g.s.pending).toBeNull();
    // Read back at the end, for the end screen to say why (tieBreak.ts), in any seat's view.
    expect(finalTie(view(g.s, 0), catalogFor('revised'))).toEqual({
      among: 0b1010,
      by: 'ringHolder',
      holder: 2,
    });
  });

  it('R11.1 R13.2 the tie for the win takes no offers: every total is final, nothing traded counts', () => {
    const g = lastRound(
      [
        { respect: 2, money: 4, hand: [] },
        { respect: 9, money: 4, hand: [] },
        { respect: 1, money: 0, hand: [] },
        { respect: 7, money: 10, hand: [] },
      ],
      2,
    );
    g.advance((x) => x.pending?.d === 'tie');
    expect(g.pending).toMatchObject({ d: 'tie', seat: 2, gangster: -1 });
    expect(g.legalRaw().filter((l) => l.action.type === 'offer')).toEqual([]);
    const bid = { type: 'offer', seat: 1, to: 2, give: [{ k: 'pay', amount: 4 }], get: [] };
    expect(g.refusal(bid)?.code).toBe('not-your-turn');
  });

  it('R11.1 R5.5 the game ends with a last window to sell, for each family holding a card, from the ring holder', () => {
    const g = lastRound(
      [
        { respect: 3, money: 0, hand: cards(2) },
        { respect: 5, money: 4, hand: [] },
        { respect: 0, money: 1, hand: cards2(1) },
        { respect: 7, money: 0, hand: [] },
      ],
      2,
    );
    g.advance((x) => atEndWindow(x.s));
    // The last round's Bookkeeping is done; the round and its promises have not closed yet.
    expect([g.s.round, g.s.phase]).toEqual([4, 'feds']);
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
    // Selling and passing only: no offers (nothing is left to trade for), no Snitch, no Vendetta.
    expect(g.legalRaw().map((l) => l.action)).toEqual([
      { type: 'sell', seat: 2, card: g.c('thug-3-a') },
      { type: 'pass', seat: 2 },
    ]);
    expect(g.refusal({ type: 'offer', seat: 2, to: 0, give: [], get: [] })).toMatchObject({
      code: 'illegal',
    });
    g.do({ type: 'sell', seat: 2, card: g.c('thug-3-a') });
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
    g.do({ type: 'pass', seat: 2 });
    // Seat 3 holds nothing and is not asked; seat 0 is, and keeps one card of its two.
    expect(g.pending).toEqual({ d: 'window', seat: 0 });
    g.do({ type: 'sell', seat: 0, card: g.c('thug-4-a') });
    g.do({ type: 'pass', seat: 0 });
    expect(g.s.pending).toBeNull();
    // Seat 2: $11 → 2 respect; seat 0: 3 + 1 card kept + $10 → 2.
    expect(g.s.result!.families.map((f) => f.total)).toEqual([6, 5, 2, 7]);
  });

  it('R11.1 R7.4 R9.4 the last window starts from whoever holds the ring once the Feds are done', () => {
    const g = lastRound([
      { respect: 3, money: 0, hand: cards(1) },
      { respect: 5, money: 4, hand: [] },
      { respect: 0, money: 1, hand: cards2(1) },
      { respect: 7, money: 0, hand: ['thug-2-a'] },
    ]);
    // The Capo, the ring's gangster, goes to prison in the last Feds (R9.1); the Underboss,
    // seat 3's, is promoted into his place and seat 3 takes the ring (R9.4, R7.4).
    const capo = g.at(9)!;
    const underboss = g.at(8)!;
    g.editPlace(0, capo, 6).editNeutral(capo, 4).editPlace(3, underboss, 3);
    g.advance((x) => atEndWindow(x.s));
    expect(g.at(9)).toBe(underboss);
    expect(g.s.ring).toBe(3);
    expect(g.pending).toEqual({ d: 'window', seat: 3 });
    g.do({ type: 'pass', seat: 3 });
    expect(g.pending).toEqual({ d: 'window', seat: 0 });
    g.do({ type: 'pass', seat: 0 });
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
  });

  it('R11.1 R5.5 the last window asks nobody when no family holds a card', () => {
    const g = lastRound([
      { respect: 3, money: 0, hand: [] },
      { respect: 5, money: 4, hand: [] },
      { respect: 0, money: 1, hand: [] },
      { respect: 6, money: 7, hand: [] },
    ]);
    let lastWindows = 0;
    g.advance((x) => {
      if (atEndWindow(x.s)) lastWindows++;
      return x.s.pending === null;
    });
    expect(lastWindows).toBe(0);
    expect(g.s.result!.winner).toBe(3);
  });

  it('R11.1 final scoring as the standings show it before the end: the same count', () => {
    const rules = catalogFor('revised').rules;
    expect(finalScore({ respect: 7, money: 12, cards: 3 }, rules)).toEqual({
      board: 7,
      cards: 3,
      money: 2,
      total: 12,
    });
    const g = lastRound([
      { respect: 10, money: 9, hand: cards(2) },
      { respect: 8, money: 14, hand: cards2(3) },
      { respect: 3, money: 0, hand: [] },
    ]);
    finish(g);
    // The end counted each family's board respect, hand and money as finalScore does.
    const result = g.s.result!.families;
    expect(result).toHaveLength(g.s.families.length);
    result.forEach(({ seat, ...r }) => {
      const f = g.fam(seat);
      expect(r).toEqual(
        finalScore({ respect: r.board, money: f.money, cards: f.hand.length }, rules),
      );
    });
  });

  it('R11.3 the result records each family’s final respect and its breakdown', () => {
    const g = lastRound([
      { respect: 3, money: 14, hand: cards(2) },
      { respect: -2, money: 4, hand: [] },
      { respect: 0, money: 10, hand: cards2(4) },
      { respect: 6, money: 0, hand: [] },
    ]);
    finish(g);
    expect(g.s.result!.families).toEqual([
      { seat: 0, board: 3, cards: 2, money: 2, total: 7 },
      { seat: 1, board: -2, cards: 0, money: 0, total: -2 },
      { seat: 2, board: 0, cards: 4, money: 2, total: 6 },
      { seat: 3, board: 6, cards: 0, money: 0, total: 6 },
    ]);
  });
});
