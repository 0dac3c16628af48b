/** A dark walnut table top, drawn once: grain lines across planks. */

type Ctx = CanvasRenderingContext2D;

export const WOOD_PX = 1024;

export function drawWood(ctx: Ctx) {
  const S = WOOD_PX;
  let seed = 0x9e3779b9;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 0x100000000;
  };
  ctx.fillStyle = '#3b2314';
  ctx.fillRect(0, 0, S, S);
  const planks = 4;
  const ph = S / planks;
  for (let p = 0; p < planks; p++) {
    const tone = 0.85 + next() * 0.3;
    ctx.fillStyle = `rgba(${Math.round(86 * tone)},${Math.round(52 * tone)},${Math.round(30 * tone)},0.9)`;
    ctx.fillRect(0, p * ph, S, ph);
    for (let i = 0; i < 70; i++) {
      const y0 = p * ph + next() * ph;
      const amp = 2 + next() * 7;
      const freq = 0.004 + next() * 0.01;
      const phase = next() * Math.PI * 2;
      ctx.strokeStyle = next() < 0.6 ? 'rgba(30,16,8,0.35)' : 'rgba(140,95,60,0.18)';
      ctx.lineWidth = 0.8 + next() * 2.2;
      ctx.beginPath();
      for (let x = 0; x <= S; x += 16) {
        const y = y0 + Math.sin(x * freq + phase) * amp;
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(12,6,3,0.8)';
    ctx.fillRect(0, p * ph, S, 3);
  }
}
