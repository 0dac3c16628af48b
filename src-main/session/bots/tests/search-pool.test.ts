import { afterAll, describe, expect, it } from 'vitest';
import { view } from '../../../../src-shared/engine';
import { createGame, legalFor } from '../../../../src-shared/engine';
import { plainOptions } from '../../../../src-shared/ai/candidates';
import { ismcts, type SearchRequest } from '../../../../src-shared/ai/search/ismcts';
import { mergeResults, splitRequest } from '../../../../src-shared/ai/search/merge';
import { PRESETS } from '../../../../src-shared/ai/presets';
import { SearchPool } from '../search-pool';

function request(iterations: number): SearchRequest {
  const r = createGame({ seed: 5, players: 4 });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const seat = s.pending!.seat;
  return {
    view: view(s, seat),
    root: plainOptions(legalFor(s, seat), seat).map((a) => [a]),
    config: { ...PRESETS.medium.search, iterations },
    seed: 77,
    trust: [0.5, 0.5, 0.5, 0.5],
    honesty: 1,
    spite: null,
  };
}

describe('search pool', () => {
  const pool = new SearchPool({ workers: 2 });
  afterAll(() => pool.dispose());

  it('splits a budget into seeded shares that add up to it', () => {
    const parts = splitRequest(request(301), 3);
    expect(parts.map((p) => p.config.iterations)).toEqual([101, 100, 100]);
    expect(new Set(parts.map((p) => p.seed)).size).toBe(3);
  });

  it('runs the search on worker threads and merges the root statistics of the shares', async () => {
    const req = request(200);
    const merged = await pool.run(req);
    const inline = mergeResults(splitRequest(req, 2).map((r) => ismcts(r)));
    expect(merged).toEqual(inline);
    expect(merged.iterations).toBe(200);
    expect(merged.stats.reduce((n, s) => n + s.visits, 0)).toBe(200);
  });
});
