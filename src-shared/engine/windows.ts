/**
 * R12 priority windows. Priority goes clockwise from `start`; the window closes once every
 * family has passed in a row. A family is only asked when it has something usable other than
 * passing and selling (R12): a re-roll it can pay for, a Snitch with a target, a playable
 * "during the Crew" card, the Vendetta card. The window at the end of the game is for selling
 * alone, and asks every family that holds a card (R11.1, R5.5).
 */
import type { Catalog } from './catalog';
import { CAPO_SLOT, arrest, totalOn } from './board';
import { type Ctx, type FrameHandler, nextSeat, pop, push } from './context';
import { changeMoney } from './economy';
import { effectUsable, whackCost, whackTargets } from './effects';
import type { WindowReason } from './frames';
import { addSells, purse, takeFromHand } from './hand';
import { canPlaceSomeIcon } from './placement';
import { arrestThreshold } from './ruleset';
import { rollFace } from './dice';
import type { GameState } from './state';
import { rerollRule } from './deals/binding';
import { onAttack, onReroll, onRollWindowClosed } from './deals/promises';

/** R10.8: gangsters a Snitch can arrest. */
export function snitchTargets(s: GameState, cat: Catalog): number[] {
  const at = arrestThreshold(cat.rules, s.families.length);
  const out: number[] = [];
  for (let slot = 0; slot <= CAPO_SLOT; slot++) {
    const g = s.board[slot]!;
    if (g >= 0 && totalOn(s, g) >= at) out.push(g);
  }
  return out;
}

function canReroll(s: GameState, seat: number, cat: Catalog): boolean {
  const rule = rerollRule(s, seat);
  if (rule === 'mustNot') return false;
  return s.families[seat]!.rerolls > 0 || purse(s, seat, cat) >= cat.rules.rerollPrice;
}

const crewCardTime = (s: GameState, why: WindowReason): boolean =>
  s.phase === 'crew' && (why === 'activate' || why === 'score');

function vendettaTargets(s: GameState, seat: number, cat: Catalog, budget: number): number[] {
  if (s.vendetta !== seat) return [];
  return whackTargets(s, seat, -1, cat).filter((t) => whackCost(s, t, 0, cat) <= budget);
}

/** R12: does this family have anything to do in this window? */
export function usable(s: GameState, seat: number, why: WindowReason, cat: Catalog): boolean {
  const fam = s.families[seat]!;
  if (why === 'end') return fam.hand.length > 0;
  if (why === 'roll' && canReroll(s, seat, cat)) return true;
  let snitch = false;
  for (const c of fam.hand) {
    const card = cat.cards[c]!;
    if (card.snitch) snitch = true;
    else if (card.crew && crewCardTime(s, why) && crewCardPlayable(s, seat, c, cat)) return true;
  }
  if (snitch && snitchTargets(s, cat).length > 0) return true;
  return vendettaTargets(s, seat, cat, purse(s, seat, cat)).length > 0;
}

function crewCardPlayable(s: GameState, seat: number, c: number, cat: Catalog): boolean {
  const card = cat.cards[c]!;
  if (s.families[seat]!.money < cat.rules.crewCardSurcharge) return false;
  return (
    canPlaceSomeIcon(s, seat, card, cat) ||
    (card.or !== null && effectUsable(s, seat, card.or, -1, cat))
  );
}

/** The die frame a roll window belongs to (just below it). */
function rolled(s: GameState) {
  const f = s.stack[s.stack.length - 2];
  return f && (f.f === 'move' || f.f === 'whack') ? f : null;
}

