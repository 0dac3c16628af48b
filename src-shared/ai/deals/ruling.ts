/**
 * How another family breaks a tie it holds the ring for (R7.3), as a bot pricing a deal about
 * it guesses: by the rule every bot breaks ties by (`tie` in heuristic.ts: itself when tied,
 * else the weakest family, unless a promise or a grudge says otherwise), played as the
 * default family with the grudges the public ledger gives it. A person is guessed to rule so.
 */
import type { Action, GameState } from '../../engine';
import type { Catalog } from '../../engine/catalog';
import { tie } from '../heuristic';
import { DEFAULT_PERSONALITY, breakCost } from '../personality';
import { spiteOf } from '../situation';
import { grudges } from '../trust';

/** The family the ring holder deciding the tie pending in `s` would favour, unpaid. */
export function ruling(s: GameState, cat: Catalog): number {
  const d = s.pending;
  if (d?.d !== 'tie') throw new Error('ruling: no tie is being broken');
  const persona = DEFAULT_PERSONALITY;
  const grudge = grudges(s.promises, s.families.length, d.seat, persona.vengeance);
  const chosen = tie({
    seat: d.seat,
    cat,
    state: s,
    persona,
    persp: { seat: d.seat, spite: spiteOf(grudge) },
    breakPrice: breakCost(persona),
  });
  return (chosen.action as Extract<Action, { type: 'tie' }>).family;
}
