/** Timing curves and small interpolation helpers for the choreography. */

export const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const easeInOut = (t: number) => {
  const u = clamp01(t);
  return u < 0.5 ? 4 * u * u * u : 1 - Math.pow(-2 * u + 2, 3) / 2;
};
export const easeOut = (t: number) => 1 - Math.pow(1 - clamp01(t), 3);
export const easeIn = (t: number) => Math.pow(clamp01(t), 2);
/** 0 at both ends, 1 in the middle: the height of a hop. */
export const hop = (t: number) => 4 * clamp01(t) * (1 - clamp01(t));
/** Progress through the part [from, to] of a step. */
export const phase = (t: number, from: number, to: number) => clamp01((t - from) / (to - from));
