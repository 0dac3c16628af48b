/** R1 Components: families, neutral pool, decks, dice, re-roll tokens, money, piles. */
import { describe, expect, it } from 'vitest';
import { createGame, hash, replay, SPECTATOR, view } from '../index';
import { C, CAPO, cat, eventsOf, G, invariants, passive, start } from './scenario';

describe('R1 Components', () => {
  it('R1.1 a game seats 3 to 5 families', () => {
    for (const players of [2, 6]) {
      const r = createGame({ seed: 1, players });
      expect(r.ok ? null : r.error.code).toBe('bad-options');
    }
    for (const players of [3, 4, 5]) {
      const r = createGame({ seed: 1, players });
      expect(r.ok && r.value.families.length).toBe(players);
    }
  });

  it('R1.1 each family has 25 tokens, respect 0, $5, a hand and one unused blackmail token', () => {
    const g = start({ players: 5 });
    for (const f of g.s.families) {
      expect(f.supply).toBe(25);
      expect(f.respect).toBe(0);
      expect(f.money).toBe(5);
      expect(f.blackmail).toBe(-1);
      expect(f.hand).toHaveLength(3); // the R5.1 draw of round 1
    }
  });

  it('R1.1 respect may go negative: a gangster of card respect -2 scores -2', () => {
    // Pasquale "Patsy" Lombardo (respect -2, money 4) as Solderi (#1: +0 / +0).
    const g = start({ lineup: { 1: 'pasquale-patsy-lombardo' } });
    g.editPlace(1, 'pasquale-patsy-lombardo', 1);
    g.advanceToPhase('business', 2);
    expect(g.fam(1).respect).toBe(-2);
    expect(g.fam(1).money).toBe(9);
  });

  it('R1.1 money never goes negative: buying more cards than the family can pay is illegal', () => {
    const g = start();
    g.editMoney(0, 15);
    g.advanceTo('buy', 0);
    expect(g.s.round).toBe(2);
    const buy = g.legalRaw().find((l) => l.action.type === 'buy')!;
    expect(buy.range).toEqual({ key: 'count', min: 0, max: 1 });
    expect(g.refusal({ type: 'buy', seat: 0, count: 2 })?.code).toBe('illegal');
    expect(g.fam(0).money).toBe(15);
    g.do({ type: 'buy', seat: 0, count: 1 });
    expect(g.fam(0).money).toBe(5);
  });

  it('R1.2 the neutral pool holds 25; once empty, an effect adding neutral adds none', () => {
    const g = start();
    expect(g.s.neutral).toBe(25);
    // Setup: 24 neutral tokens already on the board, 1 left in the pool.
    g.editNeutral('ottavio-papa-greco', 8).editNeutral('angelo-angel-face-dimarco', 8);
    g.editNeutral('gino-smokes-fabbrini', 8);
    // Seat 0 controls the Consigliere (#7, "up to 3 neutral tokens").
    g.editPlace(0, 'rocco-the-hammer-battaglia', 1);
    g.advanceTo('activate', 0);
    expect(g.at(7)).toBe('rocco-the-hammer-battaglia');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    const ev = g.do({
      type: 'target',
      seat: 0,
      gangster: G('fabrizio-fat-fab-colucci'),
      column: 5,
      count: 0,
    });
    expect(eventsOf(ev, 'neutral')).toEqual([
      { e: 'neutral', gangster: G('fabrizio-fat-fab-colucci'), count: 1 },
    ]);
    expect(g.s.neutral).toBe(0);
    // The power ends: the next decision is no longer a neutral placement.
    expect(g.pending?.d).not.toBe('target');
    invariants(g.s);
  });

  it('R1.3 the gangster deck has 54 cards and Vito Copindole is the starting Capo', () => {
    expect(cat.gangsters).toHaveLength(54);
    const r = createGame({ seed: 3, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.board[8]).toBe(G(CAPO));
    expect(s.board.filter((g) => g >= 0)).toHaveLength(10);
    expect(s.gangsterDeck).toHaveLength(44);
    invariants(s);
  });

  it('R1.4 the influence deck has 94 cards; an empty deck is refilled from the discard pile', () => {
    expect(cat.cards).toHaveLength(94);
    const g = start();
    // Setup: every card of the deck is in the discard pile. Seat 0 controls the Wiseguy (#2).
    g.s.discard.push(...g.s.influenceDeck);
    g.s.influenceDeck = [];
    g.editPlace(0, 'teodoro-blades-russo', 1);
    g.advanceTo('activate', 0);
    expect(g.at(2)).toBe('teodoro-blades-russo');
    const discarded = g.s.discard.length;
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(g.fam(0).hand).toHaveLength(4);
    expect(g.s.discard).toHaveLength(0);
    expect(g.s.influenceDeck).toHaveLength(discarded - 1);
    invariants(g.s);
  });

  it('R1.4 with the deck and the discard pile both empty, no card is drawn', () => {
    const g = start();
    // Setup: every other card sits in seat 3's hand.
    const rest = g.s.influenceDeck.map((c) => cat.cards[c]!.id);
    g.editHand(3, [...g.handIds(3), ...rest]);
    expect(g.s.influenceDeck).toHaveLength(0);
    g.editPlace(0, 'teodoro-blades-russo', 1);
    g.advanceTo('activate', 0);
    // The Wiseguy's draw cannot resolve, so it is not offered.
    expect(g.legal(0).map((a) => a.type === 'activate' && a.power)).not.toContain('position');
    g.do({ type: 'pass', seat: 0 });
    g.advanceTo('turn');
    expect(g.s.round).toBe(2);
    expect(g.fam(0).hand).toHaveLength(3);
    expect(g.fam(1).hand).toHaveLength(3);
    invariants(g.s);
  });

  it('R1.5 the Move die: Knife counts as 1 and kills the mover, Ring counts as 6 and succeeds', () => {
    // Fabrizio (#1, respect 1) targets the Bean Counter (#4).
    for (const [face, result] of [
      [1, 'death'],
      [6, 'success'],
    ] as const) {
      const g = start({ dice: [face], house: { rerollTokens: 0 } });
      g.editPlace(0, 'fabrizio-fat-fab-colucci', 1);
      g.advanceTo('activate', 0);
      const ev = g.doPast({
        type: 'activate',
        seat: 0,
        power: 'move',
        target: G('ralph-the-accountant-bellini'),
      });
      expect(eventsOf(ev, 'roll')).toEqual([
        { e: 'roll', die: 'move', face, seat: 0, reroll: false },
      ]);
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe(result);
    }
  });

  it('R1.5 the Whack die faces are Take-Over, Kill, Kill, Miss, Miss, Backfire', () => {
    const results: string[] = [];
    for (let face = 1; face <= 6; face++) {
      // The Enforcer (#6, whack for $5) whacks the Solderi (#1).
      const g = start({ dice: [face], house: { rerollTokens: 0 } });
      g.editPlace(0, 'angelo-angel-face-dimarco', 1);
      g.advanceTo('activate', 0);
      expect(g.at(6)).toBe('angelo-angel-face-dimarco');
      g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
      const ev = g.doPast({
        type: 'target',
        seat: 0,
        gangster: G('fabrizio-fat-fab-colucci'),
        column: -1,
        count: 0,
      });
      results.push(eventsOf(ev, 'whackResult')[0]!.result);
    }
    expect(results).toEqual(['takeover', 'kill', 'kill', 'miss', 'miss', 'backfire']);
  });

  it('R1.5 all randomness comes from the seed: the same seed deals the same game', () => {
    const make = (seed: number) => {
      const r = createGame({ seed, players: 4 });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(hash(make(12345))).toBe(hash(make(12345)));
    expect(make(12345).influenceDeck).not.toEqual(make(54321).influenceDeck);
  });

  it('R1.5 a whole game replays bit for bit from its options and action log, unscripted dice included', () => {
    const g = start({ seed: 99, players: 3, firstPlayer: 1 });
    // Families play cards for influence and Make a Move whenever they can, so the dice
    // come from the generator.
    g.finish((s, legal) => {
      const pick =
        legal.find((l) => l.action.type === 'activate' && l.action.power === 'move') ??
        legal.find((l) => l.action.type === 'play' && l.action.mode === 'influence') ??
        (s.pending?.d === 'target' ? legal.find((l) => l.action.type === 'target') : undefined);
      return pick ? pick.action : passive(s, legal);
    });
    expect(eventsOf(g.log, 'roll').length).toBeGreaterThan(0);
    const r = replay(g.s.options, g.actions);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(hash(r.value)).toBe(hash(g.s));
  });

  it('R1.6 each family starts with 1 re-roll token', () => {
    const g = start();
    expect(g.s.families.map((f) => f.rerolls)).toEqual([1, 1, 1, 1]);
  });

  it('R1.7 each family starts with $5 and the bank pays whatever is owed', () => {
    const g = start();
    expect(g.s.families.map((f) => f.money)).toEqual([5, 5, 5, 5]);
    // Setup: a family far richer than any bank limit still scores its money.
    g.editMoney(2, 100_000);
    g.editPlace(2, 'ralph-the-accountant-bellini', 1); // Bean Counter: 3 + 3
    g.advanceToPhase('business', 2);
    expect(g.fam(2).money).toBe(100_006);
  });

  it('R1.8 Prison and the Fishes are permanent, public piles', () => {
    // Seat 1 holds a Snitch; the Solderi will die to a Knife.
    const g = start({ hands: [undefined, ['snitch-a']], dice: [1], house: { rerollTokens: 0 } });
    g.editPlace(2, 'johnny-knuckles-ferrante', 10); // #3 at the arrest threshold
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.do({ type: 'pass', seat: 0 });
    g.advanceTo('window', 1);
    g.do({ type: 'snitch', seat: 1, card: C('snitch-a'), gangster: G('johnny-knuckles-ferrante') });
    g.advanceTo('activate', 0);
    g.doPast({
      type: 'activate',
      seat: 0,
      power: 'move',
      target: G('ralph-the-accountant-bellini'),
    });
    for (const seat of [SPECTATOR, 0, 1, 2, 3]) {
      const v = view(g.s, seat);
      expect(v.prison).toEqual([G('johnny-knuckles-ferrante')]);
      expect(v.fishes).toEqual([G('fabrizio-fat-fab-colucci')]);
    }
    g.advanceToPhase('business', 2);
    expect(g.s.prison).toEqual([G('johnny-knuckles-ferrante')]);
    expect(g.s.fishes).toEqual([G('fabrizio-fat-fab-colucci')]);
    expect(g.s.gangsterDeck).not.toContain(G('johnny-knuckles-ferrante'));
    invariants(g.s);
  });
});
