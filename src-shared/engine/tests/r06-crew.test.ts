/** R6 The Crew: order, control, activation, Make a Move, scoring, the blackmail gate. */
import { describe, expect, it } from 'vitest';
import { catalogFor, moveOdds, whackOdds, type GameEvent } from '../index';
import { C, CAPO, eventsOf, G, type Game, invariants, start } from './scenario';

const move = (seat: number, target: string) =>
  ({ type: 'activate', seat, power: 'move', target: G(target) }) as const;

/** The respect changes of a Make a Move or Whack exchange, by seat. */
function exchanges(ev: GameEvent[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const e of eventsOf(ev, 'respect'))
    if (e.why.includes('exchange')) out[e.seat] = (out[e.seat] ?? 0) + e.delta;
  return out;
}

/** Where the Crew walk stands. */
function crewAt(g: Game) {
  const f = g.s.stack.find((x) => x.f === 'crew');
  return f && f.f === 'crew' ? { stage: f.stage, slot: f.slot } : null;
}

describe('R6 The Crew', () => {
  it('R6.1 gangsters activate from #1 up to #9, then score from #9 down to #1', () => {
    const g = start();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) g.editPlace(0, g.at(n)!, 1);
    const order = g.s.board.slice(0, 9);
    const ev = g.advanceToPhase('business', 2);
    const kinds = ev.filter((e) => e.e === 'activate' || e.e === 'score');
    expect(kinds.map((e) => (e.e === 'activate' || e.e === 'score' ? e.gangster : -1))).toEqual([
      ...order,
      ...order.slice().reverse(),
    ]);
    expect(kinds.slice(0, 9).every((e) => e.e === 'activate')).toBe(true);
  });

  it('R6.2 the controller is determined right before scoring', () => {
    // Seat 0 controls the Consigliere; seat 1 takes it in the window before it scores.
    const g = start({ hands: [undefined, ['thug-2-e']] });
    g.editPlace(0, 'rocco-the-hammer-battaglia', 1);
    g.advance(
      (x) =>
        x.pending?.d === 'window' &&
        crewAt(x)?.stage === 'score' &&
        x.at(crewAt(x)!.slot + 1) === 'rocco-the-hammer-battaglia',
    );
    const ev = [
      ...g.do({ type: 'crewCard', seat: 1, card: C('thug-2-e'), mode: 'influence' }),
      ...g.do({
        type: 'target',
        seat: 1,
        gangster: G('rocco-the-hammer-battaglia'),
        column: 1,
        count: 2,
      }),
      ...g.advanceToPhase('business', 2),
    ];
    expect(eventsOf(ev, 'score')).toEqual([
      { e: 'score', seat: 1, gangster: G('rocco-the-hammer-battaglia'), respect: 6, money: 2 },
    ]);
  });

  it('R6.3 the controller chooses a gangster power, the position power, Make a Move or Pass', () => {
    // Lucas Soriano (replace another family's blackmail) as Racketeer (swap two tokens).
    const g = start({ lineup: { 5: 'lucas-soriano' } });
    g.editPlace(0, 'lucas-soriano', 1).editPlace(2, 'johnny-knuckles-ferrante', 1);
    g.editBlackmail(1, 'rocco-the-hammer-battaglia');
    g.advanceToActivation('lucas-soriano');
    expect(g.legal()).toEqual([
      { type: 'activate', seat: 0, power: 'gangster', target: -1 },
      { type: 'activate', seat: 0, power: 'position', target: -1 },
      move(0, 'rocco-the-hammer-battaglia'),
      move(0, 'ottavio-papa-greco'),
      { type: 'pass', seat: 0 },
    ]);
    g.do({ type: 'activate', seat: 0, power: 'gangster', target: -1 });
    g.do({
      type: 'target',
      seat: 0,
      gangster: G('rocco-the-hammer-battaglia'),
      column: -1,
      count: 0,
    });
    expect(g.fam(0).blackmail).toBe(G('rocco-the-hammer-battaglia'));
    expect(g.fam(1).blackmail).toBe(-1);
  });

  it('R6.3 a gangster with only a passive power has no gangster-power option', () => {
    const g = start({ lineup: { 2: 'eager-jim-redio' } });
    g.editPlace(0, 'eager-jim-redio', 1);
    g.advanceToActivation('eager-jim-redio');
    expect(g.legal().map((a) => (a.type === 'activate' ? a.power : a.type))).toEqual([
      'position',
      'move',
      'move',
      'move',
      'pass',
    ]);
  });

  it('R6.3 an uncontrolled gangster passes without anyone being asked', () => {
    const g = start();
    g.editNeutral('johnny-knuckles-ferrante', 2).editPlace(1, 'johnny-knuckles-ferrante', 2);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'activate')).toEqual([]);
    expect(eventsOf(ev, 'score')).toEqual([]);
  });

  it('R6.3 a gangster moved by a successful Make a Move is sideways and does not activate again', () => {
    // Johnny (#3, respect 2) rolls 2 against the Bean Counter (#4): 4 >= 4.
    const g = start({ dice: [2], house: { rerollTokens: 0 } });
    g.editNoHands();
    g.editPlace(0, 'johnny-knuckles-ferrante', 1).editPlace(0, 'gino-smokes-fabbrini', 1);
    g.advanceToActivation('johnny-knuckles-ferrante');
    g.do(move(0, 'ralph-the-accountant-bellini'));
    expect(g.at(4)).toBe('johnny-knuckles-ferrante');
    expect(g.s.sideways).toEqual([
      G('johnny-knuckles-ferrante'),
      G('ralph-the-accountant-bellini'),
    ]);
    // The walk reaches #4 (Johnny, controlled but sideways): the next question is #5.
    expect(g.pending).toEqual({ d: 'activate', seat: 0, gangster: G('gino-smokes-fabbrini') });
    // Upright again at the next Crew.
    g.do({ type: 'pass', seat: 0 });
    g.advanceToActivation('johnny-knuckles-ferrante');
    expect([g.s.round, g.s.phase]).toEqual([2, 'crew']);
    expect(g.s.sideways).toEqual([]);
  });

  describe('R6.4 Make a Move', () => {
    /** Guistono (respect 2) at #2 for seat 0; the Racketeer (#5, Gino, respect 2) for seat 1. */
    function guistono(face: number) {
      const g = start({ lineup: { 2: 'guistono' }, dice: [face], house: { rerollTokens: 0 } });
      g.editNoHands();
      g.editPlace(0, 'guistono', 1).editPlace(1, 'gino-smokes-fabbrini', 1);
      g.advanceToActivation('guistono');
      return g;
    }

    it('R6.4 Guistono from #2 against #5 needs a total of 5: a 3 succeeds', () => {
      const g = guistono(3);
      const ev = g.do(move(0, 'gino-smokes-fabbrini'));
      expect(eventsOf(ev, 'moveResult')).toEqual([
        {
          e: 'moveResult',
          mover: G('guistono'),
          target: G('gino-smokes-fabbrini'),
          result: 'success',
        },
      ]);
      expect(g.at(5)).toBe('guistono');
      expect(g.at(2)).toBe('gino-smokes-fabbrini');
      expect(exchanges(ev)).toEqual({ 0: 2, 1: -2 });
    });

    it('R6.4 Guistono from #2 against #5: a 2 fails and the target’s controller wins', () => {
      const g = guistono(2);
      const ev = g.do(move(0, 'gino-smokes-fabbrini'));
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('failure');
      expect(g.at(2)).toBe('guistono');
      expect(g.at(5)).toBe('gino-smokes-fabbrini');
      expect(exchanges(ev)).toEqual({ 1: 2, 0: -2 });
    });

    it('R6.4 a Knife always fails and kills the mover', () => {
      const g = guistono(1);
      const ev = g.do(move(0, 'gino-smokes-fabbrini'));
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('death');
      expect(eventsOf(ev, 'die')).toEqual([{ e: 'die', gangster: G('guistono') }]);
      expect(g.at(2)).toBeNull();
      expect(g.s.fishes).toEqual([G('guistono')]);
      expect(g.fam(0).supply).toBe(25);
      expect(exchanges(ev)).toEqual({ 1: 2, 0: -2 });
      invariants(g.s);
    });

    it('R6.4 a Ring always succeeds, even when the total is short', () => {
      // Pasquale (respect -2) at #1 against the Enforcer (#6): 6 - 2 = 4 < 6.
      const g = start({
        lineup: { 1: 'pasquale-patsy-lombardo' },
        dice: [6],
        house: { rerollTokens: 0 },
      });
      g.editNoHands().editPlace(0, 'pasquale-patsy-lombardo', 1);
      g.editPlace(1, 'angelo-angel-face-dimarco', 1);
      g.advanceToActivation('pasquale-patsy-lombardo');
      const ev = g.do(move(0, 'angelo-angel-face-dimarco'));
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('success');
      expect(g.at(6)).toBe('pasquale-patsy-lombardo');
      // A negative card respect counts as 0: the winner gains nothing.
      expect(exchanges(ev)).toEqual({ 1: -2 });
    });

    it('R6.4 Revised success needs total >= the target position number (a 5 against #6 fails, 6 passes)', () => {
      const results: string[] = [];
      for (const face of [4, 5]) {
        // Fabrizio (respect 1) at #1 against the Enforcer (#6).
        const g = start({ dice: [face], house: { rerollTokens: 0 } });
        g.editNoHands().editPlace(0, 'fabrizio-fat-fab-colucci', 1);
        g.advanceToActivation('fabrizio-fat-fab-colucci');
        const ev = g.do(move(0, 'angelo-angel-face-dimarco'));
        results.push(eventsOf(ev, 'moveResult')[0]!.result);
      }
      expect(results).toEqual(['failure', 'success']);
    });

    it('R6.4 the total adds card respect only, never the position modifier', () => {
      // Ottavio (respect 3) at #8 (+3 position respect) against the Capo: 5 + 3 = 8 < 9.
      const g = start({ dice: [5], house: { rerollTokens: 0 } });
      g.editNoHands().editPlace(0, 'ottavio-papa-greco', 1);
      g.advanceToActivation('ottavio-papa-greco');
      const ev = g.do(move(0, CAPO));
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('failure');
    });

    it('R6.4 on success the two gangsters swap with their influence and blackmail', () => {
      const g = guistono(4);
      g.editBlackmail(2, 'guistono').editNeutral('gino-smokes-fabbrini', 1);
      g.do(move(0, 'gino-smokes-fabbrini'));
      expect(g.at(5)).toBe('guistono');
      expect(g.tokens('guistono', 0)).toBe(1);
      expect(g.fam(2).blackmail).toBe(G('guistono'));
      expect(g.tokens('gino-smokes-fabbrini', 1)).toBe(1);
      expect(g.tokens('gino-smokes-fabbrini', 5)).toBe(1);
      expect(g.s.sideways).toEqual([G('guistono'), G('gino-smokes-fabbrini')]);
    });

    it('R6.4 each side gains or loses its own gangster’s card respect', () => {
      // Johnny (respect 2) at #3 beats Ralph (respect 1) at #4.
      const g = start({ dice: [5], house: { rerollTokens: 0 } });
      g.editNoHands().editPlace(0, 'johnny-knuckles-ferrante', 1);
      g.editPlace(1, 'ralph-the-accountant-bellini', 1);
      g.advanceToActivation('johnny-knuckles-ferrante');
      expect(exchanges(g.do(move(0, 'ralph-the-accountant-bellini')))).toEqual({ 0: 2, 1: -1 });
    });

    it('R6.4 an uncontrolled side gains or loses nothing (a tied side counts as uncontrolled)', () => {
      const g = start({ dice: [5], house: { rerollTokens: 0 } });
      g.editNoHands().editPlace(0, 'johnny-knuckles-ferrante', 1);
      // Ralph (#4) is tied between seats 1 and 2.
      g.editPlace(1, 'ralph-the-accountant-bellini', 1).editPlace(
        2,
        'ralph-the-accountant-bellini',
        1,
      );
      g.advanceToActivation('johnny-knuckles-ferrante');
      expect(exchanges(g.do(move(0, 'ralph-the-accountant-bellini')))).toEqual({ 0: 2 });
    });

    it('R6.4 a passive Make a Move bonus adds to the total', () => {
      // "Eager" Jim Redio (respect 2, +1 to Make a Move) at #2 rolls 2 against #5: 2 + 2 + 1 = 5.
      const g = start({ lineup: { 2: 'eager-jim-redio' }, dice: [2], house: { rerollTokens: 0 } });
      g.editNoHands().editPlace(0, 'eager-jim-redio', 1);
      g.advanceToActivation('eager-jim-redio');
      const ev = g.do(move(0, 'gino-smokes-fabbrini'));
      expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('success');
    });
  });

  it('R6.5 Lucas Soriano as Racketeer scores 2 respect and $4', () => {
    const g = start({ lineup: { 5: 'lucas-soriano' } });
    g.editPlace(3, 'lucas-soriano', 1);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'score')).toEqual([
      { e: 'score', seat: 3, gangster: G('lucas-soriano'), respect: 2, money: 4 },
    ]);
    expect(g.fam(3).respect).toBe(2);
    expect(g.fam(3).money).toBe(9);
  });

  it('R6.5 scored money may be negative and stops at 0', () => {
    // Carmine "The Bull" (respect 4, money -1) as Solderi (+0 / +0).
    const g = start({ lineup: { 1: 'carmine-the-bull-scarpelli' } });
    g.editPlace(0, 'carmine-the-bull-scarpelli', 1).editPlace(1, 'carmine-the-bull-scarpelli', 2);
    g.editMoney(1, 0);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'score')).toEqual([
      { e: 'score', seat: 1, gangster: G('carmine-the-bull-scarpelli'), respect: 4, money: -1 },
    ]);
    expect(eventsOf(ev, 'money').filter((e) => e.seat === 1)).toEqual([]);
    expect(g.fam(1).money).toBe(0);
    expect(g.fam(1).respect).toBe(4);
  });

  it('R6.5 a controlled gangster scoring $-1 takes a dollar from a family that has one', () => {
    const g = start({ lineup: { 1: 'carmine-the-bull-scarpelli' } });
    g.editPlace(1, 'carmine-the-bull-scarpelli', 1);
    g.advanceToPhase('business', 2);
    expect(g.fam(1).money).toBe(4);
  });

  describe('R6.6 the blackmail gate', () => {
    function gated() {
      const g = start();
      g.editPlace(0, 'johnny-knuckles-ferrante', 1).editBlackmail(2, 'johnny-knuckles-ferrante');
      g.advanceTo('gate');
      return g;
    }

    it('R6.6 the blackmail holder is asked before the gangster activates', () => {
      const g = gated();
      expect(g.pending).toEqual({ d: 'gate', seat: 2, gangster: G('johnny-knuckles-ferrante') });
      expect(g.legal()).toEqual([
        { type: 'gate', seat: 2, permit: true },
        { type: 'gate', seat: 2, permit: false },
      ]);
      g.do({ type: 'gate', seat: 2, permit: true });
      expect(g.pending).toEqual({
        d: 'activate',
        seat: 0,
        gangster: G('johnny-knuckles-ferrante'),
      });
    });

    it('R6.6 a refused gangster must pass, and still scores (blackmail never blocks scoring)', () => {
      const g = gated();
      const ev = g.do({ type: 'gate', seat: 2, permit: false });
      expect(eventsOf(ev, 'activate')).toEqual([]);
      expect(g.s.sideways).toEqual([G('johnny-knuckles-ferrante')]);
      const rest = [...ev, ...g.advanceToPhase('business', 2)];
      expect(eventsOf(rest, 'activate')).toEqual([]);
      expect(eventsOf(rest, 'score')).toEqual([
        {
          e: 'score',
          seat: 0,
          gangster: G('johnny-knuckles-ferrante'),
          respect: 3,
          money: 2,
        },
      ]);
    });

    it('R6.6 permission may be bought through a deal', () => {
      for (const bindingDeals of [false, true]) {
        const g = start({
          house: { bindingDeals, vendetta: false, longGame: false, rerollTokens: 1 },
        });
        g.editPlace(0, 'johnny-knuckles-ferrante', 1).editBlackmail(2, 'johnny-knuckles-ferrante');
        g.advanceTo('gate');
        const permit = {
          k: 'gate',
          gangster: G('johnny-knuckles-ferrante'),
          permit: true,
        } as const;
        g.do({ type: 'offer', seat: 2, to: 0, give: [permit], get: [{ k: 'pay', amount: 2 }] });
        g.do({ type: 'answer', seat: 0, offer: g.s.offers[0]!.id, accept: true });
        expect([g.fam(0).money, g.fam(2).money]).toEqual([3, 7]);
        // With Binding Deals the engine gives the promised answer; otherwise the holder does.
        if (!bindingDeals) g.do({ type: 'gate', seat: 2, permit: true });
        expect(g.pending).toEqual({
          d: 'activate',
          seat: 0,
          gangster: G('johnny-knuckles-ferrante'),
        });
        expect(g.s.promises.map((p) => p.status)).toEqual(['kept']);
      }
    });

    it('R6.6 a controller holding the blackmail itself is not gated', () => {
      const g = start();
      g.editPlace(0, 'johnny-knuckles-ferrante', 1).editBlackmail(0, 'johnny-knuckles-ferrante');
      g.advance((x) => x.pending?.d === 'activate' || x.pending?.d === 'gate');
      expect(g.pending).toEqual({
        d: 'activate',
        seat: 0,
        gangster: G('johnny-knuckles-ferrante'),
      });
    });
  });
});

