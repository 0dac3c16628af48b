/**
 * What one seat may know (DESIGN.md §3, §5.5): the public table, its own hand, counts of
 * everything hidden. No other hand, no deck order, no seed, no generator state.
 */
import type { LegalAction } from './actions';
import type { GameEvent } from './events';
import type { Frame } from './frames';
import type { Decision } from './decision';
import { legalActions } from './flow';
import type { Coin, GameResult, GameState, HouseRules } from './state';
import type { Edition, Phase } from './vocabulary';
import type { Offer, Promise } from './deals/types';

/** A spectator sees only what is public. */
export const SPECTATOR = -1;

export interface FamilyView {
  money: number;
  respect: number;
  supply: number;
  rerolls: number;
  blackmail: number;
  handCount: number;
  /** Only in the family's own view. */
  hand: number[] | null;
}

export interface GameView {
  format: 1;
  seat: number;
  options: { players: number; edition: Edition; house: HouseRules };
  seq: number;
  round: number;
  phase: Phase;
  ring: number;
  board: number[];
  tokens: number[];
  neutral: number;
  /** R1.1 Classic: the blackmail coins on the board (public). */
  coins?: Coin[];
  sideways: number[];
  families: FamilyView[];
  gangsterDeckCount: number;
  influenceDeckCount: number;
  discard: number[];
  prison: number[];
  fishes: number[];
  ante: number;
  vendetta: number;
  offers: Offer[];
  promises: Promise[];
  nextOfferId: number;
  talk: number[];
  stack: Frame[];
  pending: Decision | null;
  result: GameResult | null;
}

export function view(s: GameState, seat: number): GameView {
  return {
    format: 1,
    seat,
    options: {
      players: s.options.players,
      edition: s.options.edition,
      house: { ...s.options.house },
    },
    seq: s.seq,
    round: s.round,
    phase: s.phase,
    ring: s.ring,
    board: s.board.slice(),
    tokens: s.tokens.slice(),
    neutral: s.neutral,
    ...(s.coins ? { coins: s.coins.map((c) => ({ ...c })) } : {}),
    sideways: s.sideways.slice(),
    families: s.families.map((f, i) => ({
      money: f.money,
      respect: f.respect,
      supply: f.supply,
      rerolls: f.rerolls,
      blackmail: f.blackmail,
      handCount: f.hand.length,
      hand: i === seat ? f.hand.slice() : null,
    })),
    gangsterDeckCount: s.gangsterDeck.length,
    influenceDeckCount: s.influenceDeck.length,
    discard: s.discard.slice(),
    prison: s.prison.slice(),
    fishes: s.fishes.slice(),
    ante: s.ante,
    vendetta: s.vendetta,
    offers: s.offers.map((o) => ({ ...o })),
    promises: s.promises.map((p) => ({ ...p })),
    nextOfferId: s.nextOfferId,
    talk: s.talk.slice(),
    stack: structuredCloneFrames(s.stack),
    pending: s.pending ? { ...s.pending } : null,
    result: s.result ? { ...s.result, families: s.result.families.map((r) => ({ ...r })) } : null,
  };
}

function structuredCloneFrames(stack: Frame[]): Frame[] {
  return stack.map((f) => JSON.parse(JSON.stringify(f)) as Frame);
}

/** The legal actions of one seat: what its prompt offers. */
export function legalFor(s: GameState, seat: number): LegalAction[] {
  return legalActions(s).filter((l) => l.action.seat === seat);
}

/** Events as one seat may see them: cards moving into a hand are named only to that hand's owner. */
export function eventsFor(events: GameEvent[], seat: number): GameEvent[] {
  return events.map((e) => {
    if (e.e === 'draw' && e.seat !== seat) return { ...e, cards: [] };
    if (e.e === 'steal' && e.seat !== seat && e.from !== seat) return { ...e, cards: [] };
    return e;
  });
}
