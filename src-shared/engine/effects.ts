/**
 * Active effects shared by position powers (R2.1), gangster powers (R15.2) and OR abilities
 * (R10.6). Each kind says whether it can be used now, what it asks, and what an answer does.
 * Effects that name a target ask for it; every such choice except a whack's payment may be
 * declined (using a power is never forced to harm its user).
 */
import type { LegalAction } from './actions';
import type { ActiveEffect } from '../content/schema';
import type { Catalog } from './catalog';
import {
  CAPO_SLOT,
  addNeutral,
  blackmailerOf,
  coinLeaves,
  coinOn,
  coinsLeft,
  controlledCount,
  placeTokens,
  removeTokens,
  takeCoin,
  tokensOn,
} from './board';
import { type Ctx, type FrameHandler, pop, push } from './context';
import { changeMoney } from './economy';
import { addSells, drawCards, purse } from './hand';
import { randomBelow } from './rng';
import type { FrameOf } from './frames';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { NEUTRAL, TOKEN_STRIDE as T } from './vocabulary';
import { forcedActivation, sparedTarget } from './deals/binding';
import { onAttack, onPowerTarget } from './deals/promises';

type EffectFrame = FrameOf<'effect'>;

export function effectFrame(seat: number, e: ActiveEffect, gangster: number): EffectFrame {
  return { f: 'effect', seat, effect: e, gangster, picks: [], left: 'count' in e ? e.count : 0 };
}

/** R10.10: the whack price of a target, with the Capo surcharge added last. */
export function whackCost(s: GameState, target: number, base: number, cat: Catalog): number {
  return base + (s.board[CAPO_SLOT] === target ? cat.rules.capoWhackSurcharge : 0);
}

/** Gangsters a whack may aim at (R10.10): in a position, not protected, not the attacker. */
export function whackTargets(s: GameState, seat: number, attacker: number, cat: Catalog): number[] {
  const out: number[] = [];
  for (let slot = 0; slot <= CAPO_SLOT; slot++) {
    const g = s.board[slot]!;
    if (g < 0 || g === attacker || cat.gangsters[g]!.protected) continue;
    if (sparedTarget(s, seat, g, cat)) continue;
    out.push(g);
  }
  return out;
}

function ownTokenGangsters(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const g of s.board) if (g >= 0 && tokensOn(s, g, seat) > 0) out.push(g);
  return out;
}

const onBoard = (s: GameState): number[] => s.board.filter((g) => g >= 0);

/** R10.9 Classic: a coin is left in the pool and the family has a token to put on it. */
export function canTakeCoin(s: GameState, seat: number, cat: Catalog): boolean {
  const left = coinsLeft(s, cat.rules);
  return left.gold + left.omerta > 0 && s.families[seat]!.supply > 0;
}

/** Gangsters a blackmail may go on: none holds one yet (R10.9). */
function blackmailTargets(s: GameState, seat: number, cat: Catalog): number[] {
  if (s.coins && !canTakeCoin(s, seat, cat)) return [];
  return onBoard(s).filter((g) => blackmailerOf(s, g) < 0);
}

/** Gangsters whose blackmail another family holds and may lose to this one (R15.1; Classic: not an Omertà coin). */
function replaceTargets(s: GameState, seat: number): number[] {
  if (s.coins && s.families[seat]!.supply === 0) return [];
  return onBoard(s).filter((g) => {
    const b = blackmailerOf(s, g);
    return b >= 0 && b !== seat && !coinOn(s, g)?.omerta;
  });
}

/** R10.9 Classic: the coin the blackmail is choosing, once its gangster is picked. */
const choosingCoin = (s: GameState, f: EffectFrame): boolean =>
  s.coins !== undefined && f.effect.kind === 'blackmail' && f.picks.length === 1;

/** The least money an effect needs before any target is chosen (for the ante range). */
export function minimumCost(
  s: GameState,
  seat: number,
  e: ActiveEffect,
  attacker: number,
  cat: Catalog,
): number {
  if (e.kind !== 'whack') return 0;
  let min = Infinity;
  for (const t of whackTargets(s, seat, attacker, cat))
    min = Math.min(min, whackCost(s, t, e.cost, cat));
  return min;
}

