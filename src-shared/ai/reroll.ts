/**
 * The re-roll check (R12.3, issue #4): a cheap expected value instead of a search. The die
 * waiting in the window resolves with its face (keep) or with each of the six faces (re-roll,
 * paid by token or by $10, after selling a card when cash is short); the bot re-rolls when
 * the difference beats a small margin. It expects the family a re-roll hurts to re-roll back
 * when that pays, so a re-roll war is priced before it starts.
 */
import { applyTrusted, cloneState } from '../engine';
import type { Action } from '../engine';
import { positionOf, slotOf } from '../engine/board';
import type { Catalog } from '../engine/catalog';
import type { GameState } from '../engine/state';
import { breachCost, owesReroll, promisesBroken } from './deals/keeping';
import { percent } from './explain';
import { utilities } from './evaluation';
import {
  applyWithFace,
  closeRollWindows,
  rollWindow,
  valueFor,
  withDie,
  type Perspective,
} from './simulate';

/** Utility a re-roll must gain before a bot pays for it. */
export const REROLL_MARGIN = 0.004;
/** A family that loses this much utility to a re-rolled face is expected to re-roll back. */
const COUNTER_DROP = 0.01;

/** The die frame a roll window belongs to, and whether its face succeeds for its roller. */
function rolledDie(s: GameState) {
  const f = s.stack[s.stack.length - 2];
  return f && (f.f === 'move' || f.f === 'whack') ? f : null;
}

/** Whether `face` would succeed for the roller of the die frame (R6.4, R10.10). */
export function succeeds(s: GameState, face: number, cat: Catalog): boolean {
  const die = rolledDie(s);
  if (!die) return false;
  if (die.f === 'whack') return face <= 3;
  const g = cat.gangsters[die.mover]!;
  const to = slotOf(s, die.target);
  if (face === 6) return true;
  if (face === 1 || to < 0) return false;
  const total = face + g.respect + g.moveBonus;
  return cat.rules.moveNeedsMoreThanTarget ? total > positionOf(to) : total >= positionOf(to);
}

/** The value of passing and letting the die resolve; also the utilities of every family then. */
function keepValue(s: GameState, seat: number, p: Perspective, cat: Catalog, u: Float64Array) {
  const c = cloneState(s);
  const f = c.stack[c.stack.length - 1];
  if (f && f.f === 'window') f.quiet = c.families.length - 1;
  applyTrusted(c, { type: 'pass', seat });
  closeRollWindows(c);
  utilities(c, cat, u);
  return valueFor(u, p);
}

/** Can `seat` pay for a re-roll now (R12.3: a token or the cash)? */
const canReroll = (s: GameState, seat: number, cat: Catalog): boolean =>
  s.families[seat]!.rerolls > 0 || s.families[seat]!.money >= cat.rules.rerollPrice;

const uAfter = new Float64Array(8);
const uCounter = new Float64Array(8);

/**
 * The value after re-rolling to `face`. The family the new face hurts most may re-roll back
 * once (a re-roll war costs both sides); it does when that pays for it by the same measure.
 */
function afterReroll(
  s: GameState,
  pay: Action,
  sell: Action | null,
  face: number,
  p: Perspective,
  cat: Catalog,
  kept: Float64Array,
): number {
  const c = cloneState(s);
  if (sell) applyTrusted(c, sell);
  c.options = withDie(c.options, face);
  c.diceUsed = 0;
  applyTrusted(c, pay);
  const closed = cloneState(c);
  closeRollWindows(closed);
  utilities(closed, cat, uAfter);
  const mine = valueFor(uAfter, p);
  if (!rollWindow(c)) return mine;
  let counter = -1;
  let drop = COUNTER_DROP;
  for (let o = 0; o < c.families.length; o++) {
    if (o === p.seat || !canReroll(c, o, cat)) continue;
    if (kept[o]! - uAfter[o]! > drop) {
      drop = kept[o]! - uAfter[o]!;
      counter = o;
    }
  }
  if (counter < 0) return mine;
  const how: Action = {
    type: 'reroll',
    seat: counter,
    pay: c.families[counter]!.rerolls > 0 ? 'token' : 'money',
  };
  let theirs = 0;
  let sum = 0;
  for (let f2 = 1; f2 <= 6; f2++) {
    const c2 = cloneState(c);
    applyWithFace(c2, how, f2);
    utilities(c2, cat, uCounter);
    theirs += uCounter[counter]!;
    sum += valueFor(uCounter, p);
  }
  return theirs / 6 - uAfter[counter]! > REROLL_MARGIN ? sum / 6 : mine;
}

function rerollValue(
  s: GameState,
  pay: Action,
  sell: Action | null,
  p: Perspective,
  cat: Catalog,
  kept: Float64Array,
) {
  let sum = 0;
  for (let face = 1; face <= 6; face++) sum += afterReroll(s, pay, sell, face, p, cat, kept);
  return sum / 6;
}

