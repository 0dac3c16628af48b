/**
 * The simulator (issue #3, R15.5): plays games between bots and prints each game's result.
 * Usage: npm run sim -- --games N --seed S --players P [--seats random,random,random] [--json]
 */
import { applyTrusted, createGame, legalFor, view, type GameState } from '../src-shared/engine';
import { botFromSpec, seatsError } from '../src-shared/ai/factory';
import { flags } from './args';

const f = flags();
const games = f.num('games', 10);
const firstSeed = f.num('seed', 1);
const players = f.num('players', 4);
const presets = f.str('seats', Array(players).fill('random').join(',')).split(',');
if (presets.length !== players) {
  console.error(`--seats names ${presets.length} bots for ${players} players.`);
  process.exit(2);
}
const badSeat = seatsError(presets);
if (badSeat) {
  console.error(`--seats: ${badSeat}`);
  process.exit(2);
}

interface GameRecord {
  seed: number;
  winner: number;
  respect: number[];
  money: number[];
  decisions: number;
  ms: number;
}

async function play(seed: number): Promise<GameRecord> {
  const created = createGame({ seed, players });
  if (!created.ok) throw new Error(created.error.message);
  const s: GameState = created.value;
  const bots = presets.map((p, i) => botFromSpec(p, seed * 31 + i));
  const t0 = performance.now();
  let decisions = 0;
  while (s.pending) {
    const seat = s.pending.seat;
    const d = await bots[seat]!.decide(view(s, seat), legalFor(s, seat));
    applyTrusted(s, d.action);
    decisions++;
  }
  return {
    seed,
    winner: s.result!.winner,
    respect: s.families.map((x) => x.respect),
    money: s.families.map((x) => x.money),
    decisions,
    ms: performance.now() - t0,
  };
}

const records: GameRecord[] = [];
for (let g = 0; g < games; g++) {
  const r = await play(firstSeed + g);
  records.push(r);
  if (!f.has('json')) {
    console.log(
      `seed ${r.seed}: family ${r.winner + 1} wins; respect ${r.respect.join(' / ')}; ${r.decisions} decisions, ${r.ms.toFixed(0)} ms`,
    );
  }
}
if (f.has('json'))
  console.log(JSON.stringify({ players, seats: presets, games: records }, null, 2));
else {
  const wins = presets.map((_, i) => records.filter((r) => r.winner === i).length);
  console.log(`Wins by seat: ${wins.map((w, i) => `${presets[i]}#${i + 1} ${w}`).join(', ')}`);
}
