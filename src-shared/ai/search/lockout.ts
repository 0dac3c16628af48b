/**
 * Lockout antes, a trial root option for Hard (docs/ai.md). Once every family has acted in a
 * Business (R5.3), a card played with an ante above what every other family still in the
 * phase could raise, even by selling all but one card, leaves them unable to play: they must
 * pass (R5.2), and the family that locked them out plays its remaining cards alone. The root
 * otherwise plays every card at the least ante (choose.ts), so the search never weighs it.
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
  const s = sit.state;
  const top = s.stack[s.stack.length - 1];
  if (s.pending?.d !== 'turn' || top?.f !== 'turns') return null;
  let need = 0;
  for (let f = 0; f < s.families.length; f++) {
    if (f === sit.seat || top.passed & seatBit(f) || s.families[f]!.hand.length === 0) continue;
    need = Math.max(need, purse(s, f, sit.cat, 1) + 1);
  }
  return need > s.ante ? need : null;
}

/**
 * The given card plays made again at the lockout ante, where the legal actions let that ante be
 * paid (the ante is open and the family can afford it); each card and mode once.
 */
export function lockouts(sit: Situation, plays: readonly Action[]): Action[] {
  const need = lockoutAnte(sit);
  if (need === null) return [];
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
    if (entry?.range?.key !== 'ante' || entry.range.min > need || entry.range.max < need) continue;
    out.push({ ...a, ante: need });
  }
  return out;
}
