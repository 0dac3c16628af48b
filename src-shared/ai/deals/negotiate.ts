/**
 * Answering an offer (R13.2): accept, reject or counter. Cheap refusals first, each with its
 * reason: a family whose word is worth little (trust.ts) offering promises, a family the bot
 * holds a grudge against, the leader (do not feed the leader), a family racing for the same
 * gangster. Then the deal is valued by look-ahead (valuation.ts); a small loss becomes a
 * counter that asks for the difference in cash. When that cannot be (too much, or more than
 * the other family has), the bot counters with the deal it would take instead, if there is
 * one: the same without one of the things asked of it; and a family whose word it does not
 * trust is offered the same deal paid now rather than promised (issue #16: a refusal says
 * what the bot would accept).
 */
import {
  VENDETTA_TIE,
  applyTrusted,
  cloneState,
  type Action,
  type Offer,
  type Term,
} from '../../engine';
import { CAPO_SLOT } from '../../engine/board';
import { MAX_COUNTERS, MAX_LATER_PAYMENT, MAX_TERMS } from '../../engine/deals/offers';
import { NEUTRAL, TOKEN_STRIDE } from '../../engine/vocabulary';
import type { Decision } from '../bot';
import { projections } from '../evaluation';
import { familyName, gangsterName } from '../explain';
import { honest } from '../personality';
import type { Situation } from '../situation';
import { betrayals, DISTRUST } from '../trust';
import { laterPrice, paysOnceKept } from './credit';
import { ruling } from './ruling';
import {
  answer,
  cashNow,
  cashOf,
  isCash,
  promises,
  utilityPerDollar,
  valueDeal,
} from './valuation';

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
  /** Seats played by people: their offers are valued on PERSON_SAMPLES times the samples. */
  people?: readonly number[];
}

/**
 * How many times its usual samples a bot spends valuing a person's offer. A person reads the
 * answer's words and its counter's price, and waits for them; eight times the samples cut the
 * look-ahead's noise by almost three, still in tens of milliseconds (docs/ai.md, Deals).
 * Offers between bots keep the preset's samples, so tournaments measure the same bots.
 */
export const PERSON_SAMPLES = 8;

/** The style an answer to offer `o` is valued in: a person's offer gets more samples. */
function answeringStyle(style: NegotiationStyle, o: Offer): NegotiationStyle {
  if (!style.people?.includes(o.from)) return style;
  return { ...style, samples: style.samples * PERSON_SAMPLES };
}

/**
 * A gift: cash now for nothing asked of the bot. Money costs its holder nothing (R1.7: it is
 * only ever spent by choice), so a gift is worth its face value whatever the look-ahead's
 * samples say; they can put a $2 gift at a loss, by how the extra cash steers the playouts.
 */
