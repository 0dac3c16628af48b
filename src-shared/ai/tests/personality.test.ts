import { describe, expect, it } from 'vitest';
import {
  breakCost,
  DEFAULT_PERSONALITY,
  describePersonality,
  PERSONALITIES,
  PERSONALITY_IDS,
  personalityFrom,
} from '../personality';

describe('personalities', () => {
  it('come from an id, from dials (clamped), or fall back to the default', () => {
    expect(personalityFrom('shark')).toBe(PERSONALITIES.shark);
    expect(personalityFrom(undefined)).toBe(DEFAULT_PERSONALITY);
    expect(personalityFrom('nobody')).toBe(DEFAULT_PERSONALITY);
    expect(personalityFrom({ honesty: 2, vengeance: -1, greed: 0.5 })).toMatchObject({
      honesty: 1,
      vengeance: 0,
      greed: 0.5,
    });
  });

  it('R13.3: honesty prices a broken promise, from nothing to more than any gain', () => {
    expect(breakCost({ ...DEFAULT_PERSONALITY, honesty: 0 })).toBe(0);
    expect(breakCost({ ...DEFAULT_PERSONALITY, honesty: 1 })).toBe(Infinity);
    expect(breakCost(PERSONALITIES.hothead)).toBeGreaterThan(breakCost(PERSONALITIES.shark));
  });

  it('each has a line for the lobby', () => {
    for (const id of PERSONALITY_IDS) {
      const line = describePersonality(PERSONALITIES[id]);
      expect(line.startsWith(PERSONALITIES[id].name)).toBe(true);
    }
    expect(describePersonality(PERSONALITIES.gentleman)).toContain('keeps every promise');
  });
});
