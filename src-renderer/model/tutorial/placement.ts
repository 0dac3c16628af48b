/** Where a lesson card sits when its first place covers what the student may need. */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The area two boxes share (0 when they do not meet). */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The card's left edge, at `top`, that covers the least of `keep` (the hand's cards): its
 * first place `left` unless a place within `[min, max]` covers less; the nearest such place
 * wins a tie, so a card that covers nothing never moves.
 */
export function leastCovering(
  left: number,
  top: number,
  size: { w: number; h: number },
  span: { min: number; max: number },
  keep: readonly Box[],
): number {
  const covered = (x: number) =>
    keep.reduce(
      (sum, k) => sum + overlap({ left: x, top, right: x + size.w, bottom: top + size.h }, k),
      0,
    );
  const lo = Math.min(span.min, span.max);
  const hi = Math.max(span.min, span.max);
  const candidates = [left, lo, hi, ...keep.flatMap((k) => [k.right, k.left - size.w])]
    .filter((x) => x >= lo && x <= hi)
    .sort((a, b) => Math.abs(a - left) - Math.abs(b - left));
  let best = left;
  let least = covered(left);
  for (const x of candidates) {
    const c = covered(x);
    if (c < least) {
      least = c;
      best = x;
    }
  }
  return best;
}

/**
 * Where a lesson about the board sits, inside `span` (the left edges that keep it clear of
 * the prompt): above the board's middle when the table is at least twice the card's height;
 * on a short table (a laptop's window), where it would hide most of the board, beside the
 * hand's cards when they leave it a gap at the window's foot, else in the table's top right
 * corner, off the board's middle.
 */
export function boardPlace(
  table: Box,
  size: { w: number; h: number },
  cards: readonly Box[],
  span: { min: number; max: number },
  windowHeight: number,
  gap: number,
): { left: number; top: number } {
  const middle = table.left + (table.right - table.left - size.w) / 2;
  if (table.bottom - table.top >= 2 * size.h) return { left: middle, top: table.top + gap * 3 };
  const foot = windowHeight - size.h - 8;
  const beside = leastCovering(span.max, foot, size, span, cards);
  const box = { left: beside, top: foot, right: beside + size.w, bottom: foot + size.h };
  if (foot >= table.bottom && cards.every((c) => overlap(box, c) === 0))
    return { left: beside, top: foot };
  return { left: Math.min(span.max, table.right - size.w - gap), top: table.top + gap };
}