export const window: FrameHandler<'window'> = {
  step(s, f, { cat, ev }) {
    const n = s.families.length;
    if (f.start < 0) f.start = s.ring;
    while (f.quiet < n) {
      const seat = (f.start + f.at) % n;
      if (usable(s, seat, f.why, cat)) {
        s.pending = { d: 'window', seat };
        return;
      }
      f.quiet++;
      f.at++;
    }
    pop(s);
    if (f.why === 'roll') onRollWindowClosed(s, ev);
  },

  legal(s, f, d, out, cat) {
    const seat = d.seat;
    const fam = s.families[seat]!;
    if (f.why === 'end') {
      addSells(s, seat, out);
      out.push({ action: { type: 'pass', seat } });
      return;
    }
    const from = out.length;
    if (f.why === 'roll' && canReroll(s, seat, cat)) {
      if (fam.rerolls > 0) out.push({ action: { type: 'reroll', seat, pay: 'token' } });
      if (fam.money >= cat.rules.rerollPrice)
        out.push({ action: { type: 'reroll', seat, pay: 'money' } });
    }
    // R13.4: a binding promise to pay for this re-roll leaves only the re-roll (once affordable).
    if (f.why === 'roll' && rerollRule(s, seat) === 'must') {
      addSells(s, seat, out);
      if (out.length > from) return;
    }
    const targets = snitchTargets(s, cat);
    for (const c of fam.hand) {
      const card = cat.cards[c]!;
      if (card.snitch)
        for (const g of targets)
          out.push({ action: { type: 'snitch', seat, card: c, gangster: g } });
      if (card.crew && crewCardTime(s, f.why) && fam.money >= cat.rules.crewCardSurcharge) {
        if (canPlaceSomeIcon(s, seat, card, cat))
          out.push({ action: { type: 'crewCard', seat, card: c, mode: 'influence' } });
        if (
          card.or &&
          effectUsable(s, seat, card.or, -1, cat, fam.money - cat.rules.crewCardSurcharge)
        ) {
          out.push({ action: { type: 'crewCard', seat, card: c, mode: 'or' } });
        }
      }
    }
    for (const g of vendettaTargets(s, seat, cat, fam.money))
      out.push({ action: { type: 'vendetta', seat, gangster: g } });
    addSells(s, seat, out);
    out.push({ action: { type: 'pass', seat } });
  },

  answer(s, f, a, ctx: Ctx) {
    const { cat, ev } = ctx;
    const seat = a.seat;
    if (a.type === 'pass') {
      f.quiet++;
      f.at++;
      return;
    }
    f.quiet = 0;
    f.at++;
    switch (a.type) {
      case 'reroll': {
        const fam = s.families[seat]!;
        if (a.pay === 'token') fam.rerolls--;
        else changeMoney(s, seat, -cat.rules.rerollPrice, 're-roll', ev);
        onReroll(s, seat, ev);
        const die = rolled(s)!;
        die.face = rollFace(s);
        ev.push({
          e: 'roll',
          die: die.f === 'move' ? 'move' : 'whack',
          face: die.face,
          seat,
          reroll: true,
        });
        // R12.3: the new result opens a new window, from the family after the re-roller.
        f.start = nextSeat(s, seat);
        f.at = 0;
        return;
      }
      case 'snitch':
        takeFromHand(s, seat, a.card);
        s.discard.push(a.card);
        ev.push({ e: 'play', seat, card: a.card, mode: 'snitch' });
        arrest(s, a.gangster, ev);
        return;
      case 'crewCard':
        takeFromHand(s, seat, a.card);
        changeMoney(s, seat, -cat.rules.crewCardSurcharge, 'crew card', ev);
        ev.push({ e: 'play', seat, card: a.card, mode: 'crew' });
        push(s, {
          f: 'card',
          seat,
          card: a.card,
          mode: a.mode,
          icon: 0,
          on: [],
          rider: 0,
          other: -1,
          started: false,
        });
        return;
      case 'vendetta':
        // R14.1: a free whack with no attacking gangster; the Capo surcharge still applies.
        s.vendetta = -1;
        changeMoney(s, seat, -whackCost(s, a.gangster, 0, cat), 'vendetta', ev);
        ev.push({ e: 'vendetta', seat, played: true });
        onAttack(s, seat, a.gangster, cat, ev);
        push(s, { f: 'whack', seat, attacker: -1, target: a.gangster, face: 0 });
        return;
    }
  },
};
