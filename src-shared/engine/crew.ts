/**
 * R6 The Crew: every gangster activates from #1 up to #9 and scores from #9 down to #1, in
 * the edition's order (R6.1: Revised activates first, Classic scores first). Before each, a
 * window (R12.1) and the control check (R6.2, R7) with the ring holder's tie-break; before
 * an activation, the blackmail gate (R6.6).
 */
import type { LegalAction } from './actions';
import type { Catalog } from './catalog';
import { CAPO_SLOT, blackmailerOf, controlOf, isTie, seatsIn, tiedMask } from './board';
import { type Ctx, type FrameHandler, push } from './context';
import { changeMoney, changeRespect } from './economy';
import { effectFrame, effectUsable } from './effects';
import type { FrameOf } from './frames';
import type { GameState } from './state';
import { forcedActivation, forcedGate, sparedTarget } from './deals/binding';
import { askTie, onActivate, onAttack, onGate, ruleTie } from './deals/promises';

type CrewFrame = FrameOf<'crew'>;

/** R2.4: Make a Move targets the occupied positions of the next tier up. */
export function moveTargets(s: GameState, seat: number, slot: number, cat: Catalog): number[] {
  const tier = cat.slotTier[slot]!;
  const out: number[] = [];
  if (slot >= CAPO_SLOT) return out;
  for (let t = 0; t <= CAPO_SLOT; t++) {
    const g = s.board[t]!;
    if (g >= 0 && cat.slotTier[t] === tier + 1 && !sparedTarget(s, seat, g, cat)) out.push(g);
  }
  return out;
}

/** The Crew's first step: the edition's first stage at its first position (R6.1). */
export function crewFrame(s: GameState, cat: Catalog): CrewFrame {
  const stage = cat.rules.crewStages[0];
  return {
    f: 'crew',
    stage,
    slot: stage === 'activate' ? 0 : CAPO_SLOT,
    part: 'window',
    controller: -1,
    ...(cat.rules.ringOrderAtPhaseStart ? { lead: s.ring } : {}),
  };
}

/** Activation walks up from #1, scoring down from the Capo; then the other stage, then done. */
function advance(s: GameState, f: CrewFrame, cat: Catalog) {
  f.part = 'window';
  f.controller = -1;
  const up = f.stage === 'activate';
  if (up ? f.slot < CAPO_SLOT : f.slot > 0) {
    f.slot += up ? 1 : -1;
    return;
  }
  const [first, second] = cat.rules.crewStages;
  if (f.stage === first) {
    f.stage = second;
    f.slot = second === 'activate' ? 0 : CAPO_SLOT;
  } else s.stack.pop();
}

/** R6.5 with the content's tier bonus (R15.2). Associates never score (R2.3). */
export function pointsAt(
  cat: Catalog,
  g: number,
  slot: number,
): { respect: number; money: number } {
  const card = cat.gangsters[g]!;
  const pos = cat.content.positions[slot]!;
  const bonus = card.bonusTier === cat.slotTier[slot] ? card.bonusRespect : 0;
  return { respect: card.respect + pos.respect + bonus, money: card.money + pos.money };
}

function score(s: GameState, seat: number, slot: number, ctx: Ctx) {
  const g = s.board[slot]!;
  const { respect, money } = pointsAt(ctx.cat, g, slot);
  ctx.ev.push({ e: 'score', seat, gangster: g, respect, money });
  changeRespect(s, seat, respect, 'scored', ctx.ev);
  changeMoney(s, seat, money, 'scored', ctx.ev);
}

function activationOptions(
  s: GameState,
  seat: number,
  slot: number,
  out: LegalAction[],
  cat: Catalog,
) {
  const g = s.board[slot]!;
  const from = out.length;
  const power = cat.gangsters[g]!.power;
  if (power && effectUsable(s, seat, power, g, cat)) {
    out.push({ action: { type: 'activate', seat, power: 'gangster', target: -1 } });
  }
  if (effectUsable(s, seat, cat.content.positions[slot]!.power.effect, g, cat)) {
    out.push({ action: { type: 'activate', seat, power: 'position', target: -1 } });
  }
  for (const t of moveTargets(s, seat, slot, cat)) {
    out.push({ action: { type: 'activate', seat, power: 'move', target: t } });
  }
  out.push({ action: { type: 'pass', seat } });
  // R13.4: a binding promise of how this gangster activates leaves only that choice, when legal.
  const promised = forcedActivation(s, seat, g);
  if (promised) {
    const keep = out
      .slice(from)
      .filter((l) =>
        promised.power === 'pass'
          ? l.action.type === 'pass'
          : l.action.type === 'activate' &&
            l.action.power === promised.power &&
            (promised.power !== 'move' || l.action.target === promised.target),
      );
    if (keep.length > 0) out.splice(from, out.length - from, ...keep);
  }
}

