/**
 * The faces of the two dice (R1.5), drawn into one 3×2 atlas per die, face value v in cell
 * (v-1) % 3, row (v-1) / 3. The black Move die: Knife, 2, 3, 4, 5, Ring. The red Whack die:
 * Take-Over, Kill, Kill, Miss, Miss, Backfire. Every face carries a shape, not a colour
 * alone, and the special ones their name.
 */
import type { DieKind } from './layout';
import { SANS } from './text';

type Ctx = CanvasRenderingContext2D;

export const FACE_PX = 256;
export const ATLAS = { columns: 3, rows: 2 } as const;

const BODY: Record<DieKind, string> = { move: '#141414', whack: '#a3161f' };
const INK_ON: Record<DieKind, string> = { move: '#f2ead6', whack: '#fff6ea' };
const GOLD = '#e0b850';

export function drawDieAtlas(ctx: Ctx, die: DieKind) {
  const S = FACE_PX;
  ctx.fillStyle = BODY[die];
  ctx.fillRect(0, 0, S * ATLAS.columns, S * ATLAS.rows);
  for (let v = 1; v <= 6; v++) {
    const x = ((v - 1) % ATLAS.columns) * S;
    const y = Math.floor((v - 1) / ATLAS.columns) * S;
    ctx.save();
    ctx.translate(x, y);
    // A faint inner bevel line, as on a real die's face.
    ctx.strokeStyle = 'rgba(255,255,255,0.10)';
    ctx.lineWidth = 4;
    ctx.strokeRect(14, 14, S - 28, S - 28);
    ctx.fillStyle = INK_ON[die];
    ctx.strokeStyle = INK_ON[die];
    if (die === 'move') drawMoveFace(ctx, v);
    else drawWhackFace(ctx, v);
    ctx.restore();
  }
}

