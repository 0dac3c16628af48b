/**
 * Raised antes, trial root options for Hard (docs/ai.md). Once every family has acted in a
 * Business (R5.3), a card may be played with more than the ante, which every later play in the
 * phase must then pay too. The root otherwise plays every card at the least ante (choose.ts),
 * so the search never weighs a raise. Two kinds are offered:
 * - a lockout: an ante above what every other family still in the phase could raise, even by
 *   selling all but one card, leaves them unable to play: they must pass (R5.2), and the family
 *   that locked them out plays its remaining cards alone;
 * - a raise to a set amount: a toll on every play after it, which falls hardest on the family
 *   with the most cards left to play.
 */
import type { Action } from '../../engine';
import { seatBit } from '../../engine/context';
import { purse } from '../../engine/hand';
import type { Situation } from '../situation';

/**
 * The least ante no other family still in the Business can reach, even by selling, or null
 * where there is none to raise: not a Business turn, no other family still in with cards, or
 * the ante already out of their reach.
 */
export function lockoutAnte(sit: Situation): number | null {
  let need = 0;
  for (const f of othersStillIn(sit)) need = Math.max(need, purse(sit.state, f, sit.cat, 1) + 1);
  return need > sit.state.ante ? need : null;
}

/** At a Business turn, the other families that have not passed and still hold cards. */
function othersStillIn(sit: Situation): number[] {
  const s = sit.state;
  const top = s.stack[s.stack.length - 1];
  if (s.pending?.d !== 'turn' || top?.f !== 'turns') return [];
  const out: number[] = [];
  for (let f = 0; f < s.families.length; f++)
    if (f !== sit.seat && !(top.passed & seatBit(f)) && s.families[f]!.hand.length > 0) out.push(f);
  return out;
}

/**
 * The given card plays made again at `ante`, where it raises the ante and the legal actions let
 * it be paid (the ante is open and the family can afford it); each card and mode once.
 */
function raisedTo(sit: Situation, plays: readonly Action[], ante: number): Action[] {
  if (ante <= sit.state.ante) return [];
  const out: Action[] = [];
  const seen = new Set<string>();
  for (const a of plays) {
    if (a.type !== 'play') continue;
    const key = `${a.card}:${a.mode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = sit.legal.find(
      (l) =>
        l.action.type === 'play' &&
        l.action.seat === sit.seat &&
        l.action.card === a.card &&
        l.action.mode === a.mode,
    );
    if (entry?.range?.key !== 'ante' || entry.range.min > ante || entry.range.max < ante) continue;
    out.push({ ...a, ante });
  }
  return out;
}

/** The given card plays made again at the lockout ante, where it can be paid. */
export function lockouts(sit: Situation, plays: readonly Action[]): Action[] {
  const need = lockoutAnte(sit);
  return need === null ? [] : raisedTo(sit, plays, need);
}

/**
 * The given card plays made again with the ante raised to `ante`, where another family is still
 * in to pay it and the family can.
 */
export function raises(sit: Situation, plays: readonly Action[], ante: number): Action[] {
  return othersStillIn(sit).length === 0 ? [] : raisedTo(sit, plays, ante);
}
