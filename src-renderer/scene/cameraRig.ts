/**
 * How the player looks at the table: a fitted default angle, orbit and zoom within limits
 * (OrbitControls), a top-down view, and keys for all of it while the canvas has focus:
 * arrows orbit, + and - zoom, T toggles top-down, 0 goes back to the default view. Damping
 * runs only while the view is moving; when it stops, so do the frames (DESIGN.md §4).
 */
import { Vector3, type PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { DEFAULT_ELEVATION, TOP_DOWN_ELEVATION, fitCamera, type CameraPose } from './camera';
import { easeInOut } from './animation/easing';
import type { Point, Rect } from './layout';

const KEY_TURN = Math.PI / 36;
/**
 * What one key press does to the camera's distance. OrbitControls' `dollyIn` multiplies the
 * distance by the scale it is given (its wheel passes one below 1), so zooming in passes this.
 */
const KEY_ZOOM = 1 / 1.12;
const TRANSITION_MS = 650;
/** A frame that moves the camera less than this (world units) ends the damping. */
const SETTLED = 0.01;

interface Transition {
  fromPosition: Vector3;
  fromTarget: Vector3;
  to: CameraPose;
  start: number;
}

export class CameraRig {
  readonly controls: OrbitControls;
  private standard: CameraPose | null = null;
  private overhead: CameraPose | null = null;
  private topDown = false;
  /** Once the player has moved the view, a resize no longer snaps it back. */
  private moved = false;
  private transition: Transition | null = null;
  private interacting = false;
  private readonly lastPosition = new Vector3();
  private readonly onKey = (e: KeyboardEvent) => this.key(e);

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly dom: HTMLElement,
    /** Called when the view needs frames: the owner runs its loop until `tick` says stop. */
    private readonly wake: () => void,
    private readonly bounds: () => Rect,
  ) {
    this.controls = new OrbitControls(camera, dom);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.zoomToCursor = true;
    this.controls.minPolarAngle = 0;
    this.controls.maxPolarAngle = (68 * Math.PI) / 180;
    this.controls.minAzimuthAngle = -(80 * Math.PI) / 180;
    this.controls.maxAzimuthAngle = (80 * Math.PI) / 180;
    this.controls.addEventListener('start', this.onStart);
    this.controls.addEventListener('end', this.onEnd);
    this.controls.addEventListener('change', this.onChange);
    dom.addEventListener('keydown', this.onKey);
  }

  /** Fits both views to the table; the view jumps only if the player has not moved it. */
  fit(points: readonly Point[], topRoom: number) {
    const keep = {
      position: this.camera.position.clone(),
      quaternion: this.camera.quaternion.clone(),
    };
    this.standard = fitCamera(this.camera, points, DEFAULT_ELEVATION, topRoom);
    this.overhead = fitCamera(this.camera, points, TOP_DOWN_ELEVATION, 0);
    this.controls.minDistance = this.standard.distance * 0.3;
    this.controls.maxDistance = this.standard.distance * 1.7;
    if (this.moved) {
      this.camera.position.copy(keep.position);
      this.camera.quaternion.copy(keep.quaternion);
      this.camera.updateMatrixWorld();
      return;
    }
    this.jump(this.topDown ? this.overhead : this.standard);
  }

  setTopDown(on: boolean) {
    if (on === this.topDown) return;
    this.topDown = on;
    this.moved = false;
    this.glide(on ? this.overhead : this.standard);
  }

  /** Back to the default angle (or top-down, if that is on). */
  reset() {
    this.moved = false;
    this.glide(this.topDown ? this.overhead : this.standard);
  }

  /** Advances the view; returns whether it is still moving. */
  tick(now: number): boolean {
    if (this.transition) {
      const tr = this.transition;
      if (tr.start < 0) tr.start = now;
      const u = easeInOut((now - tr.start) / TRANSITION_MS);
      this.camera.position.lerpVectors(tr.fromPosition, tr.to.position, u);
      this.controls.target.lerpVectors(tr.fromTarget, tr.to.target, u);
      this.camera.lookAt(this.controls.target);
      if (u >= 1) {
        this.transition = null;
        this.controls.update();
      }
      return true;
    }
    this.lastPosition.copy(this.camera.position);
    const changed = this.controls.update();
    if (this.interacting) return changed;
    // Damping would creep on for dozens of frames; once a frame moves the view by a hair, stop.
    return changed && this.lastPosition.distanceTo(this.camera.position) > SETTLED;
  }

  dispose() {
    this.dom.removeEventListener('keydown', this.onKey);
    this.controls.removeEventListener('start', this.onStart);
    this.controls.removeEventListener('end', this.onEnd);
    this.controls.removeEventListener('change', this.onChange);
    this.controls.dispose();
  }

  private readonly onStart = () => {
    this.interacting = true;
    this.transition = null;
    this.wake();
  };

  private readonly onEnd = () => {
    this.interacting = false;
    this.wake();
  };

  /** Panning may not take the board out of sight. */
  private readonly onChange = () => {
    // A click is not a move: only a drag that changes the view keeps it from refitting.
    if (this.interacting) this.moved = true;
    const b = this.bounds();
    const t = this.controls.target;
    const x = Math.min(b.maxX, Math.max(b.minX, t.x));
    const z = Math.min(b.maxZ, Math.max(b.minZ, t.z));
    if (x !== t.x || z !== t.z || t.y !== 0) {
      const shift = new Vector3(x - t.x, -t.y, z - t.z);
      t.add(shift);
      this.camera.position.add(shift);
    }
  };

  private key(e: KeyboardEvent) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    let handled = true;
    // A key turns the view by a whole step at once: damping is for dragging.
    this.controls.enableDamping = false;
    switch (e.key) {
      case 'ArrowLeft':
        this.controls.rotateLeft(KEY_TURN);
        break;
      case 'ArrowRight':
        this.controls.rotateLeft(-KEY_TURN);
        break;
      case 'ArrowUp':
        this.controls.rotateUp(KEY_TURN);
        break;
      case 'ArrowDown':
        this.controls.rotateUp(-KEY_TURN);
        break;
      case '+':
      case '=':
        this.controls.dollyIn(KEY_ZOOM);
        break;
      case '-':
      case '_':
        this.controls.dollyOut(KEY_ZOOM);
        break;
      case 't':
      case 'T':
        this.setTopDown(!this.topDown);
        this.onToggle?.(this.topDown);
        handled = true;
        break;
      case '0':
        this.reset();
        break;
      default:
        handled = false;
    }
    this.controls.enableDamping = true;
    if (!handled) return;
    e.preventDefault();
    if (e.key !== 't' && e.key !== 'T' && e.key !== '0') {
      this.moved = true;
      this.transition = null;
    }
    this.wake();
  }

  /** Told when T switches the view, so the owner can report it. */
  onToggle: ((topDown: boolean) => void) | null = null;

  private jump(pose: CameraPose | null) {
    if (!pose) return;
    this.transition = null;
    this.camera.position.copy(pose.position);
    this.controls.target.copy(pose.target);
    this.camera.lookAt(pose.target);
    this.controls.update();
  }

  private glide(pose: CameraPose | null) {
    if (!pose) return;
    this.transition = {
      fromPosition: this.camera.position.clone(),
      fromTarget: this.controls.target.clone(),
      to: pose,
      start: -1,
    };
    this.wake();
  }
}
