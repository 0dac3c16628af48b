/**
 * The evaluation weights the search presets use (presets.ts), fitted by self-play
 * regression on final results (fit.ts): the winners of 1,000 games of four Steady bots,
 * seeds 500001–501000, a position every 6 decisions, three games in four to fit on:
 *
 *   npm run fit:eval -- --games 1000 --seed 500001 --every 6
 *
 * prints the Revised weights (rounded to 4 places). `learned: 1` has Medium and Hard read the
 * learned win chances (learned.ts), fitted on the projection these weights give. The Steady
 * yardstick and Easy keep the hand-set `EVAL`. docs/ai.md gives the figures.
 */
import { EVAL, type EditionWeights } from './evaluation';

export const FITTED: EditionWeights = {
  revised: {
    cardUseValue: 2.8125,
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
  },
  // Classic keeps the hand-set weights until a Classic fit (`--edition classic`) is measured
  // in Classic tournaments: these were fitted on Revised games.
  classic: EVAL,
};
