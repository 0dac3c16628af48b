/**
 * Nothing on screen moves for ever, and less motion asked for is honoured (issue #16): no
 * style loops without end, and the board's highlight glows still when the player's system
 * prefers reduced motion, asking for no frames.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HighlightLayer } from './highlight';

const STYLES: Record<string, string> = import.meta.glob(['../**/*.vue', '../**/*.css'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('motion (issue #16)', () => {
  beforeAll(() => {
    // Just enough of a canvas for the glow texture.
    vi.stubGlobal('document', {
      createElement: () => ({ width: 0, height: 0, getContext: () => null }),
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('no style animates without end', () => {
    expect(Object.keys(STYLES).length).toBeGreaterThan(20);
    const endless = Object.entries(STYLES)
      .filter(([, text]) => /animation[^;{}]*\binfinite\b/.test(text))
      .map(([file]) => file);
    expect(endless).toEqual([]);
  });

  it('the highlight pulses for a moment, or not at all when less motion is asked for', () => {
    const layer = new HighlightLayer();
    const rims = [{ x: 0, y: 0, z: 0, yaw: 0 }];
    expect(layer.show(rims, 'target', 1000)).toBe(true);
    expect(layer.show(rims, 'target', 1000 + 10_000)).toBe(false);
    layer.restart();
    expect(layer.show(rims, 'target', 20_000, true)).toBe(false);
    layer.dispose();
  });
});
