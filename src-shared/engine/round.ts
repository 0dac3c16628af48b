/**
 * The game's outer loop (R4): rounds of phases, the end of each phase (settling promises,
 * R13.3), final scoring (R11), the Capo ring (R7.4), and the deal frames (R13).
 */
import type { Catalog } from './catalog';
import { CAPO_SLOT, controlOf, isTie, seatsIn, tiedMask } from './board';
import { crewFrame, pointsAt } from './crew';
import { rollFace } from './dice';
import type { FrameOf } from './frames';
import { type Ctx, type FrameHandler, pop, push, top } from './context';
import { changeMoney, changeRespect } from './economy';
import { addSells } from './hand';
import type { GameState } from './state';
import { breakTie, type FinalTie } from './tieBreak';
import type { Ruleset } from './ruleset';
import type { Phase, TieBreaker } from './vocabulary';
import { forcedTie } from './deals/binding';
import { negotiateAnswer, negotiateLegal, offerById } from './deals/offers';
import { askTie, closePhase, ruleTie, settle } from './deals/promises';

/** R4.1 / R14.3: how many rounds a game of these options lasts (Long Game adds one). */
export function roundsOf(s: { options: { house: { longGame: boolean } } }, cat: Catalog): number {
  return cat.rules.rounds + (s.options.house.longGame ? 1 : 0);
}

/**
 * R9.6, R13.3: is the round closing, its last phase over and the payments promised for its
 * end coming due (Bookkeeping)? The round has already been counted on (`s.round` names the
 * next one) while `s.phase` still names the last phase; the next round's first phase, or
 * after the last round the final scoring, has not begun.
 */
export function roundClosing(s: RoundRead): boolean {
  const g = s.stack[0];
  return g?.f === 'game' && g.next === 0 && !g.open && s.phase !== 'setup';
}

/**
 * R9.6, R14.1: is the round at its Bookkeeping? The Vendetta card is being handed out (the
 * ring holder breaking a tie for it, and any deal for that tie), or the round's payments are
 * coming due (`roundClosing`). The engine hands the card out at the end of its Feds frame
 * (Classic: after the Family's promotion walk), while `s.phase` still names that phase.
 */
export function atBookkeeping(s: RoundRead): boolean {
  if (roundClosing(s)) return true;
  const i = s.stack.findIndex((f) => f.f === 'feds' && f.part === 'vendetta');
  return i >= 0 && !s.stack.slice(i + 1).some((f) => f.f === 'promote');
}

/**
 * R4.1, R4.2, R13.3: is the game between two rounds, a round closing and another to come?
 * False after the last round, when only the final scoring is left.
 */
export function betweenRounds(s: RoundRead, cat: Catalog): boolean {
  return roundClosing(s) && s.round <= roundsOf(s, cat);
}

/**
 * R4.1: the round a player is in, the one whose phases are being played or whose promised
 * payments are coming due (R13.3). `s.round` runs one ahead of it between two rounds and
 * after the last round; the opening counts as the first round. The table, the ledger, the
 * saves' names and the campaign's story show this one.
 */
export function roundInPlay(s: RoundRead, cat: Catalog): number {
  return Math.min(roundClosing(s) ? s.round - 1 : s.round, roundsOf(s, cat));
}

/** What telling the round needs: a game's state or any seat's view of it. */
type RoundRead = Pick<GameState, 'stack' | 'phase' | 'round'> & {
  options: { house: { longGame: boolean } };
};

/** R4.1 / R4.2: a phase begins, each from the ring holder (R4.3). */
function startPhase(s: GameState, phase: Phase, ctx: Ctx) {
  s.phase = phase;
  ctx.ev.push({ e: 'phase', phase, round: s.round });
  const { rules } = ctx.cat;
  // R11.1, R5.5: where a card sold scores more than a card kept, the game's last phase ends
  // with a window for every family still holding one to sell, from whoever holds the ring
  // then, before the round's promises settle (docs/rules-decisions.md).
  const last = s.round === roundsOf(s, ctx.cat) && phase === rules.phases[rules.phases.length - 1];
  if (last && saleGain(rules) > 0) push(s, { f: 'window', why: 'end', start: -1, at: 0, quiet: 0 });
  if (phase === 'business') {
    s.ante = 0;
    push(s, { f: 'turns', seat: s.ring, passed: 0, acted: 0, opened: false, taken: false });
    // R5.1: Revised draws in the Business; Classic's Commission draws nothing (R8).
    if (ctx.cat.rules.businessDraw > 0) push(s, { f: 'draw', start: s.ring, k: 0, drawn: false });
  } else if (phase === 'crew') {
    s.sideways = [];
    push(s, crewFrame(s, ctx.cat));
  } else if (phase === 'fence') {
    push(s, { f: 'draw', start: s.ring, k: 0, drawn: false });
  } else if (phase === 'feds') {
    push(s, { f: 'feds', part: 'arrest' });
  } else if (phase === 'family') {
    push(s, { f: 'feds', part: 'promote' });
  }
}

