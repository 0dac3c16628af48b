import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DieReveal, dieChange } from './dieReveal';

describe('the die banner keeps the result until the die has landed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function reveal() {
    const onReveal = vi.fn();
    return { r: new DieReveal(onReveal, 5_000), onReveal };
  }

  it('waits while the scene tumbles the die, and reveals when it stops', () => {
    const { r, onReveal } = reveal();
    r.arm();
    r.animating(true);
    r.handedOver(true);
    vi.advanceTimersByTime(1_400);
    expect(onReveal).not.toHaveBeenCalled();
    r.animating(false);
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(r.pending).toBe(false);
  });

  it('reveals at once when the scene does not animate (skipped animations)', () => {
    const { r, onReveal } = reveal();
    r.arm();
    r.handedOver(false);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('does not take the end of the previous animation for the end of the roll', () => {
    const { r, onReveal } = reveal();
    r.arm();
    // The scene finishing what it was playing before the roll reached it.
    r.animating(false);
    expect(onReveal).not.toHaveBeenCalled();
    r.handedOver(true);
    r.animating(false);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a scene that never settles', () => {
    const { r, onReveal } = reveal();
    r.arm();
    r.handedOver(true);
    vi.advanceTimersByTime(4_999);
    expect(onReveal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReveal).toHaveBeenCalledTimes(1);
    r.animating(false);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('starts again for a second roll, with its own timeout', () => {
    const { r, onReveal } = reveal();
    r.arm();
    r.handedOver(true);
    vi.advanceTimersByTime(3_000);
    r.arm();
    vi.advanceTimersByTime(3_000);
    expect(onReveal).not.toHaveBeenCalled();
    r.handedOver(true);
    r.animating(false);
    expect(onReveal).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});

describe('what an update does to the die banner (issue #16)', () => {
  const roll = { e: 'roll', die: 'move', face: 4, seat: 0, reroll: false } as const;
  const result = { e: 'moveResult', mover: 1, target: 2, result: 'success' } as const;
  const phase = { e: 'phase', phase: 'feds', round: 1 } as const;

  it('a roll shows the last roll of the update', () => {
    expect(dieChange([roll, { ...roll, face: 2, reroll: true }])).toEqual({ k: 'roll', at: 1 });
  });

  it('an outcome after the re-roll window replaces "waiting for re-rolls"', () => {
    expect(dieChange([{ e: 'pass', seat: 1 }, result])).toEqual({ k: 'result', at: 1 });
  });

  it('a new phase with no roll takes the last die off the table', () => {
    expect(dieChange([result, phase])).toEqual({ k: 'result', at: 0 });
    expect(dieChange([phase])).toEqual({ k: 'gone' });
    expect(dieChange([{ e: 'pass', seat: 1 }])).toBeNull();
  });
});
