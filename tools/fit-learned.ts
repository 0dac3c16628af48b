/**
 * Fits the learned win chances (src-shared/ai/learned.ts, issue #15): plays seeded games of
 * the Steady heuristic against itself, keeps a position every few decisions, each labelled
 * with the game's winner, and fits one conditional logit per stage of the game. Three games
 * in four are fitted on; the fourth is held out, and the log-loss of its winners is printed
 * per stage, with the projection alone and with the fit. `--write` puts the table into
 * src-shared/ai/learned-weights.json under its edition and table size. The same flags give
 * the same games and the same table: the data is the seeds.
 *
 *   npm run fit:learned -- --games 2000 --seed 600001 --players 4 [--every 6] [--ridge 0.01 (> 0)] [--edition revised] [--write] [--json]
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogFor } from '../src-shared/engine';
import { FITTED } from '../src-shared/ai/fitted-weights';
import { withWeights } from '../src-shared/ai/evaluation';
import { tableKey, stageKey } from '../src-shared/ai/learned';
import {
  baseWeights,
  fitTable,
  logLoss,
  sampleOf,
  type Sample,
} from '../src-shared/ai/learned-fit';
import { steadySelfPlay } from './self-play';

const self = steadySelfPlay({ games: 2000, seed: 600001 });
const { f, games, seed, players, edition, json, log, heldOut } = self;
const ridge = f.num('ridge', 0.01);
if (!(ridge > 0)) {
  console.error('--ridge must be above 0: the ring and the turn-order places always sum to 1.');
  process.exit(2);
}
const positions = self.play().filter((p) => p.state.pending);
// The baseline logit is the projection with the weights the search presets read.
const weights = FITTED[edition];
const table = withWeights(weights, () =>
  fitTable(
    positions.filter((p) => !heldOut(p)),
    games,
    seed,
    ridge,
  ),
);

const cat = catalogFor(edition);
const test = new Map<string, Sample[]>();
withWeights(weights, () => {
  for (const p of positions.filter(heldOut)) {
    const key = stageKey(p.state);
    const list = test.get(key) ?? [];
    list.push(sampleOf(p.state, cat, p.winner));
    test.set(key, list);
  }
});
const stages = [...test.keys()].sort().map((key) => {
  const samples = test.get(key)!;
  const w = table.stages[key] ?? baseWeights();
  return {
    stage: key,
    positions: samples.length,
    projection: logLoss(samples, baseWeights()),
    learned: logLoss(samples, w),
  };
});
const total = stages.reduce((n, s) => n + s.positions, 0);
const mean = (k: 'projection' | 'learned') =>
  stages.reduce((v, s) => v + s[k] * s.positions, 0) / Math.max(1, total);
const report = {
  ...self.settings,
  ridge,
  heldOut: { positions: total, projection: mean('projection'), learned: mean('learned'), stages },
  table,
};

if (f.has('write')) {
  const file = resolve(import.meta.dirname, '../src-shared/ai/learned-weights.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  all[tableKey(edition, players)] = table;
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${file}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
  log(`wrote ${tableKey(edition, players)} to ${file}`);
}
const f4 = (x: number) => x.toFixed(4);
if (json) console.log(JSON.stringify(report, null, 2));
else {
  log(`held out: ${total} positions; log-loss of the winner (uniform ${f4(Math.log(players))})`);
  log('  stage  positions  projection  learned');
  for (const s of stages)
    log(
      `  ${s.stage.padEnd(5)}  ${String(s.positions).padStart(9)}  ${f4(s.projection).padStart(10)}  ${f4(s.learned).padStart(7)}`,
    );
  log(
    `  all    ${String(total).padStart(9)}  ${f4(mean('projection')).padStart(10)}  ${f4(mean('learned')).padStart(7)}`,
  );
}
