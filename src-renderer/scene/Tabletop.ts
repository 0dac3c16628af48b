/**
 * The 3D table (DESIGN.md §4): owns the WebGL renderer, the scene and every object in it,
 * and disposes all of it (§5.7). It derives the picture from the views and events it is
 * given and never decides anything: a click becomes a pick for the UI to turn into an
 * intent. It draws frames only while something moves (an animation, the camera, a fresh
 * highlight's pulse) and otherwise on demand.
 */
import {
  Color,
  CubeTexture,
  DirectionalLight,
  Fog,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Texture,
  type Material,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Catalog, GameEvent, GameView } from '../../src-shared/engine';
import { Animator } from './animation/animator';
import { stepFrame } from './animation/choreography';
import { restFrame, type Stagecraft, type TableFrame } from './animation/frame';
import { plan, type Step, type StepKind } from './animation/plan';
import { shownOf, type Shown } from './animation/shown';
import { CameraRig } from './cameraRig';
import { CardLayer } from './cards';
import { DiceLayer } from './dice';
import { Disposer } from './disposer';
import { FigureLayer } from './figures';
import { BOARD_THICKNESS, Furniture } from './furniture';
import { HighlightLayer, type HighlightKind, type RimDraw } from './highlight';
import { layoutBoard, type BoardLayout, type Point } from './layout';
import { Picker, type Pick } from './picking';
import { PileLayer } from './piles';
import { PlaqueLayer, plaqueName, type PlaqueFace } from './plaques';
import { paletteFor, type Palette } from '../palette';
import { framesSeats, layoutSeats, restsAtSeat, seatsExtent, type SeatPlace } from './seatLayout';
import { isSoftwareGL } from './glProbe';
import { Overlay, type BadgeAnchor, type LabelAnchor, type PileAnchor } from './overlay';
import { TokenLayer } from './tokens';

export type { Pick } from './picking';
export type { BadgeAnchor, LabelAnchor, PileAnchor } from './overlay';

export interface FrameInfo {
  /** The board as drawn (slot → gangster): mid-animation it is the state the step started from. */
  board: readonly number[];
  anchors: LabelAnchor[];
  badges: BadgeAnchor[];
  piles: PileAnchor[];
  /** Frames drawn so far, and how long the last one took to submit, in ms. */
  frames: number;
  lastFrameMs: number;
  drawCalls: number;
}

export interface TableStats {
  drawCalls: number;
  triangles: number;
  frames: number;
  lastFrameMs: number;
  geometries: number;
  textures: number;
}

export interface Highlight {
  gangsters: readonly number[];
  slots: readonly number[];
  kind: HighlightKind | null;
}

export interface TabletopOptions {
  onFrame: (info: FrameInfo) => void;
  onAnimating?: (busy: boolean) => void;
  /** The kind of step being animated, or null: for tests and screen readers. */
  onStep?: (kind: StepKind | null) => void;
  /** T pressed on the canvas: the view went top-down or back. */
  onTopDown?: (topDown: boolean) => void;
  /** How far the shaders and textures are prepared before the first frame, 0 to 1. */
  onWarming?: (done: number) => void;
  /**
   * The graphics driver took the WebGL context away (true: a GPU reset, a driver update,
   * too many contexts) or gave it back (false). Lost, nothing is drawn; given back, the
   * scene is prepared again (onWarming counts anew) and redrawn as it stands.
   */
  onContextLost?: (lost: boolean) => void;
  colourBlind?: boolean;
}

const CARD_SURFACE = BOARD_THICKNESS + 0.002;
/** Screen room kept above the board for the top row's labels. */
const LABEL_ROOM_PX = 40;
const HIGHLIGHT_LIFT = 0.22;
const NO_HIGHLIGHT: Highlight = { gangsters: [], slots: [], kind: null };

