/**
 * The respect track round the board's edge (R1.1: respect may go negative). One loop of 70
 * spaces, clockwise from 0 in the top-left corner: 0..59 round the board, then −10..−1 up
 * the last stretch of the left side, so a small negative score sits just before 0. A score
 * past 59 goes round again (its meepster wears a gold collar per lap); one below −10 stays
 * on −10 (the plaques and the hover card say the exact number).
 */
import type { Point, Rect } from './geometry';

export const TRACK_WIDTH = 1.4;
export const TRACK_MIN = -10;
export const TRACK_MAX = 59;
export const TRACK_SPACES = TRACK_MAX - TRACK_MIN + 1;
const LAP = TRACK_MAX + 1;

export type TrackSide = 'top' | 'right' | 'bottom' | 'left' | 'corner';

export interface TrackCell {
  /** Position round the loop, 0 in the top-left corner, clockwise. */
  index: number;
  /** The respect it stands for. */
  value: number;
  /** Centre and size on the table. */
  x: number;
  z: number;
  width: number;
  depth: number;
  side: TrackSide;
}

/** Where a score stands: the cell index round the loop and how many laps it has gone. */
export function trackSpot(respect: number): { index: number; laps: number } {
  if (respect < TRACK_MIN) return { index: TRACK_MIN + TRACK_SPACES, laps: 0 };
  if (respect < 0) return { index: respect + TRACK_SPACES, laps: 0 };
  const laps = Math.floor(respect / LAP);
  return { index: respect - laps * LAP, laps };
}

/** Longest walk shown: a bigger jump walks only its last stretch. */
export const MAX_WALK = 12;

/** The score a walk from `from` to `to` starts at. */
export function walkStart(from: number, to: number): number {
  return Math.abs(to - from) > MAX_WALK ? to - Math.sign(to - from) * MAX_WALK : from;
}

/** Cell indices a meepster steps through from one score to another, the first excluded. */
export function trackPath(from: number, to: number): number[] {
  const path: number[] = [];
  if (from === to) return path;
  const dir = to > from ? 1 : -1;
  const start = walkStart(from, to);
  for (let v = start + dir; dir > 0 ? v <= to : v >= to; v += dir) {
    const clamped = Math.max(TRACK_MIN, v);
    const index = trackSpot(clamped).index;
    if (path[path.length - 1] !== index) path.push(index);
  }
  return path;
}

/** Lays the loop out round `field` (the board inside the track). */
export function layoutTrack(field: Rect): TrackCell[] {
  const w = field.maxX - field.minX;
  const d = field.maxZ - field.minZ;
  const perSide = (TRACK_SPACES - 4) / 2;
  const top = Math.round((perSide * w) / (w + d));
  const side = perSide - top;
  const half = TRACK_WIDTH / 2;
  const cells: Omit<TrackCell, 'index' | 'value'>[] = [];
  const corner = (x: number, z: number) =>
    cells.push({ x, z, width: TRACK_WIDTH, depth: TRACK_WIDTH, side: 'corner' });
  const run = (n: number, along: (t: number) => Point, horizontal: boolean, s: TrackSide) => {
    const size = (horizontal ? w : d) / n;
    for (let i = 0; i < n; i++) {
      const p = along((i + 0.5) / n);
      cells.push({
        ...p,
        width: horizontal ? size : TRACK_WIDTH,
        depth: horizontal ? TRACK_WIDTH : size,
        side: s,
      });
    }
  };
  const zTop = field.minZ - half;
  const zBottom = field.maxZ + half;
  const xLeft = field.minX - half;
  const xRight = field.maxX + half;
  corner(xLeft, zTop);
  run(top, (t) => ({ x: field.minX + t * w, z: zTop }), true, 'top');
  corner(xRight, zTop);
  run(side, (t) => ({ x: xRight, z: field.minZ + t * d }), false, 'right');
  corner(xRight, zBottom);
  run(top, (t) => ({ x: field.maxX - t * w, z: zBottom }), true, 'bottom');
  corner(xLeft, zBottom);
  run(side, (t) => ({ x: xLeft, z: field.maxZ - t * d }), false, 'left');
  return cells.map((c, index) => ({
    ...c,
    index,
    value: index < LAP ? index : index - TRACK_SPACES,
  }));
}

/** Each family keeps its own spot in a cell, so figures sharing a space never overlap. */
const SPOTS: readonly Point[] = [
  { x: -0.3, z: -0.3 },
  { x: 0.3, z: -0.3 },
  { x: -0.3, z: 0.3 },
  { x: 0.3, z: 0.3 },
  { x: 0, z: 0 },
];

export function meepsterSpot(cell: TrackCell, seat: number): Point {
  const o = SPOTS[seat % SPOTS.length]!;
  return { x: cell.x + o.x, z: cell.z + o.z };
}
