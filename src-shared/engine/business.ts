/**
 * R5 The Business (Classic: the Commission): draw and buy (R5.1; Classic draws in the Fence,
 * R8), then turns with the ante (R5.2, R5.3).
 */
import type { LegalAction } from './actions';
import type { Catalog } from './catalog';
import { controlledCount } from './board';
import { canPlaceSomeIcon } from './placement';
import { effectUsable, minimumCost } from './effects';
import { addSells, drawCards, purse, takeFromHand } from './hand';
import { changeMoney } from './economy';
import { allSeats, type FrameHandler, nextSeat, pop, push, seatBit } from './context';
import type { GameState } from './state';

/** R5.1 Revised: a fixed draw. R8.1 Classic's Fence: by the gangsters held, ties counting for nobody. */
function drawCount(s: GameState, seat: number, cat: Catalog): number {
  const fence = cat.rules.fenceDraw;
  if (s.phase !== 'fence' || !fence) return cat.rules.businessDraw;
  return fence[Math.min(controlledCount(s, seat, cat), 2)]!;
}

export const draw: FrameHandler<'draw'> = {
  step(s, f, { cat, ev }) {
    if (f.k >= s.families.length) {
      pop(s);
      return;
    }
    const seat = (f.start + f.k) % s.families.length;
    if (!f.drawn) {
      f.drawn = true;
      drawCards(s, seat, drawCount(s, seat, cat), ev);
    }
    // Buying is offered when at least one card can be paid for in cash (docs/rules-decisions.md).
    if (s.families[seat]!.money >= cat.rules.cardPrice) {
      s.pending = { d: 'buy', seat };
      return;
    }
    f.k++;
    f.drawn = false;
  },
  legal(s, _f, d, out, cat) {
    const max = Math.floor(s.families[d.seat]!.money / cat.rules.cardPrice);
    out.push({
      action: { type: 'buy', seat: d.seat, count: 0 },
      range: { key: 'count', min: 0, max },
    });
    addSells(s, d.seat, out);
  },
  answer(s, f, a, { cat, ev }) {
    if (a.type !== 'buy') return;
    if (a.count > 0) {
      changeMoney(s, a.seat, -a.count * cat.rules.cardPrice, 'buy', ev);
      ev.push({ e: 'buy', seat: a.seat, count: a.count });
      drawCards(s, a.seat, a.count, ev);
    }
    f.k++;
    f.drawn = false;
  },
};

/** The ante is open once every family has taken an action this phase (R5.3). */
const anteOpen = (s: GameState, acted: number): boolean => acted === allSeats(s);

function turnOptions(s: GameState, seat: number, acted: number, out: LegalAction[], cat: Catalog) {
  const fam = s.families[seat]!;
  const open = anteOpen(s, acted);
  const min = open ? s.ante : 0;
  const ante = (max: number): LegalAction['range'] =>
    open ? { key: 'ante', min, max } : undefined;
  for (const card of fam.hand) {
    const c = cat.cards[card]!;
    if (fam.money < min) break;
    if (c.icons.length > 0 && canPlaceSomeIcon(s, seat, c, cat)) {
      out.push({
        action: { type: 'play', seat, card, mode: 'influence', ante: min },
        range: ante(fam.money),
      });
    }
    if (fam.supply > 0 && s.board.some((g) => g >= 0)) {
      out.push({
        action: { type: 'play', seat, card, mode: 'discard', ante: min },
        range: ante(fam.money),
      });
    }
    if (c.or && effectUsable(s, seat, c.or, -1, cat, fam.money - min)) {
      const spare = fam.money - minimumCost(s, seat, c.or, -1, cat);
      out.push({ action: { type: 'play', seat, card, mode: 'or', ante: min }, range: ante(spare) });
    }
  }
}

export const turns: FrameHandler<'turns'> = {
  step(s, f, { cat, ev }) {
    const all = allSeats(s);
    if (f.taken) {
      f.taken = false;
      f.opened = false;
      if (f.passed !== all)
        do f.seat = nextSeat(s, f.seat);
        while (f.passed & seatBit(f.seat));
    }
    if (f.passed === all) {
      pop(s);
      return;
    }
    if (f.passed & seatBit(f.seat)) {
      f.taken = true;
      return;
    }
    if (!f.opened) {
      // R12.1: a window at the start of every Business turn.
      f.opened = true;
      push(s, { f: 'window', why: 'turn', start: f.seat, at: 0, quiet: 0 });
      return;
    }
    const fam = s.families[f.seat]!;
    // R5.2: a family with no cards, or that cannot reach the ante even by selling, must pass.
    const options: LegalAction[] = [];
    turnOptions(s, f.seat, f.acted, options, cat);
    const couldAfford = purse(s, f.seat, cat, 1) >= (anteOpen(s, f.acted) ? s.ante : 0);
    if (fam.hand.length === 0 || (options.length === 0 && !(couldAfford && fam.money < s.ante))) {
      f.passed |= seatBit(f.seat);
      f.acted |= seatBit(f.seat);
      f.taken = true;
      ev.push({ e: 'pass', seat: f.seat });
      return;
    }
    s.pending = { d: 'turn', seat: f.seat };
  },
  legal(s, f, d, out, cat) {
    turnOptions(s, d.seat, f.acted, out, cat);
    addSells(s, d.seat, out);
    out.push({ action: { type: 'pass', seat: d.seat } });
  },
  answer(s, f, a, { ev }) {
    if (a.type === 'pass') {
      f.passed |= seatBit(a.seat);
      f.acted |= seatBit(a.seat);
      f.taken = true;
      ev.push({ e: 'pass', seat: a.seat });
      return;
    }
    if (a.type !== 'play') return;
    takeFromHand(s, a.seat, a.card);
    if (a.ante > 0) {
      changeMoney(s, a.seat, -a.ante, 'ante', ev);
      s.ante = a.ante;
      ev.push({ e: 'ante', seat: a.seat, amount: a.ante, ante: s.ante });
    }
    f.acted |= seatBit(a.seat);
    f.taken = true;
    ev.push({ e: 'play', seat: a.seat, card: a.card, mode: a.mode });
    push(s, {
      f: 'card',
      seat: a.seat,
      card: a.card,
      mode: a.mode,
      icon: 0,
      on: [],
      rider: 0,
      other: -1,
      started: false,
    });
  },
};
