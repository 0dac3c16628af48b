import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTrusted,
  cloneState,
  legalFor,
  view,
  type GameState,
  type Term,
} from '../../engine';
import type { Decision } from '../bot';
import { botFromSpec, createBot } from '../factory';
import { answerOffer } from '../deals/negotiate';
import { OFFERS_PER_ROUND, OFFERS_PER_ROUND_IN_ALL } from '../deals/pace';
import { proposeThreat, MAX_THREAT_PRICE } from '../deals/threats';
import { MAX_BID, proposeAtDecision } from '../deals/propose';
import { tie } from '../heuristic';
import { valueDeal } from '../deals/valuation';
import { offerKind, type OfferKind } from '../figures';
import { PERSONALITIES } from '../personality';
import { proposeRerollDeal, MAX_REROLL_DEAL_PRICE } from '../deals/reroll-deals';
import { REROLL_MARGIN, rerollBy } from '../reroll';
import { playGame } from '../tournament';
import { attackMoment, cat, playUntil, situationOf, ringOutsideTie } from './helpers';

const style = { samples: 6, promiseLater: false };

const isCash = (t: Term) => t.k === 'pay' || t.k === 'payLater';
const cash = (terms: readonly Term[]) => terms.reduce((n, t) => n + (isCash(t) ? t.amount : 0), 0);
/** What an offer is about, its cash left out. */
const dealOf = (o: { give: Term[]; get: Term[] }) =>
  JSON.stringify([o.give.filter((t) => !isCash(t)), o.get.filter((t) => !isCash(t))]);
/** The cash an offer moves to its receiver, net. */
const cashTo = (o: { give: Term[]; get: Term[] }) => cash(o.give) - cash(o.get);

describe('offers bots make (issue #15)', () => {
  it('R13.1, R13.2: at the moments a player would, legal, paced, never the same twice', () => {
    const kinds = new Map<OfferKind, number>();
    let splitsTaken = 0;
    const seats = ['heuristic:gentleman', 'heuristic:shark', 'easy', 'heuristic:hothead'];
    for (let g = 0; g < 12; g++) {
      const r = playGame({
        index: g,
        seed: 600 + g,
        seats,
        makeBot: botFromSpec,
      });
      expect(r.illegal).toEqual([]);
      expect(r.winner).toBeGreaterThanOrEqual(0);
      r.offers.forEach((o, i) => {
        // A counter settles the cash now in one payment (negotiate.ts cashCounter).
        const pays = (terms: readonly Term[]) => terms.some((t) => t.k === 'pay');
        expect(pays(o.give) && pays(o.get), `game ${g} offer ${i}: cash both ways`).toBe(false);
        if (o.depth > 0) return;
        kinds.set(offerKind(o), (kinds.get(offerKind(o)) ?? 0) + 1);
        if (offerKind(o) === 'split' && o.status === 'accepted') splitsTaken++;
        const before = r.offers.slice(0, i).filter((x) => x.from === o.from);
        const thisRound = before.filter((x) => x.round === o.round);
        expect(thisRound.length, `game ${g} offer ${i}`).toBeLessThan(OFFERS_PER_ROUND_IN_ALL);
        expect(thisRound.filter((x) => x.to === o.to).length).toBeLessThan(OFFERS_PER_ROUND);
        const key = (x: typeof o) => JSON.stringify([x.to, x.give, x.get]);
        expect(before.map(key), `game ${g}: ${key(o)} made twice`).not.toContain(key(o));
        // A deal refused this round is offered again only on better terms for its receiver.
        const worse = thisRound.find(
          (x) =>
            x.to === o.to &&
            (x.status === 'rejected' || x.status === 'countered') &&
            dealOf(x) === dealOf(o) &&
            cashTo(o) <= cashTo(x),
        );
        expect(worse && key(worse), `game ${g}: ${key(o)} after a refusal`).toBeUndefined();
      });
    }
    // A tie bought, a family threatened, a race split, a die bought off: each seen.
    for (const k of ['tie', 'threat', 'split', 'reroll'] as const)
      expect(kinds.get(k) ?? 0, `${k} offers in 12 games`).toBeGreaterThan(0);
    // A split is answered on its worth, not refused as a rival's ("we both want ..."): before,
    // none was ever taken.
    expect(splitsTaken, 'splits accepted in 12 games').toBeGreaterThan(0);
  }, 60_000);
});

