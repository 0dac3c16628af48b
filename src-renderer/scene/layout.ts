/**
 * Where things sit on the hierarchy board (R2.1), in world units on the table plane (x to
 * the right, z towards the player). The Capo is at the top centre, each lower tier a wider
 * row below it, highest position number on the left; the Associates hang to the right of
 * the lowest rows (R2.3). The room the pyramid leaves on its right holds the decks and piles
 * (beside the Capo), the dice tray (beside tier 3) and the type legend (beside tier 2); the
 * respect track runs round the edge (track.ts).
 *
 * Each slot is a card with the position's power printed beside it and its name and modifiers
 * in one line under it. Rows are kept shallow on purpose: four rows of portrait cards are
 * deep, and at 45 degrees the board's depth, not its width, limits how large it can be shown.
 */
import { layoutTrack, TRACK_WIDTH, type TrackCell } from './track';
import type { Point, Rect } from './geometry';

export type { Point, Rect } from './geometry';

/** A gangster card lying on the board; poker proportions. */
export const CARD = { width: 2.5, depth: 3.5, thickness: 0.035 } as const;

/** The printed line under each card: number, name, modifiers. */
export const PRINT_DEPTH = 0.6;
/** The printed power beside each card. */
export const PANEL_WIDTH = 1.9;
const PANEL_GAP = 0.15;
/** Room above each card for its floating label. */
export const TAG_GAP = 1.35;

/** Centre to centre of neighbouring slots in a row. */
export const COLUMN = 6.0;
const ROW = CARD.depth + PRINT_DEPTH + TAG_GAP;
const ASSOCIATE_GAP = 0.5;
const MARGIN = 0.6;
const TIERS = [4, 3, 2, 1] as const;

/** Face-down piles are gangster cards at this scale. */
export const PILE_SCALE = 0.82;
const PILE_PITCH = CARD.width * PILE_SCALE + 0.65;
export const PILES = ['gangsters', 'influence', 'prison', 'fishes'] as const;
export type PileKind = (typeof PILES)[number];

/** Edge of a die. */
export const DIE_SIZE = 1.15;
export const DICE = ['move', 'whack'] as const;
export type DieKind = (typeof DICE)[number];

export interface SlotPlace {
  slot: number;
  /** Card centre. */
  x: number;
  z: number;
  /** 0 for an Associate. */
  tier: number;
}

export interface BoardLayout {
  places: SlotPlace[];
  /** Rows of the pyramid, top first. */
  rows: { tier: number; z: number }[];
  /** Inside the respect track. */
  field: Rect;
  /** The board's printed surface, track included. */
  bounds: Rect;
  track: TrackCell[];
  /** Centre of each face-down pile (a gangster card's place, scaled by PILE_SCALE). */
  piles: Record<PileKind, Point>;
  /** Where each die comes to rest, and the tray they roll in. */
  dice: Record<DieKind, Point>;
  tray: Rect;
  /** The printed key to the type icons. */
  legend: Rect;
  /** The printed title, left of the Capo. */
  title: Rect;
}

/** Card and panel together are centred on their column. */
const CARD_OFFSET = -(PANEL_WIDTH + PANEL_GAP) / 2;

