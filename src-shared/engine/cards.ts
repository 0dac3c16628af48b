/**
 * Resolving an influence card (R10): its icons first, each all or nothing on one gangster
 * (R10.1, R10.2), then its riders in order (R10.3–R10.5, R15.3a blackmail cards); a discard
 * places 1 token anywhere (R5.2b); an OR ability hands over to the effect frame (R10.6).
 * The card reaches the discard pile once resolved (R5.4).
 */
import type { LegalAction } from './actions';
import type { ActiveEffect, Rider } from '../content/schema';
import { blackmailerOf, placeTokens } from './board';
import { type Ctx, type FrameHandler, pop, push } from './context';
import { changeMoney } from './economy';
import type { FrameOf } from './frames';
import { anyTargets, iconTargets } from './placement';
import { onPlace } from './deals/promises';
import { addSells, purse } from './hand';
import type { Catalog } from './catalog';
import { canTakeCoin, effectFrame } from './effects';
import type { GameState } from './state';

type CardFrame = FrameOf<'card'>;

const BLACKMAIL: ActiveEffect = { kind: 'blackmail' };

/** The gangster that took the card's first placed tokens, or -1. */
const firstPlaced = (f: CardFrame): number => f.on.find((g) => g >= 0) ?? -1;

function place(s: GameState, seat: number, g: number, n: number, ctx: Ctx) {
  placeTokens(s, seat, g, n, ctx.ev);
  onPlace(s, seat, g, ctx.ev);
}

/** Whether a rider has something to ask now; riders that cannot resolve are skipped (R10.3). */
function riderAsks(s: GameState, f: CardFrame, r: Rider, cat: Catalog): boolean {
  const fam = s.families[f.seat]!;
  const g = firstPlaced(f);
  switch (r.kind) {
    case 'extraToken':
      // R12.2: a cost may be paid by selling cards as part of paying.
      return g >= 0 && fam.supply > 0 && purse(s, f.seat, cat) >= r.cost;
    case 'blackmailPlaced':
      return g >= 0 && blackmailerOf(s, g) < 0 && (!s.coins || canTakeCoin(s, f.seat, cat));
    case 'letOtherPlace':
      return f.other >= 0 || s.families.some((o, i) => i !== f.seat && o.supply > 0);
  }
}

export const card: FrameHandler<'card'> = {
  step(s, f, ctx) {
    const c = ctx.cat.cards[f.card]!;
    if (f.mode === 'or') {
      if (!f.started) {
        f.started = true;
        push(s, effectFrame(f.seat, c.or!, -1));
        return;
      }
      finish(s, f);
      return;
    }
    if (f.mode === 'discard') {
      if (f.on.length > 0) finish(s, f);
      else if (anyTargets(s, f.seat).length === 0) finish(s, f);
      else s.pending = { d: 'target', seat: f.seat };
      return;
    }
    while (f.icon < c.icons.length) {
      const icon = c.icons[f.icon]!;
      const targets = iconTargets(s, f.seat, icon, ctx.cat);
      if (targets.length > 1) {
        s.pending = { d: 'target', seat: f.seat };
        return;
      }
      // A choice with one legal option is made by the engine (docs/rules-decisions.md).
      if (targets.length === 1) place(s, f.seat, targets[0]!, icon.n, ctx);
      f.on.push(targets[0] ?? -1);
      f.icon++;
    }
    while (f.rider < c.riders.length) {
      const r = c.riders[f.rider]!;
      if (!riderAsks(s, f, r, ctx.cat)) {
        f.rider++;
        continue;
      }
      if (r.kind === 'letOtherPlace') {
        if (f.other < 0) s.pending = { d: 'family', seat: f.seat };
        else if (anyTargets(s, f.other).length > 0) s.pending = { d: 'target', seat: f.other };
        else {
          f.rider++;
          continue;
        }
      } else s.pending = { d: 'confirm', seat: f.seat };
      return;
    }
    finish(s, f);
  },

  legal(s, f, d, out, cat) {
    const c = cat.cards[f.card]!;
    const seat = d.seat;
    const pick = (g: number, count: number): LegalAction => ({
      action: { type: 'target', seat, gangster: g, column: seat, count },
    });
    if (f.mode === 'discard') {
      for (const g of anyTargets(s, seat)) out.push(pick(g, 1));
      return;
    }
    if (f.icon < c.icons.length) {
      const icon = c.icons[f.icon]!;
      for (const g of iconTargets(s, seat, icon, cat)) out.push(pick(g, icon.n));
      return;
    }
    const r = c.riders[f.rider]!;
    if (d.d === 'family') {
      s.families.forEach((o, i) => {
        if (i !== f.seat && o.supply > 0) out.push({ action: { type: 'family', seat, family: i } });
      });
    } else if (d.d === 'target') {
      for (const g of anyTargets(s, seat)) out.push(pick(g, 1));
      out.push({ action: { type: 'decline', seat } });
    } else if (r.kind === 'extraToken') {
      if (s.families[seat]!.money >= r.cost) out.push({ action: { type: 'confirm', seat } });
      addSells(s, seat, out);
      out.push({ action: { type: 'decline', seat } });
    } else if (r.kind === 'blackmailPlaced') {
      out.push({ action: { type: 'confirm', seat } }, { action: { type: 'decline', seat } });
    }
  },

  answer(s, f, a, ctx) {
    const c = ctx.cat.cards[f.card]!;
    if (f.mode === 'discard') {
      if (a.type === 'target') {
        place(s, f.seat, a.gangster, 1, ctx);
        f.on.push(a.gangster);
      }
      return;
    }
    if (f.icon < c.icons.length) {
      if (a.type !== 'target') return;
      place(s, f.seat, a.gangster, c.icons[f.icon]!.n, ctx);
      f.on.push(a.gangster);
      f.icon++;
      return;
    }
    const r = c.riders[f.rider]!;
    if (a.type === 'family') {
      f.other = a.family;
      return;
    }
    if (a.type === 'target' && r.kind === 'letOtherPlace') place(s, a.seat, a.gangster, 1, ctx);
    if (a.type === 'confirm') applyRider(s, f, r, ctx);
    f.rider++;
    f.other = -1;
  },
};

function applyRider(s: GameState, f: CardFrame, r: Rider, ctx: Ctx) {
  const g = firstPlaced(f);
  if (r.kind === 'extraToken') {
    changeMoney(s, f.seat, -r.cost, 'extra token', ctx.ev);
    place(s, f.seat, g, 1, ctx);
  } else if (r.kind === 'blackmailPlaced' && s.coins) {
    // R10.9 Classic: the coin (and the token on it) is taken by the blackmail effect, its gangster already chosen.
    push(s, { ...effectFrame(f.seat, BLACKMAIL, -1), picks: [g] });
  } else if (r.kind === 'blackmailPlaced') {
    s.families[f.seat]!.blackmail = g;
    ctx.ev.push({ e: 'blackmail', seat: f.seat, gangster: g });
  }
}

function finish(s: GameState, f: CardFrame) {
  s.discard.push(f.card);
  pop(s);
}
