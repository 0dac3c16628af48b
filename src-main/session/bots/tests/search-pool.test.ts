import { afterAll, describe, expect, it } from 'vitest';
import { view } from '../../../../src-shared/engine';
import { createGame, legalFor } from '../../../../src-shared/engine';
import { plainOptions } from '../../../../src-shared/ai/candidates';
import { ismcts, type SearchRequest } from '../../../../src-shared/ai/search/ismcts';
import { mergeResults, splitRequest } from '../../../../src-shared/ai/search/merge';
import { PRESETS } from '../../../../src-shared/ai/presets';
import type { BotRequest } from '../../bot-seats';
import { createBot } from '../../../../src-shared/ai/factory';
import { pooledBots } from '../pooled';
import { SearchPool } from '../search-pool';

function request(iterations: number): SearchRequest {
  const r = createGame({ seed: 5, players: 4 });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const seat = s.pending!.seat;
  return {
    view: view(s, seat),
    root: plainOptions(legalFor(s, seat), seat).map((a) => [a]),
    priors: plainOptions(legalFor(s, seat), seat).map(() => 0.5),
    config: { ...PRESETS.medium.search, iterations },
    seed: 77,
    weights: PRESETS.medium.weights.revised,
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
    const capped = request(301);
    capped.config = { ...capped.config, maxEvaluations: 9000 };
    expect(splitRequest(capped, 2).map((p) => p.config.maxEvaluations)).toEqual([4500, 4500]);
  });

  it('runs the search on worker threads and merges the root statistics of the shares', async () => {
    const req = request(40);
    const merged = await pool.run(req);
    const inline = mergeResults(splitRequest(req, 2).map((r) => ismcts(r)));
    expect(merged).toEqual(inline);
    expect(merged.iterations).toBe(40);
    expect(merged.stats.reduce((n, s) => n + s.visits, 0)).toBe(40);
  });
});

describe('a pool whose workers cannot run', () => {
  const broken = new SearchPool({
    workers: 1,
    entry: new URL('./no-such-worker.js', import.meta.url),
  });
  afterAll(() => broken.dispose());

  it('fails each search rather than hanging, and tries a new worker for the next', async () => {
    await expect(broken.run(request(50))).rejects.toThrow();
    await expect(broken.run(request(50))).rejects.toThrow();
  });

  it('leaves the bot searching inline, as strong as ever', async () => {
    const r = createGame({ seed: 9, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const seat = r.value.pending!.seat;
    const req: BotRequest = {
      seat,
      spec: { kind: 'bot', name: 'Bot', bot: { preset: 'medium' } },
      seed: 1234,
      view: view(r.value, seat),
      legal: legalFor(r.value, seat),
    };
    const d = await pooledBots(broken)(req);
    expect(d.action).toEqual(createBot('medium', 1234).decide(req.view, req.legal).action);
  });
});
