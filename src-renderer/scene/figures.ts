/**
 * The small pieces: blackmail tokens (R10.9, a coin in the family's colour with a gold rim
 * and an envelope), the meepsters on the respect track (a pawn in a fedora, with a gold
 * collar per lap past 59) and the Capo ring (R7.4). Pieces of a kind are instances of one
 * mesh: two draw calls for all coins, two for all meepsters, two for the ring.
 */
import type { BufferGeometry } from 'three';
import {
  CanvasTexture,
  Color,
  CylinderGeometry,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  LatheGeometry,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  OctahedronGeometry,
  SRGBColorSpace,
  TorusGeometry,
  Vector2,
} from 'three';
import { COIN, type CoinDraw, type MeepsterDraw, type Vec3 } from './animation/frame';
import type { Palette } from '../palette';

const SEATS = 5;
const GOLD = 0xd9b45a;
const SILVER = 0xc8ccd2;
/** R1.1: Classic's pool holds 10 coins; Revised has one token per family. */
const COINS = 10;

function instanced<G extends BufferGeometry>(
  geometry: G,
  material: MeshStandardMaterial,
  capacity: number,
  coloured: boolean,
): InstancedMesh<G, MeshStandardMaterial> {
  const mesh = new InstancedMesh<G, MeshStandardMaterial>(geometry, material, capacity);
  if (coloured)
    mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
  mesh.count = 0;
  mesh.visible = false;
  mesh.frustumCulled = false;
  return mesh;
}

export class FigureLayer {
  readonly group = new Group();
  private readonly coins: InstancedMesh<CylinderGeometry, MeshStandardMaterial>;
  private readonly coinRims: InstancedMesh<TorusGeometry, MeshStandardMaterial>;
  private readonly meepsters: InstancedMesh<LatheGeometry, MeshStandardMaterial>;
  private readonly collars: InstancedMesh<TorusGeometry, MeshStandardMaterial>;
  private readonly ring = new Group();
  private readonly ringParts: Mesh<TorusGeometry | OctahedronGeometry, MeshStandardMaterial>[];
  private readonly envelope: CanvasTexture;
  private readonly matrix = new Matrix4();
  private colours: Color[] = [];
  private readonly gold = new Color(GOLD);
  private readonly silver = new Color(SILVER);

  constructor(palette: Palette) {
    this.envelope = envelopeTexture();
    const coin = new CylinderGeometry(COIN.radius, COIN.radius, COIN.height, 32);
    coin.translate(0, COIN.height / 2, 0);
    sidesToCorner(coin, 32);
    this.coins = instanced(
      coin,
      new MeshStandardMaterial({ map: this.envelope, roughness: 0.4, metalness: 0.1 }),
      COINS,
      true,
    );
    const rim = new TorusGeometry(COIN.radius, 0.035, 8, 32);
    rim.rotateX(Math.PI / 2);
    rim.translate(0, COIN.height, 0);
    const gold = () => new MeshStandardMaterial({ color: GOLD, roughness: 0.3, metalness: 0.75 });
    this.coinRims = instanced(
      rim,
      new MeshStandardMaterial({ color: 0xffffff, roughness: 0.3, metalness: 0.75 }),
      COINS,
      true,
    );

    this.meepsters = instanced(
      new LatheGeometry(
        MEEPSTER.map(([r, y]) => new Vector2(r, y)),
        22,
      ),
      new MeshStandardMaterial({ roughness: 0.5, metalness: 0.05 }),
      SEATS,
      true,
    );
    const collar = new TorusGeometry(0.2, 0.045, 8, 24);
    collar.rotateX(Math.PI / 2);
    collar.translate(0, 0.55, 0);
    this.collars = instanced(collar, gold(), SEATS * 3, false);

    const band = new Mesh(new TorusGeometry(0.42, 0.1, 16, 40), gold());
    band.rotation.x = Math.PI / 2;
    band.position.y = 0.1;
    const gem = new Mesh(
      new OctahedronGeometry(0.17),
      new MeshStandardMaterial({ color: 0xb3122b, roughness: 0.15, metalness: 0.3 }),
    );
    gem.position.set(0, 0.26, -0.42);
    this.ringParts = [band, gem];
    this.ring.add(band, gem);
    this.ring.visible = false;
    this.group.add(this.coins, this.coinRims, this.meepsters, this.collars, this.ring);
    this.setPalette(palette);
  }

