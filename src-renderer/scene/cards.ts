/**
 * The gangster cards on the table. Each card on show is an actor (a body, a printed face
 * and a back) lent to one gangster, so a card keeps its identity while it flies from slot to
 * slot or to a pile. Actors are reused; face textures are drawn on first use and disposed
 * once their gangster has been off the table for a while.
 */
import {
  CanvasTexture,
  Euler,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  type Texture,
} from 'three';
import type { Catalog } from '../../src-shared/engine';
import { typesOf, type Palette } from '../palette';
import type { CardPose } from './animation/frame';
import { CARD_PX, drawCardFace, type CardFace } from './cardFace';
import { CARD } from './layout';

const CORNER = 0.14;
/** Face textures kept for gangsters no longer on show, so a card coming back is not redrawn. */
const SPARE_TEXTURES = 8;

interface Actor {
  gangster: number;
  group: Group;
  face: Mesh<ShapeGeometry, MeshStandardMaterial>;
  back: Mesh<ShapeGeometry, MeshStandardMaterial>;
}

export class CardLayer {
  readonly group = new Group();
  private readonly bodyGeometry: ExtrudeGeometry;
  private readonly faceGeometry: ShapeGeometry;
  private readonly backGeometry: ShapeGeometry;
  private readonly bodyMaterial = new MeshStandardMaterial({ color: 0xe9dcc0, roughness: 0.8 });
  /** The extrusion's caps lie under the face: not drawing them saves a layer of shading. */
  private readonly capMaterial = new MeshBasicMaterial({ visible: false });
  private readonly backMaterial: MeshStandardMaterial;
  private readonly actors = new Map<number, Actor>();
  private readonly free: Actor[] = [];
  private readonly textures = new Map<number, CanvasTexture>();
  private readonly euler = new Euler(0, 0, 0, 'YXZ');

  constructor(
    private readonly catalog: Catalog,
    private readonly anisotropy: number,
    private palette: Palette,
    back: Texture,
  ) {
    const shape = roundedRect(CARD.width, CARD.depth, CORNER);
    this.bodyGeometry = new ExtrudeGeometry(shape, { depth: CARD.thickness, bevelEnabled: false });
    this.bodyGeometry.rotateX(-Math.PI / 2);
    this.faceGeometry = new ShapeGeometry(shape, 6);
    remapUVs(this.faceGeometry);
    this.faceGeometry.rotateX(-Math.PI / 2);
    this.faceGeometry.translate(0, CARD.thickness + 0.002, 0);
    this.backGeometry = new ShapeGeometry(shape, 6);
    remapUVs(this.backGeometry);
    this.backGeometry.rotateX(Math.PI / 2);
    this.backGeometry.translate(0, -0.002, 0);
    this.backMaterial = new MeshStandardMaterial({ map: back, roughness: 0.7 });
  }

  /** Shows exactly these cards, at these poses; `dim` darkens a card's face. */
  show(cards: ReadonlyMap<number, CardPose>, dim: (g: number) => boolean) {
    for (const [g, actor] of this.actors) {
      if (cards.has(g)) continue;
      actor.group.visible = false;
      actor.gangster = -1;
      this.actors.delete(g);
      this.free.push(actor);
    }
    for (const [g, pose] of cards) {
      const actor = this.actorFor(g);
      actor.group.position.set(pose.x, pose.y, pose.z);
      actor.group.rotation.copy(this.euler.set(pose.pitch, pose.yaw, pose.flip, 'YXZ'));
      // The back is only seen while a card turns over.
      actor.back.visible = Math.abs(pose.flip) > 0.05 || Math.abs(pose.pitch) > 0.05;
      actor.face.visible = Math.abs(pose.flip) < Math.PI - 0.05;
      actor.face.material.color.setScalar(dim(g) ? 0.55 : 1);
      actor.group.visible = true;
    }
    this.trimTextures(cards);
  }

  /** The face meshes on show, each knowing its gangster: what a click can hit. */
  pickables(): Mesh[] {
    return [...this.actors.values()].map((a) => a.face);
  }

