/** The cheap copy the immutable `apply` and the search rely on (DESIGN.md §3). */
import type { Frame } from './frames';
import type { GameState } from './state';

function cloneFrame(f: Frame): Frame {
  switch (f.f) {
    case 'card':
      return { ...f, on: f.on.slice() };
    case 'effect':
      return { ...f, picks: f.picks.slice() };
    case 'promote':
      return { ...f, moved: f.moved.slice() };
    default:
      return { ...f };
  }
}

/**
 * Copies everything a step can change; options, content effects and offer terms are shared
 * (never mutated), and so are answered offers and settled promises: only an open offer's
 * status and a pending promise's status and arming ever change (deals/offers.ts,
 * deals/promises.ts). A long game's ledger is then not copied at every look-ahead step.
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: s.rng.slice(),
    board: s.board.slice(),
    tokens: s.tokens.slice(),
    ...(s.coins ? { coins: s.coins.map((c) => ({ ...c })) } : {}),
    sideways: s.sideways.slice(),
    families: s.families.map((f) => ({ ...f, hand: f.hand.slice() })),
    gangsterDeck: s.gangsterDeck.slice(),
    influenceDeck: s.influenceDeck.slice(),
    discard: s.discard.slice(),
    prison: s.prison.slice(),
    fishes: s.fishes.slice(),
    offers: s.offers.map((o) => (o.status === 'open' ? { ...o } : o)),
    promises: s.promises.map((p) => (p.status === 'pending' ? { ...p } : p)),
    talk: s.talk.slice(),
    stack: s.stack.map(cloneFrame),
    result: s.result ? { ...s.result, families: s.result.families.map((r) => ({ ...r })) } : null,
  };
}
