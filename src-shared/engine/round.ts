/**
 * The game's outer loop (R4): rounds of phases, the end of each phase (settling promises,
 * R13.3), final scoring (R11), the Capo ring (R7.4), and the deal frames (R13).
 */
import type { Catalog } from './catalog';
import { CAPO_SLOT, controlOf, isTie, seatsIn, tiedMask } from './board';
import { type Ctx, type FrameHandler, pop, push, top } from './context';
import { changeMoney, changeRespect } from './economy';
import { addSells } from './hand';
import type { GameState } from './state';
import type { Ruleset } from './ruleset';
import type { Phase } from './vocabulary';
import { forcedTie } from './deals/binding';
import { negotiateAnswer, negotiateLegal, offerById } from './deals/offers';
import { closePhase, onTie, settle } from './deals/promises';

/** R4.1: the Revised round. */
const PHASES: readonly Phase[] = ['business', 'crew', 'feds'];

/** R4.1 / R14.3: how many rounds a game of these options lasts (Long Game adds one). */
export function roundsOf(s: { options: { house: { longGame: boolean } } }, cat: Catalog): number {
  return cat.rules.rounds + (s.options.house.longGame ? 1 : 0);
}

function startPhase(s: GameState, phase: Phase, ctx: Ctx) {
  s.phase = phase;
  ctx.ev.push({ e: 'phase', phase, round: s.round });
  if (phase === 'business') {
    s.ante = 0;
    push(s, { f: 'turns', seat: s.ring, passed: 0, acted: 0, opened: false, taken: false });
    push(s, { f: 'draw', start: s.ring, k: 0, drawn: false });
  } else if (phase === 'crew') {
    s.sideways = [];
    push(s, { f: 'crew', stage: 'activate', slot: 0, part: 'window', controller: -1 });
  } else if (phase === 'feds') {
    push(s, { f: 'feds', part: 'arrest' });
  }
}

export const game: FrameHandler<'game'> = {
  step(s, f, ctx) {
    if (f.open) {
      f.open = false;
      const endOfRound = f.next === PHASES.length;
      const asks = closePhase(s, endOfRound, ctx);
      for (let i = asks.length - 1; i >= 0; i--) push(s, { f: 'due', promise: asks[i]! });
      if (endOfRound) {
        s.round++;
        f.next = 0;
      }
      return;
    }
    if (s.round > roundsOf(s, ctx.cat)) {
      pop(s);
      push(s, { f: 'final', scored: false });
      return;
    }
    f.open = true;
    startPhase(s, PHASES[f.next++]!, ctx);
  },
};

/**
 * R11.1: what final scoring gives a family with this respect, money and hand: the respect
 * on the board, plus the cards and the money turned into respect. The end of the game and
 * the standings shown during it both count this way.
 */
export function finalScore(
  f: { respect: number; money: number; cards: number },
  rules: Pick<Ruleset, 'finalRespectPerCard' | 'finalDollarsPerRespect'>,
): { board: number; cards: number; money: number; total: number } {
  const cards = f.cards * rules.finalRespectPerCard;
  const money = Math.floor(f.money / rules.finalDollarsPerRespect);
  return { board: f.respect, cards, money, total: f.respect + cards + money };
}

export const final: FrameHandler<'final'> = {
  step(s, f, ctx) {
    const rules = ctx.cat.rules;
    if (!f.scored) {
      f.scored = true;
      s.phase = 'ended';
      s.result = {
        winner: -1,
        families: s.families.map((fam, seat) => {
          const score = finalScore(
            { respect: fam.respect, money: fam.money, cards: fam.hand.length },
            rules,
          );
          changeRespect(s, seat, score.cards, 'cards in hand', ctx.ev);
          changeRespect(s, seat, score.money, 'money', ctx.ev);
          return { seat, ...score };
        }),
      };
    }
    const best = Math.max(...s.families.map((x) => x.respect));
    const mask = s.families.reduce((m, x, i) => (x.respect === best ? m | (1 << i) : m), 0);
    if ((mask & (mask - 1)) !== 0) {
      // R11.1: the ring holder decides among the tied families.
      s.pending = { d: 'tie', seat: s.ring, gangster: -1, among: mask };
      return;
    }
    finish(s, 31 - Math.clz32(mask), ctx);
  },
  legal(_s, _f, d, out) {
    if (d.d !== 'tie') return;
    for (const fam of seatsIn(d.among))
      out.push({ action: { type: 'tie', seat: d.seat, family: fam } });
  },
  answer(s, _f, a, ctx) {
    if (a.type === 'tie') finish(s, a.family, ctx);
  },
};

