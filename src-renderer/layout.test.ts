import { describe, expect, it } from 'vitest';
import { crampedTable, roomFor } from './layout';

describe('the room the menu screens have', () => {
  it('counts the window in the interface’s own pixels', () => {
    expect(roomFor(1080, 1)).toBe('tall');
    expect(roomFor(900, 1)).toBe('short');
    expect(roomFor(768, 1)).toBe('short');
    // A laptop at 150%: 512 pixels of the interface's.
    expect(roomFor(768, 1.5)).toBe('tiny');
    expect(roomFor(1080, 1.5)).toBe('short');
    expect(roomFor(1080, 2)).toBe('tiny');
    // Smaller than 100% gives room back.
    expect(roomFor(768, 0.75)).toBe('tall');
  });

  it('reads a size it cannot use as 100%', () => {
    expect(roomFor(768, 0)).toBe('short');
  });
});

describe('a table too short for tall hand cards', () => {
  it('is a laptop window at 100%, or a larger one at a larger interface size', () => {
    expect(crampedTable(657, 1)).toBe(true);
    expect(crampedTable(760, 1)).toBe(true);
    expect(crampedTable(800, 1)).toBe(false);
    expect(crampedTable(1040, 1.5)).toBe(true);
    expect(crampedTable(1040, 1)).toBe(false);
    expect(crampedTable(700, 0)).toBe(true);
  });
});
