/** R14 House rules: Vendetta, Binding Deals, Long Game, re-roll tokens, edition. */
import { describe, expect, it } from 'vitest';
import { atBookkeeping, createGame, view } from '../index';
import { checkTerms } from '../deals/offers';
import { VENDETTA_TIE, type Term } from '../deals/types';
import { CAPO, eventsOf, G, start } from './scenario';

const vendetta = { vendetta: true, bindingDeals: false, longGame: false, rerollTokens: 0 };

describe('R14 House rules', () => {
  it('R14.1 Vendetta: at Bookkeeping the family with the least respect takes the card', () => {
    const g = start({ house: vendetta });
    g.editRespect(0, 2).editRespect(1, 1).editRespect(2, 3).editRespect(3, -1);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'vendetta')).toEqual([{ e: 'vendetta', seat: 3, played: false }]);
    expect(g.s.vendetta).toBe(3);
    // Handed out at Bookkeeping: in the Feds, before the next round's Business.
    const kinds = ev.map((e) => (e.e === 'phase' ? e.phase : e.e));
    expect(kinds.indexOf('vendetta')).toBeGreaterThan(kinds.indexOf('feds'));
    expect(kinds.indexOf('vendetta')).toBeLessThan(kinds.indexOf('business'));
  });

  it('R14.1 Vendetta: a tie for the least respect is the ring holder’s decision', () => {
    const g = start({ house: vendetta });
    g.editRespect(0, 2);
    expect(atBookkeeping(g.s)).toBe(false);
    g.advanceTo('tie');
    expect(g.s.phase).toBe('feds');
    expect(g.pending).toEqual({ d: 'tie', seat: 0, gangster: -1, among: 0b1110 });
    // R9.6: the hand-out is Bookkeeping's, though the engine's phase still reads the Feds.
    expect(atBookkeeping(g.s)).toBe(true);
    g.do({ type: 'tie', seat: 0, family: 2 });
    expect(g.s.vendetta).toBe(2);
  });

  describe('R14.1 R13.2 the tie for the Vendetta card can be bought from the ring holder', () => {
    /** Seats 1–3 tie for the least respect; seat 0 holds the ring and rules. */
    const tied = (bindingDeals = false) => {
      const g = start({ house: { ...vendetta, bindingDeals } });
      g.editRespect(0, 2).editMoney(1, 10);
      g.advanceTo('tie');
      return g;
    };
    /** Seat 1 offers the ring holder $3 for the card. */
    const buy = (g: ReturnType<typeof tied>) => {
      g.do({
        type: 'offer',
        seat: 1,
        to: 0,
        give: [{ k: 'pay', amount: 3 }],
        get: [{ k: 'tieBreak', gangster: VENDETTA_TIE, family: 1 }],
      });
      return g.do({ type: 'answer', seat: 0, offer: g.s.offers.at(-1)!.id, accept: true });
    };

    it('kept when the ring holder hands the card over as promised', () => {
      const g = tied();
      expect(g.pending).toEqual({ d: 'tie', seat: 0, gangster: VENDETTA_TIE, among: 0b1110 });
      buy(g);
      expect(g.s.promises.map((p) => p.status)).toEqual(['pending']);
      const ev = g.do({ type: 'tie', seat: 0, family: 1 });
      expect(g.s.vendetta).toBe(1);
      expect(eventsOf(ev, 'promise')).toEqual([
        { e: 'promise', promise: g.s.promises[0]!.id, status: 'kept' },
      ]);
      // The table hears the card change hands, not a tie on a gangster.
      expect(eventsOf(ev, 'tie')).toEqual([]);
    });

    it('broken when the ring holder hands it to another family', () => {
      const g = tied();
      buy(g);
      const ev = g.do({ type: 'tie', seat: 0, family: 2 });
      expect(g.s.vendetta).toBe(2);
      expect(eventsOf(ev, 'promise')).toEqual([
        { e: 'promise', promise: g.s.promises[0]!.id, status: 'broken' },
      ]);
    });

    it('R13.4 with Binding Deals the engine hands the card over itself', () => {
      const g = tied(true);
      const ev = buy(g);
      expect(g.s.vendetta).toBe(1);
      expect(eventsOf(ev, 'vendetta')).toEqual([{ e: 'vendetta', seat: 1, played: false }]);
      expect(g.s.promises.map((p) => p.status)).toEqual(['kept']);
      expect(g.pending?.d).not.toBe('tie');
    });

    it('only with the house rule on, and never once the last round is over', () => {
      const ask: Term[] = [{ k: 'tieBreak', gangster: VENDETTA_TIE, family: 1 }];
      // The ring holder (seat 0) promises the card to seat 1, for $1.
      const why = (house: typeof vendetta, phase?: 'ended') => {
        const g = start({ house });
        if (phase) g.s.phase = phase;
        return checkTerms(g.s, 1, 0, [{ k: 'pay', amount: 1 }], ask)?.message ?? null;
      };
      expect(why(vendetta)).toBeNull();
      expect(why({ ...vendetta, vendetta: false })).toBe('The Vendetta house rule is off.');
      expect(why(vendetta, 'ended')).toBe('The Vendetta card is not handed out any more.');
      // Only the ring holder can promise it.
      const g = start({ house: vendetta });
      expect(checkTerms(g.s, 0, 1, [{ k: 'pay', amount: 1 }], ask)?.message).toMatch(/ring holder/);
    });
  });

  it('R14.1 Vendetta: played when its holder has priority, a free whack; then back to the supply', () => {
    const g = start({ house: vendetta, dice: [2] });
    g.editRespect(0, 1)
      .editRespect(1, 1)
      .editRespect(2, 1)
      .editPlace(1, 'rocco-the-hammer-battaglia', 1);
    g.advanceTo('window', 3);
    expect(g.s.vendetta).toBe(3);
    const targets = g.legal(3).flatMap((a) => (a.type === 'vendetta' ? [a.gangster] : []));
    // Every position but the Capo, whose $10 surcharge seat 3 ($5) cannot pay.
    expect(targets).toEqual(g.s.board.slice(0, 8));
    const ev = g.doPast({ type: 'vendetta', seat: 3, gangster: G('rocco-the-hammer-battaglia') });
    expect(eventsOf(ev, 'vendetta')).toEqual([{ e: 'vendetta', seat: 3, played: true }]);
    expect(eventsOf(ev, 'whackResult')).toEqual([
      { e: 'whackResult', attacker: -1, target: G('rocco-the-hammer-battaglia'), result: 'kill' },
    ]);
    expect(g.fam(3).money).toBe(5);
    expect(g.s.vendetta).toBe(-1);
    // Rocco's controller lost Rocco's respect; the Vendetta side gained nothing.
    expect(g.fam(1).respect).toBe(1 + 6 - 3); // Rocco scored 6 in round 1
    expect(g.fam(3).respect).toBe(0);
    // Handed out again at the next Bookkeeping (seat 3 still has the least respect).
    const later = g.advanceToPhase('business', 3);
    expect(eventsOf(later, 'vendetta')).toEqual([{ e: 'vendetta', seat: 3, played: false }]);
    expect(g.s.vendetta).toBe(3);
  });

  it('R14.1 Vendetta: the Capo surcharge still applies ($10)', () => {
    const g = start({ house: vendetta, dice: [4] });
    g.editRespect(0, 1).editRespect(1, 1).editRespect(2, 1).editMoney(3, 10);
    g.advanceTo('window', 3);
    expect(g.legal(3)).toContainEqual({ type: 'vendetta', seat: 3, gangster: G(CAPO) });
    const ev = g.doPast({ type: 'vendetta', seat: 3, gangster: G(CAPO) });
    expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 3, delta: -10, why: 'vendetta' }]);
  });

  it('R14.1 Vendetta: the card moves from whoever holds it to the new least respected family', () => {
    const g = start({ house: vendetta });
    g.editRespect(0, 1).editRespect(1, 1).editRespect(2, 1);
    g.advanceToPhase('business', 2);
    expect(g.s.vendetta).toBe(3);
    g.editRespect(3, 5);
    g.editRespect(1, -4);
    g.advanceToPhase('business', 3);
    expect(g.s.vendetta).toBe(1);
  });

  it('R14.2 Binding Deals is a toggle stored with the game', () => {
    const g = start({
      house: { vendetta: false, bindingDeals: true, longGame: false, rerollTokens: 1 },
    });
    expect(g.s.options.house.bindingDeals).toBe(true);
    expect(view(g.s, 2).options.house.bindingDeals).toBe(true);
    expect(start().s.options.house.bindingDeals).toBe(false);
  });

  it('R14.3 Long Game plays 5 rounds', () => {
    const g = start({
      house: { vendetta: false, bindingDeals: false, longGame: true, rerollTokens: 1 },
    });
    g.finish();
    const rounds = eventsOf(g.log, 'phase')
      .filter((e) => e.phase === 'feds')
      .map((e) => e.round);
    expect(rounds).toEqual([1, 2, 3, 4, 5]);
    expect(g.s.phase).toBe('ended');
  });

  it('R14.5 re-roll tokens: 0 to 3 per family', () => {
    for (const n of [0, 3]) {
      const g = start({
        house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: n },
      });
      expect(g.s.families.map((f) => f.rerolls)).toEqual([n, n, n, n]);
    }
    const bad = createGame({ seed: 1, players: 4, house: { rerollTokens: 4 } });
    expect(bad.ok ? null : bad.error.code).toBe('bad-options');
  });

  it('R14.6 the edition is chosen per game; Revised is the default', () => {
    const r = createGame({ seed: 1, players: 4 });
    expect(r.ok && r.value.options.edition).toBe('revised');
    const classic = createGame({ seed: 1, players: 4, edition: 'classic' });
    expect(classic.ok && classic.value.options.edition).toBe('classic');
    expect(classic.ok && classic.value.board.length).toBe(12);
  });
});
