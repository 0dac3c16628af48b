/**
 * Paired games (issue #15): one tournament with preset A in the first seat, one with B,
 * the same seeds and the same other seats, seats rotating alike. Prints the first seat's
 * mean final respect with each, the mean paired difference A − B with its 95% interval, and
 * the wins. "Betrayal must not pay": --a betrayer --b heuristic --others heuristic.
 *
 *   npm run paired -- --a betrayer --b heuristic --others heuristic --games 400 --seed 20001 [--edition revised|classic] [--binding] [--clock wall|cpu] [--json]
 *
 * Beside the respect, each side's margin over the best other family (a win needs it above
 * 0) and its paired difference; with --clock, the first seat's decision latencies.
 *
 * A trial is a variant against its preset (variant.ts): --a-search '{"iterations":384}',
 * --a-weights '{"cardUseValue":1.5}' (or --a-weights fitted, the weights the search presets
 * read in the edition played), --a-salt 1 (the same bot on other samples of its own).
 *
 *   npm run paired -- --a hard --a-search '{"rootWidth":32,"iterations":256}' --b hard --others heuristic --games 120 --seed 70001
 *
 * --cache DIR keeps each side's games (keyed by the side, the table and the code), so trials
 * against one preset play its side once; --side a|b plays one side into the cache and stops,
 * so two processes can play the two sides at once and a third call pairs them.
 *
 * --compare A,B pairs two cached sides played by different code (a trial in another working
 * tree against the preset's side on main), each a side's file or a folder holding one side;
 * A1+A2,B1+B2 joins seed ranges played as separate runs (timed by one clock), in the same
 * order on both sides. Every other flag but --json is refused: the games are already played.
 *
 *   npm run paired -- --compare ../trial/.trials/hyb,.trials/preset [--json]
 */
import { botFromSpec, parseSeat, seatsError } from '../src-shared/ai/factory';
import { changes, parseVariant, variantBot, type Variant } from '../src-shared/ai/variant';
import { focusSeat, pairedReport, type PairedReport } from '../src-shared/ai/paired';
import { runTournament, type GameRecord } from '../src-shared/ai/tournament';
import { performance } from 'node:perf_hooks';
import { cpuClock, editionFlag, flags, latencyText } from './args';
import { readSide, sideCache } from './side-cache';

const f = flags();
if (f.has('compare')) compare(f.str('compare', ''));
const a = f.str('a', 'betrayer');
const b = f.str('b', 'heuristic');
const players = f.num('players', 4);
const others = f.str('others', 'heuristic').split(',').filter(Boolean);
const games = f.num('games', 400);
const seed = f.num('seed', 20001);
const edition = editionFlag(f);
const rest = others.length === 1 ? Array.from({ length: players - 1 }, () => others[0]!) : others;
if (rest.length !== players - 1) {
  console.error(`--others names one preset, or ${players - 1} for ${players} players.`);
  process.exit(2);
}
const badSeat = seatsError([a, b, ...rest]);
if (badSeat) {
  console.error(`a seat of --a, --b or --others: ${badSeat}`);
  process.exit(2);
}

function variantOf(side: 'a' | 'b', spec: string): Variant {
  const [preset = ''] = spec.split(':');
  const get = (k: string) => (f.has(`${side}-${k}`) ? f.str(`${side}-${k}`, '') : undefined);
  const v = parseVariant(preset, get('search'), get('weights'), f.num(`${side}-salt`, 0));
  if (!v.ok) {
    console.error(`--${side}: ${v.error}`);
    process.exit(2);
  }
  return v.value;
}

const variants = { a: variantOf('a', a), b: variantOf('b', b) };
/** A side's name: its preset, and "variant" when it is not the preset itself. */
const nameOf = (side: 'a' | 'b', spec: string) =>
  changes(variants[side]) ? `${spec} (${side} variant)` : spec;
const nameA = nameOf('a', a);
const nameB = nameOf('b', b);
if (nameA === nameB) {
  console.error(
    '--a and --b are the same bot: change one (a preset, --a-search, --a-weights, --a-salt).',
  );
  process.exit(2);
}

