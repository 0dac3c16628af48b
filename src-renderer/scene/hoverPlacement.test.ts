import { describe, expect, it } from 'vitest';
import { HOVER_MARGIN as M, placeHoverCard } from './hoverPlacement';

const card = { width: 300, height: 240 };

describe('the hover card beside the pointer (R15.1)', () => {
  const desk = { left: 0, top: 80, width: 920, height: 540 };

  it('sits to the right of the pointer, a little above it, on a big table', () => {
    const p = placeHoverCard({ x: 200, y: 300 }, desk, card, 800);
    expect(p).toEqual({ left: 218, top: 80 + 260, spills: false });
  });

  it('turns to the pointer’s left near the right edge', () => {
    const p = placeHoverCard({ x: 800, y: 300 }, desk, card, 800);
    expect(p.left).toBe(800 - 18 - 300);
  });

  it('stays inside the table’s bottom edge, measured by the card’s own height', () => {
    const p = placeHoverCard({ x: 200, y: 530 }, desk, card, 800);
    expect(p.top + card.height).toBe(desk.top + desk.height - M);
    const tall = { width: 300, height: 420 };
    const q = placeHoverCard({ x: 200, y: 530 }, desk, tall, 800);
    expect(q.top + tall.height).toBe(desk.top + desk.height - M);
    expect(q.spills).toBe(false);
  });

  it('keeps inside the left edge of a table narrower than the card and a pointer', () => {
    const phone = { left: 0, top: 360, width: 360, height: 560 };
    const p = placeHoverCard({ x: 120, y: 100 }, phone, card, 900);
    expect(p.left).toBe(M);
  });

  describe('a table shorter than the card (a small phone)', () => {
    const short = { left: 0, top: 362, width: 360, height: 229 };

    it('rises whole from the table’s bottom edge over what is above, and says it spills', () => {
      const p = placeHoverCard({ x: 150, y: 40 }, short, card, 640);
      expect(p.spills).toBe(true);
      expect(p.top + card.height).toBe(short.top + short.height - M);
      expect(p.top).toBeGreaterThanOrEqual(M);
    });

    it('never goes above the window, nor below it when the table runs past it', () => {
      const huge = { width: 300, height: 700 };
      expect(placeHoverCard({ x: 150, y: 40 }, short, huge, 640).top).toBe(M);
      const below = { ...short, top: 500 };
      const p = placeHoverCard({ x: 150, y: 40 }, below, card, 640);
      expect(p.top + card.height).toBe(640 - M);
    });
  });
});