describe('a tie sold by the ring holder (R7.3)', () => {
  it('R7.3, R13.1: is sold only to a family the ring holder would not favour on its own', () => {
    let sales = 0;
    for (let seed = 41; seed <= 50; seed++) {
      const s = ringOutsideTie(seed);
      if (s?.pending?.d !== 'tie') continue;
      const ring = s.pending.seat;
      for (const persona of [PERSONALITIES.gentleman, PERSONALITIES.shark]) {
        const sit = situationOf(s, ring, persona, 3);
        const favoured = (tie(sit).action as { family: number }).family;
        const d = proposeAtDecision(sit, style);
        if (!d) continue;
        sales++;
        const a = d.action as Extract<typeof d.action, { type: 'offer' }>;
        // Before, the tie went on sale to the family it would get it anyway: a bluff.
        expect(a.to).not.toBe(favoured);
        expect(a.give).toEqual([{ k: 'tieBreak', gangster: s.pending.gangster, family: a.to }]);
        expect(cash(a.get)).toBeLessThanOrEqual(Math.min(MAX_BID, s.families[a.to]!.money));
        expect(apply(s, a).ok).toBe(true);
      }
    }
    expect(sales, 'ties sold at seeds 41–50').toBeGreaterThan(3);
  }, 60_000);
});

describe('threats (R13.5)', () => {
  it('R13.1: sells sparing a family it could attack, for no more than it can pay, the greedy asking more', () => {
    let compared = 0;
    for (let from = 1; from < 200 && compared < 2; from += 20) {
      const s = attackMoment(from);
      const seat = s.pending!.seat;
      const fair = proposeThreat(situationOf(s, seat, PERSONALITIES.gentleman, 3), style);
      const greedy = proposeThreat(situationOf(s, seat, PERSONALITIES.shark, 3), style);
      for (const d of [fair, greedy]) {
        if (!d) continue;
        expect(apply(s, d.action).ok).toBe(true);
        expect(d.why).toMatch(/^pay \$\d+ and I leave you alone this round$/);
        const a = d.action as Extract<typeof d.action, { type: 'offer' }>;
        const victim = (a.give[0] as Extract<Term, { k: 'spare' }>).family;
        const price = (a.get[0] as Extract<Term, { k: 'pay' }>).amount;
        expect(price).toBeGreaterThanOrEqual(2);
        expect(price).toBeLessThanOrEqual(Math.min(MAX_THREAT_PRICE, s.families[victim]!.money));
      }
      if (!fair || !greedy) continue;
      const to = (x: typeof fair) => (x.action as { to: number }).to;
      if (to(fair) !== to(greedy)) continue;
      const price = (x: typeof fair) =>
        ((x.action as { get: Term[] }).get[0] as { amount: number }).amount;
      expect(price(greedy)).toBeGreaterThanOrEqual(price(fair));
      compared++;
    }
    expect(compared, 'threats by both personalities to the same family').toBeGreaterThan(0);
  }, 60_000);
});

