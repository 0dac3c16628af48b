/**
 * What differs between editions, as data (RULES.md preamble): one value per difference,
 * never a copy of the engine. The Classic values are recorded here for its own issue.
 */
import type { Edition } from './vocabulary';

export interface Ruleset {
  edition: Edition;
  /** R4.1 / R4.2 (Long Game adds one, R14.3). */
  rounds: number;
  /** R2.3 */
  associates: number;
  /** R1.3 */
  gangsterDeckSize: number;
  /** R1.4 */
  influenceDeckSize: number;
  /** R9.1: arrest threshold, by number of families 3, 4, 5. */
  arrestAt: readonly [number, number, number];
  /** R6.4: Revised succeeds on total >= target, Classic on total > target. */
  moveNeedsMoreThanTarget: boolean;
  /** R6.4 / R10.10: Revised exchanges card respect, Classic a fixed amount. */
  fixedReputation: number | null;
  /** R5.5 */
  sellPrice: number;
  /** R5.1 / R8.2 */
  cardPrice: number;
  /** R5.1 Revised draws this many at the start of the Business. */
  businessDraw: number;
  /** R3.4 */
  startingHand: number;
  /** R10.7 extra cost of a "during the Crew" card played in the Crew. */
  crewCardSurcharge: number;
  /** R10.10 */
  capoWhackSurcharge: number;
  /** R1.6 / R14.5 default re-roll tokens. */
  rerollTokens: number;
  /** R12.3 */
  rerollPrice: number;
  /** R1.7 */
  startingMoney: number;
  /** R1.1 / R1.2 */
  familyTokens: number;
  neutralTokens: number;
  /** R11.1: respect per card in hand and per this many dollars at the end. */
  finalRespectPerCard: number;
  finalDollarsPerRespect: number;
}

export const REVISED: Ruleset = {
  edition: 'revised',
  rounds: 4,
  associates: 1,
  gangsterDeckSize: 54,
  influenceDeckSize: 94,
  arrestAt: [10, 10, 10],
  moveNeedsMoreThanTarget: false,
  fixedReputation: null,
  sellPrice: 10,
  cardPrice: 10,
  businessDraw: 3,
  startingHand: 0,
  crewCardSurcharge: 0,
  capoWhackSurcharge: 10,
  rerollTokens: 1,
  rerollPrice: 10,
  startingMoney: 5,
  familyTokens: 25,
  neutralTokens: 25,
  finalRespectPerCard: 1,
  finalDollarsPerRespect: 5,
};

export const RULESETS: Readonly<Partial<Record<Edition, Ruleset>>> = { revised: REVISED };

export function arrestThreshold(rules: Ruleset, families: number): number {
  return rules.arrestAt[Math.min(Math.max(families, 3), 5) - 3]!;
}
