/**
 * Where the families sit (R4.3: play goes clockwise). The seat whose view is shown sits at
 * the near left; the others follow clockwise, up the left side of the board and down the
 * right, so the order of play reads round the table. The far side stays free: at the default
 * angle the board's far edge is where the screen ends.
 */
import type { Point, Rect } from './layout';

/** A plaque's footprint on the table. */
export const PLAQUE = { width: 4.6, depth: 2.3, height: 0.9 } as const;
const GAP = 1.1;

export interface SeatPlace extends Point {
  seat: number;
  side: 'left' | 'right';
  /** Where the Capo ring lies while this family holds it. */
  ring: Point;
  /** Where the family's blackmail token waits while it is on no gangster. */
  coin: Point;
}

/** Seats 0..players-1; `viewer` is the seat at the near left (a spectator's view: seat 0). */
export function layoutSeats(bounds: Rect, players: number, viewer: number): SeatPlace[] {
  const first = viewer >= 0 && viewer < players ? viewer : 0;
  const left = Math.ceil(players / 2);
  const right = players - left;
  const places: SeatPlace[] = [];
  const spread = (i: number, n: number) => {
    // Near to far along the side; the near end stays a little inside the board's near edge.
    const near = bounds.maxZ - PLAQUE.depth / 2 - 2.2;
    const far = bounds.minZ + PLAQUE.depth / 2 + 0.4;
    return n <= 1 ? (near + far) / 2 - 2 : near + ((far - near) * i) / (n - 1);
  };
  for (let k = 0; k < players; k++) {
    const seat = (first + k) % players;
    const onLeft = k < left;
    const x = onLeft ? bounds.minX - GAP - PLAQUE.width / 2 : bounds.maxX + GAP + PLAQUE.width / 2;
    // Up the left side from the near end, then down the right side from the far end.
    const z = onLeft ? spread(k, left) : spread(right - 1 - (k - left), right);
    const inward = onLeft ? 1 : -1;
    places[seat] = {
      seat,
      x,
      z,
      side: onLeft ? 'left' : 'right',
      ring: { x: x + inward * 1.1, z: z + PLAQUE.depth / 2 + 0.95 },
      coin: { x: x - inward * 1.3, z: z + PLAQUE.depth / 2 + 0.8 },
    };
  }
  return places;
}

/** Tables narrower than this many times their height may frame the board without the seats. */
const NARROW_ASPECT = 1.7;
/** Tables at least this many CSS pixels wide always frame the seats too. */
const SEATS_MIN_WIDTH = 800;

/**
 * Whether the camera keeps the seats' plaques in view. A table about as tall as it is wide
 * and a phone's few hundred pixels across (either way up) frames the board alone: with the
 * plaques beside it, the board took two thirds of the width and its labels had no room (the
 * header still shows each family's respect, money, cards and ring). A desktop's table is wide
 * enough for both whatever its height, so a hand that empties, and makes the table taller,
 * does not zoom the camera in and cut the plaques at the edges.
 */
export function framesSeats(cssWidth: number, cssHeight: number): boolean {
  return cssWidth >= SEATS_MIN_WIDTH || cssWidth >= cssHeight * NARROW_ASPECT;
}

/**
 * Whether a piece lies where a seat keeps it (its ring or its waiting blackmail token) rather
 * than on the board or in flight: pieces at rest beside a plaque leave the view with it.
 */
export function restsAtSeat(
  p: Point,
  seats: readonly SeatPlace[],
  spot: 'ring' | 'coin',
  seat?: number,
): boolean {
  const at = (s: SeatPlace | undefined) => !!s && s[spot].x === p.x && s[spot].z === p.z;
  return seat === undefined ? seats.some(at) : at(seats[seat]);
}

/** The corners of everything the seats put on the table, for fitting the camera. */
export function seatsExtent(seats: readonly SeatPlace[]): Point[] {
  return seats.flatMap((s) => [
    { x: s.x - PLAQUE.width / 2, z: s.z - PLAQUE.depth / 2 },
    { x: s.x + PLAQUE.width / 2, z: s.z - PLAQUE.depth / 2 },
    { x: s.x - PLAQUE.width / 2, z: s.ring.z + 0.6 },
    { x: s.x + PLAQUE.width / 2, z: s.ring.z + 0.6 },
  ]);
}
