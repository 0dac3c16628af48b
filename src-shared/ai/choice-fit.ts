/**
 * A learned table fitted to the search's own picks (issue #15, docs/ai.md "A table fitted to
 * Hard's own choices"): where tools/fit-learned.ts fits the win chances to who won, this
 * fits them to which root plan the search chose. Each decision is kept as every plan's
 * positions after it by the first die's face (the plan's one-step value, macros.ts, averages
 * them); a plan's value under a table is that average, and the pick is modelled as a softmax
 * of β times the values. The search's `choiceTable` setting has its playouts' heuristic moves
 * read the fitted table (learned.ts).
 */
import type { Action } from '../engine';
import { projectionLogits, winShare } from './evaluation';
import { FEATURES, features, learnedWeights, stageKey } from './learned';
import { afterPlan } from './search/macros';
import { stateValue } from './simulate';
import type { Situation } from './situation';

/** The table's stages in order: r1b, r1c, … r4c; a later round reads r4's. */
export const STAGES = 8;
export const STAGE_NAMES = Array.from(
  { length: STAGES },
  (_, i) => `r${(i >> 1) + 1}${i & 1 ? 'c' : 'b'}`,
);

/** A position after a plan: its stage (-1 at the game's end), features and the rest of its utility. */
export interface ChoiceFace {
  stage: number;
  x: number[];
  /** The utility less the win chance's share (all of it at the end). */
  rest: number;
}

/** One decision: the plans that read alike counted once, the pick among them. */
export interface ChoiceRecord {
  seat: number;
  players: number;
  /** The win chance's share of the utility in the weights the search read (`winShare`). */
  share: number;
  pick: number;
  plans: ChoiceFace[][];
  /**
   * The search's score of each plan (its prior corrected by its samples, choose.ts), the mean
   * where plans read alike; kept where the search was logged with them (`fit:choice --save`).
   */
  scores?: number[];
}

export const stageIndex = (key: string): number => {
  const round = Math.min(STAGES >> 1, Number(key.slice(1, -1)));
  return 2 * (round - 1) + (key.endsWith('b') ? 0 : 1);
};

const proj = new Float64Array(8);
const logit = new Float64Array(8);
const x = new Float64Array(5 * FEATURES);

/** The win chances `w` gives the families whose features are `xs`, written to `out`. */
export function winChances(xs: ArrayLike<number>, n: number, w: ArrayLike<number>, out: number[]) {
  let max = -Infinity;
  for (let f = 0; f < n; f++) {
    let z = 0;
    for (let k = 0; k < FEATURES; k++) z += w[k]! * xs[f * FEATURES + k]!;
    out[f] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let f = 0; f < n; f++) sum += out[f] = Math.exp(out[f]! - max);
  for (let f = 0; f < n; f++) out[f]! /= sum;
}

function face(sit: Situation, plan: readonly Action[], die: number) {
  const { state: c, rolled } = afterPlan(sit, plan, die);
  const u = stateValue(c, sit.cat, sit.persp);
  const w = learnedWeights(c);
  if (c.result || !w) return { face: { stage: -1, x: [], rest: u }, key: 'end', rolled };
  const n = c.families.length;
  projectionLogits(c, sit.cat, proj, logit);
  features(c, sit.cat, logit, x);
  const xs = Array.from(x.subarray(0, n * FEATURES));
  const win: number[] = [];
  winChances(xs, n, w, win);
  return {
    face: { stage: stageIndex(stageKey(c)), x: xs, rest: u - winShare() * win[sit.seat]! },
    key: stageKey(c),
    rolled,
  };
}

/**
 * The decision the search made at `sit` among `plans`, picking `best`, as the fit reads it
 * (with the plans' `scores`, if given); null where it says nothing: a grudge in the utility
 * (spite weighs the others' chances) or a single distinct plan. Reads the weights in force
 * (`withWeights`), as the search did.
 */
