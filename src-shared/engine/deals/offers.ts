/**
 * Making and answering offers (R13.1, R13.2). An offer is answered at once: the receiver's
 * answer is pushed on top of whatever the game was waiting for, which asks again afterwards.
 * Each family may make a bounded number of offers per moment and counters are bounded, so
 * talk always ends.
 */
import type { Action, LegalAction } from '../actions';
import { blackmailerOf, isPositionSlot, slotOf } from '../board';
import type { Ctx } from '../context';
import { pop, push, top } from '../context';
import { changeMoney } from '../economy';
import { addSells } from '../hand';
import { atEndWindow } from '../frames';
import type { GameState } from '../state';
import type { Offer, Term } from './types';
import { DUE_MOMENTS, VENDETTA_TIE } from './types';

/** Offers one family may make before the game moves on (R13.2 pacing). */
export const OFFERS_PER_MOMENT = 2;
/** Counters in one negotiation. */
export const MAX_COUNTERS = 3;
export const MAX_TERMS = 4;
export const MAX_LATER_PAYMENT = 100;

export interface TermError {
  code: 'bad-terms';
  message: string;
}

const fail = (message: string): TermError => ({ code: 'bad-terms', message });

function rollWindowOpen(s: GameState): boolean {
  return s.stack.some((x) => x.f === 'window' && x.why === 'roll');
}

/**
 * Terms that still mean something once the last round is over, at the final scoring's ties
 * (R11.1, R11.2): no phase or round is left for a later payment to fall due in, nor for any
 * other promise to be kept (docs/rules-decisions.md).
 */
export const FINAL_TERMS: readonly Term['k'][] = ['pay', 'tieBreak'];

/** Checks one side's terms, promised by `by` to `to`. Pay-now amounts are checked against `by`'s money. */
function checkSide(s: GameState, by: number, terms: Term[]): TermError | null {
  let payNow = 0;
  const n = s.families.length;
  for (const t of terms) {
    if (s.phase === 'ended' && !FINAL_TERMS.includes(t.k))
      return fail("The game is over: only money now and a tie's ruling can be traded.");
    switch (t.k) {
      case 'pay':
        payNow += t.amount;
        break;
      case 'payLater':
        if (t.amount > MAX_LATER_PAYMENT)
          return fail(`A later payment is at most $${MAX_LATER_PAYMENT}.`);
        if (!DUE_MOMENTS.includes(t.when)) return fail('A later payment needs a moment.');
        break;
      case 'tieBreak':
        if (by !== s.ring) return fail('Only the ring holder can promise how a tie is broken.');
        if (t.gangster === VENDETTA_TIE) {
          if (!s.options.house.vendetta) return fail('The Vendetta house rule is off.');
          if (s.phase === 'ended') return fail('The Vendetta card is not handed out any more.');
        } else if (slotOf(s, t.gangster) < 0) return fail('That gangster is not on the board.');
        if (t.family >= n) return fail('No such family.');
        break;
      case 'gate':
        if (blackmailerOf(s, t.gangster) !== by)
          return fail('Only the blackmailer can permit or refuse.');
        break;
      case 'activate': {
        const slot = slotOf(s, t.gangster);
        if (!isPositionSlot(slot)) return fail('Only a gangster in a position activates.');
        if (t.power === 'move' && slotOf(s, t.target) < 0)
          return fail('A Make a Move promise needs a target.');
        if (t.target >= 0 && slotOf(s, t.target) < 0)
          return fail('That target is not on the board.');
        break;
      }
      case 'spare':
        if (t.family >= n || t.family === by) return fail('Spare another family.');
        break;
      case 'reroll':
        if (!rollWindowOpen(s)) return fail('There is no roll to re-roll right now.');
        break;
      case 'influence':
        if (slotOf(s, t.gangster) < 0) return fail('That gangster is not on the board.');
        if (s.phase !== 'business' && s.phase !== 'crew')
          return fail('No influence is placed in this phase.');
        break;
    }
  }
  if (payNow > s.families[by]!.money) return fail(`Family ${by + 1} cannot pay $${payNow} now.`);
  return null;
}

/** R13.1: the terms of an offer from `from` to `to`, as the engine can hold them. */
export function checkTerms(
  s: GameState,
  from: number,
  to: number,
  give: Term[],
  get: Term[],
  atAcceptance = false,
): TermError | null {
  if (from === to) return fail('An offer goes to another family.');
  if (give.length + get.length === 0) return fail('An offer needs at least one term.');
  if (give.length > MAX_TERMS || get.length > MAX_TERMS)
    return fail(`At most ${MAX_TERMS} terms a side.`);
  return (
    checkSide(s, from, give) ??
    (atAcceptance
      ? checkSide(s, to, get)
      : checkSide(
          s,
          to,
          get.filter((t) => t.k !== 'pay'),
        ))
  );
}

