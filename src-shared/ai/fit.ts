/**
 * Fitting the evaluation's weights to final results (issue #15): positions from seeded
 * self-play games, each labelled with the family that won, and the weights that make the
 * evaluation's win chances (the softmax of projections in `utilities`) best predict the
 * winner: the least mean log-loss, found by coordinate descent. Pure and seeded: the same
 * games and starting weights give the same weights (tools/fit-eval.ts prints them).
 */
import { apply, catalogFor, cloneState, createGame, legalFor, view } from '../engine';
import type { Edition, GameState } from '../engine';
import type { Catalog } from '../engine/catalog';
import type { Bot } from './bot';
import { project, spread, withWeights, type EvalWeights } from './evaluation';
import { decisionSeed } from './rand';

export interface Position {
  state: GameState;
  /** The family that won the game the position comes from. */
  winner: number;
  /** In games of one studied preset against others, the family it played. */
  who?: number;
}

export interface SelfPlay {
  games: number;
  seed: number;
  players: number;
  edition: Edition;
  /** Keep one position every `every` decisions. */
  every: number;
  makeBot: (seed: number) => Bot;
}

/** Plays `games` seeded games of one bot against itself and keeps positions from each. */
export function selfPlayPositions(o: SelfPlay, onGame?: (g: number) => void): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const created = createGame({ seed, players: o.players, edition: o.edition });
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    const kept: GameState[] = [];
    for (let k = 0; s.pending; k++) {
      if (k % o.every === 0) kept.push(cloneState(s));
      const seat = s.pending.seat;
      const bot = o.makeBot(decisionSeed(seed, seat, s.seq));
      const d = bot.decide(view(s, seat), legalFor(s, seat));
      const r = apply(s, d.action);
      if (!r.ok) throw new Error(`self-play game ${seed}: ${r.error.message}`);
      s = r.value.state;
    }
    const winner = s.result!.winner;
    for (const state of kept) out.push({ state, winner });
    onGame?.(g);
  }
  return out;
}

const proj = new Float64Array(8);

/** The mean log-loss of the evaluation's win chances for the actual winners, with `weights`. */
export function winLoss(positions: readonly Position[], cat: Catalog, weights: EvalWeights) {
  return withWeights(weights, () => {
    let loss = 0;
    for (const { state: s, winner } of positions) {
      const n = s.families.length;
      project(s, cat, proj);
      const sigma = spread(s, cat);
      let max = -Infinity;
      for (let f = 0; f < n; f++) if (proj[f]! > max) max = proj[f]!;
      let sum = 0;
      for (let f = 0; f < n; f++) sum += Math.exp((proj[f]! - max) / sigma);
      loss += Math.log(sum) - (proj[winner]! - max) / sigma;
    }
    return loss / positions.length;
  });
}

/** A weight the fit may move, within its bounds. */
export interface Knob {
  key: keyof EvalWeights;
  min: number;
  max: number;
}

/** The weights the fit moves (the margin terms do not change the win chances). */
export const KNOBS: readonly Knob[] = [
  { key: 'cardUseValue', min: 0, max: 10 },
  { key: 'moneyUseValue', min: 0, max: 1.5 },
  { key: 'rerollToken', min: 0, max: 2 },
  { key: 'vendetta', min: 0, max: 4 },
  { key: 'ring', min: 0, max: 4 },
  { key: 'controlSharpnessBusiness', min: 0.25, max: 8 },
  { key: 'controlSharpnessCrew', min: 0.25, max: 12 },
  { key: 'futureRoundWeight', min: 0.2, max: 1 },
  { key: 'nearArrestFactor', min: 0, max: 1 },
  { key: 'spreadAtEnd', min: 0.05, max: 10 },
  { key: 'spreadPerRound', min: 0.2, max: 25 },
];

/**
 * Coordinate descent on `loss`: each knob in turn tries one step up and one down (a share
 * of its range), keeping a move that lowers the loss; the step halves after a sweep
 * without one.
 */
export function descend(
  loss: (w: EvalWeights) => number,
  start: EvalWeights,
  knobs: readonly Knob[],
  onSweep?: (sweep: number, loss: number) => void,
): { weights: EvalWeights; loss: number } {
  let w: Record<string, number> = { ...start };
  let best = loss(start);
  let step = 0.1;
  for (let sweep = 1; step > 0.004 && sweep <= 60; sweep++) {
    let moved = false;
    for (const k of knobs) {
      for (const dir of [1, -1]) {
        const v = Math.min(k.max, Math.max(k.min, w[k.key]! + dir * step * (k.max - k.min)));
        if (v === w[k.key]) continue;
        const trial = { ...w, [k.key]: v };
        const l = loss(trial as EvalWeights);
        if (l < best - 1e-6) {
          best = l;
          w = trial;
          moved = true;
          break;
        }
      }
    }
    onSweep?.(sweep, best);
    if (!moved) step /= 2;
  }
  return { weights: w as EvalWeights, loss: best };
}

export interface Fit {
  weights: EvalWeights;
  /** Mean log-loss of the win chances for the actual winners, before and after. */
  before: number;
  after: number;
}

/**
 * Every knob fitted to the winners (least log-loss of the win chances). Fitting the
 * projections to final respect by least squares instead gave a better estimate of the
 * scores and a worse player (docs/ai.md): what a position is worth is the chance to win.
 */
export function fitEvaluation(
  positions: readonly Position[],
  edition: Edition,
  start: EvalWeights,
  onSweep?: (sweep: number, loss: number) => void,
): Fit {
  const cat = catalogFor(edition);
  const win = (w: EvalWeights) => winLoss(positions, cat, w);
  const fit = descend(win, start, KNOBS, onSweep);
  return { weights: fit.weights, before: win(start), after: fit.loss };
}