export function choiceRecord(
  sit: Situation,
  plans: readonly (readonly Action[])[],
  best: number,
  scores?: readonly number[],
): ChoiceRecord | null {
  if (sit.persp.spite?.some((v) => v !== 0)) return null;
  const keys = new Map<string, number>();
  const out: ChoiceFace[][] = [];
  const sums: number[] = [];
  const counts: number[] = [];
  let pick = -1;
  plans.forEach((plan, i) => {
    const faces: ChoiceFace[] = [];
    const read: unknown[] = [];
    for (let die = 1; die <= 6; die++) {
      const r = face(sit, plan, die);
      faces.push(r.face);
      read.push([r.key, r.face.x.map((v) => v.toFixed(6)), r.face.rest.toFixed(6)]);
      if (!r.rolled) break;
    }
    // Plans alike to six places count once.
    const key = JSON.stringify(read);
    let at = keys.get(key);
    if (at === undefined) {
      at = out.length;
      keys.set(key, at);
      out.push(faces);
      sums.push(0);
      counts.push(0);
    }
    if (scores) {
      sums[at]! += scores[i]!;
      counts[at]!++;
    }
    if (i === best) pick = at;
  });
  if (out.length < 2) return null;
  return {
    seat: sit.seat,
    players: sit.state.families.length,
    share: winShare(),
    pick,
    plans: out,
    ...(scores ? { scores: sums.map((v, k) => v / counts[k]!) } : {}),
  };
}

const win: number[] = [];

/** A plan's value under the table `w` (stages × FEATURES): its faces' mean utility. */
export function choiceValue(
  r: ChoiceRecord,
  faces: readonly ChoiceFace[],
  w: Float64Array,
): number {
  let sum = 0;
  for (const f of faces) {
    if (f.stage < 0) {
      sum += f.rest;
      continue;
    }
    winChances(f.x, r.players, w.subarray(f.stage * FEATURES), win);
    sum += r.share * win[r.seat]! + f.rest;
  }
  return sum / faces.length;
}

/**
 * The pick's log-loss under the table `w` and sharpness `beta`; with `grad`, adds the loss's
 * gradient by `w` to `grad.w` and by β to `grad.beta`. Returns the loss and whether the
 * table's best plan is the pick.
 */
export function choiceLoss(
  r: ChoiceRecord,
  w: Float64Array,
  beta: number,
  grad?: { w: Float64Array; beta: number },
): { loss: number; hit: boolean } {
  const values = r.plans.map((faces) => choiceValue(r, faces, w));
  let max = -Infinity;
  let arg = 0;
  values.forEach((v, p) => {
    if (v > max) [max, arg] = [v, p];
  });
  let z = 0;
  for (const v of values) z += Math.exp(beta * (v - max));
  const loss = Math.log(z) - beta * (values[r.pick]! - max);
  if (grad) {
    values.forEach((v, p) => {
      const q = Math.exp(beta * (v - max)) / z - (p === r.pick ? 1 : 0);
      grad.beta += q * v;
      addValueGradient(r, r.plans[p]!, w, beta * q, grad.w);
    });
  }
  return { loss, hit: arg === r.pick };
}

/** Adds `scale` times the gradient by `w` of the plan's value (`choiceValue`) to `out`. */
function addValueGradient(
  r: ChoiceRecord,
  faces: readonly ChoiceFace[],
  w: Float64Array,
  scale: number,
  out: Float64Array,
) {
  for (const f of faces) {
    if (f.stage < 0) continue;
    winChances(f.x, r.players, w.subarray(f.stage * FEATURES), win);
    const s = (scale * r.share * win[r.seat]!) / faces.length;
    const o = f.stage * FEATURES;
    for (let k = 0; k < FEATURES; k++) {
      let mean = 0;
      for (let i = 0; i < r.players; i++) mean += win[i]! * f.x[i * FEATURES + k]!;
      out[o + k]! += s * (f.x[r.seat * FEATURES + k]! - mean);
    }
  }
}

