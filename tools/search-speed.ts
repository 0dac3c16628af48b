/**
 * Search speed (issue #4): iterations per second of the ISMCTS core on one core, with the
 * presets' cut-off playouts, over decisions taken from seeded heuristic games. A program
 * that prints figures (DESIGN.md §5.11).
 *
 *   npx tsx tools/search-speed.ts [--preset medium|hard] [--games 3] [--json]
 */
import { performance } from 'node:perf_hooks';
import { applyTrusted, cloneState, createGame, legalFor, view } from '../src-shared/engine';
import type { GameState } from '../src-shared/engine';
import { plainOptions } from '../src-shared/ai/candidates';
import { createBot } from '../src-shared/ai/factory';
import { PRESETS } from '../src-shared/ai/presets';
import { ismcts } from '../src-shared/ai/search/ismcts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const preset = opt('--preset', 'medium');
const games = Number(opt('--games', '3'));
const json = args.includes('--json');
const config = PRESETS[preset as 'medium' | 'hard']?.search;
if (!config) {
  console.error('usage: npx tsx tools/search-speed.ts [--preset medium|hard] [--games N] [--json]');
  process.exit(2);
}

/** Decisions with a real choice (a Business turn, an activation, a placement), every 5th one. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const r = createGame({ seed, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const bots = [0, 1, 2, 3].map((i) => createBot('heuristic', seed * 10 + i));
    let k = 0;
    while (s.pending) {
      const seat = s.pending.seat;
      const legal = legalFor(s, seat);
      const kind = s.pending.d;
      const choice = kind === 'turn' || kind === 'activate' || kind === 'target';
      if (choice && plainOptions(legal, seat).length > 1 && k++ % 5 === 0) out.push(cloneState(s));
      applyTrusted(s, bots[seat]!.decide(view(s, seat), legal).action);
    }
  }
  return out;
}

const states = positions();
// One warm-up pass so the figures measure compiled code.
for (const s of states.slice(0, 5)) run(s, 200);
let iterations = 0;
const times: number[] = [];
// CPU time as well as wall time: on a shared machine the wall clock also counts other work.
const cpu0 = process.cpuUsage();
for (const s of states) {
  const t0 = performance.now();
  iterations += run(s, config.iterations);
  times.push(performance.now() - t0);
}
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const total = times.reduce((a, b) => a + b, 0);
const perSecond = (iterations / total) * 1000;
const sorted = [...times].sort((a, b) => a - b);
const figure = {
  preset,
  decisions: states.length,
  iterationsPerDecision: config.iterations,
  playoutDepth: config.playoutDepth,
  iterationsPerSecond: Math.round(perSecond),
  iterationsPerCpuSecond: Math.round((iterations / cpuMs) * 1000),
  medianMs: sorted[Math.floor(sorted.length / 2)]!,
  p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!,
};
if (json) console.log(JSON.stringify(figure, null, 2));
else
  console.log(
    `${preset}: ${figure.iterationsPerSecond} iterations/s on one core, ${figure.iterationsPerCpuSecond} per CPU second ` +
      `(playouts cut off after ${figure.playoutDepth} moves), ` +
      `${figure.decisions} decisions, median ${figure.medianMs.toFixed(1)} ms, p95 ${figure.p95Ms.toFixed(1)} ms`,
  );

function run(s: GameState, budget: number): number {
  const seat = s.pending!.seat;
  const root = plainOptions(legalFor(s, seat), seat).map((a) => [a]);
  return ismcts({
    view: view(s, seat),
    root,
    config: { ...config!, iterations: budget },
    seed: 1,
    trust: s.families.map(() => 0.5),
    honesty: 1,
    spite: null,
  }).iterations;
}
