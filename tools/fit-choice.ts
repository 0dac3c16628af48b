/**
 * Fits the learned table the search's playouts read with `choiceTable` (src-shared/ai/
 * choice-fit.ts, issue #15) to the search's own root picks. Two steps, since search games
 * are slow and may run side by side:
 *
 * - `--seats … --games N --seed S --save FILE` plays a seeded tournament and keeps every
 *   search decision with at least `--visits` samples a plan (7 by default: Hard's 8, not
 *   Medium's 5) as a choice record, one JSON line each after a line naming the games;
 *   `--search JSON` changes the search of the seats named like the first (variant.ts), so
 *   the picks of searches with other settings can be logged too (`'{"choiceTable":false}'`:
 *   the searches the first table was fitted to, whose playouts read the shipped one;
 *   `'{"activateByRule":false}'` logs Hard's activations, which its preset leaves to the rule);
 * - `--load A,B` fits the Revised 4-player table on the first three quarters of each file's
 *   decisions, for each `--ridge`, and prints the held-out log-loss and the share of picks
 *   predicted, the shipped learned table's first; `--write` puts the best ridge's table into
 *   src-shared/ai/choice-weights.json. `--target scores` fits the table's values of each
 *   decision's plans to the search's scores of them instead of its pick alone (`scoreLoss`:
 *   the records keep every plan's score), and picks the ridge by the held-out score error.
 *
 * On the same code the same flags give the same records and the same table: the data is the
 * seeds. The records depend on the table the playouts read, so each fit written changes the
 * next log (docs/ai.md, "The choice table fitted again").
 *
 *   npm run fit:choice -- --seats hard,heuristic,heuristic,heuristic --games 200 --seed 301001 --save .trials/choice/steady.jsonl
 *   npm run fit:choice -- --seats hard,medium,medium,medium --games 80 --seed 301501 --save .trials/choice/medium.jsonl
 *   npm run fit:choice -- --load .trials/choice/steady.jsonl,.trials/choice/medium.jsonl [--iters 300] [--ridge 0.3,0.1,0.03,0.01] [--write] [--json]
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import TABLES from '../src-shared/ai/learned-weights.json';
import { botFromSpec, parseSeat, seatsError } from '../src-shared/ai/factory';
import {
  STAGE_NAMES,
  STAGES,
  choiceRecord,
  choiceScore,
  fitChoices,
  scoreError,
  type ChoiceRecord,
} from '../src-shared/ai/choice-fit';
import { FEATURES, type LearnedTable } from '../src-shared/ai/learned';
import { observeSearches } from '../src-shared/ai/search/choose';
import { runTournament } from '../src-shared/ai/tournament';
import { parseVariant, variantBot } from '../src-shared/ai/variant';
import { flags } from './args';

const TABLE_FILE = resolve(import.meta.dirname, '../src-shared/ai/choice-weights.json');
const KEY = 'revised-4';
const f = flags();

interface Header {
  seats: string[];
  games: number;
  seed: number;
  features: number;
  /** The first seat's search settings changed from its preset's (`--search`), if any. */
  search?: Record<string, unknown>;
}

function save(path: string) {
  const seats = f.str('seats', '').split(',').filter(Boolean);
  const bad = seats.length !== 4 ? 'four seats, the table fitted is 4-player' : seatsError(seats);
  if (bad) {
    console.error(`--seats: ${bad}`);
    process.exit(2);
  }
  const first = parseSeat(seats[0]!);
  const variant = parseVariant(
    first.preset,
    f.has('search') ? f.str('search', '') : undefined,
    undefined,
    0,
  );
  if (!variant.ok) {
    console.error(`--search: ${variant.error}`);
    process.exit(2);
  }
  const header: Header = {
    seats,
    games: f.num('games', 200),
    seed: f.num('seed', 300001),
    features: FEATURES,
    ...(f.has('search') ? { search: variant.value.search } : {}),
  };
  const visits = f.num('visits', 7);
  const lines = [JSON.stringify(header)];
  observeSearches((sit, stats, best, corrected) => {
    if (stats.reduce((a, st) => a + st.visits, 0) / stats.length < visits) return;
    const r = choiceRecord(
      sit,
      stats.map((st) => st.plan),
      best,
      corrected,
    );
    if (r) lines.push(JSON.stringify(r));
  });
  const played = runTournament({
    games: header.games,
    seed: header.seed,
    players: 4,
    seats,
    makeBot: (seat, s, table) =>
      seat === seats[0]
        ? variantBot(first.preset, s, variant.value, first.personality, table?.field)
        : botFromSpec(seat, s, table),
    onGame: (g) =>
      process.stderr.write(
        `game ${g.index + 1} of ${header.games}, ${lines.length - 1} decisions\r`,
      ),
  });
  observeSearches(null);
  mkdirSync(dirname(resolve(path)), { recursive: true });
  writeFileSync(`${path}.tmp`, lines.join('\n') + '\n');
  renameSync(`${path}.tmp`, path);
  console.error(`\nkept ${lines.length - 1} decisions in ${path}`);
  const mine = played.presets.find((p) => p.preset === seats[0])!;
  const [lo, hi] = mine.wilson.map((x) => (100 * x).toFixed(1));
  console.error(
    `${seats[0]} won ${mine.wins} of ${mine.games}: ${(100 * mine.winRate).toFixed(1)}% [${lo}%, ${hi}%], respect ${mine.averageRespect.toFixed(1)}; illegal actions ${played.illegal.length}, unfinished games ${played.unfinished}`,
  );
}

