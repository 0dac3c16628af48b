/**
 * What a deal is worth to a bot (issue #4): the change it makes to the bot's expected final
 * result against its best alternative, measured with the same determinizations on both
 * sides. Each sample deals the hidden cards once; every branch (accept and the promises
 * kept, accept and them broken, reject) starts from a copy of that sample and plays the same
 * short playout stream, then the evaluation scores it. Kept promises are simulated as
 * binding (R13.4: the engine enforces them); the counterpart keeps its non-binding word with
 * the trust it has earned (trust.ts), binding deals at face value. Every branch lets a die
 * lie as it fell, so a promise about the re-roll now waiting (R12.3) is valued apart, by the
 * re-roll check (`rerollPromiseValue`).
 */
import { applyTrusted, cloneState, legalActions } from '../../engine';
import type { Action, GameState, Term } from '../../engine';
import { utilities } from '../evaluation';
import { honest } from '../personality';
import { Rand } from '../rand';
import { rerollBy } from '../reroll';
import { Resampler } from '../search/resample';
import { playoutMove } from '../search/policy';
import { closeRollWindows, valueFor } from '../simulate';
import type { Situation } from '../situation';
import { ruling } from './ruling';

/** Playout moves after a branch before the evaluation: long enough for a tie, a gate, an activation to play out. */
export const DEAL_HORIZON = 12;

/** A branch prepares a sampled state in place (answers, offers, promises). */
export type Branch = (s: GameState) => void;

const u = new Float64Array(8);

/** Mean value of each branch over `samples` shared determinizations and playout streams. */
export function compareBranches(
  sit: Situation,
  branches: readonly Branch[],
  samples: number,
  horizon = DEAL_HORIZON,
): number[] {
  const rand = new Rand(sit.rand.next());
  const resampler = new Resampler(sit.view, rand);
  const sums = branches.map(() => 0);
  for (let i = 0; i < samples; i++) {
    const base = resampler.sample(rand);
    const stream = rand.next();
    branches.forEach((branch, b) => {
      const s = cloneState(base);
      branch(s);
      closeRollWindows(s);
      const r = new Rand(stream);
      for (let k = 0; k < horizon && s.pending; k++) {
        const a = playoutMove(s, r);
        if (!a) break;
        applyTrusted(s, a);
      }
      payWhatIsDue(s);
      utilities(s, sit.cat, u);
      sums[b]! += valueFor(u, sit.persp);
    });
  }
  return sums.map((x) => x / samples);
}

/**
 * Later payments still pending at the end of a branch are counted as paid (as far as the
 * money goes); one the other side's breach released (`settleWord`) is not paid.
 */
function payWhatIsDue(s: GameState) {
  for (const p of s.promises) {
    if (p.status !== 'pending' || p.term.k !== 'payLater') continue;
    const paid = Math.min(p.term.amount, s.families[p.by]!.money);
    s.families[p.by]!.money -= paid;
    s.families[p.to]!.money += paid;
  }
}

/** Does this side of a deal rest on promises (anything but money now)? */
export const promises = (terms: readonly Term[]): boolean => terms.some((t) => t.k !== 'pay');

/** The money this side of a deal pays at acceptance (R13.1 "pay $X now"). */
export const cashNow = (terms: readonly Term[]): number =>
  terms.reduce((m, t) => m + (t.k === 'pay' ? t.amount : 0), 0);

/** A term that is money, now or later (R13.1 "pay $X now", "pay $X at a named later moment"). */
export const isCash = (t: Term): t is Extract<Term, { k: 'pay' | 'payLater' }> =>
  t.k === 'pay' || t.k === 'payLater';

/** The money this side of a deal pays, now or later. */
export const cashOf = (terms: readonly Term[]): number =>
  terms.reduce((m, t) => m + (isCash(t) ? t.amount : 0), 0);

/**
 * What the bot's own promise about the re-roll now waiting costs it, which a branch that lets
 * the die lie cannot see: giving up a re-roll that would pay costs its gain; promising one
 * costs its loss, if it loses. `answering` is the offer the bot is answering, if any.
 */