export interface RerollChoice {
  /** The re-roll, or the card sale that pays for it. */
  action: Action;
  gain: number;
  why: string;
}

/**
 * The best re-roll in this roll window, or null when keeping the face is better. `legal`
 * are the seat's plain options (re-rolls and sales among them). A re-roll the seat promised
 * not to make (R13.1) pays `breakPrice` (personality.ts), and never pays at Infinity; so
 * does letting the die lie when it promised to re-roll.
 */
export function rerollCheck(
  s: GameState,
  legal: readonly Action[],
  p: Perspective,
  cat: Catalog,
  breakPrice = 0,
): RerollChoice | null {
  const die = rolledDie(s);
  const seat = p.seat;
  if (!die) return null;
  const rerolls = legal.filter((a) => a.type === 'reroll');
  const sells = legal.filter((a): a is Extract<Action, { type: 'sell' }> => a.type === 'sell');
  const fam = s.families[seat]!;
  // R12.2: cash short of the price, a card can be sold to pay for the re-roll.
  const sellToPay =
    rerolls.length === 0 &&
    sells.length > 0 &&
    fam.money < cat.rules.rerollPrice &&
    fam.money + cat.rules.sellPrice >= cat.rules.rerollPrice;
  if (rerolls.length === 0 && !sellToPay) return null;
  const kept = new Float64Array(8);
  // Letting the die lie gives up a promise to re-roll it (R13.1; the engine records the
  // breach when the window closes): honesty prices that too.
  const owed = s.promises.filter((q) => q.by === seat && owesReroll(q)).length;
  const keep = keepValue(s, seat, p, cat, kept) - breachCost(owed, breakPrice);
  let best: RerollChoice | null = null;
  const consider = (pay: Action, sell: Action | null) => {
    const broken = promisesBroken(s, pay, cat);
    if (broken > 0 && breakPrice === Infinity) return;
    const gain = rerollValue(s, pay, sell, p, cat, kept) - keep - breachCost(broken, breakPrice);
    if (gain > REROLL_MARGIN && (!best || gain > best.gain))
      best = { action: sell ?? pay, gain, why: '' };
  };
  for (const r of rerolls) consider(r, null);
  if (sellToPay) consider({ type: 'reroll', seat, pay: 'money' }, sells[0]!);
  if (!best) return null;
  const choice: RerollChoice = best;
  let wins = 0;
  for (let face = 1; face <= 6; face++) if (succeeds(s, face, cat)) wins++;
  const now = succeeds(s, die.face, cat) ? 1 : 0;
  const after = wins / 6;
  const whose = die.seat === seat ? '' : 'their ';
  const what = die.f === 'move' ? 'move' : 'whack';
  choice.why = `re-roll ${whose}${what}: ${percent(now)} → ${percent(after)} to succeed`;
  return choice;
}

/** The ways `seat` can pay for a re-roll now without selling (R12.3): a token, the cash. */
function payWays(s: GameState, seat: number, cat: Catalog): Action[] {
  const fam = s.families[seat]!;
  const ways: Action[] = [];
  if (fam.rerolls > 0) ways.push({ type: 'reroll', seat, pay: 'token' });
  if (fam.money >= cat.rules.rerollPrice) ways.push({ type: 'reroll', seat, pay: 'money' });
  return ways;
}

export interface OtherReroll {
  /** The re-roll `seat` would pay for, and what it gains by its own measure (may be negative). */
  pay: Action;
  gain: number;
  /** What the perspective asked about loses by that re-roll (negative: it gains). */
  loss: number;
}

/**
 * A re-roll `seat` could pay for in the roll window now open (whoever holds it), valued by
 * `seat`'s own measure and by perspective `p`: deals about re-rolls (R13.1) are priced with
 * it. Null when there is no such window or `seat` cannot pay.
 */
export function rerollBy(
  s: GameState,
  seat: number,
  p: Perspective,
  cat: Catalog,
): OtherReroll | null {
  const d = s.pending;
  if (!rolledDie(s) || d?.d !== 'window') return null;
  const ways = payWays(s, seat, cat);
  if (ways.length === 0) return null;
  const kept = new Float64Array(8);
  const keep = keepValue(s, d.seat, p, cat, kept);
  const own: Perspective = { seat, spite: null };
  let best: OtherReroll | null = null;
  for (const pay of ways) {
    const gain = rerollValue(s, pay, null, own, cat, kept) - kept[seat]!;
    if (!best || gain > best.gain) best = { pay, gain, loss: 0 };
  }
  best!.loss = keep - rerollValue(s, best!.pay, null, p, cat, kept);
  return best;
}
