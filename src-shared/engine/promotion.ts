/**
 * R9.4 Classic promotion, the Family phase: the Capo is filled by the highest-ranked gangster
 * on the board; then, walking down from #8, the family controlling the position above a
 * vacancy (the ring holder for #8, or when nobody controls it) chooses who climbs into it.
 * A gangster climbs at most once a phase; the deck fills what nobody can, and then the
 * empty Associate slots.
 */
import type { LegalAction } from './actions';
import type { Catalog } from './catalog';
import { CAPO_SLOT, controlOf, dealInto, slotOf } from './board';
import { type FrameHandler, pop } from './context';
import type { GameEvent } from './events';
import type { FrameOf } from './frames';
import type { GameState } from './state';

type PromoteFrame = FrameOf<'promote'>;

/**
 * Who may climb into the empty `slot`: for the Capo, the highest-ranked gangster; below it,
 * the next tier down, else any lower position, else an Associate (docs/rules-decisions.md).
 */
export function promotionCandidates(
  s: GameState,
  moved: readonly number[],
  slot: number,
  cat: Catalog,
): number[] {
  const free = (x: number) => s.board[x]! >= 0 && !moved.includes(s.board[x]!);
  const lower: number[] = [];
  for (let x = slot - 1; x >= 0; x--) if (free(x)) lower.push(x);
  const associates: number[] = [];
  for (let a = CAPO_SLOT + 1; a < s.board.length; a++) if (free(a)) associates.push(a);
  let from: number[];
  if (slot === CAPO_SLOT) from = (lower.length > 0 ? lower : associates).slice(0, 1);
  else {
    const tier = cat.slotTier[slot]!;
    const next = lower.filter((x) => cat.slotTier[x] === tier - 1);
    from = next.length > 0 ? next : lower.length > 0 ? lower : associates;
  }
  return from.map((x) => s.board[x]!);
}

/** The family that chooses who fills `slot`: the controller of the position above, else the ring holder. */
export function promotionChooser(s: GameState, slot: number, cat: Catalog): number {
  if (slot + 1 >= CAPO_SLOT) return s.ring;
  const above = s.board[slot + 1]!;
  const c = above >= 0 ? controlOf(s, above, cat) : -1;
  return c >= 0 ? c : s.ring;
}

function climb(s: GameState, f: PromoteFrame, g: number, ev: GameEvent[]) {
  const from = slotOf(s, g);
  s.board[f.slot] = g;
  s.board[from] = -1;
  f.moved.push(g);
  ev.push({ e: 'promote', gangster: g, from, to: f.slot });
  f.slot--;
}

export const promoteHandler: FrameHandler<'promote'> = {
  step(s, f, { cat, ev }) {
    while (f.slot >= 0) {
      if (s.board[f.slot] !== -1) {
        f.slot--;
        continue;
      }
      const candidates = promotionCandidates(s, f.moved, f.slot, cat);
      if (candidates.length === 0) {
        dealInto(s, f.slot, ev);
        f.slot--;
        continue;
      }
      if (candidates.length === 1) {
        climb(s, f, candidates[0]!, ev);
        // The ring follows a new Capo at once (R7.4), before the next choice is asked.
        return;
      }
      s.pending = { d: 'target', seat: promotionChooser(s, f.slot, cat) };
      return;
    }
    for (let a = CAPO_SLOT + 1; a < s.board.length; a++) dealInto(s, a, ev);
    pop(s);
  },
  legal(s, f, d, out: LegalAction[], cat) {
    for (const g of promotionCandidates(s, f.moved, f.slot, cat))
      out.push({ action: { type: 'target', seat: d.seat, gangster: g, column: -1, count: 0 } });
  },
  answer(s, f, a, { ev }) {
    if (a.type === 'target') climb(s, f, a.gangster, ev);
  },
};
