/**
 * Shape bounds for data from a stranger (DESIGN.md §7): a frame is checked for nesting depth
 * and node count before any schema, engine or serializer walks it. JSON.parse and the
 * structured clone of a MessagePort build any depth without complaint, but everything that
 * reads the value afterwards (a schema, JSON.stringify for a checkpoint, a recursive copy)
 * recurses, and a value 100,000 levels deep overflows its stack.
 */

export interface Bounds {
  /** Deepest nesting of arrays and objects; the value itself is depth 0. */
  maxDepth: number;
  /** Most values in all (objects, arrays, strings, numbers… each counts once). */
  maxNodes: number;
}

/**
 * Generous for every message a client sends: the deepest (an offer's terms) is under 8
 * levels, and the largest (an imported save) is one string.
 */
export const CLIENT_BOUNDS: Bounds = { maxDepth: 16, maxNodes: 20_000 };

/** A problem in plain words, or null when the value keeps within the bounds. */
export function outOfBounds(value: unknown, b: Bounds = CLIENT_BOUNDS): string | null {
  // Iterative on purpose: the point is not to recurse on a hostile value.
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++nodes > b.maxNodes) return `The message holds more than ${b.maxNodes} values.`;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= b.maxDepth) return `The message is nested deeper than ${b.maxDepth} levels.`;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const c of children) stack.push([c, depth + 1]);
    if (nodes + stack.length > b.maxNodes)
      return `The message holds more than ${b.maxNodes} values.`;
  }
  return null;
}
