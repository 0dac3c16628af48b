/**
 * Engine speed (issue #3): full random 4-player games of one edition per second on one core
 * with `legalActions` at every decision, and the median cost of the calls the search leans on.
 * Usage: npm run bench:engine -- [--edition revised|classic] [--json] [--seconds 2] [--repeats 5]
 */
import { availableParallelism } from 'node:os';
import {
  apply,
  applyTrusted,
  cloneState,
  createGame,
  legalActions,
  type Action,
  type GameState,
  type LegalAction,
} from '../src-shared/engine';
import { randomBelow, seedRng } from '../src-shared/engine/rng';
import { editionFlag, flags, median } from './args';

const f = flags();
const seconds = f.num('seconds', 2);
const repeats = f.num('repeats', 5);
const edition = editionFlag(f);
const sampler = { rng: seedRng(99) };

function choose(legal: LegalAction[]): Action {
  let l = legal[randomBelow(sampler, legal.length)]!;
  while (l.terms) l = legal[randomBelow(sampler, legal.length)]!;
  if (!l.range) return l.action;
  return {
    ...l.action,
    [l.range.key]: l.range.min + randomBelow(sampler, l.range.max - l.range.min + 1),
  } as Action;
}

let nextSeed = 1;
function playOne(): number {
  const s = createGame({ seed: nextSeed++, players: 4, edition });
  if (!s.ok) throw new Error(s.error.message);
  let n = 0;
  while (s.value.pending) {
    applyTrusted(s.value, choose(legalActions(s.value)));
    n++;
  }
  return n;
}

function gamesRun(): { games: number; decisions: number; ms: number } {
  const t0 = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - t0 < seconds * 1000) {
    decisions += playOne();
    games++;
  }
  return { games, decisions, ms: performance.now() - t0 };
}

/** States met in random play, to time single calls on. */
function sampleStates(count: number): GameState[] {
  const out: GameState[] = [];
  const created = createGame({ seed: 4242, players: 4, edition });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  let k = 0;
  while (out.length < count) {
    if (!s.pending) return out;
    if (k++ % 3 === 0) out.push(cloneState(s));
    applyTrusted(s, choose(legalActions(s)));
  }
  return out;
}

function perCall(states: GameState[], call: (s: GameState, a: Action) => unknown): number {
  const actions = states.map((s) => choose(legalActions(s)));
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 300) {
    for (let i = 0; i < states.length; i++) call(states[i]!, actions[i]!);
    n += states.length;
  }
  return ((performance.now() - t0) / n) * 1000;
}

playOne();
gamesRun();
const runs = Array.from({ length: repeats }, gamesRun);
const states = sampleStates(60);
const result = {
  machine: { cores: availableParallelism(), node: process.version },
  edition,
  gamesPerSecond: median(runs.map((r) => (r.games / r.ms) * 1000)),
  decisionsPerSecond: median(runs.map((r) => (r.decisions / r.ms) * 1000)),
  decisionsPerGame: median(runs.map((r) => r.decisions / r.games)),
  microseconds: {
    legalActions: median(
      Array.from({ length: repeats }, () => perCall(states, (s) => legalActions(s))),
    ),
    applyTrustedOnCopy: median(
      Array.from({ length: repeats }, () =>
        perCall(states, (s, a) => applyTrusted(cloneState(s), a)),
      ),
    ),
    apply: median(Array.from({ length: repeats }, () => perCall(states, (s, a) => apply(s, a)))),
    cloneState: median(
      Array.from({ length: repeats }, () => perCall(states, (s) => cloneState(s))),
    ),
    structuredClone: median(
      Array.from({ length: repeats }, () => perCall(states, (s) => structuredClone(s))),
    ),
  },
  runs: runs.length,
  secondsPerRun: seconds,
};

if (f.has('json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(
    `Random 4-player ${edition} games, one core, median of ${runs.length} runs of ${seconds}s:`,
  );
  console.log(
    `  ${result.gamesPerSecond.toFixed(0)} games/s, ${result.decisionsPerSecond.toFixed(0)} decisions/s, ${result.decisionsPerGame.toFixed(0)} decisions/game`,
  );
  for (const [k, v] of Object.entries(result.microseconds))
    console.log(`  ${k}: ${v.toFixed(2)} µs (median)`);
}
