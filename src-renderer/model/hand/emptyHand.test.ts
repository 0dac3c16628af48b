import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src-shared/engine/ruleset';
import { emptyHandHint } from './emptyHand';

describe('the empty hand says when cards come', () => {
  it('R5.1: Revised draws at every Business', () => {
    expect(emptyHandHint(RULESETS.revised)).toBe(
      'No cards. Each Business you draw 3 cards (R5.1).',
    );
  });

  it('R8.1: Classic draws in the Fence, by the gangsters a family controls', () => {
    const hint = emptyHandHint(RULESETS.classic);
    expect(hint).toBe(
      'No cards. In the Fence you draw 4 cards if you control no gangster, 3 if you control one, 2 if you control more (R8.1).',
    );
    expect(hint).not.toMatch(/Business/);
  });
});
