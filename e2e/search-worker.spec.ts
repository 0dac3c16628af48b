/**
 * The built search worker (out/main/search-worker.js, issue #4): the session host's pool finds
 * it beside the built host entry and gets the same root statistics as the search run inline.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { plainOptions } from '../src-shared/ai/candidates';
import { PRESETS } from '../src-shared/ai/presets';
import { ismcts, type SearchRequest } from '../src-shared/ai/search/ismcts';
import { mergeResults, splitRequest } from '../src-shared/ai/search/merge';
import { createGame, legalFor, view } from '../src-shared/engine';
import { SearchPool, searchWorkerEntry } from '../src-main/session/bots/search-pool';

const builtHost = resolve(import.meta.dirname, '../out/main/session-node.js');

describe('the built search worker', () => {
  const pool = new SearchPool({
    workers: 1,
    entry: searchWorkerEntry(pathToFileURL(builtHost).href),
  });
  afterAll(() => pool.dispose());

  it('sits beside the built session host and answers a search like the inline one', async () => {
    expect(existsSync(builtHost), 'run `npm run build` first').toBe(true);
    const created = createGame({ seed: 8, players: 4 });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const seat = s.pending!.seat;
    const request: SearchRequest = {
      view: view(s, seat),
      root: plainOptions(legalFor(s, seat), seat).map((a) => [a]),
      priors: plainOptions(legalFor(s, seat), seat).map(() => 0.5),
      config: { ...PRESETS.medium.search, iterations: 24 },
      seed: 21,
      weights: PRESETS.medium.weights.revised,
      trust: [0.5, 0.5, 0.5, 0.5],
      honesty: 1,
      spite: null,
    };
    const result = await pool.run(request);
    expect(result.iterations).toBe(24);
    expect(result).toEqual(mergeResults(splitRequest(request, 1).map((r) => ismcts(r))));
  });
});