describe('R6.4 / R10.10 the odds before a roll (issue #16)', () => {
  const cat = catalogFor('revised');

  it('R6.4 each Move face: a Knife kills, a Ring wins, and a face that succeeds is beaten only by a higher one', () => {
    for (let mover = 0; mover < cat.gangsters.length; mover++) {
      for (let slot = 0; slot < 9; slot++) {
        const faces = moveOdds(mover, slot, cat);
        expect(faces[0]).toBe('death');
        expect(faces[5]).toBe('success');
        const first = faces.indexOf('success');
        expect(faces.slice(first).every((f) => f === 'success')).toBe(true);
      }
    }
  });

  it('R6.4 face plus card respect must reach the position number', () => {
    const mover = cat.gangsters.findIndex((g) => g.respect === 2 && g.moveBonus === 0);
    // Slot 4 is position #5: 3 + 2 reaches it, 2 + 2 does not.
    expect(moveOdds(mover, 4, cat)).toEqual([
      'death',
      'failure',
      'success',
      'success',
      'success',
      'success',
    ]);
  });

  it('R10.10 the Whack die: without an attacking gangster Take-Over is a Kill and Backfire a Miss', () => {
    expect(whackOdds(true)).toEqual(['takeover', 'kill', 'kill', 'miss', 'miss', 'backfire']);
    expect(whackOdds(false)).toEqual(['kill', 'kill', 'kill', 'miss', 'miss', 'miss']);
  });
});
