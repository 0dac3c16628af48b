/** Points and rectangles on the table's plane (x across, z towards the viewer), in table units. */
export interface Point {
  x: number;
  z: number;
}

export interface Rect {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}
