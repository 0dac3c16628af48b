/**
 * The tournament program (issue #4): bots play seeded games, seats rotating, and the
 * figures are printed (JSON with --json). A program, not a test: it measures, it asserts
 * nothing (DESIGN.md §5.11).
 *
 *   npm run tournament -- --games 400 --seed 1 --players 4 --seats medium,heuristic,heuristic,heuristic
 *   npm run tournament -- --edition classic --games 400 --seats heuristic,random,random,random
 *   npm run tournament -- --games 40 --seats hard,heuristic,heuristic,heuristic --as-person heuristic --clock cpu
 */
import { performance } from 'node:perf_hooks';
import { botFromSpec, seatsError } from '../src-shared/ai/factory';
import type { Edition } from '../src-shared/engine';
import { OFFER_KINDS } from '../src-shared/ai/figures';
import { runTournament, type GameRecord, type TournamentReport } from '../src-shared/ai/tournament';
import { cpuClock, latencyText } from './args';

interface Args {
  games: number;
  seed: number;
  players: number;
  seats: string[];
  json: boolean;
  binding: boolean;
  quiet: boolean;
  clock: 'wall' | 'cpu';
  edition: Edition;
  /** A seat of --seats whose offers every bot answers as a person's. */
  asPerson?: string;
}

const USAGE =
  'usage: npm run tournament -- --games N --seed S --players P --seats a,b,c[,d[,e]] [--edition revised|classic] [--binding] [--clock wall|cpu] [--as-person SEAT] [--json] [--quiet]';

function parse(argv: string[]): Args | string {
  const a: Args = {
    games: 40,
    seed: 1,
    players: 4,
    seats: [],
    json: false,
    binding: false,
    quiet: false,
    clock: 'wall',
    edition: 'revised',
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const v = argv[i + 1];
    const num = (name: string) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number.`);
      i++;
      return n;
    };
    switch (k) {
      case '--games':
        a.games = num(k);
        break;
      case '--seed':
        a.seed = num(k);
        break;
      case '--players':
        a.players = num(k);
        break;
      case '--seats':
        a.seats = (v ?? '').split(',').filter(Boolean);
        i++;
        break;
      case '--json':
        a.json = true;
        break;
      case '--edition':
        if (v !== 'revised' && v !== 'classic') throw new Error('--edition is revised or classic.');
        a.edition = v;
        i++;
        break;
      case '--binding':
        a.binding = true;
        break;
      case '--quiet':
        a.quiet = true;
        break;
      case '--clock':
        if (v !== 'wall' && v !== 'cpu') throw new Error('--clock is wall or cpu.');
        a.clock = v;
        i++;
        break;
      case '--as-person':
        if (!v) throw new Error('--as-person names a seat of --seats.');
        a.asPerson = v;
        i++;
        break;
      case '--help':
        return USAGE;
      default:
        return `unknown option ${k}\n${USAGE}`;
    }
  }
  if (a.seats.length === 0) a.seats = Array.from({ length: a.players }, () => 'heuristic');
  if (a.seats.length !== a.players)
    return `--seats lists ${a.seats.length} presets for ${a.players} players.\n${USAGE}`;
  const bad = seatsError(a.seats);
  if (bad) return `--seats: ${bad}\n${USAGE}`;
  if (a.asPerson !== undefined && !a.seats.includes(a.asPerson))
    return `--as-person names a seat of --seats, got "${a.asPerson}".\n${USAGE}`;
  return a;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function print(r: TournamentReport, clockName: string, edition: Edition) {
  console.log(
    `${r.games} ${edition} games, ${r.players} players, seed ${r.seed}, seats ${r.seats.join(',')}`,
  );
  console.log(`latencies by the ${clockName} clock`);
  for (const p of r.presets) {
    console.log(
      `${p.preset.padEnd(10)} win ${pct(p.winRate).padStart(6)} [${pct(p.wilson[0])}, ${pct(p.wilson[1])}]` +
        `  respect ${p.averageRespect.toFixed(1).padStart(5)}` +
        `  ${latencyText(p.latency, p.dealLatency)}`,
    );
  }
  console.log(
    'deals (R13): offers a game, share of its offers accepted, of offers to it accepted, mean cash asked; promises kept/broken, trust at the end',
  );
  for (const p of r.presets) {
    const d = p.deals;
    console.log(
      `${p.preset.padEnd(10)} ${d.offersPerGame.toFixed(2).padStart(6)} offers/game` +
        `  accepted ${pct(d.accepted).padStart(6)} (on its word ${pct(d.acceptedOnWord)})  accepts ${pct(d.acceptedFromOthers).padStart(6)}` +
        `  asks $${d.asked.toFixed(1)}  promises kept ${d.kept}, broken ${d.broken}, trust ${d.trustAtEnd.toFixed(2)}`,
    );
    const kinds = OFFER_KINDS.filter((k) => d.byKind[k] > 0)
      .map((k) => `${k} ${d.byKind[k].toFixed(2)}`)
      .join(', ');
    console.log(
      `${''.padEnd(10)} a game: ${kinds || 'no offers'}; cash in $${d.cashIn.toFixed(1)}, out $${d.cashOut.toFixed(1)}, net ${d.respect.toFixed(2)} respect`,
    );
  }
  console.log(`deals' cash moved ${r.respectMovedByDeals.toFixed(2)} respect a game in all`);
  console.log(
    'grudges: attacks when a family that broke its word to it and one that did not were both in reach',
  );
  for (const p of r.presets) {
    const g = p.grudges;
    if (g.attacks === 0) continue;
    console.log(
      `${p.preset.padEnd(10)} ${g.attacks} attacks, ${pct(g.atBetrayers)} at a betrayer (${pct(g.betrayersInReach)} of the families in reach)`,
    );
  }
  if (r.unfinished > 0) console.log(`${r.unfinished} games did not finish`);
  for (const e of r.illegal) console.log(`illegal: ${e}`);
}

function main() {
  let args: Args | string;
  try {
    args = parse(process.argv.slice(2));
  } catch (e) {
    args = `${(e as Error).message}\n${USAGE}`;
  }
  if (typeof args === 'string') {
    console.error(args);
    process.exitCode = 2;
    return;
  }
  const a = args;
  const onGame = (g: GameRecord) => {
    if (a.quiet || a.json) return;
    const who = g.winner >= 0 ? `${g.seats[g.winner]} (seat ${g.winner})` : 'nobody';
    process.stderr.write(
      `game ${g.index + 1}/${a.games} seed ${g.seed}: ${who} wins ${g.totals.join('/')}\n`,
    );
  };
  const report = runTournament({
    games: a.games,
    seed: a.seed,
    players: a.players,
    seats: a.seats,
    makeBot: botFromSpec,
    clock: a.clock === 'cpu' ? cpuClock : () => performance.now(),
    edition: a.edition,
    onGame,
    ...(a.asPerson === undefined ? {} : { asPerson: a.asPerson }),
    ...(a.binding ? { house: { bindingDeals: true } } : {}),
  });
  if (a.json)
    console.log(JSON.stringify({ ...report, edition: a.edition, clock: a.clock }, null, 2));
  else print(report, a.clock === 'cpu' ? 'CPU-time' : 'wall', a.edition);
  if (report.illegal.length > 0) process.exitCode = 1;
}

main();
