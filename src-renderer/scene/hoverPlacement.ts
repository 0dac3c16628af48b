/**
 * Where the hover card goes (R15.1): beside the pointer (or the tapped gangster), turned back
 * inside the table's edges. A phone's table can be shorter than the card: then the card sits
 * on the table's bottom edge and rises over what is above it, whole, rather than be cut off;
 * it then covers other controls, so it takes the next tap itself and goes away (`spills`).
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface HoverPlacement {
  /** Page coordinates (the card is fixed to the window). */
  left: number;
  top: number;
  /** The card reaches out of the table. */
  spills: boolean;
}

/** Space kept between the card and an edge. */
export const HOVER_MARGIN = 8;
/** How far to the side of the pointer the card starts, and how far above it. */
const BESIDE = 18;
const ABOVE = 40;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));

/**
 * `pointer` is in the table's own coordinates; `scene` is the table in the window; `card` the
 * card's size; `windowHeight` the window's.
 */
export function placeHoverCard(
  pointer: { x: number; y: number },
  scene: Box,
  card: { width: number; height: number },
  windowHeight: number,
): HoverPlacement {
  const m = HOVER_MARGIN;
  const { x, y } = pointer;
  const beside = x + BESIDE + card.width > scene.width ? x - BESIDE - card.width : x + BESIDE;
  // A phone's table is narrower than a card and a pointer: kept inside the left edge first.
  const left = scene.left + Math.max(m, Math.min(beside, scene.width - card.width - m));
  if (card.height + 2 * m <= scene.height) {
    const top = scene.top + clamp(y - ABOVE, m, scene.height - card.height - m);
    return { left, top, spills: false };
  }
  const bottom = scene.top + scene.height - m;
  const top = Math.max(m, Math.min(bottom, windowHeight - m) - card.height);
  return { left, top, spills: true };
}