/** Can this effect do anything now? `budget` is the money it may spend (defaults to cash plus sales). */
export function effectUsable(
  s: GameState,
  seat: number,
  e: ActiveEffect,
  gangster: number,
  cat: Catalog,
  budget = purse(s, seat, cat),
): boolean {
  switch (e.kind) {
    case 'whack':
      return minimumCost(s, seat, e, gangster, cat) <= budget;
    case 'blackmail':
      return blackmailTargets(s, seat, cat).length > 0;
    case 'replaceBlackmail':
      return replaceTargets(s, seat).length > 0;
    case 'swapTokens':
      return swapFirstPicks(s).length > 0;
    case 'moveTokens':
      return ownTokenGangsters(s, seat).length > 0 && onBoard(s).length > 1;
    case 'addNeutral':
      return s.neutral > 0 && onBoard(s).length > 0;
    case 'removeNeutral':
      return s.board.some((g) => g >= 0 && tokensOn(s, g, NEUTRAL) > 0);
    case 'removeToken':
      return removeTokenPicks(s, e.tiers, cat).length > 0;
    case 'draw':
      return s.influenceDeck.length + s.discard.length > 0;
    case 'steal':
      return s.families.some((f, i) => i !== seat && f.hand.length > 0);
    case 'gainMoney':
    case 'moneyPerControlled':
      return true;
  }
}

/** (gangster, column) pairs a swap can start from: a family token with a partner elsewhere (R10.11). */
function swapFirstPicks(s: GameState): [number, number][] {
  const out: [number, number][] = [];
  const n = s.families.length;
  for (const a of s.board) {
    if (a < 0) continue;
    for (let fa = 0; fa < n; fa++) {
      if (tokensOn(s, a, fa) === 0) continue;
      if (swapSecondPicks(s, a, fa).length > 0) out.push([a, fa]);
    }
  }
  return out;
}

function swapSecondPicks(s: GameState, a: number, fa: number): [number, number][] {
  const out: [number, number][] = [];
  for (const b of s.board) {
    if (b < 0 || b === a) continue;
    for (let fb = 0; fb < s.families.length; fb++)
      if (fb !== fa && tokensOn(s, b, fb) > 0) out.push([b, fb]);
  }
  return out;
}

function removeTokenPicks(s: GameState, tiers: number[], cat: Catalog): [number, number][] {
  const out: [number, number][] = [];
  for (let slot = 0; slot < s.board.length; slot++) {
    const g = s.board[slot]!;
    if (g < 0 || !tiers.includes(cat.slotTier[slot]!)) continue;
    for (let c = 0; c < s.families.length; c++) if (tokensOn(s, g, c) > 0) out.push([g, c]);
    if (tokensOn(s, g, NEUTRAL) > 0) out.push([g, NEUTRAL]);
  }
  return out;
}

/** Effects that resolve without asking anything. */
function resolveAtOnce(s: GameState, f: EffectFrame, ctx: Ctx): boolean {
  const e = f.effect;
  switch (e.kind) {
    case 'draw':
      drawCards(s, f.seat, e.count, ctx.ev);
      return true;
    case 'gainMoney':
      changeMoney(s, f.seat, e.amount, 'power', ctx.ev);
      return true;
    case 'moneyPerControlled':
      changeMoney(s, f.seat, controlledCount(s, f.seat, ctx.cat) * e.amount, 'power', ctx.ev);
      return true;
    default:
      return false;
  }
}

const target = (seat: number, gangster: number, column = -1, count = 0): LegalAction => ({
  action: { type: 'target', seat, gangster, column, count },
});

/** A binding promise about this power's first target leaves only that target (R13.4). */
function bindTarget(s: GameState, f: EffectFrame, out: LegalAction[], from: number) {
  if (f.gangster < 0 || f.picks.length > 0) return;
  const promised = forcedActivation(s, f.seat, f.gangster);
  if (!promised || promised.target < 0) return;
  const keep = out
    .slice(from)
    .filter((l) => l.action.type === 'target' && l.action.gangster === promised.target);
  if (keep.length > 0) out.splice(from, out.length - from, ...keep);
}

