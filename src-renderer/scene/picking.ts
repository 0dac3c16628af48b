/**
 * What a point of the canvas shows (DESIGN.md §4: picking turns a click into an intent, which
 * the UI decides): a gangster card if the ray meets one, else the slot whose plate it meets
 * on the board, else nothing.
 */
import { Plane, Raycaster, Vector2, Vector3, type Camera, type Object3D } from 'three';
import { slotAt, type BoardLayout } from './layout';

export type Pick = { gangster: number } | { slot: number };

export class Picker {
  private readonly raycaster = new Raycaster();
  private readonly pointer = new Vector2();
  private readonly board: Plane;
  private readonly hit = new Vector3();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly camera: Camera,
    private readonly layout: BoardLayout,
    /** Height of the board's surface. */
    surface: number,
  ) {
    this.board = new Plane(new Vector3(0, 1, 0), -surface);
  }

  /** `cards` are meshes whose `userData.gangster` names their gangster. */
  pick(clientX: number, clientY: number, cards: Object3D[]): Pick | null {
    const rect = this.canvas.getBoundingClientRect();
    this.pointer.set(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(this.pointer, this.camera);
    const g = this.raycaster.intersectObjects(cards, false)[0]?.object.userData.gangster;
    if (typeof g === 'number' && g >= 0) return { gangster: g };
    if (!this.raycaster.ray.intersectPlane(this.board, this.hit)) return null;
    const slot = slotAt(this.layout, this.hit.x, this.hit.z);
    return slot >= 0 ? { slot } : null;
  }
}
