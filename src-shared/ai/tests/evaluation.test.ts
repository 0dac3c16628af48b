import { describe, expect, it } from 'vitest';
import { applyTrusted, betweenRounds, cloneState, type GameState } from '../../engine';
import { cardSale, roundsOf } from '../../engine/round';
import { EVAL, projections, spread, utilities, withWeights } from '../evaluation';
import { stageKey } from '../learned';
import { cat, clearBoard, newGame, playUntil } from './helpers';

describe('evaluation', () => {
  it('R6.5, R7.1: controlling a gangster adds its future scorings to the controller', () => {
    const s = newGame(1);
    clearBoard(s);
    const before = projections(s, cat);
    const capo = s.board[8]!;
    s.tokens[capo * 6 + 2] = 3;
    const after = projections(s, cat);
    expect(after[2]! - before[2]!).toBeGreaterThan(10);
    for (const f of [0, 1, 3]) expect(after[f]).toBeCloseTo(before[f]!, 6);
  });

  it('R7.1: a bigger lead on a gangster is a surer share of it', () => {
    const s = newGame(2);
    clearBoard(s);
    const g = s.board[6]!;
    s.tokens[g * 6 + 0] = 3;
    s.tokens[g * 6 + 1] = 2;
    const close = projections(s, cat)[0]!;
    s.tokens[g * 6 + 1] = 0;
    const clear = projections(s, cat)[0]!;
    expect(clear).toBeGreaterThan(close);
  });

  it('R7.1: neutral tokens at the top count mean nobody scores the gangster', () => {
    const s = newGame(3);
    clearBoard(s);
    const g = s.board[7]!;
    s.tokens[g * 6 + 0] = 2;
    const owned = projections(s, cat)[0]!;
    s.tokens[g * 6 + 5] = 4;
    const blocked = projections(s, cat)[0]!;
    expect(owned - blocked).toBeGreaterThan(5);
  });

  it('R9.1: a gangster at the arrest threshold scores this round only', () => {
    const s = newGame(4);
    clearBoard(s);
    const g = s.board[5]!;
    s.tokens[g * 6 + 1] = 9;
    const safe = projections(s, cat)[1]!;
    s.tokens[g * 6 + 1] = 10;
    const doomed = projections(s, cat)[1]!;
    expect(safe).toBeGreaterThan(doomed + 2);
  });

  it('R11.1, R5.5: $5 is one respect and a card is worth at least its sale', () => {
    const s = newGame(5);
    const base = projections(s, cat)[0]!;
    s.families[0]!.money += 5;
    expect(projections(s, cat)[0]! - base).toBeCloseTo(1, 6);
    s.families[0]!.hand.push(0);
    expect(projections(s, cat)[0]! - base - 1).toBeGreaterThanOrEqual(cardSale(cat.rules));
  });

  it('utilities lie in [0, 1], favour the family ahead, and follow the families when seats swap', () => {
    const s = newGame(6);
    s.families[1]!.respect += 8;
    const u = new Float64Array(4);
    utilities(s, cat, u);
    for (const x of u) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of u) expect(x).toBeLessThanOrEqual(1);
    expect(u[1]).toBe(Math.max(...u));
    const swapped = newGame(6);
    swapped.families[2]!.respect += 8;
    const v = new Float64Array(4);
    utilities(swapped, cat, v);
    expect(v[2]).toBeCloseTo(u[1]!, 6);
  });

  it('R11.1: once the game is over the winner alone has the win', () => {
    const s = newGame(7);
    s.result = {
      winner: 3,
      families: [0, 1, 2, 3].map((seat) => ({ seat, board: 10, cards: 0, money: 0, total: 10 })),
    };
    const u = new Float64Array(4);
    utilities(s, cat, u);
    expect(u[3]).toBeGreaterThan(0.85);
    for (const f of [0, 1, 2]) expect(u[f]).toBeLessThan(0.15);
  });

  it('R5.2, R5.5: a card its family can no longer play this Business is worth its held value', () => {
    const inTurns = (s: GameState) => s.stack.findLast((f) => f.f === 'turns');
    const s = playUntil(
      8,
      (st) => st.round < roundsOf(st, cat) && (inTurns(st)?.passed ?? 0) !== 0,
    );
    if (!s) throw new Error('no seat passed before the last Business');
    const passed = inTurns(s)!.passed;
    const out = [0, 1, 2, 3].find((f) => passed & (1 << f))!;
    const still = [0, 1, 2, 3].find((f) => !(passed & (1 << f)))!;
    const w = { ...EVAL, cardUseValue: 3, heldCardDiscount: 2 };
    const gain = (f: number) =>
      withWeights(w, () => {
        const before = projections(s, cat)[f]!;
        s.families[f]!.hand.push(0);
        const after = projections(s, cat)[f]!;
        s.families[f]!.hand.pop();
        return after - before;
      });
    expect(gain(still)).toBeCloseTo(cardSale(cat.rules) + 3, 6);
    expect(gain(out)).toBeCloseTo(cardSale(cat.rules) + 1, 6);
  });

  it('R4.1, R13.3: between rounds, while the payments of a round come due, the next round is read from its start', () => {
    const s = playUntil(4, (st) => betweenRounds(st, cat) && st.round < roundsOf(st, cat));
    if (!s) throw new Error('no payment came due before the last round');
    // The same position once the payments are refused (no money moves): the next Business.
    const t = cloneState(s);
    while (betweenRounds(t, cat)) {
      expect(t.pending?.d, 'only payments are asked between rounds').toBe('due');
      applyTrusted(t, { type: 'due', seat: t.pending!.seat, pay: false });
    }
    expect([t.round, t.phase]).toEqual([s.round, 'business']);
    expect(spread(s, cat)).toBeCloseTo(spread(t, cat), 9);
    expect(stageKey(s)).toBe(stageKey(t));
    // Only the cards drawn since differ: the round's scoring is still to come in both.
    const card = cardSale(cat.rules) + EVAL.cardUseValue;
    const [before, after] = [projections(s, cat), projections(t, cat)];
    s.families.forEach((f, i) => {
      const drawn = t.families[i]!.hand.length - f.hand.length;
      expect(after[i]! - before[i]!).toBeCloseTo(drawn * card, 6);
    });
  });

  it('R11.1: once nothing is left to score, the ring is worth only the tie for the win it breaks, a re-roll token and the Vendetta card nothing', () => {
    const w = { ...EVAL, ring: 3, rerollToken: 0.4, vendetta: 0.8, tieOnlyAtEnd: 1 };
    /** What the ring, a re-roll token and the Vendetta card add to family 0's projection. */
    const worth = (s: GameState, weights = w) =>
      withWeights(weights, () => {
        const t = cloneState(s);
        t.ring = 1;
        t.vendetta = -1;
        t.families[0]!.rerolls = 0;
        const base = projections(t, cat)[0]!;
        t.ring = 0;
        const ring = projections(t, cat)[0]! - base;
        t.families[0]!.rerolls = 1;
        const token = projections(t, cat)[0]! - base - ring;
        t.vendetta = 0;
        return [ring, token, projections(t, cat)[0]! - base - ring - token];
      });
    const last = roundsOf(newGame(1), cat);
    const crew = playUntil(3, (st) => st.round === last && st.phase === 'crew');
    if (!crew) throw new Error('the last Crew was not reached');
    expect(worth(crew).map((x) => +x.toFixed(6))).toEqual([3, 0.4, 0.8]);
    // The same table in the last Feds (its window to sell, R5.5): only the final tally is left.
    const end = cloneState(crew);
    end.phase = 'feds';
    expect(worth(end).map((x) => +x.toFixed(6))).toEqual([0.01, 0, 0]);
    // The weight off, as the Steady and Medium bots read it: the ring keeps its weight.
    expect(worth(end, { ...w, tieOnlyAtEnd: 0 })[0]).toBeCloseTo(3, 6);
  });

  it('R5.2, R11.1: between Businesses every hand is held, and in the last round held and playable are one value', () => {
    const w = { ...EVAL, cardUseValue: 3, heldCardDiscount: 2 };
    const gain = (s: GameState) =>
      withWeights(w, () => {
        const before = projections(s, cat)[0]!;
        s.families[0]!.hand.push(0);
        return projections(s, cat)[0]! - before;
      });
    const crew = playUntil(9, (st) => st.round === 1 && st.phase === 'crew');
    if (!crew) throw new Error('the first Crew phase was not reached');
    expect(gain(crew)).toBeCloseTo(cardSale(cat.rules) + 1, 6);
    const last = playUntil(9, (st) => st.round === roundsOf(st, cat) && st.phase === 'business');
    if (!last) throw new Error('the last Business was not reached');
    expect(gain(last)).toBeCloseTo(cardSale(cat.rules), 6);
  });
});
