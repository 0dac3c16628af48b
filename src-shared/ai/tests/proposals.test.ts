import { describe, expect, it } from 'vitest';
import { apply, applyTrusted, cloneState, type Term } from '../../engine';
import { createBot } from '../factory';
import { answerOffer } from '../deals/negotiate';
import { OFFERS_PER_ROUND, OFFERS_PER_ROUND_IN_ALL } from '../deals/pace';
import { proposeThreat, MAX_THREAT_PRICE } from '../deals/threats';
import { valueDeal } from '../deals/valuation';
import { offerKind, type OfferKind } from '../figures';
import { PERSONALITIES } from '../personality';
import { REROLL_MARGIN, rerollBy } from '../reroll';
import { playGame } from '../tournament';
import { attackMoment, cat, playUntil, situationOf } from './helpers';

const style = { samples: 6, promiseLater: false };

describe('offers bots make (issue #15)', () => {
  it('R13.1, R13.2: at the moments a player would, legal, paced, never the same twice', () => {
    const kinds = new Map<OfferKind, number>();
    const seats = ['heuristic:gentleman', 'heuristic:shark', 'easy', 'heuristic:hothead'];
    for (let g = 0; g < 12; g++) {
      const r = playGame(
        g,
        600 + g,
        seats,
        (spec, seed) => {
          const [preset, persona] = spec.split(':');
          return createBot(preset, seed, persona);
        },
        undefined,
        undefined,
      );
      expect(r.illegal).toEqual([]);
      expect(r.winner).toBeGreaterThanOrEqual(0);
      r.offers.forEach((o, i) => {
        if (o.depth > 0) return;
        kinds.set(offerKind(o), (kinds.get(offerKind(o)) ?? 0) + 1);
        const before = r.offers.slice(0, i).filter((x) => x.from === o.from);
        const thisRound = before.filter((x) => x.round === o.round);
        expect(thisRound.length, `game ${g} offer ${i}`).toBeLessThan(OFFERS_PER_ROUND_IN_ALL);
        expect(thisRound.filter((x) => x.to === o.to).length).toBeLessThan(OFFERS_PER_ROUND);
        const key = (x: typeof o) => JSON.stringify([x.to, x.give, x.get]);
        expect(before.map(key), `game ${g}: ${key(o)} made twice`).not.toContain(key(o));
      });
    }
    // A tie bought, a family threatened, a race split, a die bought off: each seen.
    for (const k of ['tie', 'threat', 'split', 'reroll'] as const)
      expect(kinds.get(k) ?? 0, `${k} offers in 12 games`).toBeGreaterThan(0);
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
});
