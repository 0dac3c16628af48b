import { describe, expect, it } from 'vitest';
import { crampedTable, crowdedHeader, fittedScale, roomFor } from './layout';

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

describe('the interface size a window can take', () => {
  it('keeps 320 of the interface’s pixels across the shorter side, never less than 100%', () => {
    // A 390 × 844 phone at 150%: 122%, as at 200%; on its side the same.
    expect(fittedScale(1.5, { width: 390, height: 844 })).toBeCloseTo(390 / 320);
    expect(fittedScale(2, { width: 844, height: 390 })).toBeCloseTo(390 / 320);
    expect(fittedScale(1.1, { width: 390, height: 844 })).toBe(1.1);
    // A laptop at 150% and 200% is left as chosen.
    expect(fittedScale(1.5, { width: 1366, height: 768 })).toBe(1.5);
    expect(fittedScale(2, { width: 1366, height: 657 })).toBe(2);
    // Smaller sizes are always honoured; a window too small for 100% still gets it.
    expect(fittedScale(0.75, { width: 300, height: 500 })).toBe(0.75);
    expect(fittedScale(1.5, { width: 300, height: 500 })).toBe(1);
    expect(fittedScale(0, { width: 390, height: 844 })).toBe(1);
  });
});

describe('a header too narrow for the families’ full chips', () => {
  it('is five families under 1200 of the interface’s pixels across, four under 1100; three fit as they are', () => {
    expect(crowdedHeader(5, 1024, 1)).toBe(true);
    expect(crowdedHeader(5, 1280, 1)).toBe(false);
    expect(crowdedHeader(5, 1600, 1.5)).toBe(true);
    expect(crowdedHeader(5, 1024, 0.75)).toBe(false);
    expect(crowdedHeader(4, 1024, 1)).toBe(true);
    expect(crowdedHeader(4, 1100, 1)).toBe(false);
    expect(crowdedHeader(4, 1280, 1)).toBe(false);
    expect(crowdedHeader(3, 1024, 1)).toBe(false);
    expect(crowdedHeader(5, 1024, 0)).toBe(true);
  });
});