/** `slotTier` is the catalog's tier per slot: positions #1..#9, then the Associates. */
export function layoutBoard(slotTier: readonly number[]): BoardLayout {
  const places: SlotPlace[] = [];
  const rows = TIERS.map((tier, r) => ({ tier, z: r * ROW }));
  let rightmost = 0;
  rows.forEach(({ tier, z }) => {
    const slots = slotTier.flatMap((t, slot) => (t === tier ? [slot] : [])).reverse();
    slots.forEach((slot, i) => {
      const column = (i - (slots.length - 1) / 2) * COLUMN;
      rightmost = Math.max(rightmost, column);
      places.push({ slot, x: column + CARD_OFFSET, z, tier });
    });
  });
  const associateColumn = rightmost + COLUMN + ASSOCIATE_GAP;
  slotTier.forEach((t, slot) => {
    if (t !== 0) return;
    const k = places.filter((p) => p.tier === 0).length;
    places.push({
      slot,
      x: associateColumn + CARD_OFFSET,
      z: (rows.length - 1 - k) * ROW,
      tier: 0,
    });
  });
  places.sort((a, b) => a.slot - b.slot);

  const plates = places.map(plateRect);
  const rowEnd = (r: number) => {
    const z = rows[r]?.z ?? 0;
    const inRow = places.filter((p) => p.z === z).map((p) => plateRect(p).maxX);
    return Math.max(...inRow, -Infinity);
  };
  const rowZ = (r: number) => rows[r]?.z ?? r * ROW;

  // Beside the Capo: the two decks, then Prison and the Fishes.
  const pileStart = rowEnd(0) + 0.9 + (CARD.width * PILE_SCALE) / 2;
  const piles = Object.fromEntries(
    PILES.map((kind, i) => [kind, { x: pileStart + i * PILE_PITCH + (i >= 2 ? 0.35 : 0), z: 0 }]),
  ) as Record<PileKind, Point>;
  const pilesEnd = piles.fishes.x + (CARD.width * PILE_SCALE) / 2;

  const trayMinX = rowEnd(1) + 0.8;
  const trayWidth = 7.4;
  const tray: Rect = {
    minX: trayMinX,
    maxX: trayMinX + trayWidth,
    minZ: rowZ(1) - CARD.depth / 2 - 0.1,
    maxZ: rowZ(1) + CARD.depth / 2 + PRINT_DEPTH,
  };
  const trayZ = (tray.minZ + tray.maxZ) / 2 - 0.2;
  const dice: Record<DieKind, Point> = {
    move: { x: tray.minX + trayWidth * 0.3, z: trayZ },
    whack: { x: tray.minX + trayWidth * 0.7, z: trayZ },
  };

  const legendMinX = rowEnd(2) + 0.8;
  const legend: Rect = {
    minX: legendMinX,
    maxX: legendMinX + 5.6,
    minZ: rowZ(2) - CARD.depth / 2,
    maxZ: rowZ(2) + CARD.depth / 2,
  };

  const plateBounds = boundsOf(plates);
  const field: Rect = {
    minX: plateBounds.minX - MARGIN,
    maxX: Math.max(plateBounds.maxX, pilesEnd, tray.maxX, legend.maxX) + MARGIN,
    minZ: plateBounds.minZ - TAG_GAP - MARGIN * 0.3,
    maxZ: plateBounds.maxZ + MARGIN * 0.5,
  };
  const capo = places.find((p) => p.tier === 4);
  const title: Rect = {
    minX: field.minX + 0.4,
    maxX: capo ? plateRect(capo).minX - 0.4 : field.minX + 6,
    minZ: rowZ(0) - CARD.depth / 2,
    maxZ: rowZ(0) + CARD.depth / 2,
  };
  return {
    places,
    rows,
    field,
    bounds: grow(field, TRACK_WIDTH),
    track: layoutTrack(field),
    piles,
    dice,
    tray,
    legend,
    title,
  };
}

/** The card's own rectangle. */
export function cardRect(p: Point): Rect {
  return {
    minX: p.x - CARD.width / 2,
    maxX: p.x + CARD.width / 2,
    minZ: p.z - CARD.depth / 2,
    maxZ: p.z + CARD.depth / 2,
  };
}

/** The printed power beside the card. */
export function panelRect(p: SlotPlace): Rect {
  const card = cardRect(p);
  return {
    minX: card.maxX + PANEL_GAP,
    maxX: card.maxX + PANEL_GAP + PANEL_WIDTH,
    minZ: card.minZ,
    maxZ: card.maxZ,
  };
}

/** Everything printed for a slot: card place, power panel and the line under both. */
export function plateRect(p: SlotPlace): Rect {
  const card = cardRect(p);
  return {
    minX: card.minX,
    maxX: panelRect(p).maxX,
    minZ: card.minZ,
    maxZ: card.maxZ + PRINT_DEPTH,
  };
}

/** The slot whose plate holds the point, or -1. */
export function slotAt(layout: BoardLayout, x: number, z: number): number {
  for (const p of layout.places) {
    const r = plateRect(p);
    if (x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ) return p.slot;
  }
  return -1;
}

export function grow(r: Rect, by: number): Rect {
  return { minX: r.minX - by, maxX: r.maxX + by, minZ: r.minZ - by, maxZ: r.maxZ + by };
}

function boundsOf(rects: Rect[]): Rect {
  return {
    minX: Math.min(...rects.map((a) => a.minX)),
    maxX: Math.max(...rects.map((a) => a.maxX)),
    minZ: Math.min(...rects.map((a) => a.minZ)),
    maxZ: Math.max(...rects.map((a) => a.maxZ)),
  };
}
