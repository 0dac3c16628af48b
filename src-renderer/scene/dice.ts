/**
 * The Move and Whack dice (R1.5): rounded cubes with canvas-drawn faces, one draw call each.
 * Opposite faces add up to seven, as on any die. A die lands with the engine's face up and
 * its print upright for the player; on its way it spins about a fixed axis by an angle that
 * runs down to zero, so it can only come to rest on that face.
 */
import type { BufferGeometry } from 'three';
import {
  CanvasTexture,
  Group,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  Quaternion,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { DieDraw } from './animation/frame';
import { ATLAS, FACE_PX, drawDieAtlas } from './diceFaces';
import { DICE, DIE_SIZE, type DieKind } from './layout';

/** Box side (RoundedBoxGeometry order: +x, -x, +y, -y, +z, -z) that carries each value. */
const SIDE_OF_VALUE: Record<number, number> = { 1: 2, 6: 3, 2: 4, 5: 5, 3: 0, 4: 1 };
const SIDE_NORMALS = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
];

export class DiceLayer {
  readonly group = new Group();
  private readonly geometry: RoundedBoxGeometry;
  private readonly meshes: Record<DieKind, Mesh<BufferGeometry, MeshStandardMaterial>>;
  private readonly textures: CanvasTexture[] = [];
  /** The turn that brings each value up, print upright. */
  private readonly faceUp: Quaternion[];
  private readonly q = new Quaternion();
  private readonly spin = new Quaternion();
  private readonly yaw = new Quaternion();
  private readonly axis = new Vector3();
  private readonly up = new Vector3(0, 1, 0);

  constructor(anisotropy: number) {
    this.geometry = dieGeometry();
    this.faceUp = faceUpTurns(this.geometry);
    const make = (die: DieKind) => {
      const canvas = document.createElement('canvas');
      canvas.width = FACE_PX * ATLAS.columns;
      canvas.height = FACE_PX * ATLAS.rows;
      const ctx = canvas.getContext('2d');
      if (ctx) drawDieAtlas(ctx, die);
      const texture = new CanvasTexture(canvas);
      texture.colorSpace = SRGBColorSpace;
      texture.anisotropy = anisotropy;
      this.textures.push(texture);
      const mesh = new Mesh(
        this.geometry,
        new MeshStandardMaterial({ map: texture, roughness: 0.32, metalness: 0.02 }),
      );
      mesh.userData.die = die;
      this.group.add(mesh);
      return mesh;
    };
    this.meshes = { move: make('move'), whack: make('whack') };
  }

  show(dice: Readonly<Record<DieKind, DieDraw>>) {
    for (const die of DICE) {
      const d = dice[die];
      const mesh = this.meshes[die];
      mesh.position.set(d.x, d.y, d.z);
      this.q.copy(this.faceUp[d.face] ?? this.faceUp[1]!);
      this.yaw.setFromAxisAngle(this.up, d.yaw);
      this.q.premultiply(this.yaw);
      if (d.spin !== 0) {
        this.spin.setFromAxisAngle(this.axis.set(d.axis.x, d.axis.y, d.axis.z), d.spin);
        this.q.premultiply(this.spin);
      }
      mesh.quaternion.copy(this.q);
    }
  }

  dispose() {
    for (const die of DICE) this.meshes[die].material.dispose();
    for (const t of this.textures) t.dispose();
    this.geometry.dispose();
    this.group.clear();
  }
}

/** A die's shape: a rounded cube whose sides sample their value's cell of the atlas. */
export function dieGeometry(): RoundedBoxGeometry {
  return new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 3, 0.16);
}

/**
 * For each value 1..6, the turn that puts it on top with its print upright for the player.
 * Reads the print's direction from the geometry's UVs, then moves the UVs into the atlas.
 */
export function faceUpTurns(geometry: RoundedBoxGeometry): Quaternion[] {
  const ups = printUps(geometry);
  toAtlas(geometry);
  const turns: Quaternion[] = [];
  for (let v = 1; v <= 6; v++) {
    const side = SIDE_OF_VALUE[v]!;
    turns[v] = turnFaceUp(SIDE_NORMALS[side]!, ups[side]!);
  }
  return turns;
}

/** The outward direction of the side that carries `value`, before any turn. */
export function valueNormal(value: number): Vector3 {
  return SIDE_NORMALS[SIDE_OF_VALUE[value] ?? 2]!.clone();
}

/** The turn taking a side's normal to +y and its print's up to the far side (-z). */
function turnFaceUp(normal: Vector3, printUp: Vector3): Quaternion {
  const from = new Matrix4().makeBasis(normal, printUp, normal.clone().cross(printUp));
  const to = new Matrix4().makeBasis(
    new Vector3(0, 1, 0),
    new Vector3(0, 0, -1),
    new Vector3(0, 1, 0).cross(new Vector3(0, 0, -1)),
  );
  return new Quaternion().setFromRotationMatrix(to.multiply(from.transpose()));
}

/** For each side, the direction in which its texture's v grows (the print's up). */
function printUps(g: RoundedBoxGeometry): Vector3[] {
  const pos = g.attributes.position!;
  const uv = g.attributes.uv!;
  const perSide = pos.count / 6;
  const ups: Vector3[] = [];
  const p0 = new Vector3();
  const p1 = new Vector3();
  const p2 = new Vector3();
  for (let side = 0; side < 6; side++) {
    const sum = new Vector3();
    for (let i = side * perSide; i < (side + 1) * perSide; i += 3) {
      p0.fromBufferAttribute(pos, i);
      const e1 = p1.fromBufferAttribute(pos, i + 1).sub(p0);
      const e2 = p2.fromBufferAttribute(pos, i + 2).sub(p0);
      const du1 = uv.getX(i + 1) - uv.getX(i);
      const dv1 = uv.getY(i + 1) - uv.getY(i);
      const du2 = uv.getX(i + 2) - uv.getX(i);
      const dv2 = uv.getY(i + 2) - uv.getY(i);
      const det = du1 * dv2 - du2 * dv1;
      if (Math.abs(det) < 1e-9) continue;
      sum.add(e2.clone().multiplyScalar(du1).sub(e1.clone().multiplyScalar(du2)).divideScalar(det));
    }
    const n = SIDE_NORMALS[side]!;
    ups.push(sum.sub(n.clone().multiplyScalar(sum.dot(n))).normalize());
  }
  return ups;
}

/** Each side's 0..1 UVs into its value's cell of the atlas, kept off the cell's edges. */
function toAtlas(g: RoundedBoxGeometry) {
  const uv = g.attributes.uv!;
  const perSide = uv.count / 6;
  const valueOfSide = Object.fromEntries(
    Object.entries(SIDE_OF_VALUE).map(([v, side]) => [side, Number(v)]),
  );
  const inset = 0.03;
  for (let side = 0; side < 6; side++) {
    const v = valueOfSide[side]!;
    const col = (v - 1) % ATLAS.columns;
    const row = Math.floor((v - 1) / ATLAS.columns);
    for (let i = side * perSide; i < (side + 1) * perSide; i++) {
      const u = inset + uv.getX(i) * (1 - 2 * inset);
      const w = inset + uv.getY(i) * (1 - 2 * inset);
      uv.setXY(i, (col + u) / ATLAS.columns, (ATLAS.rows - 1 - row + w) / ATLAS.rows);
    }
  }
  uv.needsUpdate = true;
}
