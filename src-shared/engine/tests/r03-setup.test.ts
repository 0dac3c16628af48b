/** R3 Setup. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import { parseOptions, setupState } from '../setup';
import type { GameState } from '../state';
import { C, CAPO, cat, G, invariants, lineupStack } from './scenario';

function fresh(input: unknown): GameState {
  const o = parseOptions(input);
  if (!o.ok) throw new Error(o.error.message);
  const s = setupState(o.value);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function created(input: unknown): GameState {
  const r = createGame(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('R3 Setup', () => {
  it('R3.1 each family: 25 tokens, $5, respect 0, its blackmail token and 1 re-roll token', () => {
    const s = fresh({ seed: 5, players: 3 });
    expect(s.families).toEqual(
      [0, 1, 2].map(() => ({
        money: 5,
        respect: 0,
        supply: 25,
        hand: [],
        rerolls: 1,
        blackmail: -1,
      })),
    );
    expect(s.tokens.every((t) => t === 0)).toBe(true);
    expect(s.neutral).toBe(25);
  });

  it('R3.2 the starting Capo goes to #9 and the rest of the gangster deck is shuffled', () => {
    const boards = new Set<string>();
    for (let seed = 0; seed < 8; seed++) {
      const s = fresh({ seed, players: 4 });
      expect(s.board[8]).toBe(G(CAPO));
      expect(s.gangsterDeck).not.toContain(G(CAPO));
      boards.add(s.board.join(','));
    }
    expect(boards.size).toBe(8);
  });

  it('R3.3 one gangster is dealt to each of #8 down to #1, then to the Associate', () => {
    const stack = lineupStack({ next: ['guistono'] });
    const s = fresh({ seed: 5, players: 4, stack: { gangsters: stack } });
    // The first card dealt goes to #8, the ninth to the Associate.
    expect(s.board.map((g) => cat.gangsters[g]!.id)).toEqual([
      stack[7],
      stack[6],
      stack[5],
      stack[4],
      stack[3],
      stack[2],
      stack[1],
      stack[0],
      CAPO,
      stack[8],
    ]);
    expect(s.gangsterDeck.at(-1)).toBe(G('guistono'));
    expect(s.gangsterDeck).toHaveLength(44);
  });

  it('R3.4 the influence deck is shuffled and there is no starting hand', () => {
    const a = fresh({ seed: 1, players: 4 });
    const b = fresh({ seed: 2, players: 4 });
    expect(a.families.map((f) => f.hand.length)).toEqual([0, 0, 0, 0]);
    expect(a.influenceDeck).toHaveLength(94);
    expect(new Set(a.influenceDeck).size).toBe(94);
    expect(a.influenceDeck).not.toEqual(b.influenceDeck);
    // The first hands are the R5.1 draw of round 1: 3 cards each from the top of the deck.
    const s = created({
      seed: 1,
      players: 3,
      firstPlayer: 0,
      stack: { influence: ['snitch-a', 'snitch-b', 'snitch-c', 'thug-4-a'] },
    });
    expect(s.families[0]!.hand).toEqual([C('snitch-a'), C('snitch-b'), C('snitch-c')]);
    expect(s.families[1]!.hand[0]).toBe(C('thug-4-a'));
    expect(s.influenceDeck).toHaveLength(94 - 9);
    invariants(s);
  });

  it('R3.5 the first ring holder comes from the seed unless the host picks it', () => {
    const rings = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const r = fresh({ seed, players: 4 }).ring;
      expect(fresh({ seed, players: 4 }).ring).toBe(r);
      rings.add(r);
    }
    expect([...rings].sort()).toEqual([0, 1, 2, 3]);
    expect(fresh({ seed: 0, players: 4, firstPlayer: 3 }).ring).toBe(3);
    const bad = createGame({ seed: 0, players: 3, firstPlayer: 3 });
    expect(bad.ok ? null : bad.error.code).toBe('bad-options');
  });
});
