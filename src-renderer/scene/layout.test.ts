import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../src-shared/engine';
import {
  CARD,
  PILES,
  PILE_SCALE,
  cardRect,
  layoutBoard,
  plateRect,
  slotAt,
  type Rect,
} from './layout';
import { PLAQUE, framesSeats, layoutSeats, restsAtSeat, seatsExtent } from './seatLayout';
import {
  MAX_WALK,
  TRACK_MAX,
  TRACK_MIN,
  TRACK_SPACES,
  meepsterSpot,
  trackPath,
  trackSpot,
} from './track';

const layout = layoutBoard(catalogFor('revised').slotTier);

const overlap = (a: Rect, b: Rect) =>
  a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;
const inside = (a: Rect, b: Rect) =>
  a.minX >= b.minX && a.maxX <= b.maxX && a.minZ >= b.minZ && a.maxZ <= b.maxZ;
const pileRect = (p: { x: number; z: number }): Rect => ({
  minX: p.x - (CARD.width * PILE_SCALE) / 2,
  maxX: p.x + (CARD.width * PILE_SCALE) / 2,
  minZ: p.z - (CARD.depth * PILE_SCALE) / 2,
  maxZ: p.z + (CARD.depth * PILE_SCALE) / 2,
});

describe('the board layout (R2.1)', () => {
  it('places the nine positions and the Associate, tiers top to bottom', () => {
    expect(layout.places.map((p) => p.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const capo = layout.places[8]!;
    expect(capo.tier).toBe(4);
    for (const p of layout.places.filter((q) => q.tier > 0 && q.tier < 4))
      expect(p.z).toBeGreaterThan(capo.z);
    // Within a row the higher position is on the left.
    expect(layout.places[2]!.x).toBeLessThan(layout.places[1]!.x);
    expect(layout.places[1]!.x).toBeLessThan(layout.places[0]!.x);
    expect(layout.places[9]!.tier).toBe(0);
  });

  it('keeps plates, piles, the dice tray and the legend apart and inside the track', () => {
    const rects: [string, Rect][] = [
      ...layout.places.map((p): [string, Rect] => [`slot ${p.slot}`, plateRect(p)]),
      ...PILES.map((k): [string, Rect] => [k, pileRect(layout.piles[k])]),
      ['tray', layout.tray],
      ['legend', layout.legend],
      ['title', layout.title],
    ];
    for (const [name, r] of rects) expect(inside(r, layout.field), name).toBe(true);
    rects.forEach(([a, ra], i) =>
      rects.slice(i + 1).forEach(([b, rb]) => expect(overlap(ra, rb), `${a} / ${b}`).toBe(false)),
    );
  });

  it('puts both dice inside the tray', () => {
    for (const d of [layout.dice.move, layout.dice.whack]) {
      expect(d.x).toBeGreaterThan(layout.tray.minX);
      expect(d.x).toBeLessThan(layout.tray.maxX);
      expect(d.z).toBeGreaterThan(layout.tray.minZ);
      expect(d.z).toBeLessThan(layout.tray.maxZ);
    }
  });

  it('finds the slot under a point of the table', () => {
    for (const p of layout.places) expect(slotAt(layout, p.x, p.z)).toBe(p.slot);
    expect(slotAt(layout, layout.tray.minX + 0.1, layout.tray.minZ + 0.1)).toBe(-1);
    const card = cardRect(layout.places[4]!);
    expect(slotAt(layout, card.minX - 0.01, card.minZ + 1)).toBe(-1);
  });
});

describe('the respect track (R1.1: respect may go negative)', () => {
  it('has one cell for each score from −10 to 59, round the field', () => {
    expect(layout.track).toHaveLength(TRACK_SPACES);
    const values = layout.track.map((c) => c.value).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: TRACK_SPACES }, (_, i) => TRACK_MIN + i));
    for (const c of layout.track) {
      const r = {
        minX: c.x - c.width / 2,
        maxX: c.x + c.width / 2,
        minZ: c.z - c.depth / 2,
        maxZ: c.z + c.depth / 2,
      };
      expect(
        inside(r, {
          ...layout.bounds,
          minX: layout.bounds.minX - 1e-9,
          maxX: layout.bounds.maxX + 1e-9,
          minZ: layout.bounds.minZ - 1e-9,
          maxZ: layout.bounds.maxZ + 1e-9,
        }),
      ).toBe(true);
      expect(overlap(r, layout.field)).toBe(false);
    }
  });

  it('goes clockwise from 0 in the top-left corner', () => {
    const at = (v: number) => layout.track[trackSpot(v).index]!;
    expect(at(0).side).toBe('corner');
    expect(at(0).x).toBeLessThan(layout.field.minX);
    expect(at(0).z).toBeLessThan(layout.field.minZ);
    expect(at(1).side).toBe('top');
    expect(at(5).x).toBeGreaterThan(at(1).x);
    // −1 sits just below 0 on the left side.
    expect(at(-1).side).toBe('left');
    expect(at(-1).z).toBeGreaterThan(at(0).z);
    expect(at(-10).z).toBeGreaterThan(at(-1).z);
  });

  it('wraps scores past 59 and holds scores below −10 on −10', () => {
    expect(trackSpot(0)).toEqual({ index: 0, laps: 0 });
    expect(trackSpot(TRACK_MAX)).toEqual({ index: TRACK_MAX, laps: 0 });
    expect(trackSpot(60)).toEqual({ index: 0, laps: 1 });
    expect(trackSpot(125)).toEqual({ index: 5, laps: 2 });
    expect(layout.track[trackSpot(-1).index]!.value).toBe(-1);
    expect(layout.track[trackSpot(-10).index]!.value).toBe(-10);
    expect(layout.track[trackSpot(-14).index]!.value).toBe(-10);
  });

  it('walks a meepster space by space, and only the last stretch of a long jump', () => {
    expect(trackPath(3, 3)).toEqual([]);
    expect(trackPath(3, 6)).toEqual([4, 5, 6]);
    expect(trackPath(1, -2)).toEqual([0, trackSpot(-1).index, trackSpot(-2).index]);
    expect(trackPath(58, 61)).toEqual([59, 0, 1]);
    expect(trackPath(0, 40)).toHaveLength(MAX_WALK);
    expect(trackPath(0, 40)[MAX_WALK - 1]).toBe(40);
  });

  it('gives each family its own spot in a cell', () => {
    const cell = layout.track[7]!;
    const spots = [0, 1, 2, 3, 4].map((s) => meepsterSpot(cell, s));
    spots.forEach((a, i) =>
      spots
        .slice(i + 1)
        .forEach((b) => expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThan(0.4)),
    );
    for (const s of spots) {
      expect(Math.abs(s.x - cell.x)).toBeLessThan(cell.width / 2);
      expect(Math.abs(s.z - cell.z)).toBeLessThan(cell.depth / 2);
    }
  });
});

