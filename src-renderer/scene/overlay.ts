/**
 * Where the DOM drawn over the canvas goes (TableScene): each slot's label, the count over a
 * tall stack of tokens, the count over each pile. Projected from the table to CSS pixels of
 * the canvas after every frame, so they follow the camera and the animation.
 */
import { Vector3, type PerspectiveCamera } from 'three';
import { CHIP, MAX_STACK, pileTop, type Stagecraft, type TableFrame } from './animation/frame';
import {
  CARD,
  COLUMN,
  PILES,
  PILE_SCALE,
  plateRect,
  type BoardLayout,
  type PileKind,
} from './layout';

/** Where a slot's floating label goes, in CSS pixels of the canvas. */
export interface LabelAnchor {
  slot: number;
  x: number;
  y: number;
  /** Screen width of one column at the anchor: a label wider than this would meet its neighbour's. */
  room: number;
  /**
   * Screen height from the anchor up to the same point of the row above (Infinity on the top
   * row): a label taller than this would meet the label of the row above.
   */
  rise: number;
  /** Another slot shares the row: this label's width must keep to its column. */
  shared: boolean;
  visible: boolean;
}

/** A count over a tall stack of tokens. */
export interface BadgeAnchor {
  key: string;
  x: number;
  y: number;
  count: number;
  column: number;
}

/** The count over a pile. */
export interface PileAnchor {
  kind: PileKind;
  x: number;
  y: number;
  count: number;
  visible: boolean;
}

/**
 * Each place's neighbours, fixed for a layout (worked out once, not every frame): the depth of
 * the same point of its plate one row up (null on the top row), and whether another place
 * shares its row.
 */
const rows = new WeakMap<BoardLayout, { above: number | null; shared: boolean }[]>();
function rowsOf(layout: BoardLayout) {
  let found = rows.get(layout);
  if (!found) {
    found = layout.places.map((p) => {
      const up = layout.rows.filter((r) => r.z < p.z).at(-1);
      return {
        above: up ? plateRect(p).minZ - (p.z - up.z) : null,
        shared: layout.places.some((q) => q !== p && q.z === p.z),
      };
    });
    rows.set(layout, found);
  }
  return found;
}

/** Stacks at least this tall carry a count. */
export const BADGE_MIN = 4;

export class Overlay {
  private readonly point = new Vector3();
  private readonly edge = new Vector3();
  private width = 1;
  private height = 1;

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly stage: () => Stagecraft,
  ) {}

  /** The canvas size in CSS pixels. */
  resize(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  /** Each slot's label sits just above its plate: the card and the power printed beside it. */
  labels(): LabelAnchor[] {
    const { layout, board } = this.stage();
    const neighbours = rowsOf(layout);
    return layout.places.map((p, i) => {
      const plate = plateRect(p);
      const x = (plate.minX + plate.maxX) / 2;
      const at = this.project(x, board, plate.minZ);
      const next = this.edge.set(x + COLUMN, board, plate.minZ).project(this.camera);
      const here = this.point.set(x, board, plate.minZ).project(this.camera);
      const room = ((next.x - here.x) / 2) * this.width;
      const { above, shared } = neighbours[i]!;
      const rise = above === null ? Infinity : at.y - this.project(x, board, above).y;
      return { slot: p.slot, ...at, room, rise, shared };
    });
  }

  badges(frame: TableFrame | null): BadgeAnchor[] {
    const out: BadgeAnchor[] = [];
    for (const s of frame?.stacks ?? []) {
      if (s.count < BADGE_MIN || s.moving.length > 0) continue;
      const at = this.project(s.x, s.y + Math.min(s.count, MAX_STACK) * CHIP.pitch, s.z);
      if (!at.visible) continue;
      out.push({
        key: `${s.gangster}/${s.column}`,
        x: at.x,
        y: at.y,
        count: s.count,
        column: s.column,
      });
    }
    return out;
  }

  piles(frame: TableFrame | null): PileAnchor[] {
    const stage = this.stage();
    return PILES.map((kind) => {
      const p = stage.layout.piles[kind];
      const count = frame?.piles[kind] ?? 0;
      const at = this.project(p.x, pileTop(stage, count), p.z - (CARD.depth * PILE_SCALE) / 2);
      return { kind, count, ...at };
    });
  }

  private project(x: number, y: number, z: number): { x: number; y: number; visible: boolean } {
    const v = this.point.set(x, y, z).project(this.camera);
    return {
      x: ((v.x + 1) / 2) * this.width,
      y: ((1 - v.y) / 2) * this.height,
      visible: v.z < 1 && Math.abs(v.x) <= 1.05 && Math.abs(v.y) <= 1.05,
    };
  }
}