  setPalette(palette: Palette) {
    this.colours = Array.from({ length: SEATS }, (_, s) => new Color(palette.family(s)));
  }

  show(
    coins: readonly CoinDraw[],
    meepsters: readonly MeepsterDraw[],
    ring: (Vec3 & { spin: number }) | null,
  ) {
    coins.slice(0, COINS).forEach((c, i) => {
      this.coins.setMatrixAt(i, this.matrix.makeTranslation(c.x, c.y, c.z));
      // A coin in Classic's pool belongs to nobody yet: plain gold.
      this.coins.setColorAt(i, c.seat >= 0 ? (this.colours[c.seat] ?? this.gold) : this.gold);
      this.coinRims.setMatrixAt(i, this.matrix);
      this.coinRims.setColorAt(i, c.omerta ? this.silver : this.gold);
    });
    this.finish(this.coins, Math.min(COINS, coins.length));
    this.finish(this.coinRims, Math.min(COINS, coins.length));

    let collars = 0;
    meepsters.forEach((m, i) => {
      this.matrix.makeTranslation(m.x, m.y, m.z);
      this.meepsters.setMatrixAt(i, this.matrix);
      this.meepsters.setColorAt(i, this.colours[m.seat] ?? this.colours[0]!);
      for (let lap = 0; lap < Math.min(3, m.laps); lap++) {
        this.matrix.makeTranslation(m.x, m.y + lap * 0.1, m.z);
        this.collars.setMatrixAt(collars++, this.matrix);
      }
    });
    this.finish(this.meepsters, meepsters.length);
    this.finish(this.collars, collars);

    this.ring.visible = ring !== null;
    if (ring) {
      this.ring.position.set(ring.x, ring.y, ring.z);
      this.ring.rotation.set(0, -0.5 + ring.spin, 0);
    }
  }

  dispose() {
    for (const mesh of [this.coins, this.coinRims, this.meepsters, this.collars]) {
      mesh.geometry.dispose();
      mesh.material.dispose();
      mesh.dispose();
    }
    for (const part of this.ringParts) {
      part.geometry.dispose();
      part.material.dispose();
    }
    this.envelope.dispose();
    this.group.clear();
  }

  private finish(mesh: InstancedMesh, count: number) {
    mesh.count = count;
    mesh.visible = count > 0;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  }
}

/** The meepster's outline, radius and height: a pawn in a fedora, a little under a unit tall. */
const MEEPSTER: readonly [number, number][] = [
  [0, 0],
  [0.25, 0],
  [0.25, 0.05],
  [0.2, 0.085],
  [0.15, 0.2],
  [0.11, 0.47],
  [0.165, 0.51],
  [0.165, 0.56],
  [0.075, 0.6],
  [0.125, 0.64],
  [0.15, 0.7],
  [0.145, 0.76],
  [0.125, 0.8],
  [0.235, 0.81],
  [0.235, 0.835],
  [0.13, 0.845],
  [0.12, 0.95],
  [0, 0.96],
];

/** The coin's edge samples the white corner of its texture; only the faces carry the envelope. */
function sidesToCorner(g: CylinderGeometry, radial: number) {
  const uv = g.attributes.uv!;
  const side = (radial + 1) * 2;
  for (let i = 0; i < side; i++) uv.setXY(i, 0.03, 0.03);
  uv.needsUpdate = true;
}

/** White with a dark envelope: tinted by the family colour, the envelope reads as a darker mark. */
function envelopeTexture(): CanvasTexture {
  const S = 128;
  const canvas = document.createElement('canvas');
  canvas.width = S;
  canvas.height = S;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, S, S);
    ctx.strokeStyle = 'rgba(20,12,8,0.85)';
    ctx.lineWidth = 7;
    ctx.lineJoin = 'round';
    ctx.strokeRect(30, 40, 68, 48);
    ctx.beginPath();
    ctx.moveTo(30, 40);
    ctx.lineTo(64, 68);
    ctx.lineTo(98, 40);
    ctx.stroke();
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
