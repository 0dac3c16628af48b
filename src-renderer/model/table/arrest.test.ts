/**
 * How close a gangster is to arrest (R9.1), as the prompt's targets and the hover card say it.
 */
import { describe, expect, it } from 'vitest';
import { catalogFor, view, type GameView } from '../../../src-shared/engine';
import { start } from '../../../src-shared/engine/tests/scenario';
import { namesFor } from '../../names';
import { gangsterChoices } from '../prompt/promptChoices';
import { arrestNote, arrestWatch } from './arrest';

const CAPO_ID = 'vito-copindole';

describe('how close a gangster is to arrest (R9.1)', () => {
  it('R9.1: counts every token on him, neutral included, against the edition’s threshold', () => {
    const g = start().editPlace(0, CAPO_ID, 4).editPlace(1, CAPO_ID, 3).editNeutral(CAPO_ID, 1);
    const v = view(g.s, 0);
    const capo = g.g(CAPO_ID);
    expect(arrestWatch(v, capo)).toEqual({ total: 8, at: 10 });
    // Classic arrests at 9, 10 or 11 for 3, 4 or 5 families.
    const classic = (families: number): GameView => ({
      ...v,
      options: { ...v.options, edition: 'classic' },
      families: v.families.slice(0, 1).concat(Array(families - 1).fill(v.families[1]!)),
    });
    expect(arrestWatch(classic(3), capo)?.at).toBe(9);
    expect(arrestWatch(classic(5), capo)?.at).toBe(11);
  });

  it('R2.3: the Associate is never arrested, and a gangster off the board has nothing to fear', () => {
    const g = start();
    const v = view(g.s, 0);
    expect(arrestWatch(v, v.board[9]!)).toBeNull();
    expect(arrestWatch(v, v.board[8]!)).not.toBeNull();
    const offBoard = catalogFor('revised').gangsters.findIndex((_, i) => !v.board.includes(i));
    expect(arrestWatch(v, offBoard)).toBeNull();
  });

  it('R9.1: says nothing far from the threshold, how many more near it, and the arrest at it', () => {
    expect(arrestNote({ total: 7, at: 10 })).toBeNull();
    expect(arrestNote({ total: 8, at: 10 })).toBe('8 of 10: 2 more and the Feds arrest him (R9.1)');
    expect(arrestNote({ total: 9, at: 10 })).toBe('9 of 10: 1 more and the Feds arrest him (R9.1)');
    expect(arrestNote({ total: 11, at: 10 })).toBe(
      '11 of 10: the Feds arrest him this round (R9.1)',
    );
    expect(arrestNote(null)).toBeNull();
  });

  it('R9.1: a gangster offered for tokens says how close he is to arrest', () => {
    const g = start().editPlace(1, CAPO_ID, 6).editNeutral(CAPO_ID, 3);
    const v = view(g.s, 0);
    const capo = g.g(CAPO_ID);
    const names = namesFor(g.s, catalogFor('revised'), (s) => (s === 0 ? 'You' : `F${s}`));
    const target = (gangster: number) => ({
      action: { type: 'target' as const, seat: 0, gangster, column: 0, count: 1 },
    });
    const [near, far] = gangsterChoices([target(capo), target(v.board[0]!)], v, names);
    expect(near?.hint).toMatch(/ · 9 of 10: 1 more and the Feds arrest him \(R9\.1\)$/);
    expect(far?.hint).not.toMatch(/R9\.1/);
  });
});
