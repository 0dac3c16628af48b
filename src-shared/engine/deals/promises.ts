/**
 * The public ledger (R13.3): every promise is settled kept, broken, void or released at the
 * moment it speaks of. Hooks here are called by the rules at those moments.
 */
import type { Catalog } from '../catalog';
import { controlOf } from '../board';
import type { Ctx } from '../context';
import { changeMoney } from '../economy';
import { forcedTie } from './binding';
import type { GameEvent } from '../events';
import type { GameState } from '../state';
import { VENDETTA_TIE, type Promise, type PromiseStatus } from './types';

/**
 * Settles `p`. A promise broken releases the other side of its deal (docs/rules-decisions.md,
 * "A deal broken on one side", rules revision 6): what the breaker was promised in the same
 * deal and is still pending is released at once, a later payment with the rest, so nobody
 * keeps a bargain the other side has already broken.
 */
export function settle(
  s: GameState,
  p: Promise,
  status: Exclude<PromiseStatus, 'pending'>,
  ev: GameEvent[],
) {
  p.status = status;
  ev.push({ e: 'promise', promise: p.id, status });
  if (status !== 'broken') return;
  for (const q of s.promises)
    if (q.status === 'pending' && releasedBy(q, p)) {
      q.status = 'released';
      ev.push({ e: 'promise', promise: q.id, status: 'released' });
    }
}

/** Is `q` of the same deal as `p`, made to the maker of `p` by the family `p` was made to? */
const releasedBy = (q: Promise, p: Promise): boolean =>
  q.offer === p.offer && q.by === p.to && q.to === p.by;

function pending(s: GameState, seat: number) {
  return s.promises.filter((p) => p.status === 'pending' && p.by === seat);
}

/**
 * R7.3: the ring holder rules a tie on `g` for `family`, wherever control matters (the Crew,
 * the ring, Classic's final scoring): the table hears it, and the promises on it settle. The
 * tie for the Vendetta card (`g` = VENDETTA_TIE, R14.1) is heard as the card changing hands.
 */
export function ruleTie(s: GameState, g: number, among: number, family: number, ev: GameEvent[]) {
  onTie(s, s.ring, g, among, family, ev);
  if (g !== VENDETTA_TIE) ev.push({ e: 'tie', seat: s.ring, gangster: g, family });
}

/**
 * R7.3: the ring holder is asked to break a tie on `g`, unless a binding promise already rules
 * it (R13.4): then the tie is ruled as promised and the family it names returned; -1 while the
 * ring holder's decision waits.
 */
export function askTie(s: GameState, g: number, among: number, ev: GameEvent[]): number {
  const forced = forcedTie(s, s.ring, g, among);
  if (forced < 0) s.pending = { d: 'tie', seat: s.ring, gangster: g, among };
  else ruleTie(s, g, among, forced, ev);
  return forced;
}

/** R7.3: the ring holder broke a tie on `g`. */
function onTie(
  s: GameState,
  seat: number,
  g: number,
  among: number,
  chosen: number,
  ev: GameEvent[],
) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k === 'tieBreak' && p.term.gangster === g && (among & (1 << p.term.family)) !== 0) {
      settle(s, p, chosen === p.term.family ? 'kept' : 'broken', ev);
    }
  }
}

/** R6.6: the blackmail holder answered. */
export function onGate(s: GameState, seat: number, g: number, permit: boolean, ev: GameEvent[]) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k === 'gate' && p.term.gangster === g)
      settle(s, p, permit === p.term.permit ? 'kept' : 'broken', ev);
  }
}

/**
 * R6.3: the controller chose how `g` activates. A promise naming a power and a target stays
 * armed until the power picks its first target (`onPowerTarget`).
 */
export function onActivate(
  s: GameState,
  seat: number,
  g: number,
  power: string,
  target: number,
  ev: GameEvent[],
) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k !== 'activate' || p.term.gangster !== g) continue;
    if (p.term.power !== power) settle(s, p, 'broken', ev);
    else if (power === 'move' || p.term.target < 0) {
      settle(s, p, p.term.target < 0 || p.term.target === target ? 'kept' : 'broken', ev);
    } else p.armed = true;
  }
}

/** The first target of a power whose activation was promised with a target (or -1: declined). */
export function onPowerTarget(
  s: GameState,
  seat: number,
  g: number,
  target: number,
  ev: GameEvent[],
) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k === 'activate' && p.term.gangster === g && p.armed) {
      settle(s, p, p.term.target === target ? 'kept' : 'broken', ev);
    }
  }
}

/** A Make a Move or Whack by `seat` aimed at `target` breaks a promise to spare its controller. */
export function onAttack(
  s: GameState,
  seat: number,
  target: number,
  cat: Catalog,
  ev: GameEvent[],
) {
  if (s.promises.length === 0) return;
  const victim = controlOf(s, target, cat);
  for (const p of pending(s, seat)) {
    if (p.term.k === 'spare' && p.term.family === victim) settle(s, p, 'broken', ev);
  }
}

export function onReroll(s: GameState, seat: number, ev: GameEvent[]) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k === 'reroll' && p.armed) settle(s, p, p.term.pay ? 'kept' : 'broken', ev);
  }
}

/** A roll window closed: re-roll promises about it are settled. */
export function onRollWindowClosed(s: GameState, ev: GameEvent[]) {
  if (s.promises.length === 0) return;
  for (const p of s.promises) {
    if (p.status === 'pending' && p.term.k === 'reroll' && p.armed)
      settle(s, p, p.term.pay ? 'broken' : 'kept', ev);
  }
}

export function onPlace(s: GameState, seat: number, g: number, ev: GameEvent[]) {
  if (s.promises.length === 0) return;
  for (const p of pending(s, seat)) {
    if (p.term.k === 'influence' && p.term.gangster === g)
      settle(s, p, p.term.place ? 'kept' : 'broken', ev);
  }
}

/**
 * End of a phase (and of the round): influence promises are settled, then due payments are
 * taken (Binding Deals, R13.4) or asked for (R13.3), and round-long promises end. Returns the
 * promises whose payment the payer must now decide on.
 */
export function closePhase(s: GameState, endOfRound: boolean, ctx: Ctx): number[] {
  const asks: number[] = [];
  if (s.promises.length === 0) return asks;
  // An influence promise broken now releases a payment due now (`settle`): it settles first.
  for (const p of s.promises) {
    if (p.status === 'pending' && p.term.k === 'influence')
      settle(s, p, p.term.place ? 'broken' : 'kept', ctx.ev);
  }
  for (const p of s.promises) {
    if (p.status !== 'pending') continue;
    const t = p.term;
    if (t.k === 'payLater' && (t.when === 'endOfPhase' || endOfRound)) {
      if (s.options.house.bindingDeals) {
        const paid = -changeMoney(s, p.by, -t.amount, 'deal', ctx.ev);
        changeMoney(s, p.to, paid, 'deal', ctx.ev);
        settle(s, p, paid >= t.amount ? 'kept' : 'broken', ctx.ev);
      } else asks.push(p.id);
    } else if (endOfRound) {
      if (t.k === 'spare') settle(s, p, 'kept', ctx.ev);
      else if (t.k === 'tieBreak' || t.k === 'gate' || t.k === 'activate')
        settle(s, p, 'void', ctx.ev);
    }
  }
  return asks;
}
