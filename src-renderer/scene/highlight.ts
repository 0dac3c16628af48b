/**
 * The glow under cards and slots a choice can pick (the prompt's highlight): a soft rim of
 * light on the board round each one, in the colour of the kind of choice. The rim pulses a
 * few times when the choice opens, then holds still, so a pending choice costs no frames.
 */
import {
  AdditiveBlending,
  CanvasTexture,
  Color,
  InstancedBufferAttribute,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  Quaternion,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { CARD } from './layout';

export type HighlightKind = 'place' | 'target' | 'move' | 'tie';

export const HIGHLIGHT_COLOURS: Record<HighlightKind, string> = {
  place: '#ffd35c',
  target: '#ff5a45',
  move: '#63c2ff',
  tie: '#d59bff',
};

/** How long the rims pulse when a choice opens. */
export const PULSE_MS = 2600;
const PULSE_PERIOD = 850;
const GLOW = 0.5;
const CAPACITY = 16;

export interface RimDraw {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

export class HighlightLayer {
  readonly mesh: InstancedMesh<PlaneGeometry, MeshBasicMaterial>;
  private readonly texture: CanvasTexture;
  private readonly colour = new Color();
  private readonly matrix = new Matrix4();
  private readonly position = new Vector3();
  private readonly rotation = new Quaternion();
  private readonly up = new Vector3(0, 1, 0);
  private readonly one = new Vector3(1, 1, 1);
  private pulseStart = -1;

  constructor() {
    this.texture = glowTexture();
    const geometry = new PlaneGeometry(CARD.width + GLOW * 2, CARD.depth + GLOW * 2);
    geometry.rotateX(-Math.PI / 2);
    this.mesh = new InstancedMesh(
      geometry,
      new MeshBasicMaterial({
        map: this.texture,
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
      CAPACITY,
    );
    this.mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(CAPACITY * 3), 3);
    this.mesh.count = 0;
    this.mesh.visible = false;
    this.mesh.frustumCulled = false;
    this.mesh.renderOrder = 3;
  }

  /** Starts the pulse again: a new choice has opened. */
  restart() {
    this.pulseStart = -1;
  }

  /**
   * Draws the rims; returns whether they are still pulsing (and want frames). `still`: the
   * player asked for less motion (prefers-reduced-motion), so the rims glow without pulsing.
   */
  show(rims: readonly RimDraw[], kind: HighlightKind | null, now: number, still = false): boolean {
    const n = Math.min(CAPACITY, kind ? rims.length : 0);
    this.mesh.count = n;
    this.mesh.visible = n > 0;
    if (n === 0) return false;
    if (this.pulseStart < 0) this.pulseStart = now;
    const age = now - this.pulseStart;
    const pulsing = !still && age < PULSE_MS;
    const level = pulsing ? 0.75 + 0.25 * Math.cos((age / PULSE_PERIOD) * Math.PI * 2) : 0.85;
    this.colour.set(HIGHLIGHT_COLOURS[kind!]).multiplyScalar(level);
    rims.slice(0, n).forEach((r, i) => {
      this.position.set(r.x, r.y, r.z);
      this.rotation.setFromAxisAngle(this.up, r.yaw);
      this.mesh.setMatrixAt(i, this.matrix.compose(this.position, this.rotation, this.one));
      this.mesh.setColorAt(i, this.colour);
    });
    this.mesh.instanceMatrix.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    return pulsing;
  }

  dispose() {
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
    this.mesh.dispose();
    this.texture.dispose();
  }
}

/** A soft white rim round a card's shape, transparent inside and out. */
function glowTexture(): CanvasTexture {
  const W = 256;
  const H = Math.round((W * (CARD.depth + GLOW * 2)) / (CARD.width + GLOW * 2));
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const pad = (GLOW / (CARD.width + GLOW * 2)) * W;
    ctx.shadowColor = 'rgba(255,255,255,1)';
    ctx.shadowBlur = pad * 0.8;
    ctx.strokeStyle = 'rgba(255,255,255,0.95)';
    ctx.lineWidth = pad * 0.35;
    ctx.beginPath();
    ctx.roundRect(pad * 0.9, pad * 0.9, W - pad * 1.8, H - pad * 1.8, pad * 0.5);
    ctx.stroke();
    ctx.stroke();
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
