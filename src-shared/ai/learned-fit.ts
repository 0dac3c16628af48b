/**
 * Fitting the learned win chances (learned.ts, issue #15): for each stage of the game, the
 * weights of a conditional logit (each family's chance to win is the softmax of its features
 * by the weights) that best predict the winners of positions from seeded games, by Newton's
 * method with a ridge that pulls towards the projection alone (weight 1 on its logit, 0
 * elsewhere), so a stage with few positions stays near the hand-made evaluation.
 * Deterministic: the same positions give the same table.
 */
import { catalogFor } from '../engine';
import type { Catalog } from '../engine/catalog';
import type { GameState } from '../engine/state';
import { project, spread } from './evaluation';
import type { Position } from './fit';
import { FEATURES, features, stageKey, type LearnedTable } from './learned';

/** One position's features (`n × FEATURES`, by family) and its winner. */
export interface Sample {
  x: Float64Array;
  n: number;
  winner: number;
}

const proj = new Float64Array(8);

/** The features of a position as the evaluation reads them (the projection's logits first). */
export function sampleOf(s: GameState, cat: Catalog, winner: number): Sample {
  const n = s.families.length;
  project(s, cat, proj);
  const sigma = spread(s, cat);
  const logit = Array.from(proj.subarray(0, n), (p) => p / sigma);
  const x = new Float64Array(n * FEATURES);
  features(s, cat, logit, x);
  return { x, n, winner };
}

/** The mean log-loss of the winners under weights `w` (`K` features a family). */
export function logLoss(samples: readonly Sample[], w: ArrayLike<number>, K = FEATURES): number {
  let loss = 0;
  const z = new Float64Array(8);
  for (const { x, n, winner } of samples) {
    let max = -Infinity;
    for (let f = 0; f < n; f++) {
      let v = 0;
      for (let k = 0; k < K; k++) v += w[k]! * x[f * K + k]!;
      z[f] = v;
      if (v > max) max = v;
    }
    let sum = 0;
    for (let f = 0; f < n; f++) sum += Math.exp(z[f]! - max);
    loss += Math.log(sum) - (z[winner]! - max);
  }
  return samples.length ? loss / samples.length : 0;
}

/** The projection alone: weight 1 on its logit (and 0 on any feature after the table's). */
export function baseWeights(K = FEATURES): number[] {
  const w = new Array<number>(K).fill(0);
  w[0] = 1;
  return w;
}

/**
 * Solves `a · d = b` in place by Gaussian elimination with partial pivoting (a is k × k,
 * row-major); returns d.
 */
function solve(a: Float64Array, b: Float64Array, k: number): Float64Array {
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r * k + c]!) > Math.abs(a[p * k + c]!)) p = r;
    if (p !== c) {
      for (let j = 0; j < k; j++) {
        const t = a[c * k + j]!;
        a[c * k + j] = a[p * k + j]!;
        a[p * k + j] = t;
      }
      const t = b[c]!;
      b[c] = b[p]!;
      b[p] = t;
    }
    const pivot = a[c * k + c]!;
    for (let r = c + 1; r < k; r++) {
      const m = a[r * k + c]! / pivot;
      if (m === 0) continue;
      for (let j = c; j < k; j++) a[r * k + j]! -= m * a[c * k + j]!;
      b[r]! -= m * b[c]!;
    }
  }
  const d = new Float64Array(k);
  for (let r = k - 1; r >= 0; r--) {
    let v = b[r]!;
    for (let j = r + 1; j < k; j++) v -= a[r * k + j]! * d[j]!;
    d[r] = v / a[r * k + r]!;
  }
  return d;
}

/**
 * The weights that minimize the mean log-loss plus `ridge` · Σ (sd_k · (w_k − base_k))²,
 * where sd_k is the spread of feature k between the families of a position (so the ridge
 * reads every feature on one scale). A feature that never differs within a position is left
 * at its base weight. Tables need a ridge above 0: the ring and the four places after it in
 * the turn order sum to 1 for every family, so only their differences are determined, and the
 * ridge settles the rest.
 */