function load(paths: string[]) {
  const train: ChoiceRecord[] = [];
  const held: ChoiceRecord[] = [];
  const sources: Header[] = [];
  for (const path of paths) {
    let lines: string[];
    let header: Header;
    try {
      lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
      header = JSON.parse(lines[0]!) as Header;
    } catch (e) {
      console.error(`--load ${path}: ${(e as Error).message}`);
      process.exit(2);
    }
    if (header.features !== FEATURES) {
      console.error(`--load ${path}: ${header.features} features, this fit has ${FEATURES}.`);
      process.exit(2);
    }
    sources.push(header);
    const records = lines.slice(1).map((l) => JSON.parse(l) as ChoiceRecord);
    const cut = Math.floor((records.length * 3) / 4);
    train.push(...records.slice(0, cut));
    held.push(...records.slice(cut));
  }
  return { train, held, sources };
}

function fit(paths: string[]) {
  const { train, held, sources } = load(paths);
  const iterations = f.num('iters', 300);
  const target = f.str('target', 'pick');
  if (target !== 'pick' && target !== 'scores') {
    console.error(`--target is pick or scores, got "${target}".`);
    process.exit(2);
  }
  if (target === 'scores' && !train.some((r) => r.scores)) {
    console.error('--target scores: no decision in the logs has scores (log them again).');
    process.exit(2);
  }
  const ridges = f
    .str('ridge', target === 'scores' ? '3,1,0.3,0.1' : '0.3,0.1,0.03,0.01')
    .split(',')
    .map(Number);
  if (ridges.some((r) => !(r >= 0))) {
    console.error('--ridge lists numbers of 0 or more.');
    process.exit(2);
  }
  const shipped = (TABLES as Record<string, LearnedTable>)[KEY]!;
  const w0 = new Float64Array(STAGES * FEATURES);
  STAGE_NAMES.forEach((k, i) => w0.set(shipped.stages[k]!, i * FEATURES));
  const base = fitChoices(train, w0, { ridge: 0, iterations, frozen: true });
  const rows = [
    {
      table: 'shipped',
      ridge: null as number | null,
      distance: 0,
      beta: base.beta,
      ...choiceScore(held, w0, base.beta),
      error: scoreError(held, w0),
    },
  ];
  let best: { w: Float64Array; by: number } | null = null;
  for (const ridge of ridges) {
    const r = fitChoices(train, w0, { ridge, iterations, target });
    const beta =
      target === 'scores'
        ? fitChoices(train, r.w, { ridge: 0, iterations, frozen: true }).beta
        : r.beta;
    const score = { ...choiceScore(held, r.w, beta), error: scoreError(held, r.w) };
    let d = 0;
    for (let k = 0; k < w0.length; k++) d += (r.w[k]! - w0[k]!) ** 2;
    rows.push({ table: 'fitted', ridge, distance: Math.sqrt(d), beta, ...score });
    const by = target === 'scores' ? score.error : score.loss;
    if (!best || by < best.by) best = { w: r.w, by };
  }
  if (f.has('json'))
    console.log(JSON.stringify({ target, train: train.length, held: held.length, rows }, null, 2));
  else {
    const scored = held.filter((r) => r.scores).length;
    console.log(
      `fitted to the ${target} of ${train.length} decisions, held out ${held.length} (${scored} with scores)`,
    );
    for (const r of rows)
      console.log(
        `${r.table.padEnd(7)} ridge ${String(r.ridge ?? '-').padEnd(5)} distance ${r.distance.toFixed(2)}  β ${r.beta.toFixed(1)}  held-out loss ${r.loss.toFixed(4)}  picks predicted ${(100 * r.accuracy).toFixed(1)}%${scored ? `  score error ${r.error.toFixed(3)} points` : ''}`,
      );
  }
  if (f.has('write') && best) {
    const stages: Record<string, number[]> = {};
    STAGE_NAMES.forEach(
      (k, i) => (stages[k] = Array.from(best!.w.subarray(i * FEATURES, (i + 1) * FEATURES))),
    );
    const games = sources.reduce((a, s) => a + s.games, 0);
    const table: LearnedTable = { games, seed: sources[0]!.seed, stages };
    writeFileSync(`${TABLE_FILE}.tmp`, JSON.stringify({ [KEY]: table }, null, 2) + '\n');
    renameSync(`${TABLE_FILE}.tmp`, TABLE_FILE);
    console.error(`wrote ${TABLE_FILE} (run prettier on it)`);
  }
}

if (f.has('save')) save(f.str('save', ''));
else if (f.has('load')) fit(f.str('load', '').split(',').filter(Boolean));
else {
  console.error(
    'fit-choice: --save FILE (with --seats, --games, --seed) or --load A,B; see the head of tools/fit-choice.ts.',
  );
  process.exit(2);
}
