/**
 * What the table shows at one moment: the public part of a GameView that has a place on the
 * table, plus the faces the dice last landed on (no view carries those). The planner walks
 * it through a batch of events, one state per step; the scene draws any of them.
 */
import {
  NEUTRAL,
  TOKEN_STRIDE,
  leaveBoard,
  type Coin,
  type GameEvent,
  type GameView,
  type Phase,
} from '../../../src-shared/engine';
import type { DieKind } from '../layout';

export interface Shown {
  /** Slot → gangster, or -1 (R2.5). */
  board: number[];
  /** `tokens[g * 6 + column]`, column 5 neutral. */
  tokens: number[];
  /** Per family: the gangster its blackmail token sits on, or -1. */
  blackmail: number[];
  /** R1.1 Classic: the coins on the board (null in Revised, where families have tokens). */
  coins: Coin[] | null;
  respect: number[];
  money: number[];
  hands: number[];
  rerolls: number[];
  ring: number;
  phase: Phase;
  /** Gangsters that acted or were moved this Crew (R6.3). */
  sideways: number[];
  prison: number;
  fishes: number;
  gangsterDeck: number;
  influenceDeck: number;
  /** The face (1..6) each die shows. */
  dice: Record<DieKind, number>;
}

/** Before the first roll: the Move die shows its Ring, the Whack die a Kill. */
export const RESTING_DICE: Readonly<Record<DieKind, number>> = { move: 6, whack: 2 };

export function shownOf(view: GameView, dice: Record<DieKind, number> = RESTING_DICE): Shown {
  return {
    board: view.board.slice(),
    tokens: view.tokens.slice(),
    blackmail: view.families.map((f) => f.blackmail),
    coins: view.coins ? view.coins.map((c) => ({ ...c })) : null,
    respect: view.families.map((f) => f.respect),
    money: view.families.map((f) => f.money),
    hands: view.families.map((f) => f.handCount),
    rerolls: view.families.map((f) => f.rerolls),
    ring: view.ring,
    phase: view.phase,
    sideways: view.sideways.slice(),
    prison: view.prison.length,
    fishes: view.fishes.length,
    gangsterDeck: view.gangsterDeckCount,
    influenceDeck: view.influenceDeckCount,
    dice: { ...dice },
  };
}

export function cloneShown(s: Shown): Shown {
  return {
    ...s,
    board: s.board.slice(),
    tokens: s.tokens.slice(),
    blackmail: s.blackmail.slice(),
    coins: s.coins ? s.coins.map((c) => ({ ...c })) : null,
    respect: s.respect.slice(),
    money: s.money.slice(),
    hands: s.hands.slice(),
    rerolls: s.rerolls.slice(),
    sideways: s.sideways.slice(),
    dice: { ...s.dice },
  };
}

export function sameShown(a: Shown, b: Shown): boolean {
  const same = (x: readonly number[], y: readonly number[]) =>
    x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    same(a.board, b.board) &&
    same(a.tokens, b.tokens) &&
    same(a.blackmail, b.blackmail) &&
    JSON.stringify(a.coins) === JSON.stringify(b.coins) &&
    same(a.respect, b.respect) &&
    same(a.money, b.money) &&
    same(a.hands, b.hands) &&
    same(a.rerolls, b.rerolls) &&
    same([...a.sideways].sort(), [...b.sideways].sort()) &&
    a.ring === b.ring &&
    a.phase === b.phase &&
    a.prison === b.prison &&
    a.fishes === b.fishes &&
    a.gangsterDeck === b.gangsterDeck &&
    a.influenceDeck === b.influenceDeck &&
    a.dice.move === b.dice.move &&
    a.dice.whack === b.dice.whack
  );
}

export const slotOf = (s: Shown, g: number): number => s.board.indexOf(g);

export const tokenAt = (s: Shown, g: number, column: number): number =>
  s.tokens[g * TOKEN_STRIDE + column] ?? 0;

/** A gangster leaves the board, taking off it what the engine's R9.5 says. */
function clear(s: Shown, g: number) {
  leaveBoard(s.tokens, s.blackmail, s.sideways, g);
  if (s.coins) s.coins = s.coins.filter((c) => c.gangster !== g);
}

