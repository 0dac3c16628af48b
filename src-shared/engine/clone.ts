/** The cheap copy the immutable `apply` and the search rely on (DESIGN.md §3). */
import type { Frame } from './frames';
import type { FamilyState, GameState } from './state';

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
  // Every field named, in the state's own order, rather than `{ ...s }`: a spread of a state
  // whose fields have changed kind along the way (null, then an object) takes V8's slow path
  // and made each copy several times dearer, and the search copies states millions of times.
  const copy: GameState = {
    format: s.format,
    options: s.options,
    rng: s.rng.slice(),
    diceUsed: s.diceUsed,
    seq: s.seq,
    round: s.round,
    phase: s.phase,
    ring: s.ring,
    board: s.board.slice(),
    tokens: s.tokens.slice(),
    neutral: s.neutral,
    sideways: s.sideways.slice(),
    families: s.families.map(cloneFamily),
    gangsterDeck: s.gangsterDeck.slice(),
    influenceDeck: s.influenceDeck.slice(),
    discard: s.discard.slice(),
    prison: s.prison.slice(),
    fishes: s.fishes.slice(),
    ante: s.ante,
    vendetta: s.vendetta,
    offers: s.offers.map((o) => (o.status === 'open' ? { ...o } : o)),
    promises: s.promises.map((p) => (p.status === 'pending' ? { ...p } : p)),
    nextOfferId: s.nextOfferId,
    talk: s.talk.slice(),
    stack: s.stack.map(cloneFrame),
    pending: s.pending,
    result: s.result ? { ...s.result, families: s.result.families.map((r) => ({ ...r })) } : null,
  };
  if (s.coins) copy.coins = s.coins.map((c) => ({ ...c }));
  return copy;
}

const cloneFamily = (f: FamilyState): FamilyState => ({
  money: f.money,
  respect: f.respect,
  supply: f.supply,
  hand: f.hand.slice(),
  rerolls: f.rerolls,
  blackmail: f.blackmail,
});
