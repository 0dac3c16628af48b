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