/** R10.9 Classic: a coin taken from the pool, or passed to another family on its gangster. */
function setCoin(coins: Coin[], g: number, seat: number, omerta: boolean) {
  const on = coins.find((c) => c.gangster === g);
  if (on) on.seat = seat;
  else coins.push({ gangster: g, seat, omerta });
}

function addTokens(s: Shown, g: number, column: number, n: number) {
  const i = g * TOKEN_STRIDE + column;
  s.tokens[i] = Math.max(0, (s.tokens[i] ?? 0) + n);
}

/** The state after one event; events with nothing to show leave it as it was. */
export function applyEvent(prev: Shown, e: GameEvent): Shown {
  const s = cloneShown(prev);
  switch (e.e) {
    case 'place':
      addTokens(s, e.gangster, e.seat, e.count);
      break;
    case 'neutral':
      addTokens(s, e.gangster, NEUTRAL, e.count);
      break;
    case 'remove':
      addTokens(s, e.gangster, e.column, -e.count);
      break;
    case 'moveTokens':
      addTokens(s, e.from, e.seat, -e.count);
      addTokens(s, e.to, e.seat, e.count);
      break;
    case 'swapTokens':
      // R10.11: one token of each trades places.
      addTokens(s, e.a, e.aColumn, -1);
      addTokens(s, e.b, e.aColumn, 1);
      addTokens(s, e.b, e.bColumn, -1);
      addTokens(s, e.a, e.bColumn, 1);
      break;
    case 'blackmail':
      if (s.coins) setCoin(s.coins, e.gangster, e.seat, e.omerta === true);
      else s.blackmail[e.seat] = e.gangster;
      break;
    case 'coinBack':
      if (s.coins) s.coins = s.coins.filter((c) => c.gangster !== e.gangster);
      break;
    case 'roll':
      s.dice[e.die] = e.face;
      break;
    case 'swap': {
      const a = slotOf(s, e.a);
      const b = slotOf(s, e.b);
      if (a >= 0 && b >= 0) {
        s.board[a] = e.b;
        s.board[b] = e.a;
      }
      for (const g of [e.a, e.b]) if (!s.sideways.includes(g)) s.sideways.push(g);
      break;
    }
    case 'die':
    case 'arrest': {
      const slot = slotOf(s, e.gangster);
      if (slot >= 0) s.board[slot] = -1;
      clear(s, e.gangster);
      if (e.e === 'die') s.fishes++;
      else s.prison++;
      break;
    }
    case 'promote':
      if (s.board[e.from] === e.gangster) s.board[e.from] = -1;
      s.board[e.to] = e.gangster;
      break;
    case 'deal':
      s.board[e.slot] = e.gangster;
      s.gangsterDeck = Math.max(0, s.gangsterDeck - 1);
      break;
    case 'respect':
      s.respect[e.seat] = (s.respect[e.seat] ?? 0) + e.delta;
      break;
    case 'money':
      s.money[e.seat] = Math.max(0, (s.money[e.seat] ?? 0) + e.delta);
      break;
    case 'draw':
      s.hands[e.seat] = (s.hands[e.seat] ?? 0) + e.count;
      s.influenceDeck = Math.max(0, s.influenceDeck - e.count);
      break;
    case 'play':
    case 'sell':
      s.hands[e.seat] = Math.max(0, (s.hands[e.seat] ?? 0) - 1);
      break;
    case 'steal':
      s.hands[e.seat] = (s.hands[e.seat] ?? 0) + e.count;
      s.hands[e.from] = Math.max(0, (s.hands[e.from] ?? 0) - e.count);
      break;
    case 'ring':
      s.ring = e.seat;
      break;
    case 'phase':
      s.phase = e.phase;
      // R6.3: gangsters stand upright again for the next Crew.
      if (e.phase === 'crew') s.sideways = [];
      break;
    case 'activate':
      if (!s.sideways.includes(e.gangster)) s.sideways.push(e.gangster);
      break;
    case 'gate':
      if (!e.permit && !s.sideways.includes(e.gangster)) s.sideways.push(e.gangster);
      break;
    default:
      break;
  }
  return s;
}