function finish(s: GameState, winner: number, ctx: Ctx) {
  s.result!.winner = winner;
  ctx.ev.push({ e: 'end', winner });
  pop(s);
}

/**
 * R7.4: whoever controls the Capo takes the ring at once. A tie that includes the holder
 * keeps the ring where it is; a tie without the holder is the holder's decision (pushed as
 * a frame). Returns true when a frame was pushed.
 */
export function checkRing(s: GameState, ctx: Ctx): boolean {
  const g = s.board[CAPO_SLOT]!;
  if (g < 0) return false;
  const c = controlOf(s, g, ctx.cat);
  if (c >= 0) {
    if (c !== s.ring) {
      s.ring = c;
      ctx.ev.push({ e: 'ring', seat: c });
    }
    return false;
  }
  if (!isTie(c) || (tiedMask(c) & (1 << s.ring)) !== 0) return false;
  if (s.stack.length > 0 && top(s).f === 'ring') return false;
  const forced = forcedTie(s, s.ring, g, tiedMask(c));
  if (forced >= 0) {
    giveRing(s, g, tiedMask(c), forced, ctx);
    return false;
  }
  push(s, { f: 'ring' });
  return true;
}

function giveRing(s: GameState, g: number, among: number, family: number, ctx: Ctx) {
  onTie(s, s.ring, g, among, family, ctx.ev);
  ctx.ev.push({ e: 'tie', seat: s.ring, gangster: g, family });
  s.ring = family;
  ctx.ev.push({ e: 'ring', seat: family });
}

export const ring: FrameHandler<'ring'> = {
  step(s, _f, ctx) {
    const g = s.board[CAPO_SLOT]!;
    const c = g >= 0 ? controlOf(s, g, ctx.cat) : -1;
    if (!isTie(c) || (tiedMask(c) & (1 << s.ring)) !== 0) {
      pop(s);
      return;
    }
    s.pending = { d: 'tie', seat: s.ring, gangster: g, among: tiedMask(c) };
  },
  legal(_s, _f, d, out) {
    if (d.d !== 'tie') return;
    for (const fam of seatsIn(d.among))
      out.push({ action: { type: 'tie', seat: d.seat, family: fam } });
  },
  answer(s, _f, a, ctx, d) {
    if (a.type !== 'tie' || d.d !== 'tie') return;
    pop(s);
    giveRing(s, d.gangster, d.among, a.family, ctx);
  },
};

export const negotiate: FrameHandler<'negotiate'> = {
  step(s, f) {
    s.pending = { d: 'answer', seat: offerById(s, f.offer)!.to, offer: f.offer };
  },
  legal(s, f, _d, out) {
    negotiateLegal(s, f.offer, out);
  },
  answer(s, _f, a, ctx) {
    negotiateAnswer(s, a, ctx);
  },
};

/** R13.3: a promised later payment comes due; without Binding Deals the payer decides. */
export const due: FrameHandler<'due'> = {
  step(s, f) {
    const p = s.promises.find((x) => x.id === f.promise)!;
    s.pending = { d: 'due', seat: p.by, promise: p.id };
  },
  legal(s, f, d, out) {
    const p = s.promises.find((x) => x.id === f.promise)!;
    const amount = p.term.k === 'payLater' ? p.term.amount : 0;
    if (s.families[d.seat]!.money >= amount)
      out.push({ action: { type: 'due', seat: d.seat, pay: true } });
    addSells(s, d.seat, out);
    out.push({ action: { type: 'due', seat: d.seat, pay: false } });
  },
  answer(s, f, a, ctx) {
    if (a.type !== 'due') return;
    const p = s.promises.find((x) => x.id === f.promise)!;
    const amount = p.term.k === 'payLater' ? p.term.amount : 0;
    if (a.pay) {
      changeMoney(s, p.by, -amount, 'deal', ctx.ev);
      changeMoney(s, p.to, amount, 'deal', ctx.ev);
    }
    settle(p, a.pay ? 'kept' : 'broken', ctx.ev);
    pop(s);
  },
};
