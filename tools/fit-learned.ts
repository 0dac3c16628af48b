/**
 * Fits the learned win chances (src-shared/ai/learned.ts, issue #15): plays seeded games (a
 * bot against itself, the Steady heuristic unless `--bot` names another seat, or a tournament
 * of `--seats`), keeps a position every few decisions, each labelled with the game's winner,
 * and fits one conditional logit per stage of the game. Three games in four are fitted on;
 * the fourth is held out, and the log-loss of its winners is printed per stage: the
 * projection alone, the table the bots read now and the fit. `--write` puts the table into
 * src-shared/ai/learned-weights.json under its edition and table size, and with `--table
 * medium` as the table fitted on Medium bots' games (the one Hard reads). The same flags give
 * the same games and the same table: the data is the seeds.
 *
 * Games of search bots are slow: `--save FILE` keeps the positions' features, so several
 * processes can play seed ranges at once, and `--load A,B` fits on what they kept.
 *
 *   npm run fit:learned -- --games 2000 --seed 600001 --players 4 [--every 6] [--ridge 0.01 (> 0)] [--edition revised] [--bot heuristic] [--write] [--json]
 *   npm run fit:learned -- --seats hard,heuristic,heuristic,heuristic --games 200 --seed 700001 --save .trials/fit/hard-700001.json
 *   npm run fit:learned -- --load .trials/fit/hard-700001.json,.trials/fit/hard-700051.json [--write]
 *   npm run fit:learned -- --load .trials/fit/medium-988301.json,.trials/fit/medium-988701.json --table medium [--write]
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FITTED } from '../src-shared/ai/fitted-weights';
import { withWeights } from '../src-shared/ai/evaluation';
import {
  FEATURES,
  TABLE_GAMES,
  tableKey,
  type LearnedTable,
  type TableGames,
} from '../src-shared/ai/learned';
import {
  baseWeights,
  fitTable,
  logLoss,
  stagedSample,
  type StagedSample,
} from '../src-shared/ai/learned-fit';
import { selfPlay } from './self-play';

const TABLE_FILE = resolve(import.meta.dirname, '../src-shared/ai/learned-weights.json');
const self = selfPlay({ games: 2000, seed: 600001 });
const { f, edition, json, log, heldOut } = self;
const ridge = f.num('ridge', 0.01);
if (!(ridge > 0)) {
  console.error('--ridge must be above 0: the ring and the turn-order places always sum to 1.');
  process.exit(2);
}
const tableGames = f.str('table', 'steady') as TableGames;
if (!TABLE_GAMES.includes(tableGames)) {
  console.error(`--table names whose games the table is for: ${TABLE_GAMES.join(' or ')}.`);
  process.exit(2);
}
const tableName = tableKey(edition, self.players, tableGames);

/**
 * A file of kept samples: what games they come from, and each sample with its features as a
 * plain array (JSON has no typed arrays).
 */
interface SampleFile {
  settings: typeof self.settings;
  features: number;
  samples: (Omit<StagedSample, 'x'> & { x: number[] })[];
}

function load(paths: string[]): { samples: StagedSample[]; sources: SampleFile['settings'][] } {
  const samples: StagedSample[] = [];
  const sources: SampleFile['settings'][] = [];
  for (const path of paths) {
    let file: SampleFile;
    try {
      file = JSON.parse(readFileSync(path, 'utf8')) as SampleFile;
    } catch (e) {
      console.error(`--load ${path}: ${(e as Error).message}`);
      process.exit(2);
    }
    const s = file.settings;
    if (file.features !== FEATURES || s.edition !== edition || s.players !== self.players) {
      console.error(
        `--load ${path}: ${s.edition}, ${s.players} players, ${file.features} features; this fit is ${edition}, ${self.players} players, ${FEATURES} features.`,
      );
      process.exit(2);
    }
    sources.push(s);
    for (const x of file.samples) samples.push({ ...x, x: Float64Array.from(x.x) });
  }
  return { samples, sources };
}

// The baseline logit is the projection with the weights the search presets read.
const weights = FITTED[edition];
const loaded = f.has('load') ? load(f.str('load', '').split(',').filter(Boolean)) : null;
const samples: StagedSample[] =
  loaded?.samples ??
  withWeights(weights, () =>
    self
      .play()
      .map(stagedSample)
      .filter((x): x is StagedSample => x !== null),
  );
const sources = loaded?.sources ?? [self.settings];

if (f.has('save')) {
  const path = f.str('save', '');
  const file: SampleFile = {
    settings: self.settings,
    features: FEATURES,
    samples: samples.map((x) => ({ ...x, x: Array.from(x.x) })),
  };
  mkdirSync(dirname(resolve(path)), { recursive: true });
  writeFileSync(`${path}.tmp`, JSON.stringify(file));
  renameSync(`${path}.tmp`, path);
  log(`saved ${samples.length} positions to ${path}`);
}

const games = sources.reduce((n, s) => n + s.games, 0);
const seed = Math.min(...sources.map((s) => s.seed));
const table = fitTable(
  samples.filter((x) => !heldOut(x.seed)),
  games,
  seed,
  ridge,
);

const test = new Map<string, StagedSample[]>();
for (const x of samples.filter((x) => heldOut(x.seed))) {
  const list = test.get(x.stage) ?? [];
  list.push(x);
  test.set(x.stage, list);
}
/**
 * The table the bots read now, to compare the fit with: `--table`'s, else the Steady games'
 * (as `learnedWeights` falls back), else the projection.
 */
const shipped = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as Record<
  string,
  LearnedTable | undefined
>;
const current = shipped[tableName] ?? shipped[tableKey(edition, self.players)];
const stages = [...test.keys()].sort().map((key) => {
  const list = test.get(key)!;
  return {
    stage: key,
    positions: list.length,
    projection: logLoss(list, baseWeights()),
    current: logLoss(list, current?.stages[key] ?? baseWeights()),
    learned: logLoss(list, table.stages[key] ?? baseWeights()),
  };
});
const total = stages.reduce((n, s) => n + s.positions, 0);
const mean = (k: 'projection' | 'current' | 'learned') =>
  stages.reduce((v, s) => v + s[k] * s.positions, 0) / Math.max(1, total);
const report = {
  sources,
  ridge,
  heldOut: {
    positions: total,
    projection: mean('projection'),
    current: mean('current'),
    learned: mean('learned'),
    stages,
  },
  table,
};

if (f.has('write')) {
  const all = { ...shipped, [tableName]: table };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${TABLE_FILE}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${TABLE_FILE}.tmp`, TABLE_FILE);
  log(`wrote ${tableName} to ${TABLE_FILE}`);
}
const f4 = (x: number) => x.toFixed(4);
if (json) console.log(JSON.stringify(report, null, 2));
else {
  log(
    `held out: ${total} positions; log-loss of the winner (uniform ${f4(Math.log(self.players))})`,
  );
  log('  stage  positions  projection  current  learned');
  const row = (stage: string, n: number, p: number, c: number, l: number) =>
    log(
      `  ${stage.padEnd(5)}  ${String(n).padStart(9)}  ${f4(p).padStart(10)}  ${f4(c).padStart(7)}  ${f4(l).padStart(7)}`,
    );
  for (const s of stages) row(s.stage, s.positions, s.projection, s.current, s.learned);
  row('all', total, mean('projection'), mean('current'), mean('learned'));
}