function giftOf(o: Pick<Offer, 'give' | 'get'>): number {
  if (o.get.length > 0 || o.give.length === 0 || !o.give.every((t) => t.k === 'pay')) return 0;
  return cashNow(o.give);
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

/** The bot does not take this family's word: its non-binding promises count for nothing. */
function distrusted(sit: Situation, o: Offer): boolean {
  return !sit.view.options.house.bindingDeals && promises(o.give) && sit.trust[o.from]! < DISTRUST;
}

/** The refusal of a promise from a family whose word the bot does not take, or null. */
function distrustRefusal(sit: Situation, o: Offer): string | null {
  if (!distrusted(sit, o)) return null;
  const broken = sit.view.promises.filter((p) => p.by === o.from && p.status === 'broken').length;
  // Distrust carried from a campaign's earlier games (issue #13) is said as such.
  if (broken === 0) return 'no deal: you broke your word in an earlier game';
  return `no deal: you broke ${broken} promise${broken === 1 ? '' : 's'}`;
}

/** The refusal of a family the bot holds a grudge against for breaking its word to it, or null. */
function grudgeRefusal(sit: Situation, from: number): string | null {
  if (sit.grudge[from]! >= 0.5 && betrayals(sit.view.promises, from, sit.seat) > 0)
    return 'no deal: you betrayed me';
  return null;
}

/** A reason to refuse without valuing, or null. */
export function refusal(sit: Situation, o: Offer): string | null {
  const from = o.from;
  for (const t of o.get) {
    const to = honest(sit.persona) ? contradicts(sit, t) : -1;
    if (to >= 0) return `no deal: I gave my word to ${familyName(to)}`;
  }
  const distrust = distrustRefusal(sit, o);
  if (distrust) return distrust;
  const grudge = grudgeRefusal(sit, from);
  if (grudge) return grudge;
  if (o.get.length > 0 && sellsWhatIsGiven(sit, o))
    return "no deal: you'd break that tie for me anyway";
  const proj = projections(sit.state, sit.cat);
  let next = -Infinity;
  proj.forEach((p, f) => {
    if (f !== from) next = Math.max(next, p);
  });
  const lead = proj[from]! - next;
  // What the bot expects by the end, not the score now: said as an expectation, not a fact.
  if (lead >= LEADER_MARGIN) return 'no deal: you look set to win without my help';
  // A family offering to stay off a gangster both want is not racing the bot for it. A split
  // (split.ts: each stays off a gangster, with cash when countered) trades one race for
  // another: what it is worth is the valuation's to say. Refused as a rival's, no split was
  // ever taken.
  const yields = (t: Term) => t.k === 'influence' && !t.place;
  const split = (t: Term) => yields(t) || isCash(t);
  if (o.give.some(yields) && o.get.some(yields) && [...o.give, ...o.get].every(split)) return null;
  const g = racingFor(sit, from, [...o.give.filter((t) => !yields(t)), ...o.get]);
  if (g >= 0) return `no deal: we both want ${gangsterName(sit.cat, g)}`;
  return null;
}

/**
 * R7.3: does the ring holder ask to be paid for the tie it is breaking now, to the family its
 * own rule favours (`ruling`)? Then the bot would get it unpaid, and says so.
 */
function sellsWhatIsGiven(sit: Situation, o: Offer): boolean {
  const bought = o.give.find((t) => t.k === 'tieBreak' && t.family === sit.seat);
  if (!bought || bought.k !== 'tieBreak') return false;
  // The tie under the offer, as it stands once the offer is answered.
  const s = cloneState(sit.state);
  applyTrusted(s, { type: 'answer', seat: sit.seat, offer: o.id, accept: false });
  const d = s.pending;
  if (d?.d !== 'tie' || d.seat !== o.from || d.gangster !== bought.gangster) return false;
  return ruling(s, sit.cat) === sit.seat;
}

/** The utility a bot wants from a deal before it accepts. */
export const wanted = (sit: Situation): number => ACCEPT_MARGIN + GREED_MARGIN * sit.persona.greed;

/** A cash counter: the same terms with the cash now settled as one net sum, and its words. */
interface CashCounter {
  give: Term[];
  get: Term[];
  why: string;
}

/**
 * The offer's terms with `extra` dollars more for the bot, the cash now on both sides netted
 * into one payment: a bot asked to pay $10 that wants $6 more offers $4 ("$6 less"), it does
 * not ask for $6 back on top of its $10. Null when the terms cannot hold it, and when the bot
 * would pay nothing, or have to be paid, for what it was asked to pay for: a family that would
 * not buy a promise at any price says no rather than ask for it free. Null too when nothing is
 * asked of the bot: it has nothing to sell, so it does not ask to be paid for taking a promise
 * ("I leave you alone this round", offered for nothing, drew "$5 more and it's a deal").
 */
export function cashCounter(o: Pick<Offer, 'give' | 'get'>, extra: number): CashCounter | null {
  if (o.get.length === 0) return null;
  const before = cashNow(o.give) - cashNow(o.get);
  const net = before + extra;
  if (before < 0 && net >= 0) return null;
  const withPay = (terms: readonly Term[], amount: number): Term[] => {
    const rest = terms.filter((t) => t.k !== 'pay');
    return amount > 0 ? [...rest, { k: 'pay', amount }] : rest;
  };
  const give = withPay(o.get, -net);
  const get = withPay(o.give, net);
  if (give.length > MAX_TERMS || get.length > MAX_TERMS || give.length + get.length === 0)
    return null;
  const why = before < 0 ? `${dollars(extra)} less` : `${dollars(extra)} more`;
  return { give, get, why: `counter: ${why} and it's a deal` };
}

/** How many of the terms asked of the bot a counter may try leaving out, each valued. */
export const MAX_DROPS = 3;

/** The offer's later payments made now, if the other family has the money; else null. */
function cashInstead(sit: Situation, o: Offer): Term[] | null {
  if (!o.give.every(isCash)) return null;
  const total = cashOf(o.give);
  if (total <= 0 || total > sit.view.families[o.from]!.money) return null;
  return [{ k: 'pay', amount: total }];
}

/**
 * The cash now `o` asks of the bot for a word it pays once kept (credit.ts `paysOnceKept`),
 * which it would rather pay at the end of the round; 0 otherwise.
 */
function laterInstead(sit: Situation, o: Offer): number {
  if (!promises(o.give) || !paysOnceKept(sit, o.from)) return 0;
  const now = cashNow(o.get);
  return now <= MAX_LATER_PAYMENT ? now : 0;
}

/**
 * The terms asked of the bot with their cash now made `amount` dollars more at the end of the
 * round, in one payment with any already asked then ("$8 at the end of the round", not "$6 …
 * and $2 …").
 */
const paidLater = (get: readonly Term[], amount: number): Term[] => [
  ...get.filter((t) => t.k !== 'pay' && !roundsEnd(t)),
  { k: 'payLater', amount: amount + atRoundsEnd(get), when: 'endOfRound' },
];

const roundsEnd = (t: Term): t is Extract<Term, { k: 'payLater' }> =>
  t.k === 'payLater' && t.when === 'endOfRound';

/** The money these terms already pay at the end of the round. */
const atRoundsEnd = (terms: readonly Term[]): number =>
  terms.reduce((m, t) => m + (roundsEnd(t) ? t.amount : 0), 0);

/**
 * The answer to cash asked now for an unproven word (`laterInstead`, `due` dollars): a counter
 * paying at the end of the round what `due` now is worth to the family paid (credit.ts
 * `laterPrice`: more, at the table's trust in the bot), as far as the deal is worth it to the
 * bot; less than `due` when the deal falls short of the bot's margin; or, when nothing would be
 * left to pay, a refusal that says what the deal is worth to the bot.
 */
function answerLater(
  sit: Situation,
  o: Offer,
  due: number,
  style: NegotiationStyle,
  want: number,
): Decision {
  const give = paidLater(o.get, due);
  const deal = { from: sit.seat, to: o.from, give, get: o.give };
  const v = valueDeal(sit, deal, style.samples, null, o.id);
  const perDollar = utilityPerDollar(sit);
  // Dollars the deal leaves the bot above its margin (below zero: what it falls short by). A
  // dollar more promised later costs the bot at most a dollar's utility: paid only if kept.
  const spare = Math.floor((v.gain - want) / perDollar);
  const amount = laterPrice(sit, due, due + spare, atRoundsEnd(o.get));
  if (amount < 1) {
    const words = worthWords(v.gain / perDollar, due);
    return { action: answer(sit.seat, o.id, false), why: `no deal: ${words}` };
  }
  const price = amount === due ? 'I pay' : `$${amount}`;
  return {
    action: {
      type: 'counter',
      seat: sit.seat,
      offer: o.id,
      give: paidLater(o.get, amount),
      get: o.give,
    },
    why: `counter: ${price} at the end of the round, once you've kept your word`,
  };
}

/** A counter to `o` in which the bot gives `give` and gets `get`, if it would take that deal. */
function counterIfWorth(
  sit: Situation,
  o: Offer,
  give: Term[],
  get: Term[],
  style: NegotiationStyle,
  want: number,
): Action | null {
  const deal = { from: sit.seat, to: o.from, give, get };
  const v = valueDeal(sit, deal, style.samples, null, o.id);
  return v.gain >= want ? { type: 'counter', seat: sit.seat, offer: o.id, give, get } : null;
}

/** A term asked of the bot, in a few words: what its counter leaves out. */
function termWords(sit: Situation, t: Term): string {
  switch (t.k) {
    case 'pay':
      return `the $${t.amount}`;
    case 'payLater':
      return `the $${t.amount} later`;
    case 'tieBreak':
      if (t.gangster === VENDETTA_TIE) return 'the promise about the Vendetta card';
      return `the promise about ${gangsterName(sit.cat, t.gangster)}`;
    case 'gate':
    case 'activate':
    case 'influence':
      return `the promise about ${gangsterName(sit.cat, t.gangster)}`;
    case 'spare':
      return `sparing ${familyName(t.family)}`;
    case 'reroll':
      return 'the promise about the re-roll';
  }
}

/**
 * The answer to an offer that asks nothing of the bot, once no grudge or distrust refused it.
 * A gift of cash is taken at its face value (`giftOf`). A promise for nothing ("I leave you
 * alone this round") costs the bot nothing it holds and earns its maker no trust (trust.ts
 * counts a kept promise only when it was paid for), so the bot takes it unless the look-ahead
 * says it costs more than the valuation's noise (under Binding Deals, a promise that binds its
 * maker to favour a rival can). Neither greed nor the leader's lead refuses either: there is
 * no bargain to drive, and it feeds nobody.
 */
function answerNothingAsked(sit: Situation, o: Offer, style: NegotiationStyle): Decision {
  const gift = giftOf(o);
  if (gift > 0)
    return { action: answer(sit.seat, o.id, true), why: `deal: worth ${dollars(gift)} to me` };
  const reject = answer(sit.seat, o.id, false);
  const v = valueDeal(sit, o, style.samples, o.id);
  const worth = v.gain / utilityPerDollar(sit);
  if (v.gain < -ACCEPT_MARGIN) return { action: reject, why: `no deal: ${worthWords(worth, 0)}` };
  const why = worth >= 0.5 ? `deal: worth ${dollars(worth)} to me` : 'deal: fine by me';
  return { action: answer(sit.seat, o.id, true), why };
}

/** The answer to the offer the bot must answer now. */
export function answerOffer(sit: Situation, usual: NegotiationStyle): Decision {
  const d = sit.view.pending as Extract<typeof sit.view.pending, { d: 'answer' }>;
  const o = sit.view.offers.find((x) => x.id === d.offer)!;
  const style = answeringStyle(usual, o);
  const canAccept = sit.legal.some((l) => l.action.type === 'answer' && l.action.accept);
  const canCounter = sit.legal.some((l) => l.action.type === 'counter');
  const reject = answer(sit.seat, o.id, false);
  if (!canAccept) return { action: reject, why: 'no deal: you cannot pay that now' };
  if (style.acceptAll) return { action: answer(sit.seat, o.id, true), why: 'deal!' };
  // Nothing asked of the bot (a gift, a promise for nothing): only a grudge or distrust refuses.
  const free = o.get.length === 0;
  const canCounterNow = canCounter && o.depth < MAX_COUNTERS;
  const want = wanted(sit);
  const reason = free ? (distrustRefusal(sit, o) ?? grudgeRefusal(sit, o.from)) : refusal(sit, o);
  if (reason) {
    // Refused for a promise not trusted (and nothing before it): the same deal, paid now, may do.
    const cash = canCounterNow && reason === distrustRefusal(sit, o) ? cashInstead(sit, o) : null;
    const counter = cash && counterIfWorth(sit, o, o.get, cash, style, want);
    if (counter) return { action: counter, why: `${reason}; pay now instead and it's a deal` };
    return { action: reject, why: reason };
  }
  if (free) return answerNothingAsked(sit, o, style);
  // Cash now for an unproven word: paid once the word is kept, and only what the deal is worth.
  const due = canCounterNow ? laterInstead(sit, o) : 0;
  if (due > 0) return answerLater(sit, o, due, style, want);
  const v = valueDeal(sit, o, style.samples, o.id, null, true);
  // The position's own rate sizes a cash counter, as it does bids and threats; the words say
  // the deal's worth in the dollars its own samples give money, when they give it more.
  const perDollar = utilityPerDollar(sit);
  const said = (utility: number) => utility / Math.max(perDollar, v.dollar!);
  if (v.gain >= want) {
    const trust = v.word < 1 ? ', if you keep your word' : '';
    return {
      action: answer(sit.seat, o.id, true),
      why: `deal: worth ${dollars(said(v.gain))} to me${trust}`,
    };
  }
  const extra = Math.ceil((want - v.gain) / perDollar);
  const cash = extra <= MAX_COUNTER_ASK ? cashCounter(o, extra) : null;
  const affordable = !!cash && cashNow(cash.get) <= sit.view.families[o.from]!.money;
  if (cash && canCounterNow && affordable) {
    const { give, get, why } = cash;
    return { action: { type: 'counter', seat: sit.seat, offer: o.id, give, get }, why };
  }
  // Less asked of the bot, for the same: the first such deal it would take.
  if (canCounterNow && o.get.length > 1)
    for (const [i, t] of o.get.slice(0, MAX_DROPS).entries()) {
      const give = o.get.filter((_, k) => k !== i);
      const counter = counterIfWorth(sit, o, give, o.give, style, want);
      if (counter) return { action: counter, why: `counter: not ${termWords(sit, t)}` };
    }
  // A price the bot would take but could not offer as a counter (the other family lacks the
  // cash now, or the counters are spent) is said: "only worth $11 to me" alone, answering $6,
  // read as a refusal of more than was asked.
  const words = worthWords(said(v.gain), cashOf(o.get), cash ? extra : 0);
  return { action: reject, why: `no deal: ${words}` };
}

/**
 * Why a deal the bot values at `worth` dollars is not enough, when it is asked to pay `asked`.
 * A deal that costs it more than the money asked says so, so that "$8" does not read as a
 * misquote of a $3 ask: the rest is what the deal's other terms, or the money's use now, cost.
 * With `more`, the dollars more that would make it a deal, the words end with that price.
 */
export function worthWords(worth: number, asked: number, more = 0): string {
  const price = more > 0 ? `; ${dollars(more)} more and I'd take it` : '';
  if (Math.abs(worth) < 0.5) return `not worth the trouble${price}`;
  if (worth > 0) return `only worth ${dollars(worth)} to me${price}`;
  const cost = dollars(-worth);
  const told =
    asked > 0 && Math.round(-worth) > asked
      ? `it costs me ${cost} all told, not just the $${asked} you ask`
      : `it costs me ${cost}`;
  return `${told}${price}`;
}