export function fitLogit(samples: readonly Sample[], ridge: number, K = FEATURES): number[] {
  const base = baseWeights(K);
  const sd = new Float64Array(K);
  let count = 0;
  for (const { x, n } of samples)
    for (let k = 0; k < K; k++) {
      let mean = 0;
      for (let f = 0; f < n; f++) mean += x[f * K + k]!;
      mean /= n;
      for (let f = 0; f < n; f++) sd[k]! += (x[f * K + k]! - mean) ** 2;
      if (k === 0) count += n;
    }
  const active: number[] = [];
  for (let k = 0; k < K; k++) {
    sd[k] = Math.sqrt(sd[k]! / Math.max(1, count));
    if (sd[k]! > 1e-9) active.push(k);
  }
  const A = active.length;
  const w = [...base];
  const objective = (v: readonly number[]) => {
    let pen = 0;
    for (const k of active) pen += (sd[k]! * (v[k]! - base[k]!)) ** 2;
    return logLoss(samples, v, K) + ridge * pen;
  };
  let current = objective(w);
  const p = new Float64Array(8);
  const mx = new Float64Array(K);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Float64Array(A);
    const h = new Float64Array(A * A);
    for (const { x, n, winner } of samples) {
      let max = -Infinity;
      for (let f = 0; f < n; f++) {
        let v = 0;
        for (const k of active) v += w[k]! * x[f * K + k]!;
        p[f] = v;
        if (v > max) max = v;
      }
      let sum = 0;
      for (let f = 0; f < n; f++) sum += p[f] = Math.exp(p[f]! - max);
      mx.fill(0);
      for (let f = 0; f < n; f++) {
        p[f]! /= sum;
        for (const k of active) mx[k]! += p[f]! * x[f * K + k]!;
      }
      for (let i = 0; i < A; i++) {
        const ki = active[i]!;
        g[i]! += mx[ki]! - x[winner * K + ki]!;
        for (let j = 0; j <= i; j++) {
          const kj = active[j]!;
          let v = -mx[ki]! * mx[kj]!;
          for (let f = 0; f < n; f++) v += p[f]! * x[f * K + ki]! * x[f * K + kj]!;
          h[i * A + j]! += v;
        }
      }
    }
    const m = Math.max(1, samples.length);
    for (let i = 0; i < A; i++) {
      const ki = active[i]!;
      g[i] = g[i]! / m + 2 * ridge * sd[ki]! ** 2 * (w[ki]! - base[ki]!);
      for (let j = 0; j <= i; j++) {
        const v = h[i * A + j]! / m + (i === j ? 2 * ridge * sd[ki]! ** 2 : 0);
        h[i * A + j] = v;
        h[j * A + i] = v;
      }
    }
    const d = solve(h, g, A);
    let step = 1;
    let next = w;
    let value = current;
    for (let tries = 0; tries < 30; tries++, step /= 2) {
      const trial = [...w];
      active.forEach((k, i) => (trial[k] = w[k]! - step * d[i]!));
      const v = objective(trial);
      if (v <= current) {
        next = trial;
        value = v;
        break;
      }
    }
    const gain = current - value;
    w.splice(0, K, ...next);
    current = value;
    if (gain < 1e-10) break;
  }
  return w;
}

/** Rounds a weight for the table file (5 significant digits are plenty). */
const round = (v: number) => Number(v.toPrecision(5));

/**
 * A sample with the stage of the game it comes from, the seed of its game and, in games of
 * one studied preset against others, the family it played (`who`).
 */
export interface StagedSample extends Sample {
  stage: string;
  seed: number;
  who?: number;
}

/** A position's sample as the fit reads it (with the weights in force), or null when it is over. */
export function stagedSample({ state, winner, who }: Position): StagedSample | null {
  if (!state.pending) return null;
  const sample = sampleOf(state, catalogFor(state.options.edition), winner);
  return {
    ...sample,
    stage: stageKey(state),
    seed: state.options.seed,
    ...(who === undefined ? {} : { who }),
  };
}

/** The samples with one more feature: 1 for the family the studied preset played (none in self-play). */
function withWho(samples: readonly StagedSample[]): Sample[] {
  const K = FEATURES + 1;
  return samples.map(({ x, n, winner, who }) => {
    const y = new Float64Array(n * K);
    for (let f = 0; f < n; f++) {
      y.set(x.subarray(f * FEATURES, (f + 1) * FEATURES), f * K);
      y[f * K + FEATURES] = f === who ? 1 : 0;
    }
    return { x: y, n, winner };
  });
}

/**
 * A table from samples of positions: one fit per stage, on the samples of that stage. A
 * stage with fewer than `minimum` samples is left out (the moments after the last round,
 * a due payment or the final tie: `learnedWeights` reads the last round's weights there).
 *
 * Samples from games of one studied preset against others (`who` set) are fitted with one
 * more feature, the studied family: a strong bot wins more than its positions say, and
 * without that feature the fit would credit whatever marks its family (the cards and the
 * re-roll token it keeps) with its strength. The table keeps the position's weights;
 * the studied family's edge, in logits, is reported beside them (`edge`), and no bot reads it.
 */
export function fitTable(
  samples: readonly StagedSample[],
  games: number,
  seed: number,
  ridge: number,
  minimum = 200,
): LearnedTable {
  const byStage = new Map<string, StagedSample[]>();
  for (const sample of samples) {
    const list = byStage.get(sample.stage) ?? [];
    list.push(sample);
    byStage.set(sample.stage, list);
  }
  const stages: Record<string, number[]> = {};
  const edge: Record<string, number> = {};
  for (const key of [...byStage.keys()].sort()) {
    const list = byStage.get(key)!;
    if (list.length < minimum) continue;
    if (list.every((x) => x.who === undefined)) {
      stages[key] = fitLogit(list, ridge).map(round);
      continue;
    }
    const w = fitLogit(withWho(list), ridge, FEATURES + 1);
    stages[key] = w.slice(0, FEATURES).map(round);
    edge[key] = round(w[FEATURES]!);
  }
  return { games, seed, stages, ...(Object.keys(edge).length ? { edge } : {}) };
}
