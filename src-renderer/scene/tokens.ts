/**
 * Influence tokens (R7): a stack per family, and one of neutral grey, on each gangster card,
 * plus any tokens in flight. Every chip is an instance of one bevelled mesh, so a crowded
 * board costs one draw call; the bevels leave a dark seam between chips, so a stack can be
 * counted by eye up to a few, and a badge (TableScene) gives the count of taller ones.
 */
import {
  Color,
  InstancedBufferAttribute,
  InstancedMesh,
  LatheGeometry,
  Matrix4,
  MeshStandardMaterial,
  Vector2,
} from 'three';
import { NEUTRAL, TOKEN_STRIDE } from '../../src-shared/engine';
import { CHIP, MAX_STACK, type ChipDraw, type StackDraw } from './animation/frame';
import type { Palette } from '../palette';

const CAPACITY = 10 * TOKEN_STRIDE * MAX_STACK + 64;

export class TokenLayer {
  readonly mesh: InstancedMesh<LatheGeometry, MeshStandardMaterial>;
  private colours: Color[] = [];
  private readonly matrix = new Matrix4();
  private readonly scaled = new Matrix4();

  constructor(palette: Palette) {
    const r = CHIP.radius;
    const h = CHIP.height;
    const bevel = 0.024;
    const profile = [
      new Vector2(0, 0),
      new Vector2(r - bevel, 0),
      new Vector2(r, bevel),
      new Vector2(r, h - bevel),
      new Vector2(r - bevel, h),
      new Vector2(0, h),
    ];
    this.mesh = new InstancedMesh(
      new LatheGeometry(profile, 28),
      new MeshStandardMaterial({ roughness: 0.42, metalness: 0.05 }),
      CAPACITY,
    );
    // Allocated up front so the shader variant with instance colours is the only one built.
    this.mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(CAPACITY * 3), 3);
    this.mesh.count = 0;
    this.mesh.frustumCulled = false;
    this.setPalette(palette);
  }

  setPalette(palette: Palette) {
    this.colours = Array.from(
      { length: TOKEN_STRIDE },
      (_, c) => new Color(c === NEUTRAL ? palette.neutral : palette.family(c)),
    );
  }

  show(stacks: readonly StackDraw[], chips: readonly ChipDraw[]) {
    let n = 0;
    const put = (x: number, y: number, z: number, column: number, scale: number) => {
      if (n >= CAPACITY || scale <= 0.01) return;
      this.matrix.makeTranslation(x, y, z);
      if (scale !== 1) this.matrix.multiply(this.scaled.makeScale(scale, scale, scale));
      this.mesh.setMatrixAt(n, this.matrix);
      this.mesh.setColorAt(n, this.colours[column] ?? this.colours[NEUTRAL]!);
      n++;
    };
    for (const s of stacks) {
      const shown = Math.min(s.count, MAX_STACK);
      const still = Math.max(0, shown - s.moving.length);
      for (let j = 0; j < shown; j++) {
        const m = j >= still ? s.moving[j - still] : undefined;
        put(s.x, s.y + j * CHIP.pitch + (m?.dy ?? 0), s.z, s.column, m?.scale ?? 1);
      }
    }
    for (const c of chips) put(c.x, c.y, c.z, c.column, c.scale);
    this.mesh.count = n;
    this.mesh.visible = n > 0;
    this.mesh.instanceMatrix.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
  }

  dispose() {
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
    this.mesh.dispose();
  }
}
