/**
 * Where everything on the table is at one moment, as pure numbers (no three.js objects), so
 * a frame can be checked in a test; the layers only copy these poses onto their meshes. This
 * module has the vocabulary and the table at rest; choreography.ts has it part-way through
 * a step.
 */
import { TOKEN_STRIDE } from '../../../src-shared/engine';
import {
  CARD,
  DIE_SIZE,
  type BoardLayout,
  type DieKind,
  type PileKind,
  type Point,
} from '../layout';
import type { SeatPlace } from '../seatLayout';
import { meepsterSpot, trackSpot } from '../track';
import type { Shown } from './shown';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A card: `y` is the height of its underside; yaw turns it on the table, flip turns it over. */
export interface CardPose extends Vec3 {
  yaw: number;
  /** 0 face up, π face down (a turn about the card's long side). */
  flip: number;
  /** Nose up, for a card knocked off its place. */
  pitch: number;
}

/** A stack of one column's tokens on a gangster; the top `moving.length` chips are in flight. */
export interface StackDraw extends Vec3 {
  gangster: number;
  column: number;
  count: number;
  moving: { dy: number; scale: number }[];
}

export interface ChipDraw extends Vec3 {
  column: number;
  scale: number;
}

export interface CoinDraw extends Vec3 {
  /** The family whose colour it shows, or -1 for a coin still in Classic's pool. */
  seat: number;
  /** R1.1 Classic: an Omertà coin (a silver rim). */
  omerta?: boolean;
}

export interface MeepsterDraw extends Vec3 {
  seat: number;
  laps: number;
}

export interface DieDraw extends Vec3 {
  face: number;
  /** Turn about the fixed axis still to come before the face is up (0 at rest). */
  spin: number;
  axis: Vec3;
  yaw: number;
}

export interface TableFrame {
  cards: Map<number, CardPose>;
  stacks: StackDraw[];
  chips: ChipDraw[];
  coins: CoinDraw[];
  meepsters: MeepsterDraw[];
  ring: (Vec3 & { spin: number }) | null;
  dice: Record<DieKind, DieDraw>;
  piles: Record<PileKind, number>;
}

export interface Stagecraft {
  layout: BoardLayout;
  seats: readonly SeatPlace[];
  /** Height of the board's surface. */
  board: number;
  /** How far a card at rest is raised (a highlighted choice). */
  lift?: (g: number) => number;
  /** R1.1 Classic: the coins of the shared pool (none in Revised). */
  coinPool: { gold: number; omerta: number };
}

export const CHIP = { radius: 0.19, height: 0.085, pitch: 0.089 } as const;
const STACK_PITCH = 0.42;
/** Stacks stand across the portrait, clear of the name and the printed numbers. */
export const STACK_Z = -0.2;
/** Taller stacks are drawn at this height; a badge says the count. */
export const MAX_STACK = 14;
const SIDEWAYS_YAW = -0.22;
/** Where a blackmail token sits beside its card, in the card's frame. */
export const COIN_LOCAL = { x: -CARD.width / 2 - 0.46, z: CARD.depth / 2 - 0.55 };
export const COIN = { radius: 0.3, height: 0.07 } as const;
const PILE_CARD = 0.02;
const PILE_MAX_HEIGHT = 1.0;

/** Thickness of one card in a pile of `count`: real decks are thick, tall ones are squeezed. */
export function pileCardThickness(count: number): number {
  return Math.min(PILE_CARD, PILE_MAX_HEIGHT / Math.max(1, count));
}

export function pileTop(c: Stagecraft, count: number): number {
  return c.board + count * pileCardThickness(count);
}

/** Each die rests a little turned, the same way every time it shows the same face. */
export const dieYaw = (face: number) => ((((face * 37) % 21) - 10) * Math.PI) / 180;

export function cardAtSlot(c: Stagecraft, s: Shown, slot: number, g: number): CardPose {
  const p = c.layout.places[slot];
  const sideways = s.phase === 'crew' && s.sideways.includes(g);
  return {
    x: p?.x ?? 0,
    y: c.board + 0.002 + (c.lift?.(g) ?? 0),
    z: p?.z ?? 0,
    yaw: sideways ? SIDEWAYS_YAW : 0,
    flip: 0,
    pitch: 0,
  };
}

/** A point in a card's own frame (x across, z down the card), on the table. */
export function onCard(card: CardPose, local: Point, up = 0): Vec3 {
  const cos = Math.cos(card.yaw);
  const sin = Math.sin(card.yaw);
  return {
    x: card.x + local.x * cos + local.z * sin,
    y: card.y + CARD.thickness + 0.004 + up,
    z: card.z - local.x * sin + local.z * cos,
  };
}

