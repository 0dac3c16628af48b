/** R2 The board: positions, modifiers and powers, the Associate, tiers, empty positions. */
import { describe, expect, it } from 'vitest';
import { C, cat, eventsOf, G, invariants, start } from './scenario';

/** R2.1: respect and money modifiers of #1..#9. */
const MODS: Record<number, [number, number]> = {
  1: [0, 0],
  2: [0, 1],
  3: [1, 1],
  4: [1, 3],
  5: [2, 1],
  6: [2, 2],
  7: [3, 1],
  8: [3, 2],
  9: [4, 1],
};

const target = (seat: number, id: string, column = -1, count = 0) =>
  ({ type: 'target', seat, gangster: G(id), column, count }) as const;

describe('R2 The board', () => {
  it('R2.1 the board has nine positions by rank, in tiers 1, 1, 1, 2, 2, 2, 3, 3, 4', () => {
    const p = cat.content.positions;
    expect(p.map((x) => x.name)).toEqual([
      'Solderi',
      'Wiseguy',
      'Made Man',
      'Bean Counter',
      'Racketeer',
      'Enforcer',
      'Consigliere',
      'Underboss',
      'Capo',
    ]);
    expect(p.map((x) => x.tier)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 4]);
  });

  it('R2.1 each position scores its respect and money modifiers on top of the card', () => {
    const g = start();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) g.editPlace(0, g.at(n)!, 1);
    const ev = g.advanceToPhase('business', 2);
    const scores = eventsOf(ev, 'score');
    expect(scores).toHaveLength(9);
    for (const sc of scores) {
      const n = g.position(cat.gangsters[sc.gangster]!.id);
      const card = cat.gangsters[sc.gangster]!;
      expect([sc.respect, sc.money], `#${n}`).toEqual([
        card.respect + MODS[n]![0],
        card.money + MODS[n]![1],
      ]);
    }
  });

  it('R2.1 Capo (#9): whack a gangster for $8', () => {
    const g = start({ dice: [2], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'vito-copindole', 1).editMoney(0, 8);
    g.advanceToActivation('vito-copindole');
    expect(g.legal(0)).toContainEqual({
      type: 'activate',
      seat: 0,
      power: 'position',
      target: -1,
    });
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    // Every gangster in a position but the Capo itself; never the Associate.
    const targets = g.legal(0).flatMap((a) => (a.type === 'target' ? [a.gangster] : []));
    expect(targets).toEqual(g.s.board.slice(0, 8));
    const ev = g.doPast(target(0, 'ottavio-papa-greco'));
    expect(eventsOf(ev, 'money')).toContainEqual({ e: 'money', seat: 0, delta: -8, why: 'whack' });
    expect(g.s.fishes).toEqual([G('ottavio-papa-greco')]);
  });

  it('R2.1 Capo (#9): with $7 and nothing to sell the whack is not offered', () => {
    const g = start();
    g.editNoHands().editPlace(0, 'vito-copindole', 1).editMoney(0, 7);
    g.advanceToActivation('vito-copindole');
    expect(g.legal(0)).toEqual([{ type: 'pass', seat: 0 }]);
  });

  it('R2.1 Underboss (#8): move up to 2 of your tokens from one gangster to another', () => {
    const g = start();
    g.editPlace(0, 'ottavio-papa-greco', 1).editPlace(0, 'johnny-knuckles-ferrante', 3);
    g.advanceToActivation('ottavio-papa-greco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    // First: a gangster holding the family's tokens.
    expect(g.legal(0).filter((a) => a.type === 'target')).toEqual([
      target(0, 'johnny-knuckles-ferrante', 0),
      target(0, 'ottavio-papa-greco', 0),
    ]);
    g.do(target(0, 'johnny-knuckles-ferrante', 0));
    const move = g.legalRaw().find((l) => l.action.type === 'target')!;
    expect(move.range).toEqual({ key: 'count', min: 1, max: 2 });
    expect(g.refusal(target(0, 'rocco-the-hammer-battaglia', 0, 3))?.code).toBe('illegal');
    g.do(target(0, 'rocco-the-hammer-battaglia', 0, 2));
    expect(g.tokens('johnny-knuckles-ferrante', 0)).toBe(1);
    expect(g.tokens('rocco-the-hammer-battaglia', 0)).toBe(2);
    expect(g.fam(0).supply).toBe(21);
  });

  it('R2.1 Consigliere (#7): up to 3 neutral tokens, each on a different gangster', () => {
    const g = start();
    g.editPlace(0, 'rocco-the-hammer-battaglia', 1);
    g.advanceToActivation('rocco-the-hammer-battaglia');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    g.do(target(0, 'gino-smokes-fabbrini', 5));
    const offered = g.legal(0).flatMap((a) => (a.type === 'target' ? [a.gangster] : []));
    expect(offered).toHaveLength(9);
    expect(offered).not.toContain(G('gino-smokes-fabbrini'));
    g.do(target(0, 'ralph-the-accountant-bellini', 5));
    g.do(target(0, 'federico-the-nose-barone', 5));
    expect(g.pending?.d).not.toBe('target');
    expect(g.tokens('gino-smokes-fabbrini', 5)).toBe(1);
    expect(g.tokens('ralph-the-accountant-bellini', 5)).toBe(1);
    expect(g.tokens('federico-the-nose-barone', 5)).toBe(1);
    expect(g.s.neutral).toBe(22);
  });

  it('R2.1 Consigliere (#7): placing fewer than 3 is allowed', () => {
    const g = start();
    g.editPlace(0, 'rocco-the-hammer-battaglia', 1);
    g.advanceToActivation('rocco-the-hammer-battaglia');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    g.do(target(0, 'gino-smokes-fabbrini', 5));
    g.do({ type: 'decline', seat: 0 });
    expect(g.s.neutral).toBe(24);
  });

  it('R2.1 Enforcer (#6): whack a gangster for $5', () => {
    const g = start({ dice: [3], house: { rerollTokens: 0 } });
    g.editNoHands().editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    const ev = g.doPast(target(0, 'ralph-the-accountant-bellini'));
    expect(g.fam(0).money).toBe(0 + 4); // paid $5, then scored the Enforcer's 2 + 2
    expect(eventsOf(ev, 'whackResult')[0]!.result).toBe('kill');
    expect(g.s.fishes).toEqual([G('ralph-the-accountant-bellini')]);
  });

  it('R2.1 Racketeer (#5): swap two tokens of different families on two gangsters', () => {
    const g = start();
    g.editPlace(0, 'gino-smokes-fabbrini', 1);
    g.editPlace(1, 'rocco-the-hammer-battaglia', 2).editPlace(2, 'johnny-knuckles-ferrante', 1);
    g.advanceToActivation('gino-smokes-fabbrini');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    g.do(target(0, 'rocco-the-hammer-battaglia', 1));
    // The partner: a token of another family, on another gangster.
    expect(g.legal(0).filter((a) => a.type === 'target')).toEqual([
      target(0, 'johnny-knuckles-ferrante', 2),
      target(0, 'gino-smokes-fabbrini', 0),
    ]);
    g.do(target(0, 'johnny-knuckles-ferrante', 2));
    expect(g.tokens('rocco-the-hammer-battaglia', 1)).toBe(1);
    expect(g.tokens('rocco-the-hammer-battaglia', 2)).toBe(1);
    expect(g.tokens('johnny-knuckles-ferrante', 2)).toBe(0);
    expect(g.tokens('johnny-knuckles-ferrante', 1)).toBe(1);
    invariants(g.s);
  });

  it('R2.1 Bean Counter (#4): $1 per gangster controlled (ties and the Associate count for nobody)', () => {
    const g = start();
    g.editPlace(0, 'ralph-the-accountant-bellini', 1);
    g.editPlace(0, 'johnny-knuckles-ferrante', 1).editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.editPlace(0, 'federico-the-nose-barone', 1); // the Associate
    g.editPlace(0, 'teodoro-blades-russo', 1).editPlace(1, 'teodoro-blades-russo', 1); // a tie
    g.advanceToActivation('ralph-the-accountant-bellini');
    const ev = g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(eventsOf(ev, 'money').filter((e) => e.why === 'power')).toEqual([
      { e: 'money', seat: 0, delta: 3, why: 'power' },
    ]);
  });

  it('R2.1 Made Man (#3): blackmail a gangster', () => {
    const g = start();
    g.editPlace(0, 'johnny-knuckles-ferrante', 1);
    g.advanceToActivation('johnny-knuckles-ferrante');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(g.legal(0).filter((a) => a.type === 'target')).toHaveLength(10);
    const ev = g.do(target(0, 'gino-smokes-fabbrini'));
    expect(eventsOf(ev, 'blackmail')).toEqual([
      { e: 'blackmail', seat: 0, gangster: G('gino-smokes-fabbrini') },
    ]);
    expect(g.fam(0).blackmail).toBe(G('gino-smokes-fabbrini'));
  });

  it('R2.1 Wiseguy (#2): draw 1 influence card', () => {
    const g = start({ nextCards: ['snitch-b'] });
    g.editPlace(0, 'teodoro-blades-russo', 1);
    g.advanceToActivation('teodoro-blades-russo');
    const ev = g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(eventsOf(ev, 'draw')[0]).toEqual({
      e: 'draw',
      seat: 0,
      count: 1,
      cards: [C('snitch-b')],
    });
  });

  it('R2.1 Solderi (#1): remove 1 token (any family or neutral) from tier 1 or the Associate', () => {
    const g = start();
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.editPlace(1, 'teodoro-blades-russo', 2); // #2, tier 1
    g.editNeutral('federico-the-nose-barone', 1); // the Associate
    g.editPlace(2, 'ralph-the-accountant-bellini', 1); // #4, tier 2: out of reach
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(g.legal(0).filter((a) => a.type === 'target')).toEqual([
      target(0, 'fabrizio-fat-fab-colucci', 0),
      target(0, 'teodoro-blades-russo', 1),
      target(0, 'federico-the-nose-barone', 5),
    ]);
    g.do(target(0, 'teodoro-blades-russo', 1));
    expect(g.tokens('teodoro-blades-russo', 1)).toBe(1);
    expect(g.fam(1).supply).toBe(24);
  });

  it('R2.2 “Eager” Jim Redio as Racketeer scores 4 respect and $3', () => {
    const g = start({ lineup: { 5: 'eager-jim-redio' } });
    g.editPlace(1, 'eager-jim-redio', 1);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'score')).toEqual([
      { e: 'score', seat: 1, gangster: G('eager-jim-redio'), respect: 4, money: 3 },
    ]);
    expect(g.fam(1).respect).toBe(4);
    expect(g.fam(1).money).toBe(8);
  });

  it('R2.3 Revised has one Associate slot, and influence may be placed on it', () => {
    const g = start();
    expect(g.s.board).toHaveLength(10);
    g.do({ type: 'play', seat: 0, card: C('thug-1-a'), mode: 'discard', ante: 0 });
    const targets = g.legal(0).flatMap((a) => (a.type === 'target' ? [a.gangster] : []));
    expect(targets).toContain(G('federico-the-nose-barone'));
    g.do(target(0, 'federico-the-nose-barone', 0, 1));
    expect(g.tokens('federico-the-nose-barone', 0)).toBe(1);
  });

  it('R2.3 an Associate never acts, never scores and is never arrested', () => {
    const g = start();
    g.editPlace(0, 'federico-the-nose-barone', 12);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'activate')).toEqual([]);
    expect(eventsOf(ev, 'score')).toEqual([]);
    expect(eventsOf(ev, 'arrest')).toEqual([]);
    expect(g.at('A')).toBe('federico-the-nose-barone');
    expect(g.tokens('federico-the-nose-barone', 0)).toBe(12);
  });

  it('R2.4 Make a Move targets the next tier up; the Capo cannot Make a Move', () => {
    const g = start();
    for (const id of [
      'johnny-knuckles-ferrante', // #3, tier 1
      'angelo-angel-face-dimarco', // #6, tier 2
      'ottavio-papa-greco', // #8, tier 3
      'vito-copindole', // #9
    ])
      g.editPlace(0, id, 1);
    const moves = () =>
      g.legal(0).flatMap((a) => (a.type === 'activate' && a.power === 'move' ? [a.target] : []));
    g.advanceToActivation('johnny-knuckles-ferrante');
    expect(moves()).toEqual([g.s.board[3], g.s.board[4], g.s.board[5]]);
    g.do({ type: 'pass', seat: 0 });
    g.advanceToActivation('angelo-angel-face-dimarco');
    expect(moves()).toEqual([g.s.board[6], g.s.board[7]]);
    g.do({ type: 'pass', seat: 0 });
    g.advanceToActivation('ottavio-papa-greco');
    expect(moves()).toEqual([G('vito-copindole')]);
    g.do({ type: 'pass', seat: 0 });
    g.advanceToActivation('vito-copindole');
    expect(moves()).toEqual([]);
  });

  it('R2.5 an empty position cannot be targeted, scores nothing and takes no action', () => {
    const g = start({ hands: [['whack-thug']], dice: [2], house: { rerollTokens: 0 } });
    // Seat 0 whacks the Racketeer (#5) with the card's OR ability, in the Business.
    g.do({ type: 'play', seat: 0, card: C('whack-thug'), mode: 'or', ante: 0 });
    g.doPast(target(0, 'gino-smokes-fabbrini'));
    expect(g.at(5)).toBeNull();
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1);
    g.editPlace(1, 'ralph-the-accountant-bellini', 1);
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    const moves = g
      .legal(0)
      .flatMap((a) => (a.type === 'activate' && a.power === 'move' ? [a.target] : []));
    expect(moves).toEqual([G('ralph-the-accountant-bellini'), G('angelo-angel-face-dimarco')]);
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'score').map((e) => e.gangster)).toEqual([
      G('ralph-the-accountant-bellini'),
      G('fabrizio-fat-fab-colucci'),
    ]);
    expect(eventsOf(ev, 'activate').map((e) => e.gangster)).toEqual([
      G('fabrizio-fat-fab-colucci'),
      G('ralph-the-accountant-bellini'),
    ]);
  });
});