function caption(ctx: Ctx, text: string) {
  ctx.font = `bold ${text.length > 6 ? 30 : 36}px ${SANS}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, FACE_PX / 2, FACE_PX - 28);
}

function drawMoveFace(ctx: Ctx, v: number) {
  const S = FACE_PX;
  if (v === 1) {
    knife(ctx, S / 2, S / 2 - 18);
    caption(ctx, 'KNIFE');
    return;
  }
  if (v === 6) {
    ring(ctx, S / 2, S / 2 - 14);
    caption(ctx, 'RING');
    return;
  }
  const pips: Record<number, [number, number][]> = {
    2: [
      [0.28, 0.28],
      [0.72, 0.72],
    ],
    3: [
      [0.26, 0.26],
      [0.5, 0.5],
      [0.74, 0.74],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.26, 0.26],
      [0.74, 0.26],
      [0.5, 0.5],
      [0.26, 0.74],
      [0.74, 0.74],
    ],
  };
  for (const [px, py] of pips[v] ?? []) {
    ctx.beginPath();
    ctx.arc(px * S, py * S, 25, 0, Math.PI * 2);
    ctx.fill();
  }
}

function knife(ctx: Ctx, cx: number, cy: number) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-Math.PI / 4);
  // Blade
  ctx.beginPath();
  ctx.moveTo(0, -92);
  ctx.lineTo(17, -62);
  ctx.lineTo(15, 14);
  ctx.lineTo(-15, 14);
  ctx.lineTo(-17, -62);
  ctx.closePath();
  ctx.fill();
  // Guard and grip
  ctx.fillRect(-36, 16, 72, 14);
  ctx.fillStyle = '#8c1a1a';
  ctx.fillRect(-11, 32, 22, 50);
  ctx.beginPath();
  ctx.arc(0, 88, 12, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function ring(ctx: Ctx, cx: number, cy: number) {
  ctx.save();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 22;
  ctx.beginPath();
  ctx.arc(cx, cy + 12, 56, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#c0182c';
  ctx.beginPath();
  ctx.moveTo(cx, cy - 84);
  ctx.lineTo(cx + 26, cy - 56);
  ctx.lineTo(cx, cy - 30);
  ctx.lineTo(cx - 26, cy - 56);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function drawWhackFace(ctx: Ctx, v: number) {
  const S = FACE_PX;
  const cx = S / 2;
  const cy = S / 2 - 16;
  switch (v) {
    case 1:
      crown(ctx, cx, cy);
      caption(ctx, 'TAKE-OVER');
      return;
    case 2:
    case 3:
      skull(ctx, cx, cy);
      caption(ctx, 'KILL');
      return;
    case 4:
    case 5:
      miss(ctx, cx, cy);
      caption(ctx, 'MISS');
      return;
    default:
      backfire(ctx, cx, cy);
      caption(ctx, 'BACKFIRE');
  }
}

function crown(ctx: Ctx, cx: number, cy: number) {
  ctx.save();
  ctx.fillStyle = GOLD;
  ctx.beginPath();
  ctx.moveTo(cx - 70, cy + 40);
  ctx.lineTo(cx - 78, cy - 40);
  ctx.lineTo(cx - 38, cy - 4);
  ctx.lineTo(cx, cy - 58);
  ctx.lineTo(cx + 38, cy - 4);
  ctx.lineTo(cx + 78, cy - 40);
  ctx.lineTo(cx + 70, cy + 40);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(cx - 70, cy + 46, 140, 16);
  ctx.restore();
}

function skull(ctx: Ctx, cx: number, cy: number) {
  ctx.beginPath();
  ctx.arc(cx, cy - 8, 58, Math.PI * 0.85, Math.PI * 2.15);
  ctx.lineTo(cx + 36, cy + 58);
  ctx.lineTo(cx - 36, cy + 58);
  ctx.closePath();
  ctx.fill();
  ctx.save();
  ctx.fillStyle = '#a3161f';
  for (const dx of [-24, 24]) {
    ctx.beginPath();
    ctx.ellipse(cx + dx, cy + 2, 16, 19, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(cx, cy + 22);
  ctx.lineTo(cx + 9, cy + 38);
  ctx.lineTo(cx - 9, cy + 38);
  ctx.closePath();
  ctx.fill();
  for (const dx of [-20, 0, 20]) ctx.fillRect(cx + dx - 3, cy + 46, 6, 14);
  ctx.restore();
}

function miss(ctx: Ctx, cx: number, cy: number) {
  ctx.lineWidth = 12;
  ctx.beginPath();
  ctx.arc(cx, cy, 56, 0, Math.PI * 2);
  ctx.moveTo(cx - 78, cy);
  ctx.lineTo(cx - 30, cy);
  ctx.moveTo(cx + 30, cy);
  ctx.lineTo(cx + 78, cy);
  ctx.moveTo(cx, cy - 78);
  ctx.lineTo(cx, cy - 30);
  ctx.moveTo(cx, cy + 30);
  ctx.lineTo(cx, cy + 78);
  ctx.stroke();
  // The shot went wide: a hole outside the sights.
  ctx.beginPath();
  ctx.arc(cx + 76, cy - 66, 13, 0, Math.PI * 2);
  ctx.fill();
}

function backfire(ctx: Ctx, cx: number, cy: number) {
  // An arrow that turns back on itself.
  ctx.lineWidth = 18;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(cx - 62, cy + 46);
  ctx.lineTo(cx + 20, cy + 46);
  ctx.arc(cx + 20, cy, 46, Math.PI / 2, -Math.PI / 2, true);
  ctx.lineTo(cx - 30, cy - 46);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - 70, cy - 46);
  ctx.lineTo(cx - 26, cy - 80);
  ctx.lineTo(cx - 26, cy - 12);
  ctx.closePath();
  ctx.fill();
  // A burst where the shot came out.
  ctx.fillStyle = '#ffd04a';
  ctx.beginPath();
  for (let i = 0; i < 14; i++) {
    const a = (i * Math.PI) / 7;
    const r = i % 2 === 0 ? 30 : 14;
    ctx.lineTo(cx - 66 + Math.cos(a) * r, cy + 46 + Math.sin(a) * r);
  }
  ctx.closePath();
  ctx.fill();
}
