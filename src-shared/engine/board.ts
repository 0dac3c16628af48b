/**
 * Reading and changing the board: where gangsters sit, influence, control (R7), and the
 * ways gangsters leave it (R9.1 arrest, R9.5 death) or climb it (R9.4 promotion).
 * Functions here mutate the state they are given; callers own the copy.
 */
import type { Catalog } from './catalog';
import type { GameEvent } from './events';
import type { Ruleset } from './ruleset';
import type { Coin, GameState } from './state';
import { NEUTRAL, TOKEN_STRIDE } from './vocabulary';

export const CAPO_SLOT = 8;
export const isPositionSlot = (slot: number): boolean => slot >= 0 && slot <= CAPO_SLOT;
/** Position number (#1..#9) of a slot; Associates are position 0 (R9.4). */
export const positionOf = (slot: number): number => (isPositionSlot(slot) ? slot + 1 : 0);

export function slotOf(s: GameState, g: number): number {
  return s.board.indexOf(g);
}

export function tokensOn(s: GameState, g: number, column: number): number {
  return s.tokens[g * TOKEN_STRIDE + column]!;
}

/** Total influence on a gangster, neutral included (R9.1); a seat's view has the same tokens. */
export function totalOn(s: Pick<GameState, 'tokens'>, g: number): number {
  let t = 0;
  const base = g * TOKEN_STRIDE;
  for (let c = 0; c < TOKEN_STRIDE; c++) t += s.tokens[base + c]!;
  return t;
}

/**
 * R7.1: who controls `g`. Returns the seat, -1 for nobody, or -(2 + mask) when several
 * families tie for the most tokens (decode with `tiedMask`).
 */
export function controlOf(
  s: { tokens: readonly number[]; families: readonly unknown[] },
  g: number,
  catalog: Catalog,
): number {
  const base = g * TOKEN_STRIDE;
  const n = s.families.length;
  let best = 0;
  let mask = 0;
  for (let f = 0; f < n; f++) {
    const t = s.tokens[base + f]!;
    if (t > best) {
      best = t;
      mask = 1 << f;
    } else if (t === best && t > 0) mask |= 1 << f;
  }
  if (best === 0 || s.tokens[base + NEUTRAL]! >= best) return -1;
  if ((mask & (mask - 1)) === 0) return 31 - Math.clz32(mask);
  // A tie-immune gangster has no tie to break: nobody controls it (R15.2, content).
  if (catalog.gangsters[g]!.tieImmune) return -1;
  return -(2 + mask);
}

/**
 * How many positioned gangsters `seat` controls when control is only counted (R8.1, the Bean
 * Counter's power): a tie counts for nobody (docs/rules-decisions.md), Associates not at all.
 */
export function controlledCount(s: GameState, seat: number, catalog: Catalog): number {
  let n = 0;
  for (let slot = 0; slot <= CAPO_SLOT; slot++) {
    const g = s.board[slot]!;
    if (g >= 0 && controlOf(s, g, catalog) === seat) n++;
  }
  return n;
}

export const isTie = (control: number): boolean => control <= -2;
export const tiedMask = (control: number): number => -control - 2;

export function seatsIn(mask: number): number[] {
  const out: number[] = [];
  for (let f = 0; mask >> f; f++) if (mask & (1 << f)) out.push(f);
  return out;
}

/** Adds `count` of a family's tokens from its supply (R1.1). The caller checks the supply. */
export function placeTokens(s: GameState, seat: number, g: number, count: number, ev: GameEvent[]) {
  s.families[seat]!.supply -= count;
  s.tokens[g * TOKEN_STRIDE + seat]! += count;
  ev.push({ e: 'place', seat, gangster: g, count });
}

/** R1.2: adds neutral tokens from the pool, as many as it holds up to `count`. */
export function addNeutral(s: GameState, g: number, count: number, ev: GameEvent[]) {
  const n = Math.min(count, s.neutral);
  if (n <= 0) return;
  s.neutral -= n;
  s.tokens[g * TOKEN_STRIDE + NEUTRAL]! += n;
  ev.push({ e: 'neutral', gangster: g, count: n });
}

/** Takes tokens of one column off a gangster and returns them to their owner or the pool. */
export function removeTokens(
  s: GameState,
  g: number,
  column: number,
  count: number,
  ev: GameEvent[],
) {
  const i = g * TOKEN_STRIDE + column;
  const n = Math.min(count, s.tokens[i]!);
  if (n <= 0) return;
  s.tokens[i]! -= n;
  if (column === NEUTRAL) s.neutral += n;
  else s.families[column]!.supply += n;
  ev.push({ e: 'remove', gangster: g, column, count: n });
  if (column !== NEUTRAL) coinLeaves(s, g, column, -1, ev);
}

/**
 * The family whose blackmail token (Revised) or coin (Classic, R10.9) sits on `g`, or -1.
 * Reads a state or a view alike.
 */
export function blackmailerOf(
  s: { coins?: readonly Coin[]; families: readonly { blackmail: number }[] },
  g: number,
): number {
  if (s.coins) return coinOn(s, g)?.seat ?? -1;
  for (let f = 0; f < s.families.length; f++) if (s.families[f]!.blackmail === g) return f;
  return -1;
}

/** R10.9 Classic: the coin on `g`, if any. */
export const coinOn = (s: { coins?: readonly Coin[] }, g: number): Coin | undefined =>
  s.coins?.find((c) => c.gangster === g);