function rerollPromiseValue(sit: Situation, mine: readonly Term[], answering: number | null) {
  const term = mine.find((t) => t.k === 'reroll');
  if (!term || term.k !== 'reroll') return 0;
  const s = cloneState(sit.state);
  if (answering !== null && s.pending?.d === 'answer')
    applyTrusted(s, { type: 'answer', seat: sit.seat, offer: answering, accept: false });
  const r = rerollBy(s, sit.seat, sit.persp, sit.cat);
  if (!r) return 0;
  return term.pay ? Math.min(0, r.gain) : -Math.max(0, r.gain);
}

/**
 * Keeps or breaks the pending promises of offer `offer` made by `by`: kept ones bind; broken
 * ones no longer bind anyone and release what `by` was promised in the same deal (R13.3, rules
 * revision 6, as the engine settles it), all of it when `releaseAll`, else its later
 * payments only. The bot's own word broken in the look-ahead stands for a breach when it pays,
 * often after the other side has done its part: only the payments still to come are lost then.
 */
function settleWord(s: GameState, offer: number, by: number, keep: boolean, releaseAll: boolean) {
  let bind = false;
  s.promises = s.promises.map((p) => {
    if (p.offer !== offer || p.status !== 'pending') return p;
    if (p.by !== by) {
      const released = !keep && p.to === by && (releaseAll || p.term.k === 'payLater');
      return released ? { ...p, status: 'released' } : p;
    }
    if (keep) {
      bind = true;
      return p;
    }
    return { ...p, status: 'broken' };
  });
  if (bind && !s.options.house.bindingDeals)
    s.options = { ...s.options, house: { ...s.options.house, bindingDeals: true } };
}

export interface DealValue {
  /** Expected utility gained by the deal over the alternative (negative: a loss). */
  gain: number;
  accept: number;
  alternative: number;
  /** The counterpart's word as weighed: its trust, or 1 when binding or not needed. */
  word: number;
  /**
   * Valued `priced`: the utility of a dollar to the bot on the deal's own samples and
   * playouts (what $PRICE_PROBE more makes of the alternative, per dollar).
   */
  dollar?: number;
}

/** The cash a `priced` valuation gives the bot in one branch more, to learn what money is worth. */
export const PRICE_PROBE = 10;

export interface DealSpec {
  from: number;
  to: number;
  give: Term[];
  get: Term[];
}

/**
 * An outcome that leaves another family to break a tie (R7.3) has it ruled as that family's
 * rule would (`ruling`), where it is legal, not by the playout's draw: a tie offered for sale
 * and refused goes to the family the ring holder favours, not to any of the tied at random.
 */
function thenRuled(sit: Situation, prepare: Branch): Branch {
  return (s) => {
    prepare(s);
    const d = s.pending;
    if (d?.d !== 'tie' || d.seat === sit.seat) return;
    const family = ruling(s, sit.cat);
    const ruled = legalActions(s).find(
      (l) => l.action.type === 'tie' && l.action.family === family,
    );
    if (ruled) applyTrusted(s, ruled.action);
  };
}

/**
 * The branches an outcome leads to: itself, or, when it leaves the bot to break a tie or
 * answer the gate (R7.3, R6.6) with nothing promised about it, one branch per choice: the
 * bot's best alternative is the best of them.
 */
function withOwnChoices(sit: Situation, prepare: Branch): Branch[] {
  const probe = cloneState(sit.state);
  prepare(probe);
  const d = probe.pending;
  if (!d || d.seat !== sit.seat || (d.d !== 'tie' && d.d !== 'gate')) return [prepare];
  const choices = legalActions(probe)
    .map((l) => l.action)
    .filter((a) => a.seat === sit.seat && (a.type === 'tie' || a.type === 'gate'));
  return choices.map((a) => (s: GameState) => {
    prepare(s);
    if (s.pending?.seat === sit.seat && s.pending.d === d.d) applyTrusted(s, a);
  });
}

