/**
 * The printed face of a gangster card (R15.1): name, a portrait, type icons, power, and the
 * card's respect and money. Drawn once per gangster onto a canvas that becomes its texture.
 */
import type { GangsterType } from '../../src-shared/engine';
import { INK, TYPE_NAMES, type Palette } from '../palette';
import { drawTypeIcon, roundRect } from './typeIcons';
import { SANS, SERIF, drawLines, fitText } from './text';
import { minus } from '../numbers';

export interface CardFace {
  name: string;
  types: GangsterType[];
  respect: number;
  money: number;
  power: { text: string; active: boolean } | null;
}

export const CARD_PX = { width: 512, height: 717 } as const;

type Ctx = CanvasRenderingContext2D;

export function drawCardFace(ctx: Ctx, card: CardFace, palette: Palette) {
  const { width: W, height: H } = CARD_PX;
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = INK.cardInk;
  roundRect(ctx, 0, 0, W, H, 30);
  ctx.fill();
  const paper = ctx.createRadialGradient(W / 2, H * 0.45, 60, W / 2, H / 2, H * 0.7);
  paper.addColorStop(0, '#f8efd9');
  paper.addColorStop(1, '#e2d2ad');
  ctx.fillStyle = paper;
  roundRect(ctx, 12, 12, W - 24, H - 24, 20);
  ctx.fill();
  ctx.strokeStyle = INK.goldDim;
  ctx.lineWidth = 3;
  roundRect(ctx, 22, 22, W - 44, H - 44, 14);
  ctx.stroke();

  drawName(ctx, card.name);
  drawPortrait(ctx, palette.type(card.types[0] ?? 'thug'), 40, 142, W - 80, 262);
  drawTypes(ctx, card.types, 426, palette);
  drawPower(ctx, card.power, 510);
  drawStats(ctx, card.respect, card.money, 618);
}

function drawName(ctx: Ctx, name: string) {
  const fit = fitText(ctx, name, (s) => `bold ${s}px ${SERIF}`, 440, 54, 32, 2);
  ctx.fillStyle = INK.cardInk;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lh = fit.size * 1.05;
  const top = 84 - ((fit.lines.length - 1) * lh) / 2;
  drawLines(ctx, fit.lines, CARD_PX.width / 2, top, lh);
}

/** A fedora silhouette against the gangster's first type colour. */
function drawPortrait(ctx: Ctx, colour: string, x: number, y: number, w: number, h: number) {
  ctx.save();
  roundRect(ctx, x, y, w, h, 10);
  ctx.clip();
  const bg = ctx.createLinearGradient(0, y, 0, y + h);
  bg.addColorStop(0, colour);
  bg.addColorStop(1, '#1a1410');
  ctx.fillStyle = bg;
  ctx.fillRect(x, y, w, h);
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 9; i++) ctx.fillRect(x + i * (w / 9) + 8, y, 2, h);
  ctx.globalAlpha = 1;

  const cx = x + w / 2;
  ctx.fillStyle = '#17110d';
  ctx.beginPath();
  ctx.ellipse(cx, y + h + 30, w * 0.38, h * 0.42, 0, Math.PI, 0);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, y + h * 0.5, w * 0.13, h * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, y + h * 0.34, w * 0.26, h * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  roundRect(ctx, cx - w * 0.14, y + h * 0.12, w * 0.28, h * 0.22, 14);
  ctx.fill();
  ctx.fillStyle = 'rgba(230,210,160,0.55)';
  ctx.fillRect(cx - w * 0.14, y + h * 0.27, w * 0.28, h * 0.04);
  ctx.restore();
  ctx.strokeStyle = INK.cardInk;
  ctx.lineWidth = 3;
  roundRect(ctx, x, y, w, h, 10);
  ctx.stroke();
}

function drawTypes(ctx: Ctx, types: GangsterType[], y: number, palette: Palette) {
  const slotW = (CARD_PX.width - 60) / types.length;
  const r = 34;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  types.forEach((t, i) => {
    const label = TYPE_NAMES[t].toUpperCase();
    const fit = fitText(ctx, label, (s) => `bold ${s}px ${SANS}`, slotW - r * 2 - 16, 40, 26, 1);
    const textW = ctx.measureText(label).width;
    const total = r * 2 + 10 + textW;
    const left = 30 + i * slotW + (slotW - total) / 2;
    drawTypeIcon(ctx, t, left + r, y + 42, r, palette.type(t));
    ctx.fillStyle = INK.cardInk;
    ctx.font = `bold ${fit.size}px ${SANS}`;
    ctx.fillText(label, left + r * 2 + 10, y + 44);
  });
}

function drawPower(ctx: Ctx, power: CardFace['power'], y: number) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (!power) {
    ctx.fillStyle = 'rgba(42,29,20,0.45)';
    ctx.font = `italic 26px ${SERIF}`;
    ctx.fillText('No power', CARD_PX.width / 2, y + 48);
    return;
  }
  // R15.1: passive powers are printed in italics.
  const style = power.active ? '' : 'italic ';
  const fit = fitText(ctx, power.text, (s) => `${style}${s}px ${SERIF}`, 430, 30, 22, 3);
  ctx.fillStyle = INK.cardInk;
  const lh = fit.size * 1.15;
  drawLines(ctx, fit.lines, CARD_PX.width / 2, y + 48 - ((fit.lines.length - 1) * lh) / 2, lh);
}

function drawStats(ctx: Ctx, respect: number, money: number, y: number) {
  const h = 66;
  pill(ctx, 40, y, 200, h, INK.respect);
  star(ctx, 82, y + h / 2, 22);
  ctx.fillStyle = '#fff6e0';
  ctx.font = `bold 44px ${SANS}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(minus(respect), 116, y + h / 2 + 2);

  pill(ctx, CARD_PX.width - 240, y, 200, h, INK.money);
  ctx.fillStyle = '#fff6e0';
  ctx.textAlign = 'center';
  ctx.fillText(`$${minus(money)}`, CARD_PX.width - 140, y + h / 2 + 2);
}

function pill(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string) {
  ctx.fillStyle = fill;
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fill();
  ctx.strokeStyle = INK.cardInk;
  ctx.lineWidth = 3;
  ctx.stroke();
}

function star(ctx: Ctx, cx: number, cy: number, r: number) {
  ctx.fillStyle = INK.gold;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fill();
}
