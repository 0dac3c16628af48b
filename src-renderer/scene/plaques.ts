/**
 * A plaque on the table at each family's seat (seatLayout.ts): a walnut block with a printed
 * card in the family's colour giving its name, money, cards in hand, respect and re-roll
 * tokens. The face is redrawn only when one of those changes; two draw calls per plaque.
 */
import {
  BoxGeometry,
  CanvasTexture,
  Group,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  SRGBColorSpace,
} from 'three';
import { INK, type Palette } from '../palette';
import { PLAQUE, type SeatPlace } from './seatLayout';
import { SANS, SERIF, fitLine } from './text';
import { roundRect } from './typeIcons';
import { minus } from '../numbers';

export interface PlaqueFace {
  name: string;
  money: number;
  hand: number;
  respect: number;
  rerolls: number;
  /** The family whose decision the game waits for. */
  acting: boolean;
}

/** The name on a seat's plaque: its seat name, or "You" for the viewer and "Family N" otherwise. */
export function plaqueName(name: string | undefined, seat: number, viewer: number): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return seat === viewer ? 'You' : `Family ${seat + 1}`;
}

const PX = { width: 512, height: 256 } as const;

interface Plaque {
  group: Group;
  face: Mesh<PlaneGeometry, MeshStandardMaterial>;
  canvas: HTMLCanvasElement;
  texture: CanvasTexture;
  drawn: string;
}

export class PlaqueLayer {
  readonly group = new Group();
  private readonly body = new BoxGeometry(PLAQUE.width, PLAQUE.height, PLAQUE.depth);
  private readonly top = new PlaneGeometry(PLAQUE.width - 0.16, PLAQUE.depth - 0.16);
  private readonly wood = new MeshStandardMaterial({ color: 0x3a2115, roughness: 0.55 });
  private readonly plaques: Plaque[] = [];

  constructor(
    private palette: Palette,
    private readonly anisotropy: number,
  ) {
    this.top.rotateX(-Math.PI / 2);
    this.top.translate(0, PLAQUE.height + 0.002, 0);
    this.body.translate(0, PLAQUE.height / 2, 0);
  }

  /** Places a plaque per seat and prints it; unchanged faces are not redrawn. */
  update(seats: readonly SeatPlace[], faces: readonly PlaqueFace[]) {
    while (this.plaques.length < seats.length) this.plaques.push(this.create());
    this.plaques.forEach((p, seat) => {
      const place = seats[seat];
      const face = faces[seat];
      p.group.visible = !!place && !!face;
      if (!place || !face) return;
      p.group.position.set(place.x, 0, place.z);
      const key = JSON.stringify(face) + this.palette.colourBlind;
      if (key === p.drawn) return;
      p.drawn = key;
      const ctx = p.canvas.getContext('2d');
      if (ctx) drawPlaque(ctx, face, this.palette.family(seat));
      p.texture.needsUpdate = true;
    });
  }

  setPalette(palette: Palette) {
    this.palette = palette;
  }

  dispose() {
    for (const p of this.plaques) {
      p.texture.dispose();
      p.face.material.dispose();
    }
    this.plaques.length = 0;
    this.body.dispose();
    this.top.dispose();
    this.wood.dispose();
    this.group.clear();
  }

  private create(): Plaque {
    const canvas = document.createElement('canvas');
    canvas.width = PX.width;
    canvas.height = PX.height;
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = this.anisotropy;
    const face = new Mesh(this.top, new MeshStandardMaterial({ map: texture, roughness: 0.6 }));
    const group = new Group();
    group.add(new Mesh(this.body, this.wood), face);
    this.group.add(group);
    return { group, face, canvas, texture, drawn: '' };
  }
}

function drawPlaque(ctx: CanvasRenderingContext2D, f: PlaqueFace, colour: string) {
  const { width: W, height: H } = PX;
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = '#1c110b';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = INK.paper;
  roundRect(ctx, 8, 8, W - 16, H - 16, 16);
  ctx.fill();
  // The family's colour: a band down the left and the name's underline.
  ctx.fillStyle = colour;
  roundRect(ctx, 8, 8, 56, H - 16, 16);
  ctx.fill();
  ctx.fillRect(40, 8, 24, H - 16);
  ctx.strokeStyle = f.acting ? INK.gold : 'rgba(42,29,20,0.6)';
  ctx.lineWidth = f.acting ? 10 : 4;
  roundRect(ctx, 8, 8, W - 16, H - 16, 16);
  ctx.stroke();

  ctx.fillStyle = INK.cardInk;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  // The seat's name from the lobby, as large as fits; a long one ends with an ellipsis.
  // Left of the re-roll discs in the top right corner, whatever their number.
  const discs = Math.min(3, f.rerolls);
  const room = (discs > 0 ? W - 52 - (discs - 1) * 46 - 19 - 12 : W - 32) - 88;
  const name = fitLine(ctx, f.name.toUpperCase(), (s) => `bold ${s}px ${SERIF}`, room, 58, 34);
  ctx.font = `bold ${name.size}px ${SERIF}`;
  ctx.fillText(name.text, 88, 68);
  ctx.fillStyle = colour;
  ctx.fillRect(88, 106, Math.min(room, ctx.measureText(name.text).width), 7);

  const stats: [string, string][] = [
    ['$', String(f.money)],
    ['\u2605', minus(f.respect)],
    ['\u{1F0A0}', String(f.hand)],
  ];
  ctx.font = `bold 62px ${SANS}`;
  const y = 180;
  let x = 86;
  for (const [icon, value] of stats) {
    ctx.fillStyle = icon === '\u2605' ? INK.respect : icon === '$' ? INK.money : INK.cardInk;
    if (icon === '\u{1F0A0}') drawCardIcon(ctx, x, y);
    else ctx.fillText(icon, x, y);
    ctx.fillStyle = INK.cardInk;
    ctx.fillText(value, x + 38, y);
    x += 40 + ctx.measureText(value).width + 30;
  }
  // R1.6: re-roll tokens, as gold discs in the top right corner.
  for (let i = 0; i < discs; i++) {
    const cx = W - 52 - i * 46;
    ctx.fillStyle = INK.gold;
    ctx.beginPath();
    ctx.arc(cx, 60, 19, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = INK.cardInk;
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.fillStyle = INK.cardInk;
    ctx.font = `bold 24px ${SANS}`;
    ctx.textAlign = 'center';
    ctx.fillText('R', cx, 61);
    ctx.textAlign = 'left';
  }
}

/** A small card outline: "cards in hand". */
function drawCardIcon(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.save();
  ctx.strokeStyle = INK.cardInk;
  ctx.lineWidth = 5;
  roundRect(ctx, x + 2, y - 24, 30, 44, 5);
  ctx.stroke();
  ctx.fillStyle = 'rgba(42,29,20,0.25)';
  ctx.fill();
  ctx.restore();
}