export const crew: FrameHandler<'crew'> = {
  step(s, f, ctx) {
    const g = s.board[f.slot]!;
    const upright = g >= 0 && !(f.stage === 'activate' && s.sideways.includes(g));
    if (!upright) {
      advance(s, f, ctx.cat);
      return;
    }
    switch (f.part) {
      case 'window':
        f.part = 'control';
        push(s, {
          f: 'window',
          why: f.stage === 'activate' ? 'activate' : 'score',
          // R4.3: Classic keeps the order the phase started with.
          start: f.lead ?? s.ring,
          at: 0,
          quiet: 0,
        });
        return;
      case 'control': {
        const c = controlOf(s, g, ctx.cat);
        if (isTie(c)) {
          const ruled = askTie(s, g, tiedMask(c), ctx.ev);
          if (ruled < 0) return;
          f.controller = ruled;
        } else f.controller = c;
        f.part = f.stage === 'activate' ? 'gate' : 'act';
        return;
      }
      case 'gate': {
        if (f.controller < 0) {
          advance(s, f, ctx.cat);
          return;
        }
        const holder = blackmailerOf(s, g);
        if (holder >= 0 && holder !== f.controller) {
          const forced = forcedGate(s, holder, g);
          if (forced === null) {
            s.pending = { d: 'gate', seat: holder, gangster: g };
            return;
          }
          if (!gate(s, f, holder, g, forced, ctx)) return;
        }
        f.part = 'act';
        return;
      }
      case 'act':
        if (f.controller < 0) {
          advance(s, f, ctx.cat);
          return;
        }
        if (f.stage === 'score') {
          score(s, f.controller, f.slot, ctx);
          advance(s, f, ctx.cat);
          return;
        }
        s.pending = { d: 'activate', seat: f.controller, gangster: g };
        return;
      case 'done':
        advance(s, f, ctx.cat);
        return;
    }
  },

  legal(s, f, d, out, cat) {
    if (d.d === 'tie') {
      for (const fam of seatsIn(d.among))
        out.push({ action: { type: 'tie', seat: d.seat, family: fam } });
    } else if (d.d === 'gate') {
      out.push(
        { action: { type: 'gate', seat: d.seat, permit: true } },
        { action: { type: 'gate', seat: d.seat, permit: false } },
      );
    } else if (d.d === 'activate') {
      activationOptions(s, d.seat, f.slot, out, cat);
    }
  },

  answer(s, f, a, ctx, d) {
    const g = s.board[f.slot]!;
    if (a.type === 'tie' && d.d === 'tie') {
      ruleTie(s, g, d.among, a.family, ctx.ev);
      f.controller = a.family;
      f.part = f.stage === 'activate' ? 'gate' : 'act';
    } else if (a.type === 'gate') {
      if (gate(s, f, a.seat, g, a.permit, ctx)) f.part = 'act';
    } else if (a.type === 'pass') {
      onActivate(s, a.seat, g, 'pass', -1, ctx.ev);
      ctx.ev.push({ e: 'activate', seat: a.seat, gangster: g, power: 'pass', target: -1 });
      s.sideways.push(g);
      f.part = 'done';
    } else if (a.type === 'activate') {
      onActivate(s, a.seat, g, a.power, a.target, ctx.ev);
      ctx.ev.push({ e: 'activate', seat: a.seat, gangster: g, power: a.power, target: a.target });
      s.sideways.push(g);
      f.part = 'done';
      if (a.power === 'move') {
        onAttack(s, a.seat, a.target, ctx.cat, ctx.ev);
        push(s, { f: 'move', seat: a.seat, mover: g, target: a.target, face: 0 });
      } else {
        const e =
          a.power === 'gangster'
            ? ctx.cat.gangsters[g]!.power!
            : ctx.cat.content.positions[f.slot]!.power.effect;
        push(s, effectFrame(a.seat, e, g));
      }
    }
  },
};

/** R6.6: returns true when the activation may go on; a refusal makes the gangster pass. */
function gate(
  s: GameState,
  f: CrewFrame,
  holder: number,
  g: number,
  permit: boolean,
  ctx: Ctx,
): boolean {
  onGate(s, holder, g, permit, ctx.ev);
  ctx.ev.push({ e: 'gate', seat: holder, gangster: g, permit });
  if (permit) return true;
  s.sideways.push(g);
  advance(s, f, ctx.cat);
  return false;
}