export const game: FrameHandler<'game'> = {
  step(s, f, ctx) {
    if (f.open) {
      f.open = false;
      const endOfRound = f.next === ctx.cat.rules.phases.length;
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
    startPhase(s, ctx.cat.rules.phases[f.next++]!, ctx);
  },
};

type FinalRules = Pick<
  Ruleset,
  'finalRespectPerCard' | 'finalCardMoney' | 'finalDollarsPerRespect' | 'sellPrice'
>;

/** What a card kept in hand turns into at the end, in respect (R11.1: 1; R11.2: $8 at $10 a respect). */
export const cardAtEnd = (rules: FinalRules): number =>
  rules.finalRespectPerCard + rules.finalCardMoney / rules.finalDollarsPerRespect;

/** What selling a card brings, in final respect (R5.5). */
export const cardSale = (rules: FinalRules): number =>
  rules.sellPrice / rules.finalDollarsPerRespect;

/**
 * What selling a card gains over keeping it to the end, in final respect (R5.5 against R11.1
 * and R11.2): 1 in Revised, nothing in Classic, which cashes a kept card at its sale price.
 */
export const saleGain = (rules: FinalRules): number => cardSale(rules) - cardAtEnd(rules);

/**
 * R11.1 / R11.2: what final scoring gives a family with this respect, money and hand: the
 * respect on the board, plus the cards and the money turned into respect (Classic cashes the
 * cards at $8 first, then turns every $10 into 1 respect). The end of the game and the
 * standings shown during it both count this way.
 */
export function finalScore(
  f: { respect: number; money: number; cards: number },
  rules: Pick<Ruleset, 'finalRespectPerCard' | 'finalCardMoney' | 'finalDollarsPerRespect'>,
): { board: number; cards: number; money: number; total: number } {
  const cards = f.cards * rules.finalRespectPerCard;
  const money = Math.floor(
    (f.money + f.cards * rules.finalCardMoney) / rules.finalDollarsPerRespect,
  );
  return { board: f.respect, cards, money, total: f.respect + cards + money };
}

/** R11.2 step 1: Classic scores a controlled gangster's respect once more at the end. */
function rescore(s: GameState, seat: number, g: number, slot: number, ctx: Ctx) {
  const { respect } = pointsAt(ctx.cat, g, slot);
  ctx.ev.push({ e: 'score', seat, gangster: g, respect, money: 0, final: true });
  changeRespect(s, seat, respect, 'final scoring', ctx.ev);
}

/**
 * R11.2 step 1, walking down from the Capo; a tie asks the ring holder (R7.3), unless a binding
 * promise already rules it (R13.4). Returns false while a tie waits for its answer.
 */
function rescoreAll(s: GameState, f: FrameOf<'final'>, ctx: Ctx): boolean {
  f.slot ??= CAPO_SLOT;
  for (; f.slot >= 0; f.slot--) {
    const g = s.board[f.slot]!;
    if (g < 0) continue;
    const c = controlOf(s, g, ctx.cat);
    if (isTie(c)) {
      const ruled = askTie(s, g, tiedMask(c), ctx.ev);
      if (ruled < 0) return false;
      rescore(s, ruled, g, f.slot, ctx);
    } else if (c >= 0) rescore(s, c, g, f.slot, ctx);
  }
  return true;
}

/**
 * R11.2's tie-breakers in order (tieBreak.ts), then a roll-off of the Move die among those
 * still level, again until one rolls highest.
 */
function chainWinner(s: GameState, mask: number, ctx: Ctx): { winner: number; by: TieBreaker } {
  const facts = {
    ring: s.ring,
    board: s.board,
    tokens: s.tokens,
    families: s.families.map((f) => ({ money: f.money, supply: f.supply, cards: f.hand.length })),
  };
  const broken = breakTie(facts, mask, ctx.cat);
  if (broken.by) return { winner: broken.tied[0]!, by: broken.by };
  let tied = broken.tied;
  while (tied.length > 1) {
    const faces = tied.map((seat) => {
      const face = rollFace(s);
      ctx.ev.push({ e: 'roll', die: 'move', face, seat, reroll: false });
      return face;
    });
    const top = Math.max(...faces);
    tied = tied.filter((_, i) => faces[i] === top);
  }
  return { winner: tied[0]!, by: 'rollOff' };
}

export const final: FrameHandler<'final'> = {
  step(s, f, ctx) {
    const rules = ctx.cat.rules;
    if (!f.scored) {
      s.phase = 'ended';
      if (rules.finalRescore && !rescoreAll(s, f, ctx)) return;
      f.scored = true;
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
      if (rules.finalTieBreak === 'chain') {
        const { winner, by } = chainWinner(s, mask, ctx);
        finish(s, winner, ctx, { among: mask, by });
        return;
      }
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
  answer(s, f, a, ctx, d) {
    if (a.type !== 'tie' || d.d !== 'tie') return;
    if (d.gangster < 0) {
      finish(s, a.family, ctx, { among: d.among, by: 'ringHolder', holder: d.seat });
      return;
    }
    // R11.2 step 1: the ring holder's ruling on a tied gangster, then on down the board.
    ruleTie(s, d.gangster, d.among, a.family, ctx.ev);
    rescore(s, a.family, d.gangster, f.slot!, ctx);
    f.slot!--;
  },
};

/** The game's end; a tie for the win says how it was broken (the state keeps no more). */
function finish(s: GameState, winner: number, ctx: Ctx, tie?: FinalTie) {
  s.result!.winner = winner;
  // A ruling bought at the final scoring on a tie that never came lapses with the game (R13.3).
  for (const p of s.promises) if (p.status === 'pending') settle(s, p, 'void', ctx.ev);
  ctx.ev.push(tie ? { e: 'end', winner, tie } : { e: 'end', winner });
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
  ruleTie(s, g, among, family, ctx.ev);
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
    settle(s, p, a.pay ? 'kept' : 'broken', ctx.ev);
    pop(s);
  },
};
