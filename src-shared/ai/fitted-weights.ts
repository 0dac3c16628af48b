/**
 * The evaluation weights the search presets use (presets.ts), fitted by self-play
 * regression on final results (fit.ts): the winners of 1,000 games of four Steady bots, a
 * position every 6 decisions, three games in four to fit on. Each edition is fitted on its
 * own games:
 *
 *   npm run fit:eval -- --games 1000 --seed 500001 --every 6
 *   npm run fit:eval -- --edition classic --games 1000 --seed 900201 --every 6
 *
 * print the Revised and the Classic weights (rounded to 4 places). `learned: 1` has Medium and
 * Hard read the learned win chances (learned.ts), fitted on the projection these weights give
 * in Revised; Classic has no learned table. The Steady yardstick and Easy keep the hand-set
 * `EVAL`. docs/ai.md gives the figures.
 */
import type { EditionWeights } from './evaluation';

export const FITTED: EditionWeights = {
  revised: {
    cardUseValue: 2.8125,
    heldCardDiscount: 0,
    moneyUseValue: 0.0938,
    rerollToken: 0.4,
    vendetta: 0.8,
    ring: 3,
    controlSharpnessBusiness: 1.1766,
    controlSharpnessCrew: 2.3844,
    futureRoundWeight: 0.59,
    nearArrestFactor: 0.55,
    spreadAtEnd: 0.05,
    spreadPerRound: 8.465,
    marginShare: 0.15,
    marginScale: 4,
    learned: 1,
    tieOnlyAtEnd: 0,
  },
  classic: {
    cardUseValue: 2.75,
    heldCardDiscount: 0,
    moneyUseValue: 0.1688,
    rerollToken: 0.8,
    vendetta: 0.8,
    ring: 3,
    controlSharpnessBusiness: 1.0312,
    controlSharpnessCrew: 2.0906,
    futureRoundWeight: 0.32,
    nearArrestFactor: 1,
    spreadAtEnd: 1.5,
    spreadPerRound: 9.24,
    marginShare: 0.15,
    marginScale: 4,
    learned: 0,
    tieOnlyAtEnd: 0,
  },
};
