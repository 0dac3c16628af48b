/** R4 Round structure: phases, turn order, the end. */
import { describe, expect, it } from 'vitest';
import { C, CAPO, eventsOf, G, start } from './scenario';

describe('R4 Round structure', () => {
  it('R4.1 Revised plays 4 rounds of The Business, The Crew and The Feds', () => {
    const g = start();
    g.finish();
    const phases = eventsOf(g.log, 'phase').map((e) => `${e.round}:${e.phase}`);
    // Round 1's Business started inside createGame, before the log.
    expect(phases).toEqual([
      '1:crew',
      '1:feds',
      '2:business',
      '2:crew',
      '2:feds',
      '3:business',
      '3:crew',
      '3:feds',
      '4:business',
      '4:crew',
      '4:feds',
    ]);
  });

  it('R4.3 turn order is clockwise from the ring holder', () => {
    const g = start({ firstPlayer: 2 });
    expect(g.pending).toEqual({ d: 'turn', seat: 2 });
    const ev = g.advanceToPhase('business', 2);
    expect(eventsOf(ev, 'pass').map((e) => e.seat)).toEqual([2, 3, 0, 1]);
    expect(eventsOf(ev, 'draw').map((e) => e.seat)).toEqual([2, 3, 0, 1]);
  });

  it('R4.3 when the ring moves mid-phase, the order continues clockwise from where it is', () => {
    const g = start({ hands: [undefined, ['thug-2-a']] });
    g.do({ type: 'pass', seat: 0 });
    g.do({ type: 'play', seat: 1, card: C('thug-2-a'), mode: 'influence', ante: 0 });
    const ev = g.do({ type: 'target', seat: 1, gangster: G(CAPO), column: 1, count: 2 });
    expect(eventsOf(ev, 'ring')).toEqual([{ e: 'ring', seat: 1 }]);
    // Seat 2 is next, as it would have been.
    expect(g.pending).toEqual({ d: 'turn', seat: 2 });
    const rest = g.advanceToPhase('business', 2);
    expect(eventsOf(rest, 'pass').map((e) => e.seat)).toEqual([2, 3, 1]);
    // The next phase starts from the new holder.
    expect(eventsOf(rest, 'draw').map((e) => e.seat)).toEqual([1, 2, 3, 0]);
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
  });

  it('R4.4 after the last round’s Bookkeeping the game ends', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    expect(g.s.result).toBeNull();
    const ev = g.finish();
    expect(g.s.pending).toBeNull();
    expect(g.s.phase).toBe('ended');
    expect(g.s.round).toBe(5);
    expect(g.s.result).not.toBeNull();
    const kinds = ev.map((e) => e.e);
    expect(kinds.lastIndexOf('phase')).toBeLessThan(kinds.indexOf('end'));
    expect(ev.at(-1)?.e).toBe('end');
  });
});
