/**
 * The face-down piles (R1.3, R1.4, R1.8): the gangster deck, Prison and the Fishes in
 * gangster backs, the influence deck in its own. One instance per card, slightly askew, so
 * a pile looks handled; all piles of one back are one draw call.
 */
import {
  BoxGeometry,
  CanvasTexture,
  InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { pileCardThickness } from './animation/frame';
import { BACK_EDGE_UV, BACK_PX, drawCardBack, type Deck } from './cardBacks';
import { CARD, PILE_SCALE, PILES, type BoardLayout, type PileKind } from './layout';

const CAPACITY: Record<Deck, number> = { gangster: 64, influence: 100 };
const DECK_OF: Record<PileKind, Deck> = {
  gangsters: 'gangster',
  influence: 'influence',
  prison: 'gangster',
  fishes: 'gangster',
};

export class PileLayer {
  readonly meshes: Record<Deck, InstancedMesh<BoxGeometry, MeshStandardMaterial>>;
  /** The card backs, lent to the card layer for cards in flight. */
  readonly backs: Record<Deck, CanvasTexture>;
  private readonly geometry: BoxGeometry;
  private readonly matrix = new Matrix4();
  private readonly position = new Vector3();
  private readonly rotation = new Quaternion();
  private readonly up = new Vector3(0, 1, 0);
  private readonly scale = new Vector3(1, 1, 1);
  private shown = '';

  constructor(
    private readonly layout: BoardLayout,
    /** Height of the board surface the piles stand on. */
    private readonly surface: number,
    anisotropy: number,
  ) {
    this.geometry = new BoxGeometry(CARD.width * PILE_SCALE, 1, CARD.depth * PILE_SCALE);
    edgesToBorder(this.geometry);
    this.backs = {
      gangster: backTexture('gangster', anisotropy),
      influence: backTexture('influence', anisotropy),
    };
    const make = (deck: Deck) => {
      const mesh = new InstancedMesh(
        this.geometry,
        new MeshStandardMaterial({ map: this.backs[deck], roughness: 0.75 }),
        CAPACITY[deck],
      );
      mesh.count = 0;
      mesh.frustumCulled = false;
      return mesh;
    };
    this.meshes = { gangster: make('gangster'), influence: make('influence') };
  }

  update(counts: Readonly<Record<PileKind, number>>) {
    const key = PILES.map((p) => counts[p]).join(',');
    if (key === this.shown) return;
    this.shown = key;
    const used: Record<Deck, number> = { gangster: 0, influence: 0 };
    for (const kind of PILES) {
      const deck = DECK_OF[kind];
      const mesh = this.meshes[deck];
      const at = this.layout.piles[kind];
      const count = Math.min(counts[kind], CAPACITY[deck] - used[deck]);
      const thick = pileCardThickness(count);
      for (let i = 0; i < count; i++) {
        // A fixed scatter per card: the same pile always looks the same.
        const h = hash(i * 7 + kind.length * 131);
        this.position.set(
          at.x + (h - 0.5) * 0.08,
          this.surface + (i + 0.5) * thick,
          at.z + (hash(i * 13 + 5) - 0.5) * 0.08,
        );
        this.rotation.setFromAxisAngle(this.up, (hash(i * 3 + 11) - 0.5) * 0.06);
        this.scale.set(1, thick * 0.92, 1);
        this.matrix.compose(this.position, this.rotation, this.scale);
        mesh.setMatrixAt(used[deck]++, this.matrix);
      }
    }
    for (const deck of ['gangster', 'influence'] as const) {
      this.meshes[deck].count = used[deck];
      this.meshes[deck].visible = used[deck] > 0;
      this.meshes[deck].instanceMatrix.needsUpdate = true;
    }
  }

  dispose() {
    for (const deck of ['gangster', 'influence'] as const) {
      this.meshes[deck].material.dispose();
      this.meshes[deck].dispose();
      this.backs[deck].dispose();
    }
    this.geometry.dispose();
  }
}

function hash(n: number): number {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/** Every face but the top and bottom samples the cream border: the sides read as paper. */
function edgesToBorder(g: BoxGeometry) {
  const uv = g.attributes.uv!;
  // BoxGeometry's faces in order +x, -x, +y, -y, +z, -z, four vertices each.
  for (const face of [0, 1, 4, 5]) {
    for (let v = 0; v < 4; v++) uv.setXY(face * 4 + v, BACK_EDGE_UV.u, BACK_EDGE_UV.v);
  }
  uv.needsUpdate = true;
}

function backTexture(deck: Deck, anisotropy: number): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = BACK_PX.width;
  canvas.height = BACK_PX.height;
  const ctx = canvas.getContext('2d');
  if (ctx) drawCardBack(ctx, deck);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = anisotropy;
  return texture;
}
