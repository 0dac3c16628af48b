/**
 * Root parallelism: several searches of the same decision with different seeds (worker
 * threads), their root statistics summed option by option. Pure, so it runs anywhere.
 */
import type { SearchRequest, SearchResult } from './ismcts';

/** The requests for `parts` searches sharing one budget: each gets a share and its own seed. */
export function splitRequest(req: SearchRequest, parts: number): SearchRequest[] {
  const n = Math.max(1, Math.floor(parts));
  const total = req.config.iterations;
  return Array.from({ length: n }, (_, i) => ({
    ...req,
    seed: (req.seed + Math.imul(i, 0x9e3779b9)) >>> 0,
    config: {
      ...req.config,
      iterations: Math.floor(total / n) + (i < total % n ? 1 : 0),
      ...(req.config.maxEvaluations === undefined
        ? {}
        : { maxEvaluations: Math.ceil(req.config.maxEvaluations / n) }),
    },
  }));
}

/** Sums root statistics by option (the options are the same plans in every part). */
export function mergeResults(results: readonly SearchResult[]): SearchResult {
  const first = results[0];
  if (!first) return { stats: [], iterations: 0 };
  const stats = first.stats.map((s) => ({ ...s }));
  const index = new Map(stats.map((s, i) => [s.key, i]));
  let iterations = first.iterations;
  for (const r of results.slice(1)) {
    iterations += r.iterations;
    for (const s of r.stats) {
      const i = index.get(s.key);
      if (i === undefined) {
        index.set(s.key, stats.length);
        stats.push({ ...s });
      } else {
        stats[i]!.visits += s.visits;
        stats[i]!.total += s.total;
        stats[i]!.baseline += s.baseline;
        if (s.finalist) stats[i]!.finalist = true;
      }
    }
  }
  return { stats, iterations };
}
