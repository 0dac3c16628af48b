/** Text set on canvas textures: fitted to a width and wrapped to a few lines. */

type Ctx = CanvasRenderingContext2D;

export const SERIF = 'Georgia, "Liberation Serif", "DejaVu Serif", "Times New Roman", serif';
export const SANS = '"Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

/**
 * Breaks `text` into at most `maxLines` lines no wider than `width`, shrinking the font from
 * `size` down to `minSize` until it fits. Returns the size used and the lines.
 */
export function fitText(
  ctx: Ctx,
  text: string,
  font: (size: number) => string,
  width: number,
  size: number,
  minSize: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (let s = size; s >= minSize; s -= 2) {
    ctx.font = font(s);
    const lines = wrap(ctx, text, width);
    if (lines.length <= maxLines && lines.every((l) => ctx.measureText(l).width <= width)) {
      return { size: s, lines };
    }
  }
  ctx.font = font(minSize);
  const lines = wrap(ctx, text, width);
  if (lines.length <= maxLines) return { size: minSize, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return { size: minSize, lines: kept };
}

/**
 * One line no wider than `width`: the font shrinks from `size` to `minSize`, and a text still
 * too wide at `minSize` is cut at a word or letter and ends with an ellipsis.
 */
export function fitLine(
  ctx: Pick<Ctx, 'font' | 'measureText'>,
  text: string,
  font: (size: number) => string,
  width: number,
  size: number,
  minSize: number,
): { size: number; text: string } {
  const fits = (t: string) => ctx.measureText(t).width <= width;
  for (let s = size; s >= minSize; s -= 2) {
    ctx.font = font(s);
    if (fits(text)) return { size: s, text };
  }
  ctx.font = font(minSize);
  const chars = [...text.trim()];
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = `${chars.slice(0, n).join('').trimEnd()}\u2026`;
    if (fits(cut)) return { size: minSize, text: cut };
  }
  return { size: minSize, text: '\u2026' };
}

function wrap(ctx: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function drawLines(ctx: Ctx, lines: string[], x: number, y: number, lineHeight: number) {
  lines.forEach((l, i) => ctx.fillText(l, x, y + i * lineHeight));
}
