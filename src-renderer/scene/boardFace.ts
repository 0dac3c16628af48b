/**
 * The printed hierarchy board (R2.1): a plate for each position with its number, name,
 * modifiers and power printed under the card, tier marks, and the Associate's slot apart;
 * round them the respect track, and beside the Capo the places of the decks, the piles and
 * the dice.
 */
import { GANGSTER_TYPES } from '../../src-shared/engine';
import { INK, TYPE_NAMES, type Palette } from '../palette';
import {
  CARD,
  PILE_SCALE,
  PILES,
  PRINT_DEPTH,
  cardRect,
  panelRect,
  plateRect,
  type BoardLayout,
  type PileKind,
  type Rect,
  type SlotPlace,
} from './layout';
import { TRACK_WIDTH, type TrackCell } from './track';
import { drawTypeIcon, roundRect } from './typeIcons';
import { SANS, SERIF, drawLines, fitText } from './text';

export interface PrintedPosition {
  number: number;
  name: string;
  respect: number;
  money: number;
  power: string;
}

/** Drawing units per world unit: sizes below are in these. */
const PX = 150;
/** Texture pixels per world unit: about twice the board's size on a 1280-pixel screen. */
const TEXELS = 110;

type Ctx = CanvasRenderingContext2D;

export function boardCanvasSize(layout: BoardLayout): { width: number; height: number } {
  const b = layout.bounds;
  return {
    width: Math.round((b.maxX - b.minX) * TEXELS),
    height: Math.round((b.maxZ - b.minZ) * TEXELS),
  };
}

type Px = (v: number) => number;

export function drawBoardFace(
  ctx: Ctx,
  layout: BoardLayout,
  positions: PrintedPosition[],
  palette: Palette,
  coinPool = false,
) {
  const b = layout.bounds;
  const W = (b.maxX - b.minX) * PX;
  const H = (b.maxZ - b.minZ) * PX;
  ctx.scale(TEXELS / PX, TEXELS / PX);
  const px = (x: number) => (x - b.minX) * PX;
  const pz = (z: number) => (z - b.minZ) * PX;

  const felt = ctx.createRadialGradient(W / 2, H * 0.45, H * 0.1, W / 2, H / 2, W * 0.75);
  felt.addColorStop(0, INK.boardLight);
  felt.addColorStop(1, INK.boardDark);
  ctx.fillStyle = felt;
  ctx.fillRect(0, 0, W, H);
  speckle(ctx, W, H);

  drawTrack(ctx, layout.track, px, pz);
  const f = layout.field;
  ctx.strokeStyle = INK.gold;
  ctx.lineWidth = 6;
  ctx.strokeRect(
    px(f.minX) + 10,
    pz(f.minZ) + 10,
    (f.maxX - f.minX) * PX - 20,
    (f.maxZ - f.minZ) * PX - 20,
  );
  ctx.lineWidth = 2;
  ctx.strokeRect(
    px(f.minX) + 26,
    pz(f.minZ) + 26,
    (f.maxX - f.minX) * PX - 52,
    (f.maxZ - f.minZ) * PX - 52,
  );

  drawTitle(ctx, layout.title, px, pz);
  drawLegend(ctx, layout.legend, px, pz, palette);
  drawConnectors(ctx, layout, px, pz);
  for (const place of layout.places) {
    const printed = positions[place.slot];
    drawPlate(ctx, place, printed ?? null, px, pz);
  }
  for (const kind of PILES) drawPilePlace(ctx, kind, layout.piles[kind], px, pz);
  drawTray(ctx, layout, px, pz);
  if (coinPool) drawCoinCaption(ctx, layout.tray, px, pz);
}

/** R1.1 Classic: the words under the pool of coins (frame.ts lays the coins out above them). */
function drawCoinCaption(ctx: Ctx, tray: Rect, px: Px, pz: Px) {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK.goldDim;
  ctx.font = `bold 24px ${SANS}`;
  ctx.fillText('BLACKMAIL COINS', px(tray.minX) + 20, pz(tray.maxZ + 1.08));
  ctx.textAlign = 'right';
  ctx.fillText('OMERTÀ', px(tray.maxX) - 24, pz(tray.maxZ + 1.08));
}

function drawTitle(ctx: Ctx, r: Rect, px: Px, pz: Px) {
  const x = px(r.minX);
  const y = pz((r.minZ + r.maxZ) / 2);
  const width = (r.maxX - r.minX) * PX;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK.gold;
  const title = fitText(ctx, 'PERSONAL', (s) => `bold ${s}px ${SERIF}`, width, 84, 40, 1);
  ctx.font = `bold ${title.size}px ${SERIF}`;
  ctx.fillText('NOTHING', x, y - title.size * 0.55);
  ctx.fillText('PERSONAL', x, y + title.size * 0.5);
  ctx.fillStyle = INK.goldDim;
  ctx.fillRect(x, y + title.size * 0.85, Math.min(width, 380), 4);
  ctx.font = `italic ${Math.round(title.size * 0.45)}px ${SERIF}`;
  ctx.fillText('The Family hierarchy', x, y + title.size * 1.5);
}

