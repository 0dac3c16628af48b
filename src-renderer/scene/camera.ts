/**
 * The default views of the table: looking down at the board at 45 degrees from the player's
 * side, or straight down, as close as everything on the table allows at the current aspect
 * ratio.
 */
import { Vector3, type PerspectiveCamera } from 'three';
import type { Point } from './layout';

export const DEFAULT_ELEVATION = Math.PI / 4;
/** Straight down, less a hair: the camera's up vector must not be its view direction. */
export const TOP_DOWN_ELEVATION = Math.PI / 2 - 1e-3;
/** The table's edge stays this far inside the screen edge, in normalised device units. */
const MARGIN = 0.96;

export interface CameraPose {
  position: Vector3;
  target: Vector3;
  distance: number;
}

/**
 * Places the camera so that all `points` (on the table plane) fit, and returns the pose.
 * `topRoom` is the share of the screen height to keep free above them.
 */
export function fitCamera(
  camera: PerspectiveCamera,
  points: readonly Point[],
  elevation = DEFAULT_ELEVATION,
  topRoom = 0,
): CameraPose {
  const top = MARGIN - topRoom * 2;
  camera.updateProjectionMatrix();
  const xs = points.map((p) => p.x);
  const zs = points.map((p) => p.z);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minZ = Math.min(...zs);
  const maxZ = Math.max(...zs);
  const target = new Vector3((minX + maxX) / 2, 0, (minZ + maxZ) / 2);
  const direction = new Vector3(0, Math.sin(elevation), Math.cos(elevation));
  const corners = points.map((c) => new Vector3(c.x, 0, c.z));
  const p = new Vector3();
  const place = (distance: number) => {
    camera.position.copy(target).addScaledVector(direction, distance);
    camera.lookAt(target);
    camera.updateMatrixWorld();
  };
  const extent = () => {
    let lo = Infinity;
    let hi = -Infinity;
    let bottom = Infinity;
    let up = -Infinity;
    for (const c of corners) {
      p.copy(c).project(camera);
      lo = Math.min(lo, p.x);
      hi = Math.max(hi, p.x);
      bottom = Math.min(bottom, p.y);
      up = Math.max(up, p.y);
    }
    return { minX: lo, maxX: hi, minY: bottom, maxY: up };
  };
  const fits = () => {
    const e = extent();
    return e.minX >= -MARGIN && e.maxX <= MARGIN && e.minY >= -MARGIN && e.maxY <= top;
  };

  let distance = 0;
  // Perspective makes the near edge look wider than the far one, so the table's centre is
  // not the screen's: fit, re-centre the projected points, and fit again.
  for (let pass = 0; pass < 6; pass++) {
    let lo = 1;
    let hi = 600;
    for (let i = 0; i < 32; i++) {
      const mid = (lo + hi) / 2;
      place(mid);
      if (fits()) hi = mid;
      else lo = mid;
    }
    distance = hi;
    place(distance);
    const e = extent();
    const dx = (e.minX + e.maxX) / 2;
    const dy = (e.minY + e.maxY) / 2 - (top - MARGIN) / 2;
    if (Math.abs(dx) < 0.002 && Math.abs(dy) < 0.002) break;
    target.x += (dx * (maxX - minX)) / Math.max(1e-6, e.maxX - e.minX);
    target.z -= (dy * (maxZ - minZ)) / Math.max(1e-6, e.maxY - e.minY);
  }
  return { position: camera.position.clone(), target, distance };
}
