/**
 * Paired games (issue #15): one tournament with preset A in the first seat, one with B,
 * the same seeds and the same other seats, seats rotating alike. Prints the first seat's
 * mean final respect with each, the mean paired difference A − B with its 95% interval, and
 * the wins. "Betrayal must not pay": --a betrayer --b heuristic --others heuristic.
 *
 *   npm run paired -- --a betrayer --b heuristic --others heuristic --games 400 --seed 20001 [--edition revised|classic] [--binding] [--json]
 */
import { createBot } from '../src-shared/ai/factory';
import { pairedReport } from '../src-shared/ai/paired';
import { runTournament, type GameRecord } from '../src-shared/ai/tournament';
import { editionFlag, flags } from './args';

const f = flags();
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

function run(focus: string, label: string): GameRecord[] {
  const records: GameRecord[] = [];
  const report = runTournament({
    games,
    seed,
    players,
    seats: [focus, ...rest],
    edition,
    makeBot: (spec, s) => {
      const [preset, personality] = spec.split(':');
      return createBot(preset, s, personality);
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
  return records;
}

const ra = run(a, a);
const rb = run(b, b);
const r = pairedReport(ra, rb, a, b);
if (f.has('json')) {
  console.log(JSON.stringify({ a, b, others: rest, seed, edition, ...r }, null, 2));
} else {
  const x = (v: number) => v.toFixed(2);
  console.log(
    `${r.games} paired ${edition} games, ${players} players, seed ${seed}, first seat ${a} or ${b}, others ${rest.join(',')}`,
  );
  console.log(`${a.padEnd(12)} respect ${x(r.meanA)}  wins ${r.winsA}`);
  console.log(`${b.padEnd(12)} respect ${x(r.meanB)}  wins ${r.winsB}`);
  console.log(
    `${a} − ${b}: ${x(r.meanDifference)} respect a game, 95% interval [${x(r.interval[0])}, ${x(r.interval[1])}]; ` +
      `more in ${r.better} games, less in ${r.worse}, the same in ${r.same}`,
  );
}