/** R1.1 Classic: coins of each kind still in the pool. */
export function coinsLeft(
  s: { coins?: readonly Coin[] },
  rules: Ruleset,
): { gold: number; omerta: number } {
  const coins = s.coins ?? [];
  const omerta = coins.filter((c) => c.omerta).length;
  return {
    gold: rules.blackmailCoins - (coins.length - omerta),
    omerta: rules.omertaCoins - omerta,
  };
}

/**
 * R10.9 Classic: a coin from the pool goes on `g` under one of the family's own tokens,
 * which counts as influence (R7.2). The caller checks the pool and the supply.
 */
export function takeCoin(s: GameState, seat: number, g: number, omerta: boolean, ev: GameEvent[]) {
  placeTokens(s, seat, g, 1, ev);
  s.coins!.push({ gangster: g, seat, omerta });
  ev.push({ e: 'blackmail', seat, gangster: g, omerta });
}

/**
 * A family's coin token is the last of its tokens on a gangster to leave (docs/rules-decisions.md).
 * When `seat` has no token left on `g`, its coin goes back to the pool, or, when a swap brought
 * another family's token in (`to`), passes to that family (R10.11).
 */
export function coinLeaves(s: GameState, g: number, seat: number, to: number, ev: GameEvent[]) {
  if (!s.coins || s.tokens[g * TOKEN_STRIDE + seat]! > 0) return;
  const i = s.coins.findIndex((c) => c.gangster === g && c.seat === seat);
  if (i < 0) return;
  if (to >= 0) {
    s.coins[i]!.seat = to;
    ev.push({ e: 'blackmail', seat: to, gangster: g, omerta: s.coins[i]!.omerta });
    return;
  }
  s.coins.splice(i, 1);
  ev.push({ e: 'coinBack', gangster: g });
}

/**
 * R9.5: what a gangster leaving the board takes off it, on the arrays that hold it (the
 * game's, or the table's picture of it): its tokens (returned by column, for their owners
 * and the pool), the blackmail on it (each family's target, reset to -1), its sideways mark.
 */
export function leaveBoard(
  tokens: number[],
  blackmail: number[],
  sideways: number[],
  g: number,
): number[] {
  const base = g * TOKEN_STRIDE;
  const returned = tokens.slice(base, base + TOKEN_STRIDE);
  tokens.fill(0, base, base + TOKEN_STRIDE);
  for (let f = 0; f < blackmail.length; f++) if (blackmail[f] === g) blackmail[f] = -1;
  const side = sideways.indexOf(g);
  if (side >= 0) sideways.splice(side, 1);
  return returned;
}

/** Everything on a leaving gangster goes home: tokens to owners, neutral to the pool, blackmail to its holder. */
function clearGangster(s: GameState, g: number) {
  if (s.coins) s.coins = s.coins.filter((c) => c.gangster !== g);
  const blackmail = s.families.map((f) => f.blackmail);
  const returned = leaveBoard(s.tokens, blackmail, s.sideways, g);
  returned.forEach((t, c) => {
    if (c === NEUTRAL) s.neutral += t;
    else if (t > 0) s.families[c]!.supply += t;
  });
  s.families.forEach((f, i) => (f.blackmail = blackmail[i]!));
}

/** R9.5: the gangster dies; its position stays empty until promotion. */
export function kill(s: GameState, g: number, ev: GameEvent[]) {
  const slot = slotOf(s, g);
  if (slot < 0) return;
  clearGangster(s, g);
  s.board[slot] = -1;
  s.fishes.push(g);
  ev.push({ e: 'die', gangster: g });
}

/** R9.1 / R10.8: the gangster goes to Prison. */
export function arrest(s: GameState, g: number, ev: GameEvent[]) {
  const slot = slotOf(s, g);
  if (slot < 0) return;
  clearGangster(s, g);
  s.board[slot] = -1;
  s.prison.push(g);
  ev.push({ e: 'arrest', gangster: g });
}

/**
 * R9.4 Revised promotion: walking down from the Capo, an empty position takes the gangster
 * of the highest occupied position below it (the Associate counts as position 0), which
 * brings its influence and blackmail along; then the gaps left are dealt from the deck,
 * positions first and the Associate slots last.
 */
export function promote(s: GameState, ev: GameEvent[]) {
  for (let slot = CAPO_SLOT; slot >= 0; slot--) {
    if (s.board[slot] !== -1) continue;
    let from = -1;
    for (let below = slot - 1; below >= 0; below--) {
      if (s.board[below] !== -1) {
        from = below;
        break;
      }
    }
    if (from < 0) {
      for (let a = CAPO_SLOT + 1; a < s.board.length; a++) {
        if (s.board[a] !== -1) {
          from = a;
          break;
        }
      }
    }
    if (from < 0) continue;
    const g = s.board[from]!;
    s.board[slot] = g;
    s.board[from] = -1;
    ev.push({ e: 'promote', gangster: g, from, to: slot });
  }
  for (let slot = CAPO_SLOT; slot >= 0; slot--) dealInto(s, slot, ev);
  for (let a = CAPO_SLOT + 1; a < s.board.length; a++) dealInto(s, a, ev);
}

export function dealInto(s: GameState, slot: number, ev: GameEvent[]) {
  if (s.board[slot] !== -1 || s.gangsterDeck.length === 0) return;
  const g = s.gangsterDeck.pop()!;
  s.board[slot] = g;
  ev.push({ e: 'deal', gangster: g, slot });
}

/** Gangsters on the board, by slot order (positions #1..#9, then Associates). */
export function gangstersOnBoard(s: GameState): number[] {
  const out: number[] = [];
  for (const g of s.board) if (g >= 0) out.push(g);
  return out;
}
