import { describe, expect, it } from 'vitest';
import { createGame, view, type GameView } from '../../../src-shared/engine';
import { testNames } from '../../testing/randomGames';
import { termSpecs } from './dealTerms';

describe('the deal composer’s terms (R13.1)', () => {
  const opening = (): GameView => {
    const g = createGame({ seed: 5, players: 4, edition: 'classic' });
    if (!g.ok) throw new Error(g.error.message);
    return view(g.value, g.value.ring);
  };
  const kinds = (v: GameView, by: number, to: number) =>
    termSpecs(v, by, to, testNames(v)).map((s) => s.kind);

  it('R13.1 offers later payments and promises while the game runs', () => {
    const v = opening();
    const other = (v.ring + 1) % 4;
    expect(kinds(v, v.ring, other)).toEqual(expect.arrayContaining(['pay', 'payLater', 'spare']));
  });

  it('R11.2, R13.1 at the final scoring offers only money now and a tie’s ruling', () => {
    const v: GameView = { ...opening(), phase: 'ended' };
    const other = (v.ring + 1) % 4;
    expect(kinds(v, v.ring, other)).toEqual(['pay', 'tieBreak']);
    expect(kinds(v, other, v.ring)).toEqual(['pay']);
  });
});