function effectLegal(s: GameState, f: EffectFrame, seat: number, out: LegalAction[], cat: Catalog) {
  const e = f.effect;
  if (e.kind === 'steal') {
    s.families.forEach((fam, i) => {
      if (i !== seat && fam.hand.length > 0)
        out.push({ action: { type: 'family', seat, family: i } });
    });
    return;
  }
  const from = out.length;
  switch (e.kind) {
    case 'whack': {
      const money = s.families[seat]!.money;
      for (const t of whackTargets(s, seat, f.gangster, cat)) {
        if (whackCost(s, t, e.cost, cat) <= money) out.push(target(seat, t));
      }
      addSells(s, seat, out);
      break;
    }
    case 'blackmail':
      if (choosingCoin(s, f)) {
        // R1.1: confirm takes an Omertà coin, decline a plain one (asked only when both are left).
        out.push({ action: { type: 'confirm', seat } }, { action: { type: 'decline', seat } });
        return;
      }
      for (const g of blackmailTargets(s, seat, cat)) out.push(target(seat, g));
      break;
    case 'replaceBlackmail':
      for (const g of replaceTargets(s, seat)) out.push(target(seat, g));
      break;
    case 'swapTokens': {
      const picks =
        f.picks.length === 0 ? swapFirstPicks(s) : swapSecondPicks(s, f.picks[0]!, f.picks[1]!);
      for (const [g, c] of picks) out.push(target(seat, g, c));
      break;
    }
    case 'moveTokens':
      if (f.picks.length === 0) {
        for (const g of ownTokenGangsters(s, seat)) out.push(target(seat, g, seat));
      } else {
        const max = Math.min(e.count, tokensOn(s, f.picks[0]!, seat));
        for (const g of onBoard(s)) {
          if (g !== f.picks[0])
            out.push({ ...target(seat, g, seat, 1), range: { key: 'count', min: 1, max } });
        }
      }
      break;
    case 'addNeutral':
      if (s.neutral > 0 && f.left > 0) {
        for (const g of onBoard(s)) if (!f.picks.includes(g)) out.push(target(seat, g, NEUTRAL));
      }
      break;
    case 'removeNeutral':
      if (f.left > 0)
        for (const g of onBoard(s))
          if (tokensOn(s, g, NEUTRAL) > 0) out.push(target(seat, g, NEUTRAL));
      break;
    case 'removeToken':
      for (const [g, c] of removeTokenPicks(s, e.tiers, cat)) out.push(target(seat, g, c));
      break;
  }
  bindTarget(s, f, out, from);
  out.push({ action: { type: 'decline', seat } });
}

