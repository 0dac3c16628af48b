/**
 * R3.6 Classic's opening: from the ring holder and clockwise, each family places one token
 * on any gangster, three times around; whoever then controls the Capo takes the ring (R7.4,
 * checked after every step by the flow).
 */
import { placeTokens } from './board';
import { type FrameHandler, pop } from './context';
import { anyTargets } from './placement';
import { onPlace } from './deals/promises';

export const opening: FrameHandler<'opening'> = {
  step(s, f, { cat }) {
    const n = s.families.length;
    while (f.k < n * cat.rules.initialPlacements) {
      const seat = (f.start + f.k) % n;
      if (anyTargets(s, seat).length > 0) {
        s.pending = { d: 'target', seat };
        return;
      }
      f.k++;
    }
    pop(s);
  },
  legal(s, _f, d, out) {
    for (const g of anyTargets(s, d.seat))
      out.push({ action: { type: 'target', seat: d.seat, gangster: g, column: d.seat, count: 1 } });
  },
  answer(s, f, a, { ev }) {
    if (a.type !== 'target') return;
    placeTokens(s, a.seat, a.gangster, 1, ev);
    onPlace(s, a.seat, a.gangster, ev);
    f.k++;
  },
};
