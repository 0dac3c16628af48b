/** R5 The Business: draw and buy, the four actions, the ante, the discard pile, selling. */
import { describe, expect, it } from 'vitest';
import { C, CAPO, eventsOf, G, type Game, invariants, start } from './scenario';

const ASSOCIATE = 'federico-the-nose-barone';

/** R5.2b: discards a card to put 1 token on the Associate. */
function discard(g: Game, seat: number, card: string, ante = 0) {
  const ev = g.do({ type: 'play', seat, card: C(card), mode: 'discard', ante });
  return [...ev, ...g.do({ type: 'target', seat, gangster: G(ASSOCIATE), column: seat, count: 1 })];
}

describe('R5 The Business', () => {
  it('R5.1 starting with the ring holder, each family draws 3 cards', () => {
    const g = start({ firstPlayer: 1 });
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'draw').map((e) => [e.seat, e.count])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
      [0, 3],
    ]);
    expect(g.s.families.map((f) => f.hand.length)).toEqual([6, 6, 6, 6]);
  });

  it('R5.1 a family buys N more at $10 each, announced as one number and drawn at once', () => {
    const g = start({ nextCards: ['thug-4-a', 'thug-4-b', 'snitch-a', 'snitch-b', 'snitch-c'] });
    g.editMoney(0, 25);
    g.advanceTo('buy', 0);
    // The draw of 3 came first.
    expect(g.handIds(0).slice(3)).toEqual(['thug-4-a', 'thug-4-b', 'snitch-a']);
    expect(g.legalRaw().find((l) => l.action.type === 'buy')!.range).toEqual({
      key: 'count',
      min: 0,
      max: 2,
    });
    const ev = g.do({ type: 'buy', seat: 0, count: 2 });
    expect(eventsOf(ev, 'buy')).toEqual([{ e: 'buy', seat: 0, count: 2 }]);
    expect(eventsOf(ev, 'draw')[0]).toEqual({
      e: 'draw',
      seat: 0,
      count: 2,
      cards: [C('snitch-b'), C('snitch-c')],
    });
    expect(g.fam(0).money).toBe(5);
    expect(g.fam(0).hand).toHaveLength(8);
  });

  it('R5.1 buying happens at most once per round, and only with $10 in cash', () => {
    const g = start();
    g.editMoney(0, 30).editMoney(1, 9);
    g.advanceTo('buy', 0);
    g.do({ type: 'buy', seat: 0, count: 1 });
    // Seat 1 ($9) is not asked; seat 0 is not asked again this round.
    const ev = g.advance((x) => x.s.round === 3);
    const buys = eventsOf(ev, 'buy').filter((e) => e.count > 0);
    expect(buys).toEqual([]);
    expect(g.fam(0).money).toBe(20);
  });

  it('R5.1 there is no hand limit', () => {
    const g = start();
    g.advanceToPhase('business', 3);
    expect(g.s.families.map((f) => f.hand.length)).toEqual([9, 9, 9, 9]);
  });

  it('R5.2a a card is played for its printed effect', () => {
    const g = start({ hands: [['thug-2-a']] });
    g.do({ type: 'play', seat: 0, card: C('thug-2-a'), mode: 'influence', ante: 0 });
    // The thugs on the board: Johnny (#3), Rocco (#7) and the Capo.
    expect(g.legal(0)).toEqual(
      ['johnny-knuckles-ferrante', 'rocco-the-hammer-battaglia', CAPO].map((id) => ({
        type: 'target',
        seat: 0,
        gangster: G(id),
        column: 0,
        count: 2,
      })),
    );
    g.do({
      type: 'target',
      seat: 0,
      gangster: G('rocco-the-hammer-battaglia'),
      column: 0,
      count: 2,
    });
    expect(g.tokens('rocco-the-hammer-battaglia', 0)).toBe(2);
    expect(g.fam(0).supply).toBe(23);
  });

  it('R5.2b a discarded card places 1 token on any gangster, ignoring its text', () => {
    const g = start({ hands: [['thug-4-a']] });
    g.do({ type: 'play', seat: 0, card: C('thug-4-a'), mode: 'discard', ante: 0 });
    const targets = g.legal(0).flatMap((a) => (a.type === 'target' ? [a.gangster] : []));
    expect(targets).toEqual(g.s.board); // all ten, the Associate (a hitman) included
    g.do({ type: 'target', seat: 0, gangster: G(ASSOCIATE), column: 0, count: 1 });
    expect(g.tokens(ASSOCIATE, 0)).toBe(1);
    expect(g.fam(0).supply).toBe(24);
  });

  it('R5.2c an OR ability is used instead of the card’s influence', () => {
    const g = start({ hands: [['or-money-gambler']] });
    const ev = g.do({ type: 'play', seat: 0, card: C('or-money-gambler'), mode: 'or', ante: 0 });
    expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 0, delta: 6, why: 'power' }]);
    expect(eventsOf(ev, 'place')).toEqual([]);
    expect(g.fam(0).supply).toBe(25);
    expect(g.fam(0).money).toBe(11);
  });

  it('R5.2d a family that passes takes no more actions; the phase ends when all have passed', () => {
    const g = start();
    g.do({ type: 'pass', seat: 0 });
    discard(g, 1, 'hitman-1-a');
    discard(g, 2, 'conman-1-a');
    discard(g, 3, 'gambler-1-a');
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
    g.do({ type: 'pass', seat: 1 });
    discard(g, 2, 'conman-1-b');
    discard(g, 3, 'gambler-1-b');
    expect(g.pending).toEqual({ d: 'turn', seat: 2 });
    g.do({ type: 'pass', seat: 2 });
    const ev = g.do({ type: 'pass', seat: 3 });
    expect(eventsOf(ev, 'phase')[0]).toEqual({ e: 'phase', phase: 'crew', round: 1 });
  });

  it('R5.2 a family with no cards must pass, without being asked', () => {
    const g = start();
    g.editHand(1, []);
    const ev = g.do({ type: 'pass', seat: 0 });
    expect(eventsOf(ev, 'pass').map((e) => e.seat)).toEqual([0, 1]);
    expect(g.pending).toEqual({ d: 'turn', seat: 2 });
  });

  it('R5.3 the ante: $4 makes it 4, $6 makes it 6, and a family that cannot reach it must pass', () => {
    const g = start();
    // Before every family has acted once, no ante can be added.
    expect(g.legalRaw().find((l) => l.action.type === 'play')!.range).toBeUndefined();
    discard(g, 0, 'thug-1-a');
    discard(g, 1, 'hitman-1-a');
    discard(g, 2, 'conman-1-a');
    discard(g, 3, 'gambler-1-a');
    // Seat 2 keeps a single card: $5 and nothing to sell towards $6.
    g.editHand(2, ['conman-1-b']).editMoney(1, 10);
    const play0 = g.legalRaw().find((l) => l.action.type === 'play')!;
    expect(play0.range).toEqual({ key: 'ante', min: 0, max: 5 });
    const ev0 = discard(g, 0, 'thug-1-b', 4);
    expect(eventsOf(ev0, 'ante')).toEqual([{ e: 'ante', seat: 0, amount: 4, ante: 4 }]);
    expect(g.fam(0).money).toBe(1);
    expect(g.legalRaw().find((l) => l.action.type === 'play')!.range).toEqual({
      key: 'ante',
      min: 4,
      max: 10,
    });
    expect(
      g.refusal({ type: 'play', seat: 1, card: C('hitman-1-b'), mode: 'discard', ante: 3 })?.code,
    ).toBe('illegal');
    g.do({ type: 'play', seat: 1, card: C('hitman-1-b'), mode: 'discard', ante: 6 });
    const ev1 = g.do({ type: 'target', seat: 1, gangster: G(ASSOCIATE), column: 1, count: 1 });
    expect(g.s.ante).toBe(6);
    expect(g.fam(1).money).toBe(4);
    // Seat 2 passes without being asked; seat 3 ($5, two cards) may sell to reach the ante.
    expect(eventsOf(ev1, 'pass')).toEqual([{ e: 'pass', seat: 2 }]);
    expect(g.pending).toEqual({ d: 'turn', seat: 3 });
    expect(g.legal(3)).toEqual([
      { type: 'sell', seat: 3, card: C('gambler-1-b') },
      { type: 'sell', seat: 3, card: C('gambler-1-c') },
      { type: 'pass', seat: 3 },
    ]);
    g.do({ type: 'sell', seat: 3, card: C('gambler-1-b') });
    expect(g.legalRaw().find((l) => l.action.type === 'play')!.range).toEqual({
      key: 'ante',
      min: 6,
      max: 15,
    });
  });

  it('R5.3 the ante goes to the bank and resets to 0 at the next Business', () => {
    const g = start();
    for (const [seat, card] of [
      [0, 'thug-1-a'],
      [1, 'hitman-1-a'],
      [2, 'conman-1-a'],
      [3, 'gambler-1-a'],
    ] as const)
      discard(g, seat, card);
    discard(g, 0, 'thug-1-b', 5);
    expect(g.s.ante).toBe(5);
    expect(g.s.families.map((f) => f.money)).toEqual([0, 5, 5, 5]);
    g.advanceTo('turn', 0);
    expect(g.s.round).toBe(2);
    expect(g.s.ante).toBe(0);
  });

  it('R5.4 a played card reaches the discard pile once resolved', () => {
    const g = start({ hands: [['thug-2-a']] });
    g.do({ type: 'play', seat: 0, card: C('thug-2-a'), mode: 'influence', ante: 0 });
    expect(g.s.discard).toEqual([]);
    expect(g.fam(0).hand).not.toContain(C('thug-2-a'));
    g.do({ type: 'target', seat: 0, gangster: G(CAPO), column: 0, count: 2 });
    expect(g.s.discard).toEqual([C('thug-2-a')]);
    discard(g, 1, 'hitman-1-a');
    expect(g.s.discard).toEqual([C('thug-2-a'), C('hitman-1-a')]);
    invariants(g.s);
  });

  it('R5.5 selling gives $10, is not an action and does not end the turn', () => {
    const g = start();
    const ev = g.do({ type: 'sell', seat: 0, card: C('thug-1-a') });
    expect(ev).toEqual([
      { e: 'sell', seat: 0, card: C('thug-1-a') },
      { e: 'money', seat: 0, delta: 10, why: 'sell' },
    ]);
    expect(g.fam(0).money).toBe(15);
    expect(g.s.discard).toEqual([C('thug-1-a')]);
    expect(g.pending).toEqual({ d: 'turn', seat: 0 });
    // Other seats cannot sell out of turn.
    expect(g.refusal({ type: 'sell', seat: 1, card: C('hitman-1-a') })?.code).toBe('not-your-turn');
  });

  it('R5.6 a "during the Crew" card may also be played in the Crew', () => {
    const g = start({ hands: [undefined, ['thug-2-e']] });
    g.advance((x) => x.s.phase === 'crew' && x.pending?.d === 'window');
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    expect(g.legal(1)).toContainEqual({
      type: 'crewCard',
      seat: 1,
      card: C('thug-2-e'),
      mode: 'influence',
    });
  });
});
