/**
 * The four gangster type icons drawn on a 2D canvas: each type has its own shape as well as
 * its colour (R15.3), so the types stay apart for colour-blind players and in dim light.
 * Thug a square, Hitman a crosshair, Conman a diamond, Gambler a poker chip.
 */
import type { GangsterType } from '../../src-shared/engine';

type Ctx = CanvasRenderingContext2D;

const OUTLINE = '#1b120c';

export function drawTypeIcon(
  ctx: Ctx,
  type: GangsterType,
  cx: number,
  cy: number,
  r: number,
  colour: string,
) {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = Math.max(2, r * 0.12);
  SHAPES[type](ctx, cx, cy, r);
  ctx.restore();
}

const SHAPES: Record<GangsterType, (ctx: Ctx, cx: number, cy: number, r: number) => void> = {
  thug(ctx, cx, cy, r) {
    const s = r * 0.86;
    roundRect(ctx, cx - s, cy - s, s * 2, s * 2, r * 0.18);
    ctx.fill();
    ctx.stroke();
    // Knuckles: four bumps read as a fist at a glance.
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc(cx - s * 0.6 + i * s * 0.4, cy - s * 0.15, s * 0.16, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillRect(cx - s * 0.72, cy + s * 0.1, s * 1.44, s * 0.32);
  },
  hitman(ctx, cx, cy, r) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.92)';
    ctx.lineWidth = r * 0.14;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.55, 0, Math.PI * 2);
    ctx.moveTo(cx - r * 0.85, cy);
    ctx.lineTo(cx + r * 0.85, cy);
    ctx.moveTo(cx, cy - r * 0.85);
    ctx.lineTo(cx, cy + r * 0.85);
    ctx.stroke();
  },
  conman(ctx, cx, cy, r) {
    ctx.beginPath();
    ctx.moveTo(cx, cy - r * 1.1);
    ctx.lineTo(cx + r * 0.85, cy);
    ctx.lineTo(cx, cy + r * 1.1);
    ctx.lineTo(cx - r * 0.85, cy);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = 'rgba(40,25,5,0.85)';
    ctx.beginPath();
    ctx.moveTo(cx, cy - r * 0.5);
    ctx.lineTo(cx + r * 0.38, cy);
    ctx.lineTo(cx, cy + r * 0.5);
    ctx.lineTo(cx - r * 0.38, cy);
    ctx.closePath();
    ctx.fill();
  },
  gambler(ctx, cx, cy, r) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    // Chip edge notches.
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      ctx.save();
      ctx.translate(cx + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8);
      ctx.rotate(a);
      ctx.fillRect(-r * 0.14, -r * 0.1, r * 0.28, r * 0.2);
      ctx.restore();
    }
    ctx.strokeStyle = 'rgba(255,255,255,0.92)';
    ctx.lineWidth = r * 0.1;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.45, 0, Math.PI * 2);
    ctx.stroke();
  },
};

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