/** The four type icons with their names, so a new player can read the cards. */
function drawLegend(ctx: Ctx, r: Rect, px: Px, pz: Px, palette: Palette) {
  const x = px(r.minX);
  const y = pz(r.minZ) + 40;
  const colW = ((r.maxX - r.minX) * PX) / 2;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK.gold;
  ctx.font = `bold 34px ${SANS}`;
  ctx.fillText('GANGSTER TYPES', x, y);
  ctx.fillStyle = INK.goldDim;
  ctx.fillRect(x, y + 30, colW * 1.6, 3);
  GANGSTER_TYPES.forEach((t, i) => {
    const cx = x + (i % 2) * colW + 38;
    const cy = y + 120 + Math.floor(i / 2) * 120;
    drawTypeIcon(ctx, t, cx, cy, 36, palette.type(t));
    ctx.fillStyle = INK.cream;
    ctx.font = `bold 40px ${SANS}`;
    ctx.fillText(TYPE_NAMES[t], cx + 56, cy + 2);
  });
}

const PILE_NAMES: Record<PileKind, string> = {
  gangsters: 'GANGSTERS',
  influence: 'INFLUENCE',
  prison: 'PRISON',
  fishes: 'THE FISHES',
};

/** Where a pile lies: its outline, and its name under it. */
function drawPilePlace(ctx: Ctx, kind: PileKind, at: { x: number; z: number }, px: Px, pz: Px) {
  const w = CARD.width * PILE_SCALE * PX;
  const h = CARD.depth * PILE_SCALE * PX;
  const x = px(at.x) - w / 2;
  const y = pz(at.z) - h / 2;
  const grave = kind === 'prison' || kind === 'fishes';
  ctx.fillStyle = grave ? 'rgba(0,0,0,0.35)' : 'rgba(10,4,4,0.45)';
  roundRect(ctx, x - 10, y - 10, w + 20, h + 20, 18);
  ctx.fill();
  ctx.strokeStyle = grave ? INK.goldDim : INK.gold;
  ctx.lineWidth = 3;
  ctx.setLineDash(grave ? [14, 10] : []);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = INK.gold;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const name = fitText(ctx, PILE_NAMES[kind], (s) => `bold ${s}px ${SERIF}`, w + 60, 40, 26, 1);
  ctx.fillText(name.lines[0] ?? '', px(at.x), y + h + 24);
}

/** The felt the dice roll on, with each die's name where it comes to rest. */
function drawTray(ctx: Ctx, layout: BoardLayout, px: Px, pz: Px) {
  const r = layout.tray;
  const x = px(r.minX);
  const y = pz(r.minZ);
  const w = (r.maxX - r.minX) * PX;
  const h = (r.maxZ - r.minZ) * PX;
  const felt = ctx.createLinearGradient(0, y, 0, y + h);
  felt.addColorStop(0, '#163a26');
  felt.addColorStop(1, '#0d2618');
  ctx.fillStyle = felt;
  roundRect(ctx, x, y, w, h, 30);
  ctx.fill();
  ctx.strokeStyle = INK.goldDim;
  ctx.lineWidth = 10;
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.4)';
  ctx.lineWidth = 3;
  roundRect(ctx, x + 14, y + 14, w - 28, h - 28, 20);
  ctx.stroke();
  ctx.fillStyle = 'rgba(217,180,90,0.7)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold 36px ${SANS}`;
  for (const [die, name] of [
    ['move', 'MOVE DIE'],
    ['whack', 'WHACK DIE'],
  ] as const) {
    const at = layout.dice[die];
    ctx.fillText(name, px(at.x), pz(at.z) + 1.05 * PX);
  }
}

