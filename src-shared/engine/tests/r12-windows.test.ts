/** R12 Priority, windows and anytime actions. */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../index';
import { C, eventsOf, G, type Game, passive, start } from './scenario';

const move = (seat: number, target: string) =>
  ({ type: 'activate', seat, power: 'move', target: G(target) }) as const;

/** Passes everything, recording every decision asked, until `until` holds. */
function record(g: Game, until: (g: Game) => boolean): Decision[] {
  const asked: Decision[] = [];
  g.advance(until, (s, legal) => {
    asked.push({ ...s.pending! });
    return passive(s, legal);
  });
  return asked;
}

/** Guistono (#2) of `seat` about to Make a Move on the Racketeer (#5). */
function guistono(seat: number, dice: number[], house = { rerollTokens: 1 }) {
  const g = start({ lineup: { 2: 'guistono' }, dice, house });
  g.editNoHands().editPlace(seat, 'guistono', 1);
  g.advanceToActivation('guistono');
  return g;
}

describe('R12 Priority and windows', () => {
  it('R12 nobody is asked when no family has a usable option', () => {
    const g = start({ house: { rerollTokens: 0 } });
    const asked = record(g, (x) => x.s.round === 2);
    expect(asked.filter((d) => d.d === 'window')).toEqual([]);
  });

  it('R12 a roll window gives priority clockwise from the family after the roller', () => {
    const g = guistono(1, [3]);
    g.do(move(1, 'gino-smokes-fabbrini'));
    const asked: number[] = [];
    while (g.pending?.d === 'window') {
      asked.push(g.pending.seat);
      g.do({ type: 'pass', seat: g.pending.seat });
    }
    // Everyone holds a re-roll token; the window closes once all four passed in a row.
    expect(asked).toEqual([2, 3, 0, 1]);
    expect(g.at(5)).toBe('guistono');
  });

  it('R12 acting resets the count: after a re-roll everyone gets priority again', () => {
    const g = guistono(1, [3, 2]);
    g.do(move(1, 'gino-smokes-fabbrini'));
    g.do({ type: 'pass', seat: 2 });
    g.do({ type: 'reroll', seat: 3, pay: 'token' });
    const asked: number[] = [];
    while (g.pending?.d === 'window') {
      asked.push(g.pending.seat);
      g.do({ type: 'pass', seat: g.pending.seat });
    }
    // Seat 3 spent its token and cannot pay $10: it is not asked again.
    expect(asked).toEqual([0, 1, 2]);
    expect(g.at(2)).toBe('guistono'); // the new 2 failed
  });

  it('R12 a family is given priority only when it can pay for its option, selling included', () => {
    const g = guistono(0, [3], { rerollTokens: 0 });
    g.editHand(2, ['thug-1-a']); // $5 + $10 from a sale
    g.do(move(0, 'gino-smokes-fabbrini'));
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
    expect(g.legal()).toEqual([
      { type: 'sell', seat: 2, card: C('thug-1-a') },
      { type: 'pass', seat: 2 },
    ]);
    g.do({ type: 'sell', seat: 2, card: C('thug-1-a') });
    expect(g.legal()).toEqual([
      { type: 'reroll', seat: 2, pay: 'money' },
      { type: 'pass', seat: 2 },
    ]);
  });

  it('R12.1 a window opens at the start of every Business turn', () => {
    const g = start({ hands: [undefined, ['snitch-a']] });
    g.editPlace(3, 'rocco-the-hammer-battaglia', 10);
    const asked = record(g, (x) => x.s.phase !== 'business');
    // Seat 1 (a Snitch with a target) is asked before each of the four turns of the first
    // round of turns, then before each turn of its own and the others' until all pass.
    const windows = asked.filter((d) => d.d === 'window');
    const turns = asked.filter((d) => d.d === 'turn');
    expect(windows.every((d) => d.seat === 1)).toBe(true);
    // Seat 0's first turn had started before the setup edit: 3 turns of round 1 remain.
    expect(turns.map((d) => d.seat)).toEqual([0, 1, 2, 3]);
    expect(windows).toHaveLength(3);
  });

  it('R12.1 a window opens before each gangster activates and before each scores', () => {
    const g = start({ hands: [undefined, ['thug-2-e']] });
    g.advanceToPhase('crew');
    const asked = record(g, (x) => x.s.phase !== 'crew');
    // Nine upright positions: nine activation windows, nine scoring windows.
    expect(asked.filter((d) => d.d === 'window' && d.seat === 1)).toHaveLength(18);
  });

  it('R12.1 a window opens after every die roll, before it resolves', () => {
    const g = guistono(0, [3]);
    const ev = g.do(move(0, 'gino-smokes-fabbrini'));
    expect(eventsOf(ev, 'roll')).toHaveLength(1);
    expect(eventsOf(ev, 'moveResult')).toEqual([]);
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
  });

  it('R12.2 in a roll window: re-roll, Snitch, sell or pass (no "during the Crew" card)', () => {
    const g = start({ lineup: { 2: 'guistono' }, dice: [3] });
    g.editNoHands().editPlace(0, 'guistono', 1);
    g.editHand(1, ['snitch-a', 'thug-2-e']).editMoney(1, 10);
    g.editPlace(2, 'rocco-the-hammer-battaglia', 10);
    g.advanceToActivation('guistono');
    g.do(move(0, 'gino-smokes-fabbrini'));
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    expect(g.legal()).toEqual([
      { type: 'reroll', seat: 1, pay: 'token' },
      { type: 'reroll', seat: 1, pay: 'money' },
      { type: 'snitch', seat: 1, card: C('snitch-a'), gangster: G('rocco-the-hammer-battaglia') },
      { type: 'sell', seat: 1, card: C('snitch-a') },
      { type: 'sell', seat: 1, card: C('thug-2-e') },
      { type: 'pass', seat: 1 },
    ]);
  });

  it('R12.2 a re-roll is bought in roll windows only', () => {
    // Seat 1 has a re-roll token and a "during the Crew" card: asked before activations,
    // but never offered a re-roll there.
    const g = start({ hands: [undefined, ['thug-2-e']] });
    g.advance((x) => x.s.phase === 'crew' && x.pending?.d === 'window');
    expect(g.fam(1).rerolls).toBe(1);
    expect(g.legal(1).map((a) => a.type)).toEqual(['crewCard', 'sell', 'sell', 'sell', 'pass']);
  });

  it('R12.2 a family that must pay more than its cash may sell cards as part of paying', () => {
    // The Enforcer's whack ($5) with $0 in cash and one card in hand.
    const g = start({ house: { rerollTokens: 0 } });
    g.editNoHands().editHand(0, ['thug-1-a']).editMoney(0, 0);
    g.editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    expect(g.legal()).toEqual([
      { type: 'sell', seat: 0, card: C('thug-1-a') },
      { type: 'decline', seat: 0 },
    ]);
    g.do({ type: 'sell', seat: 0, card: C('thug-1-a') });
    expect(g.legal().filter((a) => a.type === 'target')).toHaveLength(7);
  });

  it('R12.2 a whack power the family cannot pay for, even by selling, is not offered (issue #16)', () => {
    // The Enforcer's whack ($5) with $3 in cash and nothing to sell.
    const g = start({ house: { rerollTokens: 0 } });
    g.editNoHands().editMoney(0, 3);
    g.editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    expect(g.pending).toEqual(expect.objectContaining({ d: 'activate', seat: 0 }));
    expect(g.legal(0).filter((a) => a.type === 'activate' && a.power === 'position')).toEqual([]);
    expect(g.legal(0)).toContainEqual({ type: 'pass', seat: 0 });
  });

  it('R12.2 an optional cost ("pay $5 for one more token") may be paid by selling cards', () => {
    // Engine bug (reported): with $4 in cash the rider is skipped, though two cards could be sold.
    const g = start({ hands: [['thug-1-d', 'snitch-a', 'thug-4-a']] });
    g.editMoney(0, 4);
    g.do({ type: 'play', seat: 0, card: C('thug-1-d'), mode: 'influence', ante: 0 });
    g.do({
      type: 'target',
      seat: 0,
      gangster: G('rocco-the-hammer-battaglia'),
      column: 0,
      count: 1,
    });
    expect(g.pending).toEqual({ d: 'confirm', seat: 0 });
    g.do({ type: 'sell', seat: 0, card: C('snitch-a') });
    g.do({ type: 'confirm', seat: 0 });
    expect(g.tokens('rocco-the-hammer-battaglia', 0)).toBe(2);
    expect(g.fam(0).money).toBe(9);
  });

  it('R12.3 a re-roll costs a token or $10; the new result opens a new window; no limit', () => {
    // Guistono rolls 2 (fails), re-rolls with its token (2 again), then pays $10 (a 3).
    const g = guistono(0, [2, 2, 3]);
    g.editMoney(0, 10);
    g.do(move(0, 'gino-smokes-fabbrini'));
    g.advanceTo('window', 0);
    let ev = g.do({ type: 'reroll', seat: 0, pay: 'token' });
    expect(eventsOf(ev, 'roll')).toEqual([
      { e: 'roll', die: 'move', face: 2, seat: 0, reroll: true },
    ]);
    expect(g.fam(0).rerolls).toBe(0);
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    g.advanceTo('window', 0);
    ev = g.do({ type: 'reroll', seat: 0, pay: 'money' });
    expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 0, delta: -10, why: 're-roll' }]);
    const rest = [...ev, ...g.advance((x) => x.pending?.d !== 'window')];
    expect(eventsOf(rest, 'moveResult')[0]!.result).toBe('success');
    expect(g.at(5)).toBe('guistono');
  });

  it('R12.3 any family may re-roll someone else’s die', () => {
    const g = guistono(0, [3, 2]);
    g.do(move(0, 'gino-smokes-fabbrini'));
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    g.do({ type: 'reroll', seat: 1, pay: 'token' });
    const ev = g.advance((x) => x.pending?.d !== 'window');
    expect(eventsOf(ev, 'moveResult')[0]!.result).toBe('failure');
    expect(g.fam(1).rerolls).toBe(0);
  });

  it('R12.4 a family whose only options are passing and selling is never asked', () => {
    // Everyone but seat 2 has spent its token and has $5 and no cards.
    const g = guistono(0, [3]);
    for (const seat of [0, 1, 3]) g.fam(seat).rerolls = 0;
    g.do(move(0, 'gino-smokes-fabbrini'));
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
    const ev = g.do({ type: 'pass', seat: 2 });
    expect(eventsOf(ev, 'moveResult')).toHaveLength(1);
  });
});
