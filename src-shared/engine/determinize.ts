/**
 * A random full state consistent with a seat's view (the bots' sampling, DESIGN.md §3):
 * unseen influence cards are dealt to the other hands and the deck, unseen gangsters form
 * the deck, and the generator gets a fresh seed. Everything public is copied as seen.
 */
import { catalogFor } from './catalog';
import { randomBelow, shuffleInPlace, type Seeded } from './rng';
import type { GameState } from './state';
import type { GameView } from './view';

export function determinize(v: GameView, sampler: Seeded): GameState {
  const cat = catalogFor(v.options.edition);
  const seenCards = new Set<number>(v.discard);
  for (const f of v.families) for (const c of f.hand ?? []) seenCards.add(c);
  for (const f of v.stack) if (f.f === 'card') seenCards.add(f.card);
  const unseen = cat.cards.map((_, i) => i).filter((c) => !seenCards.has(c));
  shuffleInPlace(sampler, unseen);
  const families = v.families.map((f) => ({
    money: f.money,
    respect: f.respect,
    supply: f.supply,
    hand: f.hand ? f.hand.slice() : unseen.splice(0, f.handCount),
    rerolls: f.rerolls,
    blackmail: f.blackmail,
  }));
  const seenGangsters = new Set<number>([...v.board, ...v.prison, ...v.fishes]);
  const gangsterDeck = cat.gangsters.map((_, i) => i).filter((g) => !seenGangsters.has(g));
  shuffleInPlace(sampler, gangsterDeck);
  return {
    format: 1,
    options: {
      seed: randomBelow(sampler, 0x7fffffff),
      players: v.options.players,
      edition: v.options.edition,
      house: { ...v.options.house },
    },
    rng: [
      randomBelow(sampler, 0x7fffffff),
      randomBelow(sampler, 0x7fffffff),
      randomBelow(sampler, 0x7fffffff),
      randomBelow(sampler, 0x7fffffff) | 1,
    ],
    diceUsed: 0,
    seq: v.seq,
    round: v.round,
    phase: v.phase,
    ring: v.ring,
    board: v.board.slice(),
    tokens: v.tokens.slice(),
    neutral: v.neutral,
    ...(v.coins ? { coins: v.coins.map((c) => ({ ...c })) } : {}),
    sideways: v.sideways.slice(),
    families,
    gangsterDeck,
    influenceDeck: unseen,
    discard: v.discard.slice(),
    prison: v.prison.slice(),
    fishes: v.fishes.slice(),
    ante: v.ante,
    vendetta: v.vendetta,
    offers: v.offers.map((o) => ({ ...o })),
    promises: v.promises.map((p) => ({ ...p })),
    nextOfferId: v.nextOfferId,
    talk: v.talk.slice(),
    stack: v.stack.map((f) => JSON.parse(JSON.stringify(f))),
    pending: v.pending ? { ...v.pending } : null,
    result: v.result ? { ...v.result, families: v.result.families.map((r) => ({ ...r })) } : null,
  };
}
