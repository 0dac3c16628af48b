/**
 * R9 The Feds: arrests at the edition's threshold (R9.1), promotion (R9.4), then Bookkeeping
 * (R9.6) with the Vendetta hand-out (R14.1). Classic splits this into two phases: the Feds
 * (arrests, then sideways gangsters turn upright, R9.2) and the Family (promotion by choice).
 */
import { CAPO_SLOT, arrest, promote, seatsIn, totalOn } from './board';
import { type FrameHandler, pop, push } from './context';
import { askTie, ruleTie } from './deals/promises';
import { VENDETTA_TIE } from './deals/types';
import { arrestThreshold } from './ruleset';
import type { GameEvent } from './events';
import type { GameState } from './state';

/** Seats with the least respect, as a bitmask. */
function leastRespect(s: GameState): number {
  const min = Math.min(...s.families.map((f) => f.respect));
  let mask = 0;
  s.families.forEach((f, i) => {
    if (f.respect === min) mask |= 1 << i;
  });
  return mask;
}

function giveVendetta(s: GameState, seat: number, ev: GameEvent[]) {
  s.vendetta = seat;
  ev.push({ e: 'vendetta', seat, played: false });
}

export const feds: FrameHandler<'feds'> = {
  step(s, f, { cat, ev }) {
    switch (f.part) {
      case 'arrest': {
        const at = arrestThreshold(cat.rules, s.families.length);
        // R2.3: Associates are never arrested.
        for (let slot = 0; slot <= CAPO_SLOT; slot++) {
          const g = s.board[slot]!;
          if (g >= 0 && totalOn(s, g) >= at) arrest(s, g, ev);
        }
        if (cat.rules.uprightInFeds) s.sideways = [];
        if (cat.rules.phases.includes('family')) pop(s);
        else f.part = 'promote';
        return;
      }
      case 'promote':
        if (cat.rules.promotion === 'choose') {
          // R9.4 Classic: the promotion walk runs first, then Bookkeeping's hand-out.
          pop(s);
          if (s.options.house.vendetta) push(s, { f: 'feds', part: 'vendetta' });
          push(s, { f: 'promote', slot: CAPO_SLOT, moved: [] });
          return;
        }
        promote(s, ev);
        if (s.options.house.vendetta) f.part = 'vendetta';
        else pop(s);
        return;
      case 'vendetta': {
        const mask = leastRespect(s);
        const tied = seatsIn(mask);
        if (tied.length > 1) {
          const ruled = askTie(s, VENDETTA_TIE, mask, ev);
          if (ruled < 0) return;
          giveVendetta(s, ruled, ev);
          pop(s);
          return;
        }
        giveVendetta(s, tied[0]!, ev);
        pop(s);
        return;
      }
    }
  },
  legal(_s, _f, d, out) {
    if (d.d !== 'tie') return;
    for (const fam of seatsIn(d.among))
      out.push({ action: { type: 'tie', seat: d.seat, family: fam } });
  },
  answer(s, _f, a, { ev }, d) {
    if (a.type !== 'tie' || d.d !== 'tie') return;
    // R14.1: the ring holder's ruling, and the promises made on it (R13.3).
    ruleTie(s, VENDETTA_TIE, d.among, a.family, ev);
    giveVendetta(s, a.family, ev);
    pop(s);
  },
};
