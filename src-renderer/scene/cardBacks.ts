/**
 * The backs of the two decks: gangster cards in oxblood with a gold fedora, influence cards
 * in bottle green with a gold coin. A cream border goes all round; the pile's card edges
 * sample it (piles.ts), so a pile's sides read as paper.
 */
import { INK } from '../palette';
import { roundRect } from './typeIcons';
import { SERIF } from './text';

type Ctx = CanvasRenderingContext2D;

export const BACK_PX = { width: 256, height: 358 } as const;
/** A point of the border, in texture coordinates, for the edges of a pile. */
export const BACK_EDGE_UV = { u: 0.012, v: 0.5 } as const;

export type Deck = 'gangster' | 'influence';

export function drawCardBack(ctx: Ctx, deck: Deck) {
  const { width: W, height: H } = BACK_PX;
  ctx.fillStyle = '#efe4c8';
  ctx.fillRect(0, 0, W, H);
  const ground = deck === 'gangster' ? ['#5a1219', '#2c080c'] : ['#17432c', '#0a2116'];
  const g = ctx.createRadialGradient(W / 2, H / 2, 20, W / 2, H / 2, H * 0.6);
  g.addColorStop(0, ground[0]!);
  g.addColorStop(1, ground[1]!);
  ctx.fillStyle = g;
  roundRect(ctx, 10, 10, W - 20, H - 20, 12);
  ctx.fill();
  ctx.strokeStyle = INK.gold;
  ctx.lineWidth = 3;
  roundRect(ctx, 20, 20, W - 40, H - 40, 8);
  ctx.stroke();
  // A lattice of thin diagonals, as on a printed card back.
  ctx.save();
  roundRect(ctx, 24, 24, W - 48, H - 48, 6);
  ctx.clip();
  ctx.strokeStyle = 'rgba(217,180,90,0.16)';
  ctx.lineWidth = 2;
  for (let d = -H; d < W + H; d += 18) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + H, H);
    ctx.moveTo(d + H, 0);
    ctx.lineTo(d, H);
    ctx.stroke();
  }
  ctx.restore();

  const cx = W / 2;
  const cy = H / 2;
  ctx.fillStyle = ground[1]!;
  ctx.beginPath();
  ctx.arc(cx, cy, 62, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = INK.gold;
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.fillStyle = INK.gold;
  if (deck === 'gangster') {
    // A fedora.
    ctx.beginPath();
    ctx.ellipse(cx, cy + 16, 48, 11, 0, 0, Math.PI * 2);
    ctx.fill();
    roundRect(ctx, cx - 26, cy - 26, 52, 40, 12);
    ctx.fill();
    ctx.fillStyle = ground[1]!;
    ctx.fillRect(cx - 26, cy + 2, 52, 7);
  } else {
    ctx.font = `bold 70px ${SERIF}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('$', cx, cy + 4);
  }
  ctx.font = `bold 20px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK.gold;
  ctx.fillText(deck === 'gangster' ? 'GANGSTER' : 'INFLUENCE', cx, H - 48);
  ctx.fillText('NOTHING PERSONAL', cx, 48);
}
