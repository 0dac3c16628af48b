import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src-shared/engine';
import { aboutDeals, followsPlan, plannedSteps, tellsNothing } from './reasons';

describe('a bot’s words that repeat its plan', () => {
  it('reads the steps a plan names, and none from words without a plan', () => {
    expect(
      plannedSteps('play Payback → whack Gino “Smokes” Fabbrini, Leo Mancuso: it came out best'),
    ).toEqual(['whack Gino “Smokes” Fabbrini', 'Leo Mancuso']);
    expect(plannedSteps('play Protection Money: better than passing')).toEqual([]);
    expect(plannedSteps('pass')).toEqual([]);
  });

  it('takes a step that goes as planned off the plan, once', () => {
    const steps = ['3 tokens to Alfonso “The Ox” Nardone', 'Leo Mancuso'];
    const rest = followsPlan(steps, 'Leo Mancuso: it came out best');
    expect(rest).toEqual(['3 tokens to Alfonso “The Ox” Nardone']);
    expect(followsPlan(rest!, 'Leo Mancuso: it came out best')).toBeNull();
  });

  it('keeps a step that parts from the plan', () => {
    const steps = ['3 tokens to Alfonso “The Ox” Nardone'];
    expect(followsPlan(steps, '2 tokens to Alfonso “The Ox” Nardone: it came out best')).toBeNull();
    expect(followsPlan([], 'pass')).toBeNull();
  });
});

describe('a bot’s words about a deal (R13.2, R13.3)', () => {
  const offer: GameEvent = { e: 'offer', offer: 4, from: 2, to: 0, give: [], get: [] };
  const answer: GameEvent = { e: 'answer', offer: 4, seat: 0, accept: false };
  const kept: GameEvent = { e: 'promise', promise: 1, status: 'kept' };
  const place: GameEvent = { e: 'place', seat: 2, gangster: 3, count: 2 };

  it('are the offerer’s when it offers and the answerer’s when it answers', () => {
    expect(aboutDeals([offer], 2)).toBe(true);
    expect(aboutDeals([offer], 0)).toBe(false);
    expect(aboutDeals([answer], 0)).toBe(true);
    expect(aboutDeals([answer], 2)).toBe(false);
  });

  it('go with a promise kept or broken, and not with a plain move', () => {
    expect(aboutDeals([place, kept], 2)).toBe(true);
    expect(aboutDeals([place], 2)).toBe(false);
  });
});

describe('a bot’s words that tell nothing the log does not', () => {
  it('are a bare pass and a forced move', () => {
    expect(tellsNothing('pass')).toBe(true);
    expect(tellsNothing('the only option')).toBe(true);
    expect(tellsNothing('whack Leo Mancuso: the only option')).toBe(true);
    expect(tellsNothing('pass: keep the cash')).toBe(false);
    expect(tellsNothing('cannot pay')).toBe(false);
  });
});
