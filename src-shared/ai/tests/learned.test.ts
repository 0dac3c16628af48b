import { describe, expect, it } from 'vitest';
import { catalogFor, cloneState, createGame } from '../../engine';
import { TOKEN_STRIDE } from '../../engine/vocabulary';
import { EVAL, utilities, withWeights } from '../evaluation';
import { FITTED } from '../fitted-weights';
import TABLES from '../learned-weights.json';
import {
  FEATURES,
  features,
  stageKey,
  learnedWeights,
  fieldOf,
  tableKey,
  type LearnedTable,
} from '../learned';
import { HARD_AMONG_SEARCHERS, HARD_WEIGHTS } from '../presets';
import {
  baseWeights,
  fitLogit,
  fitTable,
  logLoss,
  stagedSample,
  type Sample,
  type StagedSample,
} from '../learned-fit';
import { selfPlayPositions } from '../fit';
import { createBot } from '../factory';
import { Rand } from '../rand';
import { cat, newGame, playUntil } from './helpers';

/**
 * Positions of four families with random features, won by the softmax of `truth`. With
 * `edge`, one family in each (`who`) is a stronger player: `edge.logit` more to win, and its
 * feature `edge.marker` raised by 1 (a mark of its style, worth nothing in itself).
 */
function synthetic(
  truth: readonly number[],
  count: number,
  seed: number,
  edge?: { logit: number; marker: number },
): (Sample & { who: number })[] {
  const rand = new Rand(seed);
  const out: (Sample & { who: number })[] = [];
  for (let i = 0; i < count; i++) {
    const n = 4;
    const who = edge ? rand.below(n) : -1;
    const x = new Float64Array(n * FEATURES);
    for (let j = 0; j < x.length; j++) x[j] = rand.float() * 2 - 1;
    if (edge) x[who * FEATURES + edge.marker]! += 1;
    const z = Array.from(
      { length: n },
      (_, f) =>
        truth.reduce((v, w, k) => v + w * x[f * FEATURES + k]!, 0) + (f === who ? edge!.logit : 0),
    );
    const e = z.map(Math.exp);
    let u = rand.float() * e.reduce((a, b) => a + b, 0);
    let winner = 0;
    while (winner < n - 1 && (u -= e[winner]!) > 0) winner++;
    out.push({ x, n, winner, who });
  }
  return out;
}

