/** The influence on a gangster as the screens read it (R7.1). */
import { describe, expect, it } from 'vitest';
import { NEUTRAL, TOKEN_STRIDE } from '../../../src-shared/engine';
import { stakesOn, stakeTexts } from './stakes';

describe('stakes on a gangster (R7.1)', () => {
  const tokens = new Array<number>(3 * TOKEN_STRIDE).fill(0);
  tokens[2 * TOKEN_STRIDE + 0] = 2;
  tokens[2 * TOKEN_STRIDE + 3] = 1;
  tokens[2 * TOKEN_STRIDE + NEUTRAL] = 4;
  tokens[1 * TOKEN_STRIDE + 1] = 5;

  it('lists each column with tokens on that gangster alone, in column order', () => {
    expect(stakesOn({ tokens }, 2)).toEqual([
      { column: 0, count: 2 },
      { column: 3, count: 1 },
      { column: NEUTRAL, count: 4 },
    ]);
    expect(stakesOn({ tokens }, 0)).toEqual([]);
  });

  it('keeps a count apart from a name that ends in a number', () => {
    const name = (c: number) => (c === NEUTRAL ? 'neutral' : `Family ${c + 1}`);
    expect(stakeTexts(stakesOn({ tokens }, 2), name)).toEqual([
      'Family 1 ×2',
      'Family 4 ×1',
      'neutral ×4',
    ]);
  });
});
