import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { plainOptions, sales } from '../candidates';
import { rerollCheck, succeeds } from '../reroll';
import { cat, playUntil, promise, situationOf } from './helpers';

/** A roll window (R12.1) where the family to act rolled the die itself. */
function ownRoll(wanted: (s: GameState, face: number) => boolean): GameState | null {
  for (let seed = 1; seed < 200; seed++) {
    const s = playUntil(seed, (x) => {
      const top = x.stack[x.stack.length - 1];
      const die = x.stack[x.stack.length - 2];
      if (x.pending?.d !== 'window' || top?.f !== 'window' || top.why !== 'roll') return false;
      if (!die || (die.f !== 'move' && die.f !== 'whack') || die.seat !== x.pending.seat)
        return false;
      return wanted(x, die.face);
    });
    if (s) return s;
  }
  return null;
}

describe('re-roll check', () => {
  it('R12.3: never pays to re-roll its own die once it shows a success', () => {
    const s = ownRoll((x, face) => succeeds(x, face, cat));
    expect(s).not.toBeNull();
    const sit = situationOf(s!);
    const options = [...plainOptions(sit.legal, sit.seat), ...sales(sit.legal, sit.seat)];
    expect(rerollCheck(sit.state, options, sit.persp, sit.cat)).toBeNull();
  });

  it('R6.4, R10.10: success follows the die (Ring always, Knife never, the total against the target)', () => {
    const s = ownRoll(() => true)!;
    const die = s.stack[s.stack.length - 2]!;
    if (die.f === 'whack') {
      expect([1, 2, 3].every((f) => succeeds(s, f, cat))).toBe(true);
      expect([4, 5, 6].some((f) => succeeds(s, f, cat))).toBe(false);
    } else {
      expect(succeeds(s, 6, cat)).toBe(true);
      expect(succeeds(s, 1, cat)).toBe(false);
    }
  });

  it('R13.3: an honest family does not re-roll a die it promised to leave; a dishonest one prices the breach', () => {
    const s = ownRoll((x, face) => {
      const sit = situationOf(x);
      const options = [...plainOptions(sit.legal, sit.seat), ...sales(sit.legal, sit.seat)];
      return (
        !succeeds(x, face, cat) && rerollCheck(sit.state, options, sit.persp, sit.cat) !== null
      );
    });
    expect(s, 'a failed roll worth re-rolling').not.toBeNull();
    const seat = s!.pending!.seat;
    promise(s!, seat, (seat + 1) % 4, { k: 'reroll', pay: false }, 'pending', true);
    const sit = situationOf(s!);
    const options = [...plainOptions(sit.legal, sit.seat), ...sales(sit.legal, sit.seat)];
    expect(rerollCheck(sit.state, options, sit.persp, sit.cat, Infinity)).toBeNull();
    expect(rerollCheck(sit.state, options, sit.persp, sit.cat, 0)).not.toBeNull();
    expect(rerollCheck(sit.state, options, sit.persp, sit.cat, 1)).toBeNull();
  });
});