/**
 * The value of a deal for the bot of `sit`, who is its receiver (answering offer `offerId`
 * now) or its proposer (the offer is not made yet: the branch makes it and has it accepted).
 * With `counterTo`, the bot's deal is a counter to that offer (R13.2), which it is answering
 * now: the alternative is to reject that offer. With `priced`, one branch more, the
 * alternative with $PRICE_PROBE more for the bot, prices a dollar on the same samples: the
 * static rate (`utilityPerDollar`) reads money at the position alone, and early in a game it
 * can put a dollar at a third of what the playouts make of it, or less. The other branches,
 * and so the gain, are the same either way (each branch replays its sample's own stream).
 */
export function valueDeal(
  sit: Situation,
  deal: DealSpec,
  samples: number,
  offerId: number | null,
  counterTo: number | null = null,
  priced = false,
): DealValue {
  const me = sit.seat;
  const other = deal.from === me ? deal.to : deal.from;
  const theirs = deal.from === me ? deal.get : deal.give;
  const binding = sit.view.options.house.bindingDeals;
  const word = binding || !promises(theirs) ? 1 : sit.trust[other]!;
  const mineKept = binding || honest(sit.persona);
  const id = offerId ?? sit.view.nextOfferId;
  const accept =
    (theyKeep: boolean): Branch =>
    (s) => {
      if (counterTo !== null)
        applyTrusted(s, {
          type: 'counter',
          seat: me,
          offer: counterTo,
          give: deal.give,
          get: deal.get,
        });
      else if (offerId === null)
        applyTrusted(s, { type: 'offer', seat: me, to: other, give: deal.give, get: deal.get });
      applyTrusted(s, { type: 'answer', seat: deal.to, offer: id, accept: true });
      settleWord(s, id, other, theyKeep, true);
      settleWord(s, id, me, mineKept, false);
    };
  const reject: Branch = (s) => {
    const answering = counterTo ?? offerId;
    if (answering !== null)
      applyTrusted(s, { type: 'answer', seat: me, offer: answering, accept: false });
  };
  const outcomes =
    word >= 1 ? [accept(true)] : word <= 0 ? [accept(false)] : [accept(true), accept(false)];
  outcomes.push(reject);
  const groups = outcomes.map((o) => withOwnChoices(sit, thenRuled(sit, o)));
  // The same alternative with more cash: another family's ruling is read before the cash
  // comes, so the probe prices the dollars alone.
  const ruledReject = thenRuled(sit, reject);
  const richer: Branch = (s) => {
    ruledReject(s);
    s.families[me]!.money += PRICE_PROBE;
  };
  const probes = priced ? withOwnChoices(sit, richer) : [];
  const values = compareBranches(sit, [...groups.flat(), ...probes], samples);
  let at = 0;
  const bestOf = (g: readonly Branch[]) => {
    const v = Math.max(...values.slice(at, at + g.length));
    at += g.length;
    return v;
  };
  const best = groups.map(bestOf);
  const probed = priced ? bestOf(probes) : undefined;
  const mine = deal.from === me ? deal.give : deal.get;
  const acceptValue =
    (best.length === 2 ? best[0]! : word * best[0]! + (1 - word) * best[1]!) +
    rerollPromiseValue(sit, mine, counterTo ?? offerId);
  const alternative = best[best.length - 1]!;
  return {
    gain: acceptValue - alternative,
    accept: acceptValue,
    alternative,
    word,
    ...(probed === undefined ? {} : { dollar: (probed - alternative) / PRICE_PROBE }),
  };
}

/**
 * Utility of one dollar to the bot now, read at the position alone: it sizes bids, threats and
 * cash counters (an answer's words read the deal's own rate, `valueDeal` with `priced`).
 */
export function utilityPerDollar(sit: Situation): number {
  const s = cloneState(sit.state);
  utilities(s, sit.cat, u);
  const before = valueFor(u, sit.persp);
  s.families[sit.seat]!.money += 10;
  utilities(s, sit.cat, u);
  return Math.max(1e-4, (valueFor(u, sit.persp) - before) / 10);
}

/** The action that answers the offer `offerId`. */
export const answer = (seat: number, offer: number, accept: boolean): Action => ({
  type: 'answer',
  seat,
  offer,
  accept,
});