/** Points of a win chance: the score error's unit. */
const POINTS = 100;

/**
 * How far the table's values of a decision's plans are from the search's scores of them, each
 * taken from its decision's mean (what a choice among the plans reads): the mean squared
 * difference, in points of a win chance squared. With `grad`, adds its gradient by `w`. A
 * record without scores counts 0.
 */
export function scoreLoss(r: ChoiceRecord, w: Float64Array, grad?: Float64Array): number {
  if (!r.scores) return 0;
  const n = r.plans.length;
  const values = r.plans.map((faces) => choiceValue(r, faces, w));
  const mv = values.reduce((a, v) => a + v, 0) / n;
  const ms = r.scores.reduce((a, v) => a + v, 0) / n;
  const errors = values.map((v, p) => POINTS * (v - mv - (r.scores![p]! - ms)));
  // The errors sum to 0, so each value's own error is its whole gradient.
  if (grad)
    errors.forEach((e, p) => addValueGradient(r, r.plans[p]!, w, (2 * POINTS * e) / n, grad));
  return errors.reduce((a, e) => a + e * e, 0) / n;
}

/** The root mean of `scoreLoss` over the records of `set` that have scores, in points. */
export function scoreError(set: readonly ChoiceRecord[], w: Float64Array): number {
  const scored = set.filter((r) => r.scores);
  return Math.sqrt(scored.reduce((a, r) => a + scoreLoss(r, w), 0) / Math.max(1, scored.length));
}

/** Mean log-loss and share of picks predicted over `set`. */
export function choiceScore(set: readonly ChoiceRecord[], w: Float64Array, beta: number) {
  let loss = 0;
  let hits = 0;
  for (const r of set) {
    const e = choiceLoss(r, w, beta);
    loss += e.loss;
    if (e.hit) hits++;
  }
  return { loss: loss / set.length, accuracy: hits / set.length };
}

/**
 * Adam on the mean loss plus `ridge` times the squared distance to `w0`, from `w0` and β = 20
 * (fitted as its log). The loss is the picks' log-loss (`target` "pick", the default) or the
 * score error of the records with scores (`scoreLoss`, target "scores": β stays 20, to be
 * fitted after with `frozen`); `frozen` fits β alone. Full batches: the same data, the same fit.
 */
export function fitChoices(
  set: readonly ChoiceRecord[],
  w0: Float64Array,
  o: { ridge: number; iterations: number; frozen?: boolean; target?: 'pick' | 'scores' },
): { w: Float64Array; beta: number } {
  const byScores = o.target === 'scores';
  const fitted = byScores ? set.filter((r) => r.scores) : set;
  if (fitted.length === 0) throw new Error('no records to fit: none has scores');
  const w = Float64Array.from(w0);
  let logBeta = Math.log(20);
  const size = w.length + 1;
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const g = new Float64Array(size);
  const rate = 0.02;
  for (let t = 1; t <= o.iterations; t++) {
    const grad = { w: new Float64Array(w.length), beta: 0 };
    const beta = Math.exp(logBeta);
    for (const r of fitted)
      if (byScores) scoreLoss(r, w, grad.w);
      else choiceLoss(r, w, beta, grad);
    for (let k = 0; k < w.length; k++)
      g[k] = o.frozen ? 0 : grad.w[k]! / fitted.length + 2 * o.ridge * (w[k]! - w0[k]!);
    g[w.length] = (grad.beta / fitted.length) * beta;
    for (let k = 0; k < size; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * g[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * g[k]! * g[k]!;
      const step = (rate * m[k]!) / (1 - 0.9 ** t) / (Math.sqrt(v[k]! / (1 - 0.999 ** t)) + 1e-8);
      if (k < w.length) w[k]! -= step;
      else logBeta -= step;
    }
  }
  return { w, beta: Math.exp(logBeta) };
}