export class Tabletop {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(15, 1, 0.5, 1200);
  private readonly layout: BoardLayout;
  private readonly furniture: Furniture;
  private readonly cards: CardLayer;
  private readonly piles: PileLayer;
  private readonly tokens: TokenLayer;
  private readonly figures: FigureLayer;
  private readonly dice: DiceLayer;
  private readonly plaques: PlaqueLayer;
  private readonly glow: HighlightLayer;
  private readonly rig: CameraRig;
  private readonly animator: Animator;
  private readonly disposer = new Disposer();
  private readonly picker: Picker;
  private readonly overlay: Overlay;
  private palette: Palette;
  private seats: SeatPlace[] = [];
  /** The seats' names for the plaques; a seat without one is "You" or "Family N". */
  private names: readonly string[] = [];
  private seatKey = '';
  private view: GameView | null = null;
  private shown: Shown | null = null;
  /** The board the labels should name: the resting state, or the one a step starts from. */
  private board: readonly number[] = [];
  private frame: TableFrame | null = null;
  private highlight: Highlight = NO_HIGHLIGHT;
  private speed = 1;
  private pulsing = false;
  private frameRequest = 0;
  /** Whether the scene's shaders have been compiled (compileShaders). */
  private shaders: 'cold' | 'compiling' | 'ready' = 'cold';
  private disposed = false;
  /** The context is gone until the browser restores it (onContextLost). */
  private contextLost = false;
  /** Bumped when the context is lost: a preparation begun before it is abandoned. */
  private contextEpoch = 0;
  private loseWaiters: (() => void)[] = [];
  private frames = 0;
  private lastFrameMs = 0;
  private cssWidth = 1;
  private cssHeight = 1;
  /** R1.1 Classic's pool of coins (none in Revised). */
  private readonly coinPool: { gold: number; omerta: number };
  /** The table is drawn by the processor (software GL), not a graphics card. */
  readonly software: boolean;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    catalog: Catalog,
    private readonly options: TabletopOptions,
  ) {
    // Software GL (Mesa llvmpipe here, SwiftShader elsewhere) is bound by pixels: multisampling
    // there costs about three times a frame, and anisotropic filtering a good part of one.
    const software = isSoftwareGL();
    this.software = software;
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: !software,
      powerPreference: 'high-performance',
    });
    // Registered first so it runs last: everything below is freed while the context still exists.
    this.disposer.add(() => {
      this.scene.clear();
      this.renderer.dispose();
      // Frees the context now rather than when the page goes; the canvas is not reused.
      this.renderer.forceContextLoss();
    });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(0x120b08);
    const anisotropy = software ? 1 : Math.min(4, this.renderer.capabilities.getMaxAnisotropy());
    this.palette = paletteFor(options.colourBlind ?? false);

    this.layout = layoutBoard(catalog.slotTier);
    this.coinPool = { gold: catalog.rules.blackmailCoins, omerta: catalog.rules.omertaCoins };
    const positions = catalog.content.positions.map((p) => ({
      number: p.number,
      name: p.name,
      respect: p.respect,
      money: p.money,
      power: p.power.text,
    }));
    this.furniture = this.disposer.track(
      new Furniture(
        this.layout,
        positions,
        anisotropy,
        this.palette,
        this.coinPool.gold + this.coinPool.omerta > 0,
      ),
    );
    this.piles = this.disposer.track(new PileLayer(this.layout, CARD_SURFACE, anisotropy));
    this.cards = this.disposer.track(
      new CardLayer(catalog, anisotropy, this.palette, this.piles.backs.gangster),
    );
    this.tokens = this.disposer.track(new TokenLayer(this.palette));
    this.figures = this.disposer.track(new FigureLayer(this.palette));
    this.dice = this.disposer.track(new DiceLayer(anisotropy));
    this.plaques = this.disposer.track(new PlaqueLayer(this.palette, anisotropy));
    this.glow = this.disposer.track(new HighlightLayer());
    this.scene.add(
      this.furniture.group,
      this.cards.group,
      this.piles.meshes.gangster,
      this.piles.meshes.influence,
      this.tokens.mesh,
      this.figures.group,
      this.dice.group,
      this.plaques.group,
      this.glow.mesh,
    );
    this.addLights();
    this.scene.background = new Color(0x120b08);
    this.scene.fog = new Fog(0x120b08, 60, 160);

    this.overlay = new Overlay(this.camera, () => this.stagecraft);
    this.picker = new Picker(canvas, this.camera, this.layout, CARD_SURFACE);
    this.rig = this.disposer.track(
      new CameraRig(this.camera, canvas, this.wake, () => this.layout.bounds),
    );
    this.rig.onToggle = (on) => this.options.onTopDown?.(on);
    this.animator = new Animator(
      { rest: (s) => this.rest(s), pose: (step, t) => this.pose(step, t) },
      (busy) => this.options.onAnimating?.(busy),
      (step) => this.options.onStep?.(step ? step.kind : null),
    );
    this.disposer.add(() => this.animator.finish());

    const observer = new ResizeObserver(() => this.resize());
    observer.observe(canvas);
    this.disposer.add(() => observer.disconnect());
    this.disposer.add(() => cancelAnimationFrame(this.frameRequest));
    this.watchContext();
  }

  /**
   * Shows `view`. With the view before it and the events between them, the change is
   * animated; a change still playing is finished first (skip), so the table never lags.
   */
  setView(view: GameView, previous: GameView | null, events: readonly GameEvent[]) {
    this.view = view;
    this.placeSeats(view);
    this.animator.finish();
    const dice = this.shown?.dice;
    const steps: Step[] =
      previous && this.shown && this.speed > 0
        ? plan(previous, events, view, shownOf(previous, dice))
        : [];
    if (steps.length > 0) this.animator.play(steps, this.speed, performance.now());
    else this.rest(shownOf(view, dice));
    this.wake();
  }

  setSpeed(speed: number) {
    this.speed = Number.isFinite(speed) ? Math.max(0, speed) : 1;
    if (this.speed === 0) this.animator.finish();
  }

  setHighlight(h: Highlight) {
    const changed =
      h.kind !== this.highlight.kind ||
      h.gangsters.join() !== this.highlight.gangsters.join() ||
      h.slots.join() !== this.highlight.slots.join();
    if (!changed) return;
    this.highlight = { gangsters: [...h.gangsters], slots: [...h.slots], kind: h.kind };
    this.glow.restart();
    this.redraw();
  }

  setColourBlind(on: boolean) {
    const palette = paletteFor(on);
    if (palette === this.palette) return;
    this.palette = palette;
    this.furniture.setPalette(palette);
    this.cards.setPalette(palette);
    this.tokens.setPalette(palette);
    this.figures.setPalette(palette);
    this.plaques.setPalette(palette);
    this.redraw();
  }

  /** The families' names for their plaques (the lobby's seat names). */
  setNames(names: readonly string[]) {
    if (names.join('\n') === this.names.join('\n')) return;
    this.names = [...names];
    this.redraw();
  }

  setTopDown(on: boolean) {
    this.rig.setTopDown(on);
  }

  /** What is under a point of the canvas (client coordinates): a card, else a slot. */
  pick(clientX: number, clientY: number): Pick | null {
    return this.picker.pick(clientX, clientY, this.cards.pickables());
  }

  stats(): TableStats {
    const info = this.renderer.info;
    return {
      drawCalls: info.render.calls,
      triangles: info.render.triangles,
      frames: this.frames,
      lastFrameMs: this.lastFrameMs,
      geometries: info.memory.geometries,
      textures: info.memory.textures,
    };
  }

  /** Asks for one frame; the loop keeps going only while something moves. */
  readonly wake = () => {
    if (this.frameRequest || this.shaders === 'compiling' || this.disposed) return;
    if (this.contextLost) return;
    if (this.shaders === 'cold') return this.compileShaders();
    this.frameRequest = requestAnimationFrame(this.loop);
  };

  dispose() {
    this.disposed = true;
    this.disposer.dispose();
  }

  /**
   * Before the first frame: the first render would compile every shader and upload every
   * texture at once, seconds on software GL with the page frozen. Instead the scene is
   * prepared a part at a time (each of its top-level objects' shaders, off the main thread
   * where the driver can: KHR_parallel_shader_compile; then its textures), yielding a frame
   * between parts so the page stays responsive, and telling how far it is (`onWarming`).
   * Only then is the table drawn.
   */
  private compileShaders() {
    this.shaders = 'compiling';
    const epoch = this.contextEpoch;
    void this.prepare(epoch).then(() => {
      if (this.disposed || epoch !== this.contextEpoch) return;
      this.shaders = 'ready';
      this.options.onWarming?.(1);
      this.wake();
    });
  }

  /**
   * Three.js keeps the scene's geometry and textures and re-uploads them to a restored
   * context (its own listeners call preventDefault, which asks the browser for the context
   * back). The table stops drawing while the context is gone, and once it is back prepares
   * the scene again, a part at a time as on the first frame, rather than freezing the page
   * to compile it all in one.
   */
  private watchContext() {
    const lost = () => {
      this.contextLost = true;
      this.contextEpoch++;
      cancelAnimationFrame(this.frameRequest);
      this.frameRequest = 0;
      this.shaders = 'cold';
      for (const release of this.loseWaiters.splice(0)) release();
      this.options.onContextLost?.(true);
    };
    const restored = () => {
      this.contextLost = false;
      this.options.onContextLost?.(false);
      this.options.onWarming?.(0);
      this.wake();
    };
    this.canvas.addEventListener('webglcontextlost', lost);
    this.canvas.addEventListener('webglcontextrestored', restored);
    this.disposer.add(() => {
      this.canvas.removeEventListener('webglcontextlost', lost);
      this.canvas.removeEventListener('webglcontextrestored', restored);
    });
  }

  /**
   * Settles when the context is lost: a shader still compiling then never reports itself
   * ready (its status reads null), so a wait for it is cut short instead.
   */
  private untilLost(): Promise<void> {
    return new Promise((release) => this.loseWaiters.push(release));
  }

  private async prepare(epoch: number) {
    const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const abandoned = () => this.disposed || epoch !== this.contextEpoch;
    await nextFrame();
    const parts = [...this.scene.children];
    const textures = new Set<Texture>();
    this.scene.traverse((o) => {
      const material = (o as { material?: Material | Material[] }).material;
      for (const m of Array.isArray(material) ? material : material ? [material] : [])
        for (const v of Object.values(m))
          if (v instanceof Texture && !(v instanceof CubeTexture)) textures.add(v);
    });
    const steps = parts.length + textures.size;
    let done = 0;
    const lost = this.untilLost();
    for (const part of parts) {
      if (abandoned()) return;
      await Promise.race([
        this.renderer.compileAsync(part, this.camera, this.scene).catch(() => undefined),
        lost,
      ]);
      if (abandoned()) return;
      this.options.onWarming?.(++done / steps);
      await nextFrame();
    }
    for (const t of textures) {
      if (abandoned()) return;
      this.renderer.initTexture(t);
      this.options.onWarming?.(++done / steps);
      if (done % 8 === 0) await nextFrame();
    }
  }

  private readonly loop = (now: number) => {
    this.frameRequest = 0;
    let more = this.animator.tick(now);
    more = this.rig.tick(now) || more;
    if (this.pulsing) this.drawGlow(now);
    more = more || this.pulsing;
    this.render();
    if (more) this.wake();
  };

  private get stagecraft(): Stagecraft {
    return {
      layout: this.layout,
      seats: this.seats,
      board: CARD_SURFACE,
      lift: this.lift,
      coinPool: this.coinPool,
    };
  }

  private readonly lift = (g: number): number =>
    this.highlight.kind && this.highlight.gangsters.includes(g) ? HIGHLIGHT_LIFT : 0;

  private rest(shown: Shown) {
    this.shown = shown;
    this.board = shown.board;
    this.draw(restFrame(this.stagecraft, shown));
    this.drawPlaques(shown);
  }

  private pose(step: Step, t: number) {
    this.board = step.before.board;
    this.draw(stepFrame(this.stagecraft, step, t));
    this.drawPlaques(step.before);
  }

  private redraw() {
    if (this.animator.busy) return this.wake();
    if (this.shown) this.rest(this.shown);
    this.wake();
  }

  private draw(frame: TableFrame) {
    this.frame = frame;
    const h = this.highlight;
    const choosing = h.kind !== null && (h.gangsters.length > 0 || h.slots.length > 0);
    this.cards.show(frame.cards, (g) => choosing && !h.gangsters.includes(g));
    this.piles.update(frame.piles);
    this.tokens.show(frame.stacks, frame.chips);
    // With the plaques out of frame (a narrow table), what rests beside them would show as
    // slivers at the table's edges: it leaves with them; in flight it still crosses the view.
    const seatsShown = this.plaques.group.visible;
    const coins = seatsShown
      ? frame.coins
      : frame.coins.filter((c) => !restsAtSeat(c, this.seats, 'coin', c.seat));
    const ring =
      seatsShown || !frame.ring || !restsAtSeat(frame.ring, this.seats, 'ring') ? frame.ring : null;
    this.figures.show(coins, frame.meepsters, ring);
    this.dice.show(frame.dice);
    this.drawGlow(performance.now());
  }

  private drawGlow(now: number) {
    const frame = this.frame;
    const h = this.highlight;
    if (!frame || !this.shown) return;
    const rims: RimDraw[] = [];
    const y = CARD_SURFACE + 0.004;
    for (const g of h.gangsters) {
      const card = frame.cards.get(g);
      if (card) rims.push({ x: card.x, y, z: card.z, yaw: card.yaw });
    }
    for (const slot of h.slots) {
      const p = this.layout.places[slot];
      const g = this.shown.board[slot] ?? -1;
      if (p && !(g >= 0 && h.gangsters.includes(g))) rims.push({ x: p.x, y, z: p.z, yaw: 0 });
    }
    this.pulsing = this.glow.show(rims, h.kind, now, prefersLessMotion());
  }

  private drawPlaques(shown: Shown) {
    const view = this.view;
    if (!view) return;
    const faces: PlaqueFace[] = shown.money.map((money, seat) => ({
      name: plaqueName(this.names[seat], seat, view.seat),
      money,
      hand: shown.hands[seat] ?? 0,
      respect: shown.respect[seat] ?? 0,
      rerolls: shown.rerolls[seat] ?? 0,
      acting: view.pending?.seat === seat,
    }));
    this.plaques.update(this.seats, faces);
  }

  /** Seats follow the number of families and whose view is shown; the camera refits to them. */
  private placeSeats(view: GameView) {
    const key = `${view.families.length}/${view.seat}`;
    if (key === this.seatKey) return;
    this.seatKey = key;
    this.seats = layoutSeats(this.layout.bounds, view.families.length, view.seat);
    this.refit();
  }

  private refit() {
    const b = this.layout.bounds;
    const framed = framesSeats(this.cssWidth, this.cssHeight);
    // Out of frame, the plaques would show as slivers cut by the table's edges.
    const changed = this.plaques.group.visible !== framed;
    this.plaques.group.visible = framed;
    // The pieces beside them come and go with them (draw).
    if (changed && this.frame) this.draw(this.frame);
    const points: Point[] = [
      { x: b.minX, z: b.minZ },
      { x: b.maxX, z: b.minZ },
      { x: b.minX, z: b.maxZ },
      { x: b.maxX, z: b.maxZ },
      ...(framed ? seatsExtent(this.seats) : []),
    ];
    this.rig.fit(points, Math.min(0.3, LABEL_ROOM_PX / this.cssHeight));
    if (this.scene.fog instanceof Fog) {
      const d = this.camera.position.distanceTo(this.rig.controls.target);
      this.scene.fog.near = d * 1.4;
      this.scene.fog.far = d * 3.4;
    }
  }

  private addLights() {
    const b = this.layout.bounds;
    const centre = new Vector3((b.minX + b.maxX) / 2, 0, (b.minZ + b.maxZ) / 2);
    const sky = this.disposer.track(new HemisphereLight(0xfff0dc, 0x2a1a10, 1.35));
    this.scene.add(sky);

    // One warm key light from the player's left. The lamp's pool of light on the table is
    // baked into the wood (furniture.ts): a spot light costs too much on software GL.
    const key = this.disposer.track(new DirectionalLight(0xffe8cc, 2.1));
    key.position.set(centre.x - 10, 30, centre.z + 14);
    key.target.position.copy(centre);
    this.scene.add(key, key.target);
  }

  private resize() {
    const width = Math.max(1, this.canvas.clientWidth);
    const height = Math.max(1, this.canvas.clientHeight);
    if (width === this.cssWidth && height === this.cssHeight) return;
    this.cssWidth = width;
    this.cssHeight = height;
    this.renderer.setSize(width, height, false);
    this.overlay.resize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    if (this.seats.length > 0) this.refit();
    // Resizing the canvas clears it: drawn here, in the resize observer's callback (after
    // layout, before paint), the new size never shows a blank table while the page is busy.
    if (this.shaders === 'ready' && !this.contextLost && !this.disposed) this.render();
    this.wake();
  }

  private render() {
    const started = performance.now();
    this.renderer.render(this.scene, this.camera);
    this.lastFrameMs = performance.now() - started;
    this.frames++;
    this.options.onFrame({
      board: this.board,
      anchors: this.overlay.labels(),
      badges: this.overlay.badges(this.frame),
      piles: this.overlay.piles(this.frame),
      frames: this.frames,
      lastFrameMs: this.lastFrameMs,
      drawCalls: this.renderer.info.render.calls,
    });
  }
}

/** The player's system asks for less motion (prefers-reduced-motion). */
function prefersLessMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