describe('deals about a re-roll (R12.3, R13.1)', () => {
  it('R12.3, R13.1: a family keeps a re-roll that pays rather than sell it for a dollar', () => {
    let found = 0;
    for (let seed = 1; seed < 80 && found < 2; seed++) {
      const s = playUntil(seed, (x) => {
        const d = x.pending;
        if (d?.d !== 'window' || x.stack[x.stack.length - 1]?.f !== 'window') return false;
        return [0, 1, 2, 3].some(
          (f) => f !== d.seat && (rerollBy(x, f, { seat: f, spite: null }, cat)?.gain ?? 0) > 0.03,
        );
      });
      if (!s) continue;
      const from = s.pending!.seat;
      const to = [0, 1, 2, 3].find(
        (f) => f !== from && (rerollBy(s, f, { seat: f, spite: null }, cat)?.gain ?? 0) > 0.03,
      )!;
      if (s.families[from]!.money < 1) continue;
      // The same dollar offered for nothing, and for the re-roll.
      const valued = (get: Term[]) => {
        const t = cloneState(s);
        const id = t.nextOfferId;
        applyTrusted(t, { type: 'offer', seat: from, to, give: [{ k: 'pay', amount: 1 }], get });
        const o = t.offers.find((x) => x.id === id)!;
        return {
          t,
          gain: valueDeal(situationOf(t, to, PERSONALITIES.businessman, 5), o, 6, o.id).gain,
        };
      };
      const gift = valued([]);
      const deal = valued([{ k: 'reroll', pay: false }]);
      // The dollar is worth something; the re-roll given up is counted, and costs more.
      expect(gift.gain).toBeGreaterThan(0);
      expect(deal.gain).toBeLessThan(gift.gain - REROLL_MARGIN);
      expect(deal.gain).toBeLessThan(0);
      const t = deal.t;
      const d = answerOffer(situationOf(t, to, PERSONALITIES.businessman, 5), {
        samples: 6,
        acceptAll: false,
      });
      expect(d.action).not.toMatchObject({ type: 'answer', accept: true });
      found++;
    }
    expect(found, 'roll windows with a re-roll worth keeping').toBeGreaterThan(0);
  }, 60_000);

  it('R12.3, R13.1: a family short of the means to re-roll pays one that has them, and an honest one re-rolls as promised', () => {
    let found = 0;
    for (let seed = 1; seed < 200 && found < 2; seed++) {
      let offered: Decision | null = null;
      let at: GameState | null = null;
      playUntil(seed, (x) => {
        const d = x.pending;
        if (d?.d !== 'window' || x.stack[x.stack.length - 1]?.f !== 'window') return false;
        // Its token spent and less than $10: it cannot re-roll the die itself.
        const t = cloneState(x);
        const me = t.families[d.seat]!;
        me.rerolls = 0;
        me.money = Math.min(me.money, 9);
        if (me.money < 2) return false;
        const o = proposeRerollDeal(situationOf(t, d.seat, PERSONALITIES.businessman, 3), style);
        if (o?.action.type !== 'offer' || o.action.get[0]?.k !== 'reroll') return false;
        if (!o.action.get[0].pay) return false;
        offered = o;
        at = t;
        return true;
      });
      if (!offered || !at) continue;
      const s: GameState = at;
      const d: Decision = offered;
      const a = d.action as Extract<Decision['action'], { type: 'offer' }>;
      expect(d.why).toMatch(/^\$\d+ if you re-roll that die$/);
      const price = (a.give[0] as Extract<Term, { k: 'pay' }>).amount;
      expect(price).toBeLessThanOrEqual(Math.min(MAX_REROLL_DEAL_PRICE, s.families[a.seat]!.money));
      // They would not re-roll on their own; their re-roll helps the one who pays. Judged as the
      // bot judged it, on its own sample of what it cannot see (the die may draw a card).
      const sit = situationOf(s, a.seat, PERSONALITIES.businessman, 3);
      const r = rerollBy(sit.state, a.to, sit.persp, cat)!;
      expect(r.gain).toBeLessThanOrEqual(REROLL_MARGIN);
      expect(r.loss).toBeLessThan(0);
      expect(apply(s, d.action).ok).toBe(true);
      // When the die comes round to them, an honest family re-rolls if it accepted, not if it refused.
      const theirTurn = (accept: boolean) => {
        const t = cloneState(s);
        applyTrusted(t, d.action);
        applyTrusted(t, { type: 'answer', seat: a.to, offer: t.nextOfferId - 1, accept });
        for (let g = 0; g < 8 && t.pending?.d === 'window' && t.pending.seat !== a.to; g++)
          applyTrusted(t, { type: 'pass', seat: t.pending.seat });
        expect(t.pending).toMatchObject({ d: 'window', seat: a.to });
        return createBot('heuristic', 4, 'gentleman').decide(view(t, a.to), legalFor(t, a.to));
      };
      // Where re-rolling costs them clearly, only their word makes them do it.
      if (r.gain > -2 * REROLL_MARGIN) continue;
      expect(theirTurn(false).action.type).toBe('pass');
      expect(['reroll', 'sell']).toContain(theirTurn(true).action.type);
      found++;
    }
    expect(found, 'roll windows where a re-roll was bought').toBeGreaterThan(0);
  }, 60_000);
});