  /** Redraws the faces in another palette (colour-blind setting). */
  setPalette(palette: Palette) {
    if (palette === this.palette) return;
    this.palette = palette;
    for (const texture of this.textures.values()) texture.dispose();
    this.textures.clear();
    for (const [g, actor] of this.actors) this.assign(actor, g);
  }

  dispose() {
    for (const texture of this.textures.values()) texture.dispose();
    this.textures.clear();
    for (const actor of [...this.actors.values(), ...this.free]) {
      actor.face.material.dispose();
    }
    this.actors.clear();
    this.free.length = 0;
    this.bodyMaterial.dispose();
    this.capMaterial.dispose();
    this.backMaterial.dispose();
    this.bodyGeometry.dispose();
    this.faceGeometry.dispose();
    this.backGeometry.dispose();
    this.group.clear();
  }

  private actorFor(g: number): Actor {
    const held = this.actors.get(g);
    if (held) return held;
    const actor = this.free.pop() ?? this.createActor();
    this.assign(actor, g);
    this.actors.set(g, actor);
    return actor;
  }

  private assign(actor: Actor, g: number) {
    actor.gangster = g;
    actor.face.userData.gangster = g;
    const texture = this.textureFor(g);
    if (actor.face.material.map !== texture) {
      actor.face.material.map = texture;
      actor.face.material.needsUpdate = true;
    }
  }

  private createActor(): Actor {
    const group = new Group();
    const face = new Mesh(
      this.faceGeometry,
      new MeshStandardMaterial({ roughness: 0.62, metalness: 0 }),
    );
    const back = new Mesh(this.backGeometry, this.backMaterial);
    group.add(new Mesh(this.bodyGeometry, [this.capMaterial, this.bodyMaterial]), face, back);
    this.group.add(group);
    return { gangster: -1, group, face, back };
  }

  private trimTextures(shown: ReadonlyMap<number, CardPose>) {
    if (this.textures.size <= shown.size + SPARE_TEXTURES) return;
    for (const [g, texture] of this.textures) {
      if (shown.has(g)) continue;
      texture.dispose();
      this.textures.delete(g);
    }
  }

  private textureFor(g: number): CanvasTexture {
    const cached = this.textures.get(g);
    if (cached) return cached;
    const canvas = document.createElement('canvas');
    canvas.width = CARD_PX.width;
    canvas.height = CARD_PX.height;
    const ctx = canvas.getContext('2d');
    if (ctx) drawCardFace(ctx, this.faceOf(g), this.palette);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = this.anisotropy;
    this.textures.set(g, texture);
    return texture;
  }

  private faceOf(g: number): CardFace {
    const compiled = this.catalog.gangsters[g]!;
    const authored = this.catalog.content.gangsters[g];
    return {
      name: compiled.name,
      types: typesOf(compiled.types),
      respect: compiled.respect,
      money: compiled.money,
      power: authored?.power ? { text: authored.power.text, active: authored.power.active } : null,
    };
  }
}

export function roundedRect(w: number, h: number, r: number): Shape {
  const x = -w / 2;
  const y = -h / 2;
  const s = new Shape();
  s.moveTo(x + r, y);
  s.lineTo(x + w - r, y);
  s.quadraticCurveTo(x + w, y, x + w, y + r);
  s.lineTo(x + w, y + h - r);
  s.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  s.lineTo(x + r, y + h);
  s.quadraticCurveTo(x, y + h, x, y + h - r);
  s.lineTo(x, y + r);
  s.quadraticCurveTo(x, y, x + r, y);
  return s;
}

/** ShapeGeometry's UVs are its shape coordinates; the face texture wants 0..1 across the card. */
function remapUVs(g: ShapeGeometry) {
  const pos = g.attributes.position!;
  const uv = g.attributes.uv!;
  for (let i = 0; i < uv.count; i++) {
    uv.setXY(i, pos.getX(i) / CARD.width + 0.5, pos.getY(i) / CARD.depth + 0.5);
  }
  uv.needsUpdate = true;
}
