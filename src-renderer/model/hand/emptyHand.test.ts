import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src-shared/engine/ruleset';
import { view, type GameView } from '../../../src-shared/engine';
import { start } from '../../../src-shared/engine/tests/scenario';
import { drawsLeft, emptyHandHint } from './emptyHand';

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

describe('the empty hand after the last draw of the game', () => {
  it('R5.1: Revised says no more come once the last Business has drawn', () => {
    const g = start();
    g.advanceToPhase('crew', 3);
    expect(drawsLeft(view(g.s, 0))).toBe(true);
    g.advanceToPhase('crew', 4);
    const v = view(g.s, 0);
    expect(drawsLeft(v)).toBe(false);
    expect(emptyHandHint(RULESETS.revised, drawsLeft(v))).toBe(
      'No cards, and none left to draw in this game (R5.1).',
    );
  });

  it('R5.1, R13.3: the payments due before the last round still have its draw to come, those after it none', () => {
    const g = start();
    g.advanceToPhase('crew', 3);
    g.oweAtRoundEnd();
    expect([g.s.round, drawsLeft(view(g.s, 0))]).toEqual([4, true]);
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    g.advanceToPhase('crew', 4);
    g.oweAtRoundEnd();
    expect([g.s.round, drawsLeft(view(g.s, 0))]).toEqual([5, false]);
  });

  it('R8.1: Classic draws in the last round’s Fence, and not after it', () => {
    const g = start();
    const v = view(g.s, 0);
    const at = (phase: GameView['phase']): GameView => ({
      ...v,
      round: 5,
      phase,
      stack: [],
      options: { ...v.options, edition: 'classic' },
    });
    expect(drawsLeft(at('crew'))).toBe(true);
    expect(drawsLeft(at('feds'))).toBe(false);
    expect(emptyHandHint(RULESETS.classic, false)).toBe(
      'No cards, and none left to draw in this game (R8.1).',
    );
  });
});
