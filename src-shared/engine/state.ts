/**
 * The game state: compact, plain data, JSON-serializable (DESIGN.md §3). Gangsters and
 * influence cards are referred to by their index in the edition's content. Deck arrays keep
 * their top card last. Nothing here is hidden from the engine; `view` filters it.
 */
import type { Edition, Phase } from './vocabulary';
import type { Decision } from './decision';
import type { Frame } from './frames';
import type { Offer, Promise } from './deals/types';

export interface HouseRules {
  /** R14.1 */
  vendetta: boolean;
  /** R14.2 / R13.4 */
  bindingDeals: boolean;
  /** R14.3 */
  longGame: boolean;
  /** R14.5: re-roll tokens per family, 0..3. */
  rerollTokens: number;
  /** R14.4: the starting Capo is dealt at random too (absent: off). */
  randomSetup?: boolean;
}

export interface GameOptions {
  /** Seed of the generator (an unsigned 32-bit integer). Hidden from every view. */
  seed: number;
  /** R1.1: 3 to 5 families. */
  players: number;
  edition: Edition;
  house: HouseRules;
  /** R3.5: the lobby may pick the first ring holder; otherwise the seed does. */
  firstPlayer?: number;
  /** Test scenarios: ids dealt first, in order, from the top of each deck (then the shuffled rest). */
  stack?: { gangsters?: string[]; influence?: string[] };
  /** Test scenarios: die faces 1..6 to roll first, in order, before the generator is used. */
  dice?: number[];
}

export interface FamilyState {
  money: number;
  respect: number;
  /** Influence tokens still in the family's supply (R1.1). */
  supply: number;
  /** Influence card indices; hidden from every other seat. */
  hand: number[];
  /** R1.6 */
  rerolls: number;
  /** The gangster holding this family's blackmail token, or -1 (R10.9). */
  blackmail: number;
}

/** R10.9 Classic: a coin from the shared pool on a gangster, under one of `seat`'s tokens. */
export interface Coin {
  gangster: number;
  seat: number;
  /** R1.1: an Omertà coin cannot be replaced by another family's. */
  omerta: boolean;
}

export interface FamilyResult {
  seat: number;
  /** Respect before final scoring, and what final scoring added (R11.3). */
  board: number;
  cards: number;
  money: number;
  total: number;
}

export interface GameResult {
  winner: number;
  families: FamilyResult[];
}

export interface GameState {
  format: 1;
  options: GameOptions;
  /** The generator's state (DESIGN.md §3). Hidden from every view. */
  rng: number[];
  /** How many scripted dice of `options.dice` are used up. */
  diceUsed: number;
  /** Actions applied so far; also the state id that stale intents are checked against. */
  seq: number;
  round: number;
  phase: Phase;
  /** Seat holding the Capo ring (R7.4). */
  ring: number;
  /** Slot → gangster index or -1. Slots 0..8 are positions #1..#9, then the Associates (R2.1, R2.3). */
  board: number[];
  /** Tokens by gangster: tokens[g * TOKEN_STRIDE + seat], neutral in column NEUTRAL. */
  tokens: number[];
  /** R1.2: neutral tokens left in the pool. */
  neutral: number;
  /** R1.1 Classic: blackmail coins on the board (absent in Revised, where each family has a token). */
  coins?: Coin[];
  /** Gangsters turned sideways this Crew: they acted or were moved (R6.3). */
  sideways: number[];
  families: FamilyState[];
  /** Face down, top last. Hidden from every view. */
  gangsterDeck: number[];
  /** Face down, top last. Hidden from every view. */
  influenceDeck: number[];
  /** Face up (R5.4). */
  discard: number[];
  /** R1.8 */
  prison: number[];
  fishes: number[];
  /** R5.3 */
  ante: number;
  /** Seat holding the Vendetta card, or -1 while it is in the supply (R14.1). */
  vendetta: number;
  /** R13 */
  offers: Offer[];
  promises: Promise[];
  /** Next offer id. */
  nextOfferId: number;
  /** Offers each seat made since the game last moved on (R13.2 pacing). */
  talk: number[];
  /** The flow: what is left to do, innermost last (see frames.ts). */
  stack: Frame[];
  /** What the game waits for, or null when it has ended. */
  pending: Decision | null;
  result: GameResult | null;
}
