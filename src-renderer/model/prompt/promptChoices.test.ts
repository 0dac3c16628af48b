import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../../src-shared/engine';
import { testNames } from '../../testing/randomGames';
import { influenceText } from './promptChoices';

describe('a gangster’s influence in an option’s hint (R7.1)', () => {
  it('keeps each count apart from a name that ends in a number: "Family 3 ×2", not "Family 3 2"', () => {
    const r = createGame({ seed: 5, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const v = view(r.value, 0);
    const g = v.board[8]!;
    v.tokens.fill(0, g * 6, g * 6 + 6);
    v.tokens[g * 6 + 2] = 2;
    v.tokens[g * 6 + 5] = 1;
    expect(influenceText(v, g, testNames(v))).toBe('Family 3 ×2 · neutral ×1');
    v.tokens.fill(0, g * 6, g * 6 + 6);
    expect(influenceText(v, g, testNames(v))).toBe('no influence');
  });
});
