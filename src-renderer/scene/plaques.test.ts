import { describe, expect, it } from 'vitest';
import { plaqueName } from './plaques';
import { fitLine } from './text';

/** A canvas stand-in: each character is 0.6 of the font size wide. */
function fakeContext() {
  const ctx = {
    font: '',
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10);
      return { width: [...text].length * size * 0.6 } as TextMetrics;
    },
  };
  return ctx;
}

const font = (s: number) => `bold ${s}px serif`;

describe('the names on the plaques', () => {
  it('uses the seat names, falling back to "You" and "Family N"', () => {
    expect(plaqueName('The Corleonis', 1, 0)).toBe('The Corleonis');
    expect(plaqueName(undefined, 0, 0)).toBe('You');
    expect(plaqueName('  ', 2, 0)).toBe('Family 3');
    // Hot-seat or a spectator: whoever is looked through is "You" only without a name.
    expect(plaqueName(undefined, 1, 1)).toBe('You');
  });

  it('prints a short name large', () => {
    const r = fitLine(fakeContext(), 'ANN', font, 340, 58, 34);
    expect(r).toEqual({ size: 58, text: 'ANN' });
  });

  it('shrinks a longer name until it fits', () => {
    const ctx = fakeContext();
    const r = fitLine(ctx, 'THE CORLEONIS', font, 340, 58, 34);
    expect(r.text).toBe('THE CORLEONIS');
    expect(r.size).toBeLessThan(58);
    expect(ctx.measureText(r.text).width).toBeLessThanOrEqual(340);
  });

  it('ends a name too long for the plaque with an ellipsis, within the width', () => {
    const ctx = fakeContext();
    const r = fitLine(ctx, 'THE MAGNIFICENT FAMILY OF DON VITO', font, 340, 58, 34);
    expect(r.size).toBe(34);
    expect(r.text.endsWith('\u2026')).toBe(true);
    expect(r.text.startsWith('THE MAGNIFICENT')).toBe(true);
    ctx.font = font(34);
    expect(ctx.measureText(r.text).width).toBeLessThanOrEqual(340);
  });
});