/** The respect track: 0..59 round the board, then −10..−1 back up to 0 (track.ts). */
function drawTrack(ctx: Ctx, cells: readonly TrackCell[], px: Px, pz: Px) {
  for (const c of cells) {
    const w = c.width * PX;
    const h = c.depth * PX;
    const x = px(c.x) - w / 2;
    const y = pz(c.z) - h / 2;
    const negative = c.value < 0;
    const fifth = c.value % 5 === 0;
    ctx.fillStyle = negative
      ? 'rgba(120,20,28,0.55)'
      : c.index % 2 === 0
        ? 'rgba(0,0,0,0.28)'
        : 'rgba(255,235,200,0.05)';
    ctx.fillRect(x + 3, y + 3, w - 6, h - 6);
    ctx.strokeStyle = 'rgba(217,180,90,0.35)';
    ctx.lineWidth = 2;
    ctx.strokeRect(x + 3, y + 3, w - 6, h - 6);
    ctx.fillStyle = c.value === 0 ? INK.gold : fifth ? INK.gold : 'rgba(244,234,210,0.6)';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${c.value === 0 ? 76 : fifth ? 58 : 40}px ${c.value === 0 || fifth ? SERIF : SANS}`;
    const label = negative ? `\u2212${-c.value}` : String(c.value);
    ctx.fillText(label, px(c.x), pz(c.z));
  }
  // The seam where the loop closes: 59 meets −10.
  const last = cells.find((c) => c.value === -10);
  if (last) {
    ctx.fillStyle = INK.gold;
    const y = pz(last.z) + (last.depth * PX) / 2;
    ctx.fillRect(px(last.x) - (TRACK_WIDTH * PX) / 2, y - 4, TRACK_WIDTH * PX, 8);
  }
}

/** Faint lines from each tier to the one above: where a Make a Move may aim (R2.4). */
function drawConnectors(
  ctx: Ctx,
  layout: BoardLayout,
  px: (x: number) => number,
  pz: (z: number) => number,
) {
  ctx.strokeStyle = 'rgba(217,180,90,0.28)';
  ctx.lineWidth = 4;
  ctx.setLineDash([14, 12]);
  const byTier = (t: number) => layout.places.filter((p) => p.tier === t);
  for (let tier = 1; tier <= 3; tier++) {
    for (const from of byTier(tier)) {
      for (const to of byTier(tier + 1)) {
        ctx.beginPath();
        ctx.moveTo(px(from.x), pz(cardRect(from).minZ));
        ctx.lineTo(px(to.x), pz(plateRect(to).maxZ));
        ctx.stroke();
      }
    }
  }
  ctx.setLineDash([]);
}

function drawPlate(
  ctx: Ctx,
  place: SlotPlace,
  printed: PrintedPosition | null,
  px: (x: number) => number,
  pz: (z: number) => number,
) {
  const plate = plateRect(place);
  const card = cardRect(place);
  const panel = panelRect(place);
  const pad = 0.12 * PX;
  ctx.fillStyle = 'rgba(10,4,4,0.55)';
  roundRect(
    ctx,
    px(plate.minX) - pad,
    pz(plate.minZ) - pad,
    (plate.maxX - plate.minX) * PX + pad * 2,
    (plate.maxZ - plate.minZ) * PX + pad,
    18,
  );
  ctx.fill();
  ctx.strokeStyle = place.tier === 0 ? INK.goldDim : INK.gold;
  ctx.lineWidth = 3;
  if (place.tier === 0) ctx.setLineDash([16, 10]);
  ctx.stroke();
  ctx.setLineDash([]);

  // An empty slot still shows where the card goes (R2.5).
  ctx.strokeStyle = 'rgba(217,180,90,0.35)';
  ctx.lineWidth = 2;
  roundRect(ctx, px(card.minX), pz(card.minZ), CARD.width * PX, CARD.depth * PX, 16);
  ctx.stroke();

  const panelX = px(panel.minX) + 8;
  const panelW = (panel.maxX - panel.minX) * PX - 16;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = INK.gold;
  ctx.font = `bold 92px ${SERIF}`;
  ctx.fillText(printed ? `#${printed.number}` : 'A', panelX, pz(panel.minZ) + 10);
  ctx.fillStyle = INK.goldDim;
  ctx.fillRect(panelX, pz(panel.minZ) + 118, panelW * 0.7, 3);
  ctx.fillStyle = INK.gold;
  ctx.font = `bold 24px ${SANS}`;
  ctx.fillText(printed ? 'POWER' : 'ASSOCIATE', panelX, pz(panel.minZ) + 136);
  const text = printed
    ? printed.power
    : 'Never acts and never scores. Influence may still be placed here.';
  const power = fitText(ctx, text, (s) => `italic ${s}px ${SERIF}`, panelW, 32, 22, 9);
  ctx.fillStyle = 'rgba(244,234,210,0.9)';
  drawLines(ctx, power.lines, panelX, pz(panel.minZ) + 176, power.size * 1.2);

  const lineY = pz(card.maxZ) + (PRINT_DEPTH * PX) / 2;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.fillStyle = INK.cream;
  ctx.font = `bold 30px ${SANS}`;
  const mods = printed
    ? `Respect ${mod(printed.respect)} \u00b7 Money ${mod(printed.money, '$')}`
    : 'Never scores';
  ctx.fillText(mods, px(plate.maxX), lineY);
  const modsW = ctx.measureText(mods).width;
  ctx.textAlign = 'left';
  ctx.fillStyle = INK.gold;
  const name = (printed?.name ?? 'Associate').toUpperCase();
  const title = fitText(
    ctx,
    name,
    (s) => `bold ${s}px ${SERIF}`,
    (plate.maxX - plate.minX) * PX - modsW - 24,
    44,
    26,
    1,
  );
  drawLines(ctx, title.lines, px(plate.minX), lineY, 0);
}

const mod = (n: number, unit = '') => (n < 0 ? `\u2212${unit}${-n}` : `+${unit}${n}`);

/** A deterministic felt grain, so screenshots of the same game are the same. */
function speckle(ctx: Ctx, w: number, h: number) {
  let seed = 0x2545f491;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 0x100000000;
  };
  for (let i = 0; i < (w * h) / 400; i++) {
    ctx.fillStyle = next() < 0.5 ? 'rgba(0,0,0,0.10)' : 'rgba(255,220,200,0.05)';
    ctx.fillRect(next() * w, next() * h, 3, 3);
  }
}