export const effect: FrameHandler<'effect'> = {
  step(s, f, ctx) {
    if (resolveAtOnce(s, f, ctx)) {
      pop(s);
      return;
    }
    const e = f.effect;
    if (e.kind === 'steal') {
      const victims = s.families.flatMap((fam, i) =>
        i !== f.seat && fam.hand.length > 0 ? [i] : [],
      );
      if (victims.length === 0) pop(s);
      else if (victims.length === 1) {
        steal(s, f.seat, victims[0]!, e.count, ctx);
        pop(s);
      } else s.pending = { d: 'family', seat: f.seat };
      return;
    }
    if (choosingCoin(s, f)) {
      const left = coinsLeft(s, ctx.cat.rules);
      if (left.gold > 0 && left.omerta > 0) s.pending = { d: 'confirm', seat: f.seat };
      else {
        takeCoin(s, f.seat, f.picks[0]!, left.gold === 0, ctx.ev);
        pop(s);
      }
      return;
    }
    const out: LegalAction[] = [];
    effectLegal(s, f, f.seat, out, ctx.cat);
    // Sells count as something to ask: a whack chosen on credit may need a sale before the target.
    if (!out.some((l) => l.action.type !== 'decline')) {
      if (f.gangster >= 0 && f.picks.length === 0) onPowerTarget(s, f.seat, f.gangster, -1, ctx.ev);
      pop(s);
      return;
    }
    s.pending = { d: 'target', seat: f.seat };
  },

  legal(s, f, d, out, cat) {
    effectLegal(s, f, d.seat, out, cat);
  },

  answer(s, f, a, ctx) {
    const { ev, cat } = ctx;
    const e = f.effect;
    if (a.type === 'family' && e.kind === 'steal') {
      steal(s, f.seat, a.family, e.count, ctx);
      pop(s);
      return;
    }
    if (choosingCoin(s, f)) {
      takeCoin(s, f.seat, f.picks[0]!, a.type === 'confirm', ev);
      pop(s);
      return;
    }
    if (a.type === 'decline') {
      if (f.gangster >= 0 && f.picks.length === 0) onPowerTarget(s, f.seat, f.gangster, -1, ev);
      pop(s);
      return;
    }
    if (a.type !== 'target') return;
    if (f.gangster >= 0 && f.picks.length === 0)
      onPowerTarget(s, f.seat, f.gangster, a.gangster, ev);
    switch (e.kind) {
      case 'whack':
        onAttack(s, f.seat, a.gangster, cat, ev);
        changeMoney(s, f.seat, -whackCost(s, a.gangster, e.cost, cat), 'whack', ev);
        pop(s);
        push(s, { f: 'whack', seat: f.seat, attacker: f.gangster, target: a.gangster, face: 0 });
        return;
      case 'blackmail':
      case 'replaceBlackmail': {
        if (s.coins) {
          if (e.kind === 'blackmail') f.picks.push(a.gangster);
          else {
            replaceCoin(s, f.seat, a.gangster, ev);
            pop(s);
          }
          return;
        }
        const holder = blackmailerOf(s, a.gangster);
        if (holder >= 0) s.families[holder]!.blackmail = -1;
        s.families[f.seat]!.blackmail = a.gangster;
        ev.push({ e: 'blackmail', seat: f.seat, gangster: a.gangster });
        pop(s);
        return;
      }
      case 'swapTokens':
        if (f.picks.length === 0) {
          f.picks.push(a.gangster, a.column);
          return;
        }
        swapTokens(s, f.picks[0]!, f.picks[1]!, a.gangster, a.column);
        ev.push({
          e: 'swapTokens',
          a: f.picks[0]!,
          aColumn: f.picks[1]!,
          b: a.gangster,
          bColumn: a.column,
        });
        // R10.11: a Classic coin whose token was swapped away passes to the token that came in.
        coinLeaves(s, f.picks[0]!, f.picks[1]!, a.column, ev);
        coinLeaves(s, a.gangster, a.column, f.picks[1]!, ev);
        pop(s);
        return;
      case 'moveTokens':
        if (f.picks.length === 0) {
          f.picks.push(a.gangster);
          return;
        }
        moveTokens(s, f.seat, f.picks[0]!, a.gangster, a.count);
        ev.push({
          e: 'moveTokens',
          seat: f.seat,
          from: f.picks[0]!,
          to: a.gangster,
          count: a.count,
        });
        coinLeaves(s, f.picks[0]!, f.seat, -1, ev);
        pop(s);
        return;
      case 'addNeutral':
        addNeutral(s, a.gangster, 1, ev);
        f.picks.push(a.gangster);
        f.left--;
        return;
      case 'removeNeutral':
        removeTokens(s, a.gangster, NEUTRAL, 1, ev);
        f.left--;
        return;
      case 'removeToken':
        removeTokens(s, a.gangster, a.column, 1, ev);
        pop(s);
        return;
    }
  },
};

/**
 * R15.1 Classic (Lucas Soriano): the other family's token on the coin goes home and one of
 * the replacing family's tokens takes its place; the coin is now the replacer's.
 */
function replaceCoin(s: GameState, seat: number, g: number, ev: GameEvent[]) {
  const coin = coinOn(s, g)!;
  const was = coin.seat;
  // The coin changes hands first, so the old token leaving does not send it to the pool.
  coin.seat = seat;
  ev.push({ e: 'blackmail', seat, gangster: g, omerta: coin.omerta });
  removeTokens(s, g, was, 1, ev);
  placeTokens(s, seat, g, 1, ev);
}

/** R10.11: the two tokens trade places. */
function swapTokens(s: GameState, a: number, fa: number, b: number, fb: number) {
  s.tokens[a * T + fa]!--;
  s.tokens[a * T + fb]!++;
  s.tokens[b * T + fb]!--;
  s.tokens[b * T + fa]!++;
}

function moveTokens(s: GameState, seat: number, from: number, to: number, count: number) {
  s.tokens[from * T + seat]! -= count;
  s.tokens[to * T + seat]! += count;
}

/** Takes `count` random cards from a victim's hand (the thief and the victim learn which). */
function steal(s: GameState, seat: number, victim: number, count: number, ctx: Ctx) {
  const from = s.families[victim]!.hand;
  const cards: number[] = [];
  for (let k = 0; k < count && from.length > 0; k++) {
    const [c] = from.splice(randomBelow(s, from.length), 1);
    s.families[seat]!.hand.push(c!);
    cards.push(c!);
  }
  ctx.ev.push({ e: 'steal', seat, from: victim, count: cards.length, cards });
}
