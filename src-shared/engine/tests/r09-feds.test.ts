/** R9 The Feds: arrests, sideways, Snitch, promotion, death, Bookkeeping. */
import { describe, expect, it } from 'vitest';
import { C, CAPO, eventsOf, G, invariants, start } from './scenario';

const target = (seat: number, id: string) =>
  ({ type: 'target', seat, gangster: G(id), column: -1, count: 0 }) as const;

describe('R9 The Feds', () => {
  it('R9.1 a gangster with 10 or more influence, neutral included, is arrested; 9 is safe', () => {
    const g = start({ lineup: { next: ['guistono'] } });
    g.editPlace(0, 'johnny-knuckles-ferrante', 6).editPlace(1, 'johnny-knuckles-ferrante', 2);
    g.editNeutral('johnny-knuckles-ferrante', 2).editBlackmail(3, 'johnny-knuckles-ferrante');
    g.editPlace(2, 'rocco-the-hammer-battaglia', 9);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'arrest')).toEqual([
      { e: 'arrest', gangster: G('johnny-knuckles-ferrante') },
    ]);
    expect(g.s.prison).toEqual([G('johnny-knuckles-ferrante')]);
    expect(g.fam(0).supply).toBe(25);
    expect(g.fam(1).supply).toBe(25);
    expect(g.s.neutral).toBe(25);
    expect(g.fam(3).blackmail).toBe(-1);
    expect(g.position('rocco-the-hammer-battaglia')).toBe(7);
    expect(g.tokens('rocco-the-hammer-battaglia', 2)).toBe(9);
    invariants(g.s);
  });

  it('R9.1 the Revised threshold is 10 whatever the number of families', () => {
    for (const players of [3, 5]) {
      const g = start({ players });
      g.editPlace(1, 'johnny-knuckles-ferrante', 9).editPlace(2, 'rocco-the-hammer-battaglia', 10);
      const ev = g.advanceToPhase('business', 2);
      expect(eventsOf(ev, 'arrest')).toEqual([
        { e: 'arrest', gangster: G('rocco-the-hammer-battaglia') },
      ]);
    }
  });

  it('R9.1 the Associate is never arrested', () => {
    const g = start();
    g.editPlace(0, 'federico-the-nose-barone', 11).editNeutral('federico-the-nose-barone', 3);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'arrest')).toEqual([]);
    expect(g.at('A')).toBe('federico-the-nose-barone');
    expect(g.tokens('federico-the-nose-barone', 0)).toBe(11);
  });

  it('R9.2 sideways gangsters are upright again by the next Crew', () => {
    const g = start({ dice: [6], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('angelo-angel-face-dimarco') });
    g.advanceToPhase('business', 2);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    expect([g.s.round, g.s.phase, g.position('fabrizio-fat-fab-colucci')]).toEqual([2, 'crew', 6]);
    expect(g.s.sideways).toEqual([]);
  });

  it('R9.3 a Snitch arrests a gangster outside the Feds; it neither acts nor scores', () => {
    const g = start({ hands: [undefined, ['snitch-a']] });
    g.editPlace(0, 'rocco-the-hammer-battaglia', 7).editPlace(2, 'rocco-the-hammer-battaglia', 3);
    g.do({ type: 'pass', seat: 0 });
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    expect(g.legal(1)).toContainEqual({
      type: 'snitch',
      seat: 1,
      card: C('snitch-a'),
      gangster: G('rocco-the-hammer-battaglia'),
    });
    const ev = g.do({
      type: 'snitch',
      seat: 1,
      card: C('snitch-a'),
      gangster: G('rocco-the-hammer-battaglia'),
    });
    expect(eventsOf(ev, 'arrest')).toEqual([
      { e: 'arrest', gangster: G('rocco-the-hammer-battaglia') },
    ]);
    expect(g.s.phase).toBe('business');
    expect(g.at(7)).toBeNull();
    expect(g.fam(0).supply).toBe(25);
    expect(g.fam(2).supply).toBe(25);
    expect(g.s.discard).toEqual([C('snitch-a')]);
    const rest = g.advanceToPhase('business', 2);
    expect(eventsOf(rest, 'score')).toEqual([]);
    invariants(g.s);
  });

  it('R9.4 promotion walks down from #9: each gap takes the highest gangster below it', () => {
    // The Enforcer (#6) kills the Capo in the Crew; the Bean Counter (#4) is arrested.
    const g = start({
      lineup: { next: ['guistono', 'lucas-soriano'] },
      dice: [2],
      house: { rerollTokens: 0 },
    });
    g.editNoHands().editMoney(0, 15).editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.editPlace(1, 'gino-smokes-fabbrini', 1).editBlackmail(2, 'johnny-knuckles-ferrante');
    g.editPlace(3, 'ralph-the-accountant-bellini', 10).editPlace(1, 'ottavio-papa-greco', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    g.do(target(0, CAPO));
    // The position stays empty for the rest of the Crew.
    expect(g.pending).toEqual({ d: 'activate', seat: 1, gangster: G('ottavio-papa-greco') });
    expect(g.at(9)).toBeNull();
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'promote').map((e) => [e.gangster, e.from + 1, e.to + 1])).toEqual([
      [G('ottavio-papa-greco'), 8, 9],
      [G('rocco-the-hammer-battaglia'), 7, 8],
      [G('angelo-angel-face-dimarco'), 6, 7],
      [G('gino-smokes-fabbrini'), 5, 6],
      [G('johnny-knuckles-ferrante'), 3, 5],
      [G('teodoro-blades-russo'), 2, 4],
      [G('fabrizio-fat-fab-colucci'), 1, 3],
      [G('federico-the-nose-barone'), 10, 2], // the Associate (slot 10 here) climbs to #2
    ]);
    expect([9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => g.at(n))).toEqual([
      'ottavio-papa-greco',
      'rocco-the-hammer-battaglia',
      'angelo-angel-face-dimarco',
      'gino-smokes-fabbrini',
      'johnny-knuckles-ferrante',
      'teodoro-blades-russo',
      'fabrizio-fat-fab-colucci',
      'federico-the-nose-barone',
      'guistono', // the deck fills the positions first
    ]);
    expect(g.at('A')).toBe('lucas-soriano'); // then the Associate
    // Influence and blackmail travel with their gangster.
    expect(g.tokens('gino-smokes-fabbrini', 1)).toBe(1);
    expect(g.tokens('angelo-angel-face-dimarco', 0)).toBe(1);
    expect(g.fam(2).blackmail).toBe(G('johnny-knuckles-ferrante'));
    // Ottavio's controller takes the ring as soon as it is the Capo (R7.4).
    expect(g.s.ring).toBe(1);
    invariants(g.s);
  });

  it('R9.4 arrests come before promotion: an Associate with 10+ promoted into #1 waits for the next Feds', () => {
    const g = start({ dice: [1], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.editPlace(1, 'federico-the-nose-barone', 10);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('ralph-the-accountant-bellini') });
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'arrest')).toEqual([]);
    expect(g.at(1)).toBe('federico-the-nose-barone');
    const next = g.advanceToPhase('business', 3);
    expect(eventsOf(next, 'arrest')).toEqual([
      { e: 'arrest', gangster: G('federico-the-nose-barone') },
    ]);
  });

  it('R9.4 with the gangster deck empty, the gaps stay empty', () => {
    const g = start({ dice: [1], house: { rerollTokens: 0 } });
    // Setup: the rest of the gangster deck is set aside in the Fishes.
    g.s.fishes.push(...g.s.gangsterDeck);
    g.s.gangsterDeck = [];
    g.editNoHands().editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('ralph-the-accountant-bellini') });
    g.advanceToPhase('business', 2);
    expect(g.at(1)).toBe('federico-the-nose-barone');
    expect(g.at('A')).toBeNull();
    invariants(g.s);
  });

  it('R9.5 a dead gangster’s tokens and blackmail go home, the card to the Fishes, its position empty', () => {
    const g = start({ dice: [1], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'fabrizio-fat-fab-colucci', 3);
    g.editPlace(1, 'fabrizio-fat-fab-colucci', 2).editBlackmail(2, 'fabrizio-fat-fab-colucci');
    g.editPlace(3, 'gino-smokes-fabbrini', 1);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    const ev = g.do({
      type: 'activate',
      seat: 0,
      power: 'move',
      target: G('ralph-the-accountant-bellini'),
    });
    expect(eventsOf(ev, 'die')).toEqual([{ e: 'die', gangster: G('fabrizio-fat-fab-colucci') }]);
    expect(g.pending).toEqual({ d: 'activate', seat: 3, gangster: G('gino-smokes-fabbrini') });
    expect(g.at(1)).toBeNull();
    expect(g.s.fishes).toEqual([G('fabrizio-fat-fab-colucci')]);
    expect([g.fam(0).supply, g.fam(1).supply]).toEqual([25, 25]);
    expect(g.fam(2).blackmail).toBe(-1);
    invariants(g.s);
  });

  it('R9.5 a Take-Over fills the dead gangster’s position at once and leaves the attacker’s empty', () => {
    const g = start({ dice: [1], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.editPlace(1, 'rocco-the-hammer-battaglia', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    const whacked = g.do(target(0, 'ottavio-papa-greco'));
    expect(eventsOf(whacked, 'whackResult')[0]!.result).toBe('takeover');
    expect(g.pending).toEqual({
      d: 'activate',
      seat: 1,
      gangster: G('rocco-the-hammer-battaglia'),
    });
    expect(g.at(8)).toBe('angelo-angel-face-dimarco');
    expect(g.at(6)).toBeNull();
    expect(g.s.fishes).toEqual([G('ottavio-papa-greco')]);
    const ev = g.advanceToPhase('business', 2);
    // It scores from its new position in this Crew (3 + 3, 2 + 2).
    expect(eventsOf(ev, 'score')[0]).toEqual({
      e: 'score',
      seat: 0,
      gangster: G('angelo-angel-face-dimarco'),
      respect: 5,
      money: 4,
    });
  });

  it('R9.6 Bookkeeping ends the round', () => {
    const g = start();
    const ev = g.advanceToPhase('business', 2);
    const kinds = ev.filter((e) => e.e === 'phase').map((e) => (e.e === 'phase' ? e.phase : ''));
    expect(kinds).toEqual(['crew', 'feds', 'business']);
    expect(g.s.round).toBe(2);
  });
});
