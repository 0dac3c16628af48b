/**
 * What does not move during a game: the table top and the printed hierarchy board lying on
 * it. The board's print is redrawn when the palette changes (colour-blind setting).
 */
import {
  BoxGeometry,
  CanvasTexture,
  Group,
  Mesh,
  MeshLambertMaterial,
  Float32BufferAttribute,
  PlaneGeometry,
  RepeatWrapping,
  SRGBColorSpace,
} from 'three';
import { INK, type Palette } from '../palette';
import { boardCanvasSize, drawBoardFace, type PrintedPosition } from './boardFace';
import { Disposer } from './disposer';
import type { BoardLayout } from './layout';
import { WOOD_PX, drawWood } from './tableSurface';

export const BOARD_THICKNESS = 0.12;
const TABLE_SIZE = 120;

export class Furniture {
  readonly group = new Group();
  private readonly disposer = new Disposer();
  private readonly top: MeshLambertMaterial;
  private printed: CanvasTexture;

  constructor(
    private readonly layout: BoardLayout,
    private readonly positions: PrintedPosition[],
    private readonly anisotropy: number,
    palette: Palette,
    /** R1.1 Classic: the board prints where the pool of coins lies. */
    private readonly coinPool = false,
  ) {
    const d = this.disposer;
    const wood = d.track(canvasTexture(WOOD_PX, WOOD_PX, drawWood, anisotropy));
    wood.wrapS = wood.wrapT = RepeatWrapping;
    wood.repeat.set(8, 8);
    const b = layout.bounds;
    const table = new Mesh(
      d.track(lampPool(new PlaneGeometry(TABLE_SIZE, TABLE_SIZE, 48, 48), b)),
      d.track(new MeshLambertMaterial({ map: wood, vertexColors: true })),
    );
    this.group.add(table);

    this.printed = this.print(palette);
    // Lambert, not physically based: the table and the board fill most of the screen, both
    // are matte, and on software GL their shading is most of a frame's cost.
    const edge = d.track(new MeshLambertMaterial({ color: INK.boardDark }));
    this.top = d.track(new MeshLambertMaterial({ map: this.printed }));
    const box = d.track(new BoxGeometry(b.maxX - b.minX, BOARD_THICKNESS, b.maxZ - b.minZ));
    // BoxGeometry's faces in order +x, -x, +y, -y, +z, -z, six indices each: the print is
    // the top face itself (no second surface shaded over it: software GL is fill-rate
    // bound), and the five other faces share one group, so the slab is two draw calls.
    box.clearGroups();
    box.addGroup(0, 12, 0);
    box.addGroup(12, 6, 1);
    box.addGroup(18, 18, 0);
    const slab = new Mesh(box, [edge, this.top]);
    slab.position.set((b.minX + b.maxX) / 2, BOARD_THICKNESS / 2, (b.minZ + b.maxZ) / 2);
    // Drawn after the cards and before the table, so hidden pixels fail the depth test early.
    slab.renderOrder = 1;
    table.renderOrder = 2;
    this.group.add(slab);
    d.add(() => this.printed.dispose());
    d.add(() => this.group.clear());
  }

  setPalette(palette: Palette) {
    const old = this.printed;
    this.printed = this.print(palette);
    this.top.map = this.printed;
    this.top.needsUpdate = true;
    old.dispose();
  }

  dispose() {
    this.disposer.dispose();
  }

  private print(palette: Palette): CanvasTexture {
    const size = boardCanvasSize(this.layout);
    return canvasTexture(
      size.width,
      size.height,
      (ctx) => drawBoardFace(ctx, this.layout, this.positions, palette, this.coinPool),
      this.anisotropy,
    );
  }
}

function canvasTexture(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
  anisotropy: number,
): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) draw(ctx);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = anisotropy;
  return texture;
}

/**
 * The pool of light a lamp over the board casts, baked into the table's vertex colours: the
 * wood is brightest round the board and falls off into the dark towards the room. (A real
 * spot light costs a quarter of a frame on software GL, over every lit pixel.)
 */
function lampPool(
  g: PlaneGeometry,
  board: { minX: number; maxX: number; minZ: number; maxZ: number },
): PlaneGeometry {
  g.rotateX(-Math.PI / 2);
  const cx = (board.minX + board.maxX) / 2;
  const cz = (board.minZ + board.maxZ) / 2;
  g.translate(cx, 0, cz);
  const reach = Math.max(board.maxX - board.minX, board.maxZ - board.minZ) * 0.95;
  const pos = g.attributes.position!;
  const colours = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) {
    const d = Math.hypot(pos.getX(i) - cx, pos.getZ(i) - cz) / reach;
    const light = 0.32 + 0.95 * Math.exp(-d * d * 1.6);
    colours.set([light, light * 0.97, light * 0.92], i * 3);
  }
  g.setAttribute('color', new Float32BufferAttribute(colours, 3));
  return g;
}
