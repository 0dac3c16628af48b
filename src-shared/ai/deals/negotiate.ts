/**
 * Answering an offer (R13.2): accept, reject or counter. Cheap refusals first, each with its
 * reason: a family whose word is worth little (trust.ts) offering promises, a family the bot
 * holds a grudge against, the leader (do not feed the leader), a family racing for the same
 * gangster. Then the deal is valued by look-ahead (valuation.ts); a small loss becomes a
 * counter that asks for the difference in cash.
 */
import type { Action, Offer, Term } from '../../engine';
import { CAPO_SLOT } from '../../engine/board';
import { MAX_COUNTERS, MAX_TERMS } from '../../engine/deals/offers';
import { NEUTRAL, TOKEN_STRIDE } from '../../engine/vocabulary';
import type { Decision } from '../bot';
import { projections } from '../evaluation';
import { familyName, gangsterName } from '../explain';
import type { Situation } from '../situation';
import { betrayals, DISTRUST } from '../trust';
import { answer, promises, utilityPerDollar, valueDeal } from './valuation';

/** A lead (projected respect over the next family) at which a bot stops dealing with the leader. */
export const LEADER_MARGIN = 5;
/** Utility a deal must bring, before greed: a little more than the noise of its valuation. */
export const ACCEPT_MARGIN = 0.003;
/** Extra utility a fully greedy bot wants from a deal. */
export const GREED_MARGIN = 0.012;
/** The most a counter asks for in cash. */
export const MAX_COUNTER_ASK = 30;

export interface NegotiationStyle {
  /** Look-ahead samples per branch. */
  samples: number;
  /** The Betrayer accepts whatever it can. */
  acceptAll: boolean;
}

const dollars = (x: number): string => `$${Math.max(0, Math.round(x))}`;

/** Gangsters a term names. */
function named(t: Term): number {
  return t.k === 'tieBreak' || t.k === 'gate' || t.k === 'activate' || t.k === 'influence'
    ? t.gangster
    : -1;
}

/**
 * A gangster worth having that `me` and `other` are racing for: they hold the two largest
 * stakes on it within one token of each other, and the deal names it.
 */
export function racingFor(sit: Situation, other: number, terms: readonly Term[]): number {
  const s = sit.state;
  const n = s.families.length;
  for (const t of terms) {
    const g = named(t);
    if (g < 0) continue;
    const slot = s.board.indexOf(g);
    if (slot < 0 || slot > CAPO_SLOT) continue;
    const mine = s.tokens[g * TOKEN_STRIDE + sit.seat]!;
    const theirs = s.tokens[g * TOKEN_STRIDE + other]!;
    if (mine === 0 || theirs === 0 || Math.abs(mine - theirs) > 1) continue;
    let third = s.tokens[g * TOKEN_STRIDE + NEUTRAL]!;
    for (let f = 0; f < n; f++)
      if (f !== sit.seat && f !== other) third = Math.max(third, s.tokens[g * TOKEN_STRIDE + f]!);
    if (third < Math.min(mine, theirs)) return g;
  }
  return -1;
}

/** Does promising `t` contradict a promise the bot has already made (same moment, other outcome)? */
function contradicts(sit: Situation, t: Term): number {
  for (const p of sit.view.promises) {
    if (p.by !== sit.seat || p.status !== 'pending' || p.term.k !== t.k) continue;
    const q = p.term;
    const clash =
      (q.k === 'tieBreak' &&
        t.k === 'tieBreak' &&
        q.gangster === t.gangster &&
        q.family !== t.family) ||
      (q.k === 'gate' && t.k === 'gate' && q.gangster === t.gangster && q.permit !== t.permit) ||
      (q.k === 'activate' &&
        t.k === 'activate' &&
        q.gangster === t.gangster &&
        (q.power !== t.power || q.target !== t.target)) ||
      (q.k === 'influence' &&
        t.k === 'influence' &&
        q.gangster === t.gangster &&
        q.place !== t.place) ||
      (q.k === 'reroll' && t.k === 'reroll' && q.pay !== t.pay);
    if (clash) return p.to;
  }
  return -1;
}

