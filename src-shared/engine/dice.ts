/**
 * The Move die (R6.4) and the Whack die (R10.10): rolled, then a window for re-rolls
 * (R12.1, R12.3), then resolved with the reputation exchange.
 */
import type { Catalog } from './catalog';
import { addNeutral, controlOf, kill, positionOf, slotOf } from './board';
import { type Ctx, type FrameHandler, nextSeat, pop, push } from './context';
import { changeRespect } from './economy';
import type { GameEvent } from './events';
import { randomBelow } from './rng';
import type { GameState } from './state';
import { WHACK_FACES, type WhackFace } from './vocabulary';

/** A face 1..6: the scripted dice of a scenario first, then the generator (R1.5). */
export function rollFace(s: GameState): number {
  const scripted = s.options.dice;
  if (scripted && s.diceUsed < scripted.length) return scripted[s.diceUsed++]!;
  return 1 + randomBelow(s, 6);
}

/**
 * The seat on one side of an exchange: the controller, or -1 when nobody controls the
 * gangster or families tie on it (no tie-break is asked for an exchange, docs/rules-decisions.md).
 */
export function sideOf(s: GameState, g: number, cat: Catalog): number {
  const c = controlOf(s, g, cat);
  return c >= 0 ? c : -1;
}

/**
 * R6.4 / R10.10 reputation: the winner gains its own gangster's card respect, the loser
 * loses its own; negative respect counts as 0; an uncontrolled side takes no part. Classic
 * moves a fixed amount instead, and a failed attack only costs the attacker.
 */
export function exchange(
  s: GameState,
  winner: number,
  winnerGangster: number,
  loser: number,
  loserGangster: number,
  cat: Catalog,
  ev: GameEvent[],
) {
  const fixed = cat.rules.fixedReputation;
  const worth = (g: number) => (fixed !== null ? fixed : Math.max(0, cat.gangsters[g]!.respect));
  if (winner >= 0 && winnerGangster >= 0)
    changeRespect(s, winner, worth(winnerGangster), 'won an exchange', ev);
  if (loser >= 0 && loserGangster >= 0)
    changeRespect(s, loser, -worth(loserGangster), 'lost an exchange', ev);
}

/** The side that wins when an attack fails: the defender (Revised), or nobody (Classic, R6.4). */
const defender = (targetSide: number, cat: Catalog): number =>
  cat.rules.defenderGainsOnFailure ? targetSide : -1;

/** R6.4 Classic: after the attempt, a neutral token goes on the mover if it is alive. */
function afterMove(s: GameState, mover: number, cat: Catalog, ev: GameEvent[]) {
  if (cat.rules.neutralAfterMove && slotOf(s, mover) >= 0) addNeutral(s, mover, 1, ev);
}

export type MoveOutcome = 'success' | 'failure' | 'death';

/**
 * R6.4: what the Move die's `face` (1..6) does for `mover` against the gangster at `slot`:
 * the face plus the mover's card respect (and a Make a Move bonus) must reach the position's
 * number (Classic: pass it); a Ring always succeeds, a Knife kills the mover.
 */
export function moveOutcome(face: number, mover: number, slot: number, cat: Catalog): MoveOutcome {
  if (face === 6) return 'success';
  if (face === 1) return 'death';
  const g = cat.gangsters[mover]!;
  const total = face + g.respect + g.moveBonus;
  const needed = positionOf(slot);
  return (cat.rules.moveNeedsMoreThanTarget ? total > needed : total >= needed)
    ? 'success'
    : 'failure';
}

/** R10.10: what the Whack die's face does; with no attacking gangster, Take-Over acts as Kill and Backfire as Miss. */
export function whackOutcome(face: number, attacker: boolean): WhackFace {
  const result = WHACK_FACES[face - 1]!;
  if (!attacker && result === 'takeover') return 'kill';
  if (!attacker && result === 'backfire') return 'miss';
  return result;
}

/** Each face's outcome (faces 1..6 in order), for the odds shown before a roll or a re-roll. */
export function moveOdds(mover: number, slot: number, cat: Catalog): MoveOutcome[] {
  return [1, 2, 3, 4, 5, 6].map((face) => moveOutcome(face, mover, slot, cat));
}

export function whackOdds(attacker: boolean): WhackFace[] {
  return [1, 2, 3, 4, 5, 6].map((face) => whackOutcome(face, attacker));
}

function roll(s: GameState, die: 'move' | 'whack', seat: number, ev: GameEvent[]): number {
  const face = rollFace(s);
  ev.push({ e: 'roll', die, face, seat, reroll: false });
  push(s, { f: 'window', why: 'roll', start: nextSeat(s, seat), at: 0, quiet: 0 });
  return face;
}

export const move: FrameHandler<'move'> = {
  step(s, f, { cat, ev }) {
    if (f.face === 0) {
      f.face = roll(s, 'move', f.seat, ev);
      return;
    }
    pop(s);
    const from = slotOf(s, f.mover);
    const to = slotOf(s, f.target);
    // A Snitch or a whack in the roll window may have taken either gangster off the board.
    if (from < 0 || to < 0) return;
    const targetSide = sideOf(s, f.target, cat);
    const result = moveOutcome(f.face, f.mover, to, cat);
    if (result === 'success') {
      s.board[from] = f.target;
      s.board[to] = f.mover;
      if (!s.sideways.includes(f.target)) s.sideways.push(f.target);
      if (!s.sideways.includes(f.mover)) s.sideways.push(f.mover);
      ev.push({ e: 'swap', a: f.mover, b: f.target });
      ev.push({ e: 'moveResult', mover: f.mover, target: f.target, result: 'success' });
      exchange(s, f.seat, f.mover, targetSide, f.target, cat, ev);
      afterMove(s, f.mover, cat, ev);
      return;
    }
    const death = result === 'death';
    ev.push({
      e: 'moveResult',
      mover: f.mover,
      target: f.target,
      result: death ? 'death' : 'failure',
    });
    if (death) kill(s, f.mover, ev);
    exchange(s, defender(targetSide, cat), f.target, f.seat, f.mover, cat, ev);
    afterMove(s, f.mover, cat, ev);
  },
};

export const whack: FrameHandler<'whack'> = {
  step(s, f, ctx: Ctx) {
    const { cat, ev } = ctx;
    if (f.face === 0) {
      f.face = roll(s, 'whack', f.seat, ev);
      return;
    }
    pop(s);
    const to = slotOf(s, f.target);
    const attacker = f.attacker >= 0 && slotOf(s, f.attacker) >= 0 ? f.attacker : -1;
    if (to < 0) return;
    const result = whackOutcome(f.face, attacker >= 0);
    const targetSide = sideOf(s, f.target, cat);
    ev.push({ e: 'whackResult', attacker, target: f.target, result });
    if (result === 'takeover' || result === 'kill') {
      kill(s, f.target, ev);
      if (result === 'takeover') {
        // R9.5: a Take-Over fills the position at once.
        const from = slotOf(s, attacker);
        s.board[from] = -1;
        s.board[to] = attacker;
        ev.push({ e: 'promote', gangster: attacker, from, to });
      }
      exchange(s, f.seat, attacker, targetSide, f.target, cat, ev);
    } else {
      if (result === 'backfire') kill(s, attacker, ev);
      exchange(s, defender(targetSide, cat), f.target, f.seat, attacker, cat, ev);
    }
  },
};
