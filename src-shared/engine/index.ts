/** The engine's public API (docs/engine.md). */
export { createGame, legalActions, actingSeats, apply, applyTrusted, checkAction } from './flow';
export type { ApplyError, ApplyErrorCode } from './flow';
export { view, legalFor, eventsFor, SPECTATOR } from './view';
export type { GameView, FamilyView } from './view';
export { determinize } from './determinize';
export { publicStory, replay, Rewinder, type StoryBatch } from './replay';
export { hash } from './hash';
export { RULES_REVISION } from './revision';
export { finalTie, type FinalTie } from './tieBreak';
export { atEndWindow } from './frames';
export { cloneState } from './clone';
export { parseOptions, GameOptionsSchema, HouseRulesSchema } from './setup';
export type { GameOptionsInput, SetupError } from './setup';
export { catalogFor } from './catalog';
export { RULESETS, REVISED, CLASSIC, type HouseToggle, type Ruleset } from './ruleset';
export {
  atBookkeeping,
  betweenRounds,
  cardAtEnd,
  cardSale,
  finalScore,
  roundClosing,
  roundInPlay,
  roundsOf,
  saleGain,
} from './round';
export { blackmailerOf, coinOn, coinsLeft, controlOf, leaveBoard, seatsIn, totalOn } from './board';
export { pointsAt } from './crew';
export { whyNot, type Blocked, type Reason as WhyNotReason } from './whyNot';
export { moveOdds, moveOutcome, whackOdds, whackOutcome, type MoveOutcome } from './dice';
export type { Catalog, CompiledGangster, CompiledCard } from './catalog';
export type { Action, ActionType, LegalAction, PlayMode } from './actions';
export type { GameEvent } from './events';
export type { Decision } from './decision';
export type { Frame } from './frames';
export type { GameState, GameOptions, HouseRules, GameResult, FamilyResult, Coin } from './state';
export type { Term, Offer, Promise as DealPromise } from './deals/types';
export { VENDETTA_TIE } from './deals/types';
export { FINAL_TERMS, MAX_LATER_PAYMENT, MAX_TERMS, OFFERS_PER_MOMENT } from './deals/offers';
export * from './vocabulary';
