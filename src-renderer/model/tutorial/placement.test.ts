import { describe, expect, it } from 'vitest';
import { boardPlace, leastCovering, type Box } from './placement';

const card = (left: number, right: number): Box => ({ left, right, top: 500, bottom: 800 });
const hand = [card(10, 210), card(220, 420), card(430, 630)];
const size = { w: 340, h: 200 };

describe('lesson placement', () => {
  it('stays where it is when it covers none of the hand', () => {
    expect(leastCovering(470, 100, size, { min: 8, max: 572 }, hand)).toBe(470);
  });

  it('slides along the board to cover less of the hand', () => {
    // At 470 it covers 160 px of the third card's width; at the board's right edge 58.
    const x = leastCovering(470, 420, size, { min: 8, max: 572 }, hand);
    expect(x).toBe(572);
    const coveredAt = (l: number) =>
      hand.reduce(
        (s, k) => s + Math.max(0, Math.min(l + size.w, k.right) - Math.max(l, k.left)),
        0,
      );
    expect(coveredAt(x)).toBeLessThan(coveredAt(470));
  });

  it('sits in a gap between the cards when one is wide enough', () => {
    const wide = [card(0, 100), card(500, 600)];
    expect(leastCovering(50, 420, size, { min: 0, max: 800 }, wide)).toBe(100);
  });

  it('never leaves the span it is given', () => {
    const x = leastCovering(300, 420, size, { min: 250, max: 350 }, hand);
    expect(x).toBeGreaterThanOrEqual(250);
    expect(x).toBeLessThanOrEqual(350);
  });

  describe('a lesson about the board', () => {
    const lesson = { w: 340, h: 230 };
    const cards = (bottom: number) =>
      [card(10, 210), card(220, 420), card(430, 630)].map((c) => ({
        ...c,
        top: bottom - 275,
        bottom,
      }));
    const span = { min: 8, max: 638 };

    it('sits above the middle of a tall table', () => {
      const table = { left: 0, top: 80, right: 1500, bottom: 720 };
      expect(boardPlace(table, lesson, cards(1030), span, 1040, 14)).toEqual({
        left: 580,
        top: 122,
      });
    });

    it('goes beside the hand on a short table when the cards leave it room', () => {
      // 1366 by 657: the table is 255 pixels high, the hand's cards end at 630.
      const table = { left: 0, top: 80, right: 984, bottom: 335 };
      expect(boardPlace(table, lesson, cards(647), span, 657, 14)).toEqual({ left: 638, top: 419 });
    });

    it("takes the table's top right corner when the hand has no room for it", () => {
      const table = { left: 0, top: 80, right: 922, bottom: 400 };
      const full = [card(10, 300), card(310, 600), card(610, 910)].map((c) => ({
        ...c,
        top: 430,
        bottom: 710,
      }));
      expect(boardPlace(table, lesson, full, { min: 8, max: 568 }, 720, 14)).toEqual({
        left: 568,
        top: 94,
      });
    });
  });
});
