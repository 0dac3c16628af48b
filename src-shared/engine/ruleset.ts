/**
 * What differs between editions, as data (RULES.md preamble): one value per difference,
 * never a copy of the engine. Revised and Classic are two records of this shape.
 */
import type { HouseRules } from './state';
import type { Edition, Phase } from './vocabulary';

/** The house rules a table switches on or off (R14.1–R14.4); re-roll tokens are a number. */
export type HouseToggle = Exclude<keyof HouseRules, 'rerollTokens'>;

export interface Ruleset {
  edition: Edition;
  /** R4.1 / R4.2 (Long Game adds one, R14.3). */
  rounds: number;
  /** R4.1 / R4.2: the phases of a round in order; Bookkeeping closes each round. */
  phases: readonly Phase[];
  /** R6.1: Revised activates then scores, Classic scores then activates. */
  crewStages: readonly ['activate', 'score'] | readonly ['score', 'activate'];
  /** R4.3: Classic keeps turn order from the ring holder at the start of the phase. */
  ringOrderAtPhaseStart: boolean;
  /** R3.3: Classic deals #8 down to #4 so that all four types appear. */
  typedDeal: boolean;
  /** R3.6: times around the table each family places 1 token before round 1 (Classic 3). */
  initialPlacements: number;
  /** R2.1: the board's names are the Classic ones (Counselor, First/Second/Third Guy). */
  classicNames: boolean;
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
  /** R6.4 / R10.10: Revised: the defender's controller gains when an attack fails; Classic: nobody does. */
  defenderGainsOnFailure: boolean;
  /** R6.4 Classic: a neutral token goes on the gangster that made a move, if it lives. */
  neutralAfterMove: boolean;
  /** R8.1: cards drawn in the Fence for controlling 0, 1, 2 or more gangsters; null: no Fence. */
  fenceDraw: readonly [number, number, number] | null;
  /** R9.2: Classic turns sideways gangsters upright in the Feds (Revised at the next Crew). */
  uprightInFeds: boolean;
  /** R9.4: Revised slides gangsters up; Classic lets the family above choose. */
  promotion: 'slide' | 'choose';
  /** R1.1 / R10.9: Classic's shared pool of blackmail coins and Omertà coins (0: one token per family). */
  blackmailCoins: number;
  omertaCoins: number;
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
  /** R11.1 / R11.2: respect per card in hand, money per card (Classic $8), dollars per respect. */
  finalRespectPerCard: number;
  finalCardMoney: number;
  finalDollarsPerRespect: number;
  /** R11.2: Classic scores every controlled gangster once more (respect only) at the end. */
  finalRescore: boolean;
  /** R11.1: the ring holder settles a tie; R11.2: Classic's chain of tie-breakers. */
  finalTieBreak: 'ring' | 'chain';
  /** R14: the on/off house rules the edition offers (R14.3: Long Game is Revised's alone). */
  houseRules: readonly HouseToggle[];
}

export const REVISED: Ruleset = {
  edition: 'revised',
  rounds: 4,
  phases: ['business', 'crew', 'feds'],
  crewStages: ['activate', 'score'],
  ringOrderAtPhaseStart: false,
  houseRules: ['bindingDeals', 'vendetta', 'longGame', 'randomSetup'],
  typedDeal: false,
  initialPlacements: 0,
  classicNames: false,
  associates: 1,
  gangsterDeckSize: 54,
  influenceDeckSize: 94,
  arrestAt: [10, 10, 10],
  moveNeedsMoreThanTarget: false,
  fixedReputation: null,
  defenderGainsOnFailure: true,
  neutralAfterMove: false,
  fenceDraw: null,
  uprightInFeds: false,
  promotion: 'slide',
  blackmailCoins: 0,
  omertaCoins: 0,
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
  finalCardMoney: 0,
  finalDollarsPerRespect: 5,
  finalRescore: false,
  finalTieBreak: 'ring',
};

/** The original edition: every value that differs from Revised is cited by its rule. */
export const CLASSIC: Ruleset = {
  ...REVISED,
  edition: 'classic',
  rounds: 5,
  phases: ['business', 'crew', 'fence', 'feds', 'family'],
  crewStages: ['score', 'activate'],
  ringOrderAtPhaseStart: true,
  // R14.3: Classic is five rounds already; it has no Long Game.
  houseRules: ['bindingDeals', 'vendetta', 'randomSetup'],
  typedDeal: true,
  initialPlacements: 3,
  classicNames: true,
  associates: 3,
  gangsterDeckSize: 50,
  arrestAt: [9, 10, 11],
  moveNeedsMoreThanTarget: true,
  fixedReputation: 4,
  defenderGainsOnFailure: false,
  neutralAfterMove: true,
  fenceDraw: [4, 3, 2],
  uprightInFeds: true,
  promotion: 'choose',
  blackmailCoins: 8,
  omertaCoins: 2,
  sellPrice: 8,
  businessDraw: 0,
  startingHand: 4,
  crewCardSurcharge: 5,
  rerollTokens: 0,
  finalRespectPerCard: 0,
  finalCardMoney: 8,
  finalDollarsPerRespect: 10,
  finalRescore: true,
  finalTieBreak: 'chain',
};

export const RULESETS: Readonly<Record<Edition, Ruleset>> = { revised: REVISED, classic: CLASSIC };

export function arrestThreshold(rules: Ruleset, families: number): number {
  return rules.arrestAt[Math.min(Math.max(families, 3), 5) - 3]!;
}