export function stacksOn(s: Shown, g: number, card: CardPose): StackDraw[] {
  const columns: number[] = [];
  for (let col = 0; col < TOKEN_STRIDE; col++)
    if ((s.tokens[g * TOKEN_STRIDE + col] ?? 0) > 0) columns.push(col);
  return columns.map((column, k) => ({
    ...onCard(card, { x: (k - (columns.length - 1) / 2) * STACK_PITCH, z: STACK_Z }),
    gangster: g,
    column,
    count: s.tokens[g * TOKEN_STRIDE + column] ?? 0,
    moving: [],
  }));
}

function meepster(c: Stagecraft, seat: number, respect: number): MeepsterDraw {
  const spot = trackSpot(respect);
  const cell = c.layout.track[spot.index];
  const at = cell ? meepsterSpot(cell, seat) : { x: 0, z: 0 };
  return { x: at.x, y: c.board, z: at.z, seat, laps: spot.laps };
}

export function dieAtRest(c: Stagecraft, die: DieKind, face: number): DieDraw {
  const p = c.layout.dice[die];
  return {
    x: p.x,
    y: c.board + DIE_SIZE / 2,
    z: p.z,
    face,
    spin: 0,
    axis: { x: 1, y: 0, z: 0 },
    yaw: dieYaw(face),
  };
}

export function coinHome(c: Stagecraft, seat: number): Vec3 {
  const p = c.seats[seat]?.coin ?? { x: 0, z: 0 };
  return { x: p.x, y: 0, z: p.z };
}

/** R1.1 Classic's pool: the coins not on a gangster lie in a row under the dice tray. */
const POOL_PITCH = 0.7;
/** The Omertà coins lie a little apart from the plain ones. */
const POOL_GAP = 0.4;

/**
 * R1.1 / R10.9 Classic: each coin on the board beside its card in its family's colour, the
 * rest in the pool, the plain ones first and then the Omertà ones.
 */
export function classicCoins(
  c: Stagecraft,
  s: Shown,
  cards: ReadonlyMap<number, CardPose>,
): CoinDraw[] {
  const placed = s.coins ?? [];
  const out: CoinDraw[] = [];
  for (const coin of placed) {
    const card = cards.get(coin.gangster);
    if (card) out.push({ seat: coin.seat, omerta: coin.omerta, ...onCard(card, COIN_LOCAL) });
  }
  const omertaUsed = placed.filter((x) => x.omerta).length;
  const pool = [
    ...new Array<boolean>(Math.max(0, c.coinPool.gold - (placed.length - omertaUsed))).fill(false),
    ...new Array<boolean>(Math.max(0, c.coinPool.omerta - omertaUsed)).fill(true),
  ];
  const tray = c.layout.tray;
  pool.forEach((omerta, i) =>
    out.push({
      seat: -1,
      omerta,
      x: tray.minX + 0.4 + i * POOL_PITCH + (omerta ? POOL_GAP : 0),
      y: c.board,
      z: tray.maxZ + 0.65,
    }),
  );
  return out;
}

/** Everything at rest in `s`. */
export function restFrame(c: Stagecraft, s: Shown): TableFrame {
  const cards = new Map<number, CardPose>();
  const stacks: StackDraw[] = [];
  s.board.forEach((g, slot) => {
    if (g < 0) return;
    const card = cardAtSlot(c, s, slot, g);
    cards.set(g, card);
    stacks.push(...stacksOn(s, g, card));
  });
  const coins: CoinDraw[] = s.coins
    ? classicCoins(c, s, cards)
    : s.blackmail.map((g, seat) => {
        const card = g >= 0 ? cards.get(g) : undefined;
        return { seat, ...(card ? onCard(card, COIN_LOCAL) : coinHome(c, seat)) };
      });
  const ringSeat = c.seats[s.ring];
  return {
    cards,
    stacks,
    chips: [],
    coins,
    meepsters: s.respect.map((r, seat) => meepster(c, seat, r)),
    ring: ringSeat ? { x: ringSeat.ring.x, y: 0, z: ringSeat.ring.z, spin: 0 } : null,
    dice: { move: dieAtRest(c, 'move', s.dice.move), whack: dieAtRest(c, 'whack', s.dice.whack) },
    piles: {
      gangsters: s.gangsterDeck,
      influence: s.influenceDeck,
      prison: s.prison,
      fishes: s.fishes,
    },
  };
}
