import { describe, expect, it } from 'vitest';
import { afterScroll, following, jumped } from './follow';

describe('the log follows its newest line', () => {
  it('keeps following when the end moved on after its jump, the view unmoved', () => {
    // Jumped to 3,000; lines arrived, or were drawn taller, before the scroll event came.
    expect(afterScroll(jumped(following(), 3000), 3000, 300)).toEqual({ pinned: true, top: 3000 });
  });

  it('stops when the player scrolls back to read; lines arriving do not pull them down', () => {
    const back = afterScroll(jumped(following(), 1000), 700, 300);
    expect(back.pinned).toBe(false);
    expect(afterScroll(back, 700, 500).pinned).toBe(false);
  });

  it('keeps following for a small scroll up that stays at the end', () => {
    expect(afterScroll(jumped(following(), 1000), 970, 30).pinned).toBe(true);
  });

  it('stays put while the player scrolls down but not yet to the end', () => {
    const back = afterScroll(jumped(following(), 1000), 400, 600);
    expect(afterScroll(back, 800, 200)).toEqual({ pinned: false, top: 800 });
  });

  it('follows again once the player is back at the end', () => {
    const back = afterScroll(jumped(following(), 1000), 400, 600);
    expect(afterScroll(back, 990, 10).pinned).toBe(true);
  });
});