describe('the seats (R4.3: play goes clockwise)', () => {
  it.each([3, 4, 5])('places %i plaques beside the board, clockwise from the viewer', (players) => {
    for (let viewer = -1; viewer < players; viewer++) {
      const seats = layoutSeats(layout.bounds, players, viewer);
      expect(seats).toHaveLength(players);
      const first = viewer >= 0 ? viewer : 0;
      const order = Array.from({ length: players }, (_, k) => seats[(first + k) % players]!);
      // The viewer at the near left, then up the left side and down the right side.
      expect(order[0]!.side).toBe('left');
      const left = order.filter((s) => s.side === 'left');
      const right = order.filter((s) => s.side === 'right');
      expect(left.length - right.length).toBeGreaterThanOrEqual(0);
      for (let i = 1; i < left.length; i++) expect(left[i]!.z).toBeLessThan(left[i - 1]!.z);
      for (let i = 1; i < right.length; i++) expect(right[i]!.z).toBeGreaterThan(right[i - 1]!.z);
      for (const s of seats) {
        const r = {
          minX: s.x - PLAQUE.width / 2,
          maxX: s.x + PLAQUE.width / 2,
          minZ: s.z - PLAQUE.depth / 2,
          maxZ: s.z + PLAQUE.depth / 2,
        };
        expect(overlap(r, layout.bounds)).toBe(false);
      }
    }
  });

  it('reports the corners the camera must keep in view', () => {
    const seats = layoutSeats(layout.bounds, 4, 0);
    const points = seatsExtent(seats);
    expect(points).toHaveLength(16);
    for (const s of seats) expect(points.some((p) => p.z > s.ring.z)).toBe(true);
  });
});

describe('the camera framing the seats', () => {
  it('keeps the plaques in view on a desktop whatever the hand, and leaves them out on a phone', () => {
    // 1280 x 720 and 1024 x 768 windows' tables, with a hand of cards and with none (taller).
    expect(framesSeats(921, 475)).toBe(true);
    expect(framesSeats(921, 570)).toBe(true);
    expect(framesSeats(704, 488)).toBe(false);
    expect(framesSeats(704, 580)).toBe(false);
    // A phone upright, and on its side (844 x 390 leaves the table 422 x 278, measured).
    expect(framesSeats(390, 560)).toBe(false);
    expect(framesSeats(422, 278)).toBe(false);
    // Under 800 pixels, a table 1.7 times as wide as it is tall still frames the plaques.
    expect(framesSeats(700, 280)).toBe(true);
  });

  it('R7.4 R10.9 tells the ring and a waiting blackmail token at a seat from pieces on the board or in flight', () => {
    const seats = layoutSeats(layout.bounds, 4, 0);
    const ring = seats[2]!.ring;
    expect(restsAtSeat(ring, seats, 'ring')).toBe(true);
    expect(restsAtSeat({ x: (ring.x + seats[1]!.ring.x) / 2, z: ring.z }, seats, 'ring')).toBe(
      false,
    );
    expect(restsAtSeat(seats[3]!.coin, seats, 'coin', 3)).toBe(true);
    // Another family's spot is not this token's home, nor is the middle of the table.
    expect(restsAtSeat(seats[3]!.coin, seats, 'coin', 1)).toBe(false);
    expect(restsAtSeat({ x: 0, z: 0 }, seats, 'coin', 0)).toBe(false);
  });
});
