// Draws the app icon (build/icon.png, 1024×1024) without any image library: a walnut tile,
// the gold Capo ring, and a red wax seal with a gold diamond. Our own artwork (no licence
// beyond the project's). Run: node build/make-icon.mjs
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import { deflateSync, crc32 } from 'node:zlib';

const SIZE = 1024;
const SS = 3; // supersamples per axis, for smooth edges
const c = SIZE / 2;

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const walnut = [42, 28, 20];
const walnutEdge = [22, 14, 10];
const gold = [214, 170, 82];
const goldDark = [138, 98, 38];
const red = [150, 22, 26];
const redDark = [92, 10, 14];

function shade(x, y) {
  // Rounded square tile.
  const r = 180;
  const m = 40;
  const qx = Math.max(Math.abs(x - c) - (c - m - r), 0);
  const qy = Math.max(Math.abs(y - c) - (c - m - r), 0);
  if (Math.hypot(qx, qy) > r) return [0, 0, 0, 0];
  const d = Math.hypot(x - c, y - c);
  let col = mix(walnut, walnutEdge, Math.min(1, d / (c * 1.2)));
  // The Capo ring: a gold annulus lit from the top left.
  if (d > 300 && d < 400) {
    const light = 0.5 + (0.5 * (c - x + (c - y))) / (Math.SQRT2 * d);
    const edge = Math.min(d - 300, 400 - d) / 50;
    col = mix(goldDark, gold, Math.min(1, light * 0.8 + edge * 0.4));
  }
  // The wax seal.
  if (d < 250) {
    col = mix(red, redDark, Math.pow(d / 250, 3));
    // A gold diamond, the card pip.
    if (Math.abs(x - c) / 120 + Math.abs(y - c) / 170 < 1)
      col = mix(gold, goldDark, (y - c + 170) / 560);
  }
  return [...col, 255];
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    const acc = [0, 0, 0, 0];
    for (let sy = 0; sy < SS; sy++) {
      for (let sx = 0; sx < SS; sx++) {
        const p = shade(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS);
        // Premultiplied, so transparent samples do not darken the edge.
        for (let i = 0; i < 3; i++) acc[i] += p[i] * (p[3] / 255);
        acc[3] += p[3];
      }
    }
    const n = SS * SS;
    const a = acc[3] / n;
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    for (let i = 0; i < 3; i++) raw[o + i] = a > 0 ? Math.round((acc[i] / n) * (255 / a)) : 0;
    raw[o + 3] = Math.round(a);
  }
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