describe('learned win chances (issue #15)', () => {
  const truth = Array.from({ length: FEATURES }, (_, k) =>
    k % 3 === 0 ? 1.5 : k % 3 === 1 ? -1 : 0,
  );

  it('the fit finds the weights that made the winners, and beats the projection alone on them', () => {
    const samples = synthetic(truth, 6000, 7);
    const w = fitLogit(samples, 0);
    for (let k = 0; k < FEATURES; k++) expect(Math.abs(w[k]! - truth[k]!)).toBeLessThan(0.25);
    const fresh = synthetic(truth, 2000, 8);
    expect(logLoss(fresh, w)).toBeLessThan(logLoss(fresh, baseWeights()) - 0.1);
  });

  it("a stronger bot's edge goes to the family it played, not to the marks of its style", () => {
    const edge = { logit: 1.5, marker: 5 };
    expect(truth[edge.marker]).toBe(0);
    const samples = synthetic(truth, 6000, 11, edge).map((x) => ({ ...x, stage: 'r2b', seed: 1 }));
    const studied = fitTable(samples, 1, 1, 0.0001, 0);
    expect(Math.abs(studied.stages.r2b![edge.marker]!)).toBeLessThan(0.2);
    expect(studied.edge!.r2b).toBeGreaterThan(1.2);
    expect(studied.edge!.r2b).toBeLessThan(1.8);
    const blind = fitTable(
      samples.map(({ who: _, ...x }) => x),
      1,
      1,
      0.0001,
      0,
    );
    expect(blind.stages.r2b![edge.marker]!).toBeGreaterThan(0.6);
    expect(blind.edge).toBeUndefined();
  });

  it('the ridge pulls the weights towards the projection alone, and the fit is deterministic', () => {
    const samples = synthetic(truth, 800, 9);
    const loose = fitLogit(samples, 0.001);
    expect(fitLogit(samples, 0.001)).toEqual(loose);
    const tight = fitLogit(samples, 1000);
    const base = baseWeights();
    const distance = (w: number[]) => w.reduce((d, v, k) => d + (v - base[k]!) ** 2, 0);
    for (let k = 0; k < FEATURES; k++) expect(Math.abs(tight[k]! - base[k]!)).toBeLessThan(0.02);
    expect(distance(loose)).toBeGreaterThan(10 * distance(tight));
  });

  it('a table from self-play: a fit per stage with enough positions, better on them than the projection', () => {
    const positions = selfPlayPositions({
      games: 8,
      seed: 640001,
      players: 4,
      edition: 'revised',
      every: 2,
      makeBot: (seed) => createBot('heuristic', seed),
    });
    const staged = withWeights(FITTED.revised, () =>
      positions.map(stagedSample).filter((x): x is StagedSample => x !== null),
    );
    const table = fitTable(staged, 8, 640001, 0.01, 60);
    expect(Object.keys(table.stages).length).toBeGreaterThanOrEqual(6);
    const samples = staged.filter((x) => x.stage === 'r4c');
    expect(samples.length).toBeGreaterThanOrEqual(60);
    expect(logLoss(samples, table.stages.r4c!)).toBeLessThan(logLoss(samples, baseWeights()));
    expect(table.stages.r5c).toBeUndefined();
  });

  it('features read public facts only: the same hand sizes with other cards give the same features', () => {
    const s = playUntil(11, (t) => t.round === 2 && t.pending?.d === 'turn')!;
    const logit = [0.1, 0.2, 0.3, 0.4];
    const a = new Float64Array(4 * FEATURES);
    features(s, cat, logit, a);
    const t = cloneState(s);
    for (const fam of t.families) fam.hand = fam.hand.map((c) => (c + 7) % 94);
    const b = new Float64Array(4 * FEATURES);
    features(t, cat, logit, b);
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  it('features: the ring holder, the turn order after it (R4.3) and control of the Capo (R7.1)', () => {
    const s = newGame(3);
    const capo = s.board[8]!;
    const o = 2 * FEATURES;
    s.tokens[capo * TOKEN_STRIDE + 2] = 3;
    s.tokens[capo * TOKEN_STRIDE + 1] = 1;
    const x = new Float64Array(4 * FEATURES);
    features(s, cat, [0, 0, 0, 0], x);
    expect(x[s.ring * FEATURES + 5]).toBe(1);
    for (let f = 0; f < 4; f++) {
      const after = (f - s.ring + 4) % 4;
      for (let k = 1; k <= 4; k++) expect(x[f * FEATURES + 16 + k]).toBe(after === k ? 1 : 0);
    }
    expect(x[o + 6]).toBeGreaterThan(0);
    expect(x[FEATURES + 6]).toBe(0);
    expect(x[o + 11]).toBeCloseTo(x[o + 6]! * 0.75);
    expect(x[FEATURES + 11]).toBeCloseTo(x[o + 6]! * 0.25);
    expect(x[o + 16]).toBeCloseTo(0.3);
  });

  it('the shipped tables: Revised at 3, 4 and 5 players, every stage of every round, finite weights', () => {
    const tables = TABLES as Record<string, LearnedTable>;
    for (const players of [3, 4, 5]) {
      const t = tables[`revised-${players}`]!;
      expect(t, `revised-${players}`).toBeDefined();
      for (let r = 1; r <= 4; r++)
        for (const part of ['b', 'c']) {
          const w = t.stages[`r${r}${part}`]!;
          expect(w).toHaveLength(FEATURES);
          for (const v of w) expect(Number.isFinite(v)).toBe(true);
        }
    }
  });

  it('the search presets read the table; a long game reads its last round; Classic keeps the projection', () => {
    const s = playUntil(12, (t) => t.round === 3 && t.pending?.d === 'turn')!;
    expect(stageKey(s)).toBe('r3b');
    const table = (TABLES as Record<string, LearnedTable>)['revised-4']!;
    expect(learnedWeights(s)).toBe(table.stages.r3b);
    const long = cloneState(s);
    long.round = 5;
    expect(learnedWeights(long)).toBe(table.stages.r4b);
    long.phase = 'crew';
    expect(learnedWeights(long)).toBe(table.stages.r4c);
    const fitted = new Float64Array(8);
    const alone = new Float64Array(8);
    withWeights(FITTED.revised, () => utilities(s, cat, fitted));
    withWeights({ ...FITTED.revised, learned: 0 }, () => utilities(s, cat, alone));
    expect(Array.from(fitted)).not.toEqual(Array.from(alone));
    for (const u of fitted.subarray(0, 4)) {
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThanOrEqual(1);
    }
    const created = createGame({ seed: 4, players: 4, edition: 'classic' });
    if (!created.ok) throw new Error(created.error.message);
    const classic = created.value;
    expect(learnedWeights(classic)).toBeUndefined();
    const c = catalogFor('classic');
    const withTable = new Float64Array(8);
    const without = new Float64Array(8);
    withWeights({ ...EVAL, learned: 1 }, () => utilities(classic, c, withTable));
    withWeights(EVAL, () => utilities(classic, c, without));
    expect(Array.from(withTable)).toEqual(Array.from(without));
  });

  it('the table fitted on Medium bots’ games: Hard among search bots reads it at four players, the Steady games’ table elsewhere', () => {
    const tables = TABLES as Record<string, LearnedTable>;
    const medium = tables[tableKey('revised', 4, 'medium')]!;
    expect(tableKey('revised', 4, 'medium')).toBe('revised-4-medium');
    for (let r = 1; r <= 4; r++)
      for (const part of ['b', 'c']) {
        const w = medium.stages[`r${r}${part}`]!;
        expect(w).toHaveLength(FEATURES);
        for (const v of w) expect(Number.isFinite(v)).toBe(true);
      }
    const s = playUntil(12, (t) => t.round === 3 && t.pending?.d === 'turn')!;
    expect(learnedWeights(s, 'medium')).toBe(medium.stages.r3b);
    expect(learnedWeights(s, 'steady')).toBe(tables['revised-4']!.stages.r3b);
    const three = playUntil(5, (t) => t.round === 2 && t.pending?.d === 'turn', 3)!;
    expect(learnedWeights(three, 'medium')).toBe(tables['revised-3']!.stages.r2b);
    expect(HARD_AMONG_SEARCHERS.revised.learned).toBe(2);
    expect(HARD_WEIGHTS.revised.learned).toBe(1);
    const among = new Float64Array(8);
    const steady = new Float64Array(8);
    withWeights(HARD_AMONG_SEARCHERS.revised, () => utilities(s, cat, among));
    withWeights(HARD_WEIGHTS.revised, () => utilities(s, cat, steady));
    expect(Array.from(among)).not.toEqual(Array.from(steady));
  });

  it('whose games a table looks like: Medium’s where at least half of the other seats are Medium or Hard bots', () => {
    expect(fieldOf(['hard', 'medium', 'medium', 'medium'], 0)).toBe('medium');
    expect(fieldOf(['hard', 'hard', 'hard', 'hard'], 2)).toBe('medium');
    expect(fieldOf(['hard', 'heuristic', 'heuristic', 'heuristic'], 0)).toBe('steady');
    expect(fieldOf(['hard', 'medium', 'easy', null], 0)).toBe('steady');
    expect(fieldOf(['hard', 'medium', 'hard', null], 0)).toBe('medium');
    expect(fieldOf(['hard', 'medium', 'easy', null], 2)).toBe('medium');
    expect(fieldOf(['hard', null, null], 0)).toBe('steady');
    expect(fieldOf(['hard', 'medium', null], 0)).toBe('medium');
  });
});
