/**
 * The table fitted to the search's own picks (issue #15, choice-fit.ts): what a decision's
 * record holds, the fit's gradient, and the search setting that reads the table.
 */
import { describe, expect, it } from 'vitest';
import { legalFor, view } from '../../engine';
import TABLES from '../learned-weights.json';
import CHOICE from '../choice-weights.json';
import {
  STAGE_NAMES,
  STAGES,
  choiceLoss,
  choiceRecord,
  choiceValue,
  fitChoices,
  scoreError,
  scoreLoss,
  type ChoiceFace,
  type ChoiceRecord,
} from '../choice-fit';
import { withWeights } from '../evaluation';
import { FEATURES, learnedWeights, withChoiceTable, type LearnedTable } from '../learned';
import { personalityFrom } from '../personality';
import { HARD_WEIGHTS, PRESETS } from '../presets';
import { Rand } from '../rand';
import { prepareSearch } from '../search/choose';
import { ismcts } from '../search/ismcts';
import { situation } from '../situation';
import { playUntil } from './helpers';

const shipped = () => {
  const t = (TABLES as Record<string, LearnedTable>)['revised-4']!;
  const w = new Float64Array(STAGES * FEATURES);
  STAGE_NAMES.forEach((k, i) => w.set(t.stages[k]!, i * FEATURES));
  return w;
};

/**
 * Hard's root at the first decision of `seed` that `until` picks, with its plans and priors;
 * an activation searched as well, as it was when the table was fitted (`activateByRule` off).
 */
function root(seed: number, until: Parameters<typeof playUntil>[1]) {
  const s = playUntil(seed, until)!;
  const seat = s.pending!.seat;
  const sit = situation(view(s, seat), legalFor(s, seat), personalityFrom(undefined), new Rand(1));
  const config = { ...PRESETS.hard.search, activateByRule: false };
  const prep = withWeights(HARD_WEIGHTS.revised, () =>
    prepareSearch(sit, config, HARD_WEIGHTS.revised),
  );
  if ('done' in prep) throw new Error('expected a search');
  return { sit, plans: prep.request.root, priors: prep.request.priors };
}

/** A position after a plan at `stage`, with random features, for the gradient checks. */
const randomFace = (rand: Rand, stage: number): ChoiceFace => ({
  stage,
  x: Array.from({ length: 4 * FEATURES }, () => rand.float() * 2 - 1),
  rest: rand.float() * 0.1,
});

/** Three one-face plans of random features in [0, 1), at the first stage. */
const threePlans = (rand: Rand): ChoiceFace[][] =>
  Array.from({ length: 3 }, () => [
    { stage: 0, x: Array.from({ length: 4 * FEATURES }, () => rand.float()), rest: 0 },
  ]);

/** The central finite difference of `f` at `w` along the weight `k`. */
function slope(f: (w: Float64Array) => number, w: Float64Array, k: number, h = 1e-6): number {
  const up = Float64Array.from(w);
  const down = Float64Array.from(w);
  up[k]! += h;
  down[k]! -= h;
  return (f(up) - f(down)) / (2 * h);
}

