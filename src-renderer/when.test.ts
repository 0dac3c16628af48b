import { describe, expect, it } from 'vitest';
import { savedWhen } from './when';

// Local times, so the test reads the same in every time zone.
const now = new Date(2026, 10, 27, 21, 30);
const at = (...p: [number, number, number, number, number]) => new Date(...p).toISOString();

describe('when a save was written', () => {
  it('says today and yesterday by name', () => {
    expect(savedWhen(at(2026, 10, 27, 21, 23), now, 'en-US')).toBe('today, 9:23 PM');
    expect(savedWhen(at(2026, 10, 26, 23, 59), now, 'en-US')).toBe('yesterday, 11:59 PM');
  });

  it('gives the date, and the year only when it is not this one', () => {
    expect(savedWhen(at(2026, 10, 3, 8, 0), now, 'en-US')).toBe('Nov 3, 8:00 AM');
    expect(savedWhen(at(2025, 11, 31, 20, 5), now, 'en-US')).toBe('Dec 31, 2025, 8:05 PM');
  });

  it('follows the reader’s locale', () => {
    expect(savedWhen(at(2026, 10, 3, 20, 0), now, 'en-GB')).toBe('3 Nov, 20:00');
  });

  it('shows a date it cannot read as it was stored', () => {
    expect(savedWhen('sometime', now, 'en-US')).toBe('sometime');
  });
});