const only = f.has('side') ? f.str('side', '') : undefined;
if (only !== undefined && only !== 'a' && only !== 'b') {
  console.error(`--side is a or b, got "${only}".`);
  process.exit(2);
}
const cacheDir = f.has('cache') ? f.str('cache', '') : undefined;
if (only !== undefined && !cacheDir) {
  console.error('--side plays one side into the cache: give --cache DIR too.');
  process.exit(2);
}
const cache = cacheDir ? sideCache(cacheDir) : undefined;
const clockName = f.has('clock') ? f.str('clock', '') : undefined;
if (clockName !== undefined && clockName !== 'wall' && clockName !== 'cpu') {
  console.error(`--clock is wall or cpu, got "${clockName}".`);
  process.exit(2);
}
const clock =
  clockName === 'cpu' ? cpuClock : clockName === 'wall' ? () => performance.now() : undefined;

function run(side: 'a' | 'b', spec: string, label: string): GameRecord[] {
  const key = {
    spec,
    label,
    variant: variants[side],
    others: rest,
    games,
    seed,
    players,
    edition,
    binding: f.has('binding'),
    // Games played without a clock carry no latencies: they are not the same record.
    ...(clockName ? { clock: clockName } : {}),
  };
  const cached = cache?.read(key);
  if (cached) {
    process.stderr.write(`${label}: ${cached.length} games from the cache\n`);
    return cached;
  }
  const { records, illegal } = play(side, spec, label);
  if (!illegal) cache?.write(key, records);
  return records;
}

function play(side: 'a' | 'b', spec: string, label: string) {
  const records: GameRecord[] = [];
  const focus = parseSeat(spec);
  const report = runTournament({
    games,
    seed,
    players,
    seats: [label, ...rest],
    // The other side may repeat under rotation where this one does not (`--b heuristic
    // --others heuristic`): both keep the same seed for each game.
    everyRotation: true,
    edition,
    clock,
    makeBot: (seat, s, table) => {
      if (seat === label)
        return variantBot(focus.preset, s, variants[side], focus.personality, table?.field);
      return botFromSpec(seat, s, table);
    },
    onGame: (g) => {
      records.push(g);
      if (!f.has('json') && (g.index + 1) % 50 === 0)
        process.stderr.write(`${label}: ${g.index + 1}/${games} games\n`);
    },
    ...(f.has('binding') ? { house: { bindingDeals: true } } : {}),
  });
  if (report.illegal.length > 0) {
    for (const e of report.illegal) console.error(`illegal: ${e}`);
    process.exitCode = 1;
  }
  return { records, illegal: report.illegal.length > 0 };
}

if (only !== undefined) {
  run(only, only === 'a' ? a : b, only === 'a' ? nameA : nameB);
  process.exit();
}
const ra = run('a', a, nameA);
const rb = run('b', b, nameB);
const r = pairedReport(ra, rb, nameA, nameB);
if (f.has('json')) {
  console.log(
    JSON.stringify(
      { a: nameA, b: nameB, variants, others: rest, seed, edition, clock: clockName, ...r },
      null,
      2,
    ),
  );
} else {
  const header = [
    `${r.games} paired ${edition} games, ${players} players, seed ${seed}, first seat ${nameA} or ${nameB}, others ${rest.join(',')}`,
  ];
  for (const side of ['a', 'b'] as const)
    if (changes(variants[side])) header.push(`${side} variant: ${JSON.stringify(variants[side])}`);
  printReport(r, nameA, nameB, header, clockName);
}