describe('a table fitted to the search picks (issue #15)', () => {
  it('a record keeps each plan by die face: under the shipped table its faces average to its one-step value', () => {
    let rolled = 0;
    const roots = [root(7, (t) => t.round === 2 && t.pending?.d === 'turn')];
    for (let seed = 7; seed < 12; seed++)
      roots.push(root(seed, (t) => t.phase === 'crew' && t.pending?.d === 'activate'));
    for (const { sit, plans, priors } of roots) {
      const other = priors.findIndex((p) => Math.abs(p - priors[0]!) > 1e-6);
      expect(other).toBeGreaterThan(0);
      plans.forEach((plan, i) => {
        const rival = i === other ? 0 : other;
        if (Math.abs(priors[i]! - priors[rival]!) < 1e-9) return;
        const r = withWeights(HARD_WEIGHTS.revised, () =>
          choiceRecord(sit, [plan, plans[rival]!], 0),
        )!;
        expect(r.plans).toHaveLength(2);
        const faces = r.plans[r.pick]!;
        if (faces.length > 1) rolled++;
        expect(faces.length === 1 || faces.length === 6).toBe(true);
        expect(choiceValue(r, faces, shipped())).toBeCloseTo(priors[i]!, 4);
      });
    }
    expect(rolled).toBeGreaterThan(0);
  });

  it('plans that read alike count once; a decision with one distinct plan says nothing', () => {
    const { sit, plans } = root(7, (t) => t.round === 2 && t.pending?.d === 'turn');
    const once = withWeights(HARD_WEIGHTS.revised, () =>
      choiceRecord(sit, [plans[0]!, plans[0]!], 1),
    );
    expect(once).toBeNull();
  });

  it('a record keeps the scores it is given, the mean of the plans that read alike', () => {
    const { sit, plans, priors } = root(7, (t) => t.round === 2 && t.pending?.d === 'turn');
    const other = priors.findIndex((p) => Math.abs(p - priors[0]!) > 1e-6);
    const r = withWeights(HARD_WEIGHTS.revised, () =>
      choiceRecord(sit, [plans[0]!, plans[other]!, plans[0]!], 1, [0.5, 0.25, 0.3]),
    )!;
    expect(r.plans).toHaveLength(2);
    expect(r.pick).toBe(1);
    expect(r.scores![0]).toBeCloseTo(0.4, 12);
    expect(r.scores![1]).toBe(0.25);
    const bare = withWeights(HARD_WEIGHTS.revised, () =>
      choiceRecord(sit, [plans[0]!, plans[other]!], 1),
    )!;
    expect(bare.scores).toBeUndefined();
    expect(scoreLoss(bare, shipped())).toBe(0);
  });

  it("the score error's gradient is its finite difference, and a shift of every score changes nothing", () => {
    const rand = new Rand(4);
    const face = (stage: number) => randomFace(rand, stage);
    const plans = [
      [face(0), face(0)],
      [face(1)],
      [face(0), face(3)],
      [{ stage: -1, x: [], rest: 0.4 }],
    ];
    const r: ChoiceRecord = {
      seat: 2,
      players: 4,
      share: 0.85,
      pick: 0,
      plans,
      scores: [0.3, 0.1, 0.25, 0.35],
    };
    const w = Float64Array.from({ length: STAGES * FEATURES }, () => (rand.float() - 0.5) * 0.4);
    const grad = new Float64Array(w.length);
    const loss = scoreLoss(r, w, grad);
    expect(loss).toBeGreaterThan(0);
    for (const k of [1, 7, FEATURES + 4, 3 * FEATURES + 11]) {
      const fd = slope((v) => scoreLoss(r, v), w, k);
      expect(grad[k]).toBeCloseTo(fd, 4);
      expect(Math.abs(fd)).toBeGreaterThan(1e-4);
    }
    expect(grad[2 * FEATURES]).toBe(0);
    const shifted = { ...r, scores: r.scores!.map((v) => v + 0.2) };
    expect(scoreLoss(shifted, w)).toBeCloseTo(loss, 9);
    expect(scoreError([r, shifted], w)).toBeCloseTo(Math.sqrt(loss), 9);
  });

  it("the loss's gradient is its finite difference, by the weights and by beta", () => {
    const rand = new Rand(3);
    const face = (stage: number) => randomFace(rand, stage);
    const r: ChoiceRecord = {
      seat: 1,
      players: 4,
      share: 0.85,
      pick: 2,
      plans: [[face(0), face(0)], [face(1)], [face(0), face(3)], [{ stage: -1, x: [], rest: 0.4 }]],
    };
    const w = Float64Array.from({ length: STAGES * FEATURES }, () => (rand.float() - 0.5) * 0.4);
    const beta = 7;
    const grad = { w: new Float64Array(w.length), beta: 0 };
    choiceLoss(r, w, beta, grad);
    for (const k of [0, 5, FEATURES + 2, 3 * FEATURES + 20]) {
      const fd = slope((v) => choiceLoss(r, v, beta).loss, w, k);
      expect(grad.w[k]).toBeCloseTo(fd, 6);
      expect(Math.abs(fd)).toBeGreaterThan(1e-6);
    }
    expect(grad.w[2 * FEATURES]).toBe(0);
    const h = 1e-6;
    const fdBeta = (choiceLoss(r, w, beta + h).loss - choiceLoss(r, w, beta - h).loss) / (2 * h);
    expect(grad.beta).toBeCloseTo(fdBeta, 6);
  });

  it('the fit lowers the loss on what it fits, and a large ridge keeps the table where it was', () => {
    const rand = new Rand(5);
    const w0 = new Float64Array(STAGES * FEATURES);
    const set: ChoiceRecord[] = Array.from({ length: 40 }, () => {
      const plans = threePlans(rand);
      // The pick: the plan whose seat has the most of feature 3 (cards in hand).
      const mine = plans.map((p) => p[0]!.x[3]!);
      return { seat: 0, players: 4, share: 0.85, pick: mine.indexOf(Math.max(...mine)), plans };
    });
    const mean = (w: Float64Array, beta: number) =>
      set.reduce((a, r) => a + choiceLoss(r, w, beta).loss, 0) / set.length;
    const fitted = fitChoices(set, w0, { ridge: 0, iterations: 200 });
    expect(mean(fitted.w, fitted.beta)).toBeLessThan(mean(w0, 20) - 0.1);
    expect(fitted.w[3]).toBeGreaterThan(0);
    const held = fitChoices(set, w0, { ridge: 1e4, iterations: 200 });
    for (const v of held.w) expect(Math.abs(v)).toBeLessThan(1e-2);
  });

  it('fitted to the scores, the table learns what the scores follow and leaves beta alone', () => {
    const rand = new Rand(6);
    const w0 = new Float64Array(STAGES * FEATURES);
    const set: ChoiceRecord[] = Array.from({ length: 40 }, () => {
      const plans = threePlans(rand);
      // The scores rise with the seat's feature 3 (cards in hand); the pick is the lowest.
      const scores = plans.map((p) => 0.05 * p[0]!.x[3]!);
      return {
        seat: 0,
        players: 4,
        share: 0.85,
        pick: scores.indexOf(Math.min(...scores)),
        plans,
        scores,
      };
    });
    const fitted = fitChoices(set, w0, { ridge: 0, iterations: 200, target: 'scores' });
    expect(scoreError(set, fitted.w)).toBeLessThan(scoreError(set, w0) / 2);
    expect(fitted.w[3]).toBeGreaterThan(0);
    expect(fitted.beta).toBeCloseTo(20, 9);
    const bare = set.map(({ scores: _, ...r }) => r);
    expect(() => fitChoices(bare, w0, { ridge: 0, iterations: 5, target: 'scores' })).toThrow(
      /none has scores/,
    );
  });

  it('withChoiceTable: the learned weights are the fitted table, outside it the shipped one', () => {
    const s = playUntil(12, (t) => t.round === 3 && t.pending?.d === 'turn')!;
    const choice = (CHOICE as Record<string, LearnedTable>)['revised-4']!;
    const learned = (TABLES as Record<string, LearnedTable>)['revised-4']!;
    expect(withChoiceTable(() => learnedWeights(s))).toBe(choice.stages.r3b);
    const nested = withChoiceTable(() => {
      withChoiceTable(() => learnedWeights(s));
      return learnedWeights(s);
    });
    expect(nested).toBe(choice.stages.r3b);
    expect(() =>
      withChoiceTable(() => {
        throw new Error('out');
      }),
    ).toThrow('out');
    expect(learnedWeights(s)).toBe(learned.stages.r3b);
  });

  it('choiceTable: the search setting changes what its playouts find', () => {
    const { sit } = root(7, (t) => t.round === 2 && t.pending?.d === 'turn');
    const config = { ...PRESETS.hard.search, iterations: 48 };
    const prep = withWeights(HARD_WEIGHTS.revised, () =>
      prepareSearch(sit, config, HARD_WEIGHTS.revised),
    );
    if ('done' in prep) throw new Error('expected a search');
    const totals = (choiceTable: boolean) =>
      ismcts({ ...prep.request, config: { ...prep.request.config, choiceTable } }).stats.map(
        (st) => st.total,
      );
    expect(totals(true)).not.toEqual(totals(false));
    expect(totals(false)).toEqual(totals(false));
  });
});