/**
 * Who may make an offer now, to whom (R13.2): the seat holding the decision, and anyone to a
 * ring holder breaking a tie. Revised's tie for the win (R11.1) comes once every total is
 * final: nothing traded then could change anything, so it takes no offers, and neither does the
 * last window, where only selling is left.
 */
export function addOfferTemplates(s: GameState, out: LegalAction[]) {
  const d = s.pending;
  if (!d || d.d === 'answer' || d.d === 'due') return;
  if (d.d === 'tie' && d.gangster < 0 && s.phase === 'ended') return;
  if (d.d === 'window' && atEndWindow(s)) return;
  const n = s.families.length;
  const seats = d.d === 'tie' ? [...Array(n).keys()] : [d.seat];
  for (const seat of seats) {
    if (s.talk[seat]! >= OFFERS_PER_MOMENT) continue;
    for (let to = 0; to < n; to++) {
      if (to === seat) continue;
      if (d.d === 'tie' && seat !== d.seat && to !== d.seat) continue;
      out.push({ action: { type: 'offer', seat, to, give: [], get: [] }, terms: true });
    }
  }
}

export function makeOffer(s: GameState, a: Extract<Action, { type: 'offer' }>, ctx: Ctx) {
  const offer: Offer = {
    id: s.nextOfferId++,
    from: a.seat,
    to: a.to,
    give: a.give,
    get: a.get,
    status: 'open',
    depth: 0,
    round: s.round,
  };
  s.offers.push(offer);
  s.talk[a.seat]!++;
  ctx.ev.push({
    e: 'offer',
    offer: offer.id,
    from: offer.from,
    to: offer.to,
    give: offer.give,
    get: offer.get,
  });
  push(s, { f: 'negotiate', offer: offer.id });
}

export function offerById(s: GameState, id: number): Offer | undefined {
  for (let i = s.offers.length - 1; i >= 0; i--) if (s.offers[i]!.id === id) return s.offers[i];
  return undefined;
}

export function negotiateLegal(s: GameState, offerId: number, out: LegalAction[]) {
  const o = offerById(s, offerId)!;
  const seat = o.to;
  const canAccept = checkTerms(s, o.from, o.to, o.give, o.get, true) === null;
  if (canAccept) out.push({ action: { type: 'answer', seat, offer: o.id, accept: true } });
  // R12.2: a "pay now" the receiver cannot cover in cash may be paid by selling first.
  addSells(s, seat, out);
  out.push({ action: { type: 'answer', seat, offer: o.id, accept: false } });
  if (o.depth < MAX_COUNTERS)
    out.push({ action: { type: 'counter', seat, offer: o.id, give: [], get: [] }, terms: true });
}

export function negotiateAnswer(s: GameState, a: Action, ctx: Ctx) {
  const f = top(s);
  if (f.f !== 'negotiate') return;
  const o = offerById(s, f.offer)!;
  pop(s);
  if (a.type === 'answer') {
    o.status = a.accept ? 'accepted' : 'rejected';
    ctx.ev.push({ e: 'answer', offer: o.id, seat: a.seat, accept: a.accept });
    if (a.accept) accept(s, o, ctx);
  } else if (a.type === 'counter') {
    o.status = 'countered';
    ctx.ev.push({ e: 'answer', offer: o.id, seat: a.seat, accept: false });
    const c: Offer = {
      id: s.nextOfferId++,
      from: o.to,
      to: o.from,
      give: a.give,
      get: a.get,
      status: 'open',
      depth: o.depth + 1,
      round: s.round,
    };
    s.offers.push(c);
    ctx.ev.push({ e: 'offer', offer: c.id, from: c.from, to: c.to, give: c.give, get: c.get });
    push(s, { f: 'negotiate', offer: c.id });
  }
}

/** R13.3: money now moves at acceptance; every other term becomes a promise on the ledger. */
function accept(s: GameState, o: Offer, ctx: Ctx) {
  const armed = rollWindowOpen(s);
  const sides: [number, number, Term[]][] = [
    [o.from, o.to, o.give],
    [o.to, o.from, o.get],
  ];
  for (const [by, to, terms] of sides) {
    for (const term of terms) {
      if (term.k === 'pay') {
        changeMoney(s, by, -term.amount, 'deal', ctx.ev);
        changeMoney(s, to, term.amount, 'deal', ctx.ev);
        continue;
      }
      s.promises.push({
        id: s.promises.length + 1,
        offer: o.id,
        by,
        to,
        term,
        status: 'pending',
        round: s.round,
        phase: s.phase,
        armed: term.k === 'reroll' && armed,
      });
    }
  }
}