/** The report in words: the header lines, each side's respect and wins, the differences. */
function printReport(
  r: PairedReport,
  nameA: string,
  nameB: string,
  header: string[],
  clockName: string | undefined,
) {
  const x = (v: number) => v.toFixed(2);
  for (const line of header) console.log(line);
  console.log(`${nameA.padEnd(20)} respect ${x(r.meanA)}  wins ${r.winsA}`);
  console.log(`${nameB.padEnd(20)} respect ${x(r.meanB)}  wins ${r.winsB}`);
  console.log(
    `${nameA} − ${nameB}: ${x(r.meanDifference)} respect a game, 95% interval [${x(r.interval[0])}, ${x(r.interval[1])}]; ` +
      `more in ${r.better} games, less in ${r.worse}, the same in ${r.same}`,
  );
  console.log(
    `margin over the best other family: ${nameA} ${x(r.marginA)}, ${nameB} ${x(r.marginB)}; ` +
      `${nameA} − ${nameB}: ${x(r.marginDifference)}, 95% interval [${x(r.marginInterval[0])}, ${x(r.marginInterval[1])}]`,
  );
  for (const [name, l] of [
    [nameA, r.latencyA],
    [nameB, r.latencyB],
  ] as const) {
    if (l.play.count === 0) continue;
    console.log(
      `${name} by the ${clockName === 'cpu' ? 'CPU-time' : 'wall'} clock: ${latencyText(l.play, l.deal)}`,
    );
  }
}

/**
 * --compare A,B: two cached sides paired game by game, whatever code played them. Each side is
 * named by the first seat's preset and its path; the games must be the same seeds and seats.
 */
function compare(arg: string): never {
  const paths = arg.split(',');
  if (paths.length !== 2 || paths.some((p) => !p)) {
    console.error('--compare takes two cached sides: A,B (each may join runs: A1+A2).');
    process.exit(2);
  }
  // The sides' games are already played: a flag that says how to play them would be ignored.
  const ignored = process.argv
    .slice(2)
    .filter((x) => x.startsWith('--') && x !== '--compare' && x !== '--json');
  if (ignored.length > 0) {
    console.error(
      `--compare reads games already played and takes only --json besides: not ${ignored.join(', ')}.`,
    );
    process.exit(2);
  }
  const [sideA, sideB] = paths.map((p) => {
    const parts = p.split('+').map(readSide);
    const bad = parts.find((x) => typeof x === 'string');
    if (bad) {
      console.error(`--compare: ${bad}`);
      process.exit(2);
    }
    const kept = parts as Exclude<ReturnType<typeof readSide>, string>[];
    const clocks = new Set(kept.map((k) => k.clock ?? 'none'));
    if (clocks.size > 1) {
      console.error(
        `--compare: the runs joined in ${p} were timed by different clocks (${[...clocks].join(', ')}): join runs timed alike.`,
      );
      process.exit(2);
    }
    const records = kept.flatMap((k) => k.records);
    const first = records[0];
    if (!first) {
      console.error(`--compare: ${p} holds no games.`);
      process.exit(2);
    }
    const focus = first.seats[focusSeat(first.index, first.seats.length)]!;
    return { records, name: `${focus} (${p})`, focus, clock: kept[0]!.clock };
  }) as [Compared, Compared];
  if (sideA.clock !== sideB.clock)
    console.error(
      `--compare: the sides were timed by different clocks (${sideA.clock ?? 'none'}, ${sideB.clock ?? 'none'}): compare their latencies with care.`,
    );
  let r: PairedReport;
  try {
    r = pairedReport(sideA.records, sideB.records, sideA.focus, sideB.focus);
  } catch (e) {
    console.error(`--compare: ${(e as Error).message}`);
    process.exit(2);
  }
  if (f.has('json'))
    console.log(
      JSON.stringify({ a: sideA.name, b: sideB.name, clock: sideA.clock, ...r }, null, 2),
    );
  else {
    const seeds = sideA.records.map((g) => g.seed);
    const header = [
      `${r.games} paired games from two cached sides, seeds ${Math.min(...seeds)}–${Math.max(...seeds)}`,
    ];
    printReport(r, sideA.name, sideB.name, header, sideA.clock);
  }
  process.exit();
}

interface Compared {
  records: GameRecord[];
  name: string;
  focus: string;
  clock: string | undefined;
}
