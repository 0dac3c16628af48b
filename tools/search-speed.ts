/**
 * Search speed (issue #4): iterations per second of the ISMCTS core on one core, over
 * decisions taken from seeded heuristic games, each searched as the bot would search it
 * (prepareSearch: its root plans, its budget). The playout policy, its depth and the budget
 * may be changed from the preset's. A program that prints figures (DESIGN.md §5.11).
 *
 *   npx tsx tools/search-speed.ts [--preset medium|hard] [--playout cheap|heuristic]
 *     [--depth N] [--iterations N] [--games 3] [--json]
 */
import { performance } from 'node:perf_hooks';
import { applyTrusted, cloneState, createGame, legalFor, view } from '../src-shared/engine';
import type { GameState } from '../src-shared/engine';
import { plainOptions } from '../src-shared/ai/candidates';
import { createBot } from '../src-shared/ai/factory';
import { PRESETS } from '../src-shared/ai/presets';
import { personalityFrom } from '../src-shared/ai/personality';
import { Rand } from '../src-shared/ai/rand';
import { prepareSearch } from '../src-shared/ai/search/choose';
import { ismcts, type SearchConfig } from '../src-shared/ai/search/ismcts';
import { situation } from '../src-shared/ai/situation';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const preset = opt('--preset', 'medium');
const games = Number(opt('--games', '3'));
const json = args.includes('--json');
const base = PRESETS[preset as 'medium' | 'hard']?.search;
const playout = opt('--playout', base?.playout ?? '');
if (!base || (playout !== 'cheap' && playout !== 'heuristic')) {
  console.error(
    'usage: npx tsx tools/search-speed.ts [--preset medium|hard] [--playout cheap|heuristic] ' +
      '[--depth N] [--iterations N] [--games N] [--json]',
  );
  process.exit(2);
}
const config: SearchConfig = {
  ...base,
  playout,
  playoutDepth: Number(opt('--depth', String(base.playoutDepth))),
  iterations: Number(opt('--iterations', String(base.iterations))),
};

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
for (const s of states.slice(0, 5)) run(s, config.iterations);
let iterations = 0;
const times: number[] = [];
// CPU time as well as wall time: on a shared machine the wall clock also counts other work.
const cpu0 = process.cpuUsage();
for (const s of states) {
  const t0 = performance.now();
  const done = run(s, config.iterations);
  if (done === 0) continue;
  iterations += done;
  times.push(performance.now() - t0);
}
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const total = times.reduce((a, b) => a + b, 0);
const perSecond = (iterations / total) * 1000;
const sorted = [...times].sort((a, b) => a - b);
const figure = {
  preset,
  decisions: times.length,
  iterationsPerDecision: Math.round(iterations / Math.max(1, times.length)),
  playout: config.playout,
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
      `(${figure.playout} playouts cut off after ${figure.playoutDepth} moves), ` +
      `${figure.decisions} decisions, median ${figure.medianMs.toFixed(1)} ms, p95 ${figure.p95Ms.toFixed(1)} ms`,
  );

/** Searches the decision at `s` as the bot would, with `budget` iterations; 0 when a rule answers it. */
function run(s: GameState, budget: number): number {
  const seat = s.pending!.seat;
  const sit = situation(view(s, seat), legalFor(s, seat), personalityFrom(undefined), new Rand(1));
  const prep = prepareSearch(
    sit,
    { ...config, iterations: budget },
    PRESETS[preset as 'medium' | 'hard'].weights.revised,
  );
  if ('done' in prep) return 0;
  return ismcts(prep.request).iterations;
}