/** A reason to refuse without valuing, or null. */
export function refusal(sit: Situation, o: Offer): string | null {
  const from = o.from;
  for (const t of o.get) {
    const to = sit.persona.honesty >= 0.5 ? contradicts(sit, t) : -1;
    if (to >= 0) return `no deal: I gave my word to ${familyName(to)}`;
  }
  const binding = sit.view.options.house.bindingDeals;
  if (!binding && promises(o.give) && sit.trust[from]! < DISTRUST) {
    const broken = sit.view.promises.filter((p) => p.by === from && p.status === 'broken').length;
    return `no deal: you broke ${broken} promise${broken === 1 ? '' : 's'}`;
  }
  if (sit.grudge[from]! >= 0.5 && betrayals(sit.view.promises, from, sit.seat) > 0)
    return 'no deal: you betrayed me';
  const proj = projections(sit.state, sit.cat);
  let next = -Infinity;
  proj.forEach((p, f) => {
    if (f !== from) next = Math.max(next, p);
  });
  const lead = proj[from]! - next;
  // What the bot expects by the end, not the score now: said as an expectation, not a fact.
  if (lead >= LEADER_MARGIN) return 'no deal: you look set to win without my help';
  const g = racingFor(sit, from, [...o.give, ...o.get]);
  if (g >= 0) return `no deal: we both want ${gangsterName(sit.cat, g)}`;
  return null;
}

/** The utility a bot wants from a deal before it accepts. */
export const wanted = (sit: Situation): number => ACCEPT_MARGIN + GREED_MARGIN * sit.persona.greed;

/** Adds `extra` dollars now to what the other side pays, or null if the terms cannot hold it. */
function askMore(terms: readonly Term[], extra: number): Term[] | null {
  const out = terms.map((t) => ({ ...t }));
  const pay = out.find((t) => t.k === 'pay');
  if (pay && pay.k === 'pay') pay.amount += extra;
  else if (out.length < MAX_TERMS) out.push({ k: 'pay', amount: extra });
  else return null;
  return out;
}

/** The answer to the offer the bot must answer now. */
export function answerOffer(sit: Situation, style: NegotiationStyle): Decision {
  const d = sit.view.pending as Extract<typeof sit.view.pending, { d: 'answer' }>;
  const o = sit.view.offers.find((x) => x.id === d.offer)!;
  const canAccept = sit.legal.some((l) => l.action.type === 'answer' && l.action.accept);
  const canCounter = sit.legal.some((l) => l.action.type === 'counter');
  const reject = answer(sit.seat, o.id, false);
  if (!canAccept) return { action: reject, why: 'no deal: you cannot pay that now' };
  if (style.acceptAll) return { action: answer(sit.seat, o.id, true), why: 'deal!' };
  const reason = refusal(sit, o);
  if (reason) return { action: reject, why: reason };
  const v = valueDeal(sit, o, style.samples, o.id);
  const perDollar = utilityPerDollar(sit);
  const want = wanted(sit);
  if (v.gain >= want) {
    const trust = v.word < 1 ? `, your word at ${Math.round(v.word * 100)}%` : '';
    return {
      action: answer(sit.seat, o.id, true),
      why: `deal: worth ${dollars(v.gain / perDollar)} to me${trust}`,
    };
  }
  const extra = Math.ceil((want - v.gain) / perDollar);
  const theirMoney = sit.view.families[o.from]!.money;
  const paid = o.give.reduce((m, t) => m + (t.k === 'pay' ? t.amount : 0), 0);
  if (
    canCounter &&
    o.depth < MAX_COUNTERS &&
    extra <= MAX_COUNTER_ASK &&
    paid + extra <= theirMoney
  ) {
    const get = askMore(o.give, extra);
    if (get) {
      const counter: Action = { type: 'counter', seat: sit.seat, offer: o.id, give: o.get, get };
      return { action: counter, why: `counter: ${dollars(extra)} more and it's a deal` };
    }
  }
  const worth = v.gain / perDollar;
  const why =
    Math.abs(worth) < 0.5
      ? 'not worth the trouble'
      : worth > 0
        ? `only worth ${dollars(worth)} to me`
        : `it costs me ${dollars(-worth)}`;
  return { action: reject, why: `no deal: ${why}` };
}
