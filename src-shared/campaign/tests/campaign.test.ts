/** A campaign's standings and the grudges it carries (issue #13). */
import { describe, expect, it } from 'vitest';
import { applyTrusted, legalFor, view, type DealPromise, type GameResult } from '../../engine';
import { answerOffer } from '../../ai/deals/negotiate';
import { situation } from '../../ai/situation';
import { DISTRUST, trustTable } from '../../ai/trust';
import { PERSONALITIES } from '../../ai/personality';
import { Rand } from '../../ai/rand';
import { newGame } from '../../ai/tests/helpers';
import { GameTaleSchema } from '../format';
import { MEMORY_DECAY, memoryOf, priorsFor, remember } from '../memory';
import {
  DEFAULT_SCORING,
  campaignOver,
  gamePoints,
  placements,
  standings,
  type CampaignGame,
} from '../standings';

/** A finished game's result from each seat's final respect; `winner` settles a tie for the top. */
function result(totals: number[], winner = totals.indexOf(Math.max(...totals))): GameResult {
  return {
    winner,
    families: totals.map((total, seat) => ({ seat, board: total, cards: 0, money: 0, total })),
  };
}

const FAMILIES = ['ann', 'bob', 'cat', 'dan'];

describe('campaign standings (issue #13)', () => {
  it('R11.1: places by final respect; the winner is first alone, other ties share the better place', () => {
    expect(placements(result([30, 22, 22, 10]))).toEqual([0, 1, 1, 3]);
    // A tie for the win, settled for seat 1 by the ring holder: seat 0 is second.
    expect(placements(result([30, 30, 12, 12], 1))).toEqual([1, 0, 2, 2]);
  });

  it('gives placement points 5/3/2/1/0 by default, and 0 past the list', () => {
    expect(gamePoints(result([30, 22, 22, 10]), DEFAULT_SCORING)).toEqual([5, 3, 3, 1]);
    expect(gamePoints(result([9, 8, 7]), { kind: 'placement', points: [2] })).toEqual([2, 0, 0]);
  });

  it('gives final respect as points under the respect rule', () => {
    expect(gamePoints(result([30, 22, 22, 10]), { kind: 'respect' })).toEqual([30, 22, 22, 10]);
  });

  it('folds the games with rotating seats: points, wins, respect, and ties broken in that order', () => {
    const games: CampaignGame[] = [
      { seats: ['ann', 'bob', 'cat', 'dan'], result: result([30, 20, 10, 5]) },
      // Seats rotate: bob sits first now.
      { seats: ['bob', 'cat', 'dan', 'ann'], result: result([28, 18, 12, 25]) },
    ];
    const table = standings(FAMILIES, games, DEFAULT_SCORING);
    expect(table.map((s) => [s.family, s.points, s.wins])).toEqual([
      ['ann', 8, 1],
      ['bob', 8, 1],
      ['cat', 4, 0],
      ['dan', 2, 0],
    ]);
    // ann and bob tie on points and wins: ann has more respect over the campaign (55 to 48).
    expect(table[0]!.respect).toBe(55);
    expect(table[1]!.respect).toBe(48);
  });

  it('counts an abandoned game for nobody, and still finishes a games-long campaign by finished games', () => {
    const games: CampaignGame[] = [
      { seats: FAMILIES, result: null },
      { seats: FAMILIES, result: result([10, 20, 30, 40]) },
    ];
    const table = standings(FAMILIES, games, DEFAULT_SCORING);
    expect(table[0]).toMatchObject({ family: 'dan', points: 5, played: 1, abandoned: 1 });
    expect(campaignOver({ kind: 'games', games: 2 }, games, table)).toBe(false);
    const more = [...games, { seats: FAMILIES, result: result([1, 2, 3, 4]) }];
    expect(
      campaignOver({ kind: 'games', games: 2 }, more, standings(FAMILIES, more, DEFAULT_SCORING)),
    ).toBe(true);
  });

  it('ends a target campaign when a family reaches the target', () => {
    const games: CampaignGame[] = [{ seats: FAMILIES, result: result([40, 1, 1, 1]) }];
    const table = standings(FAMILIES, games, { kind: 'respect' });
    expect(campaignOver({ kind: 'target', points: 40 }, games, table)).toBe(true);
    expect(campaignOver({ kind: 'target', points: 41 }, games, table)).toBe(false);
  });

  it('with no games, lists every family at zero in the order given', () => {
    expect(standings(FAMILIES, [], DEFAULT_SCORING).map((s) => [s.family, s.points])).toEqual(
      FAMILIES.map((f) => [f, 0]),
    );
  });
});

/** A promise `by` made to `to` with a status, as the ledger keeps it. */
function promise(by: number, to: number, status: DealPromise['status']): DealPromise {
  return {
    id: 1,
    offer: 1,
    by,
    to,
    term: { k: 'spare', family: to },
    status,
    round: 1,
    phase: 'business',
    armed: false,
  };
}

describe('a game tale kept in a campaign file (issue #13)', () => {
  const tale = (tie?: unknown) => ({
    result: result([37, 37, 20]),
    ...(tie === undefined ? {} : { tie }),
    word: [],
    deals: [],
    respect: [],
    swing: null,
    betrayal: null,
  });

  it('R11.1, R11.2: keeps a tie for the win and what broke it, and a game without one', () => {
    expect(GameTaleSchema.parse(tale({ among: 0b011, by: 'ring' })).tie).toEqual({
      among: 0b011,
      by: 'ring',
    });
    expect(GameTaleSchema.safeParse(tale()).success).toBe(true);
    const chosen = tale({ among: 0b011, by: 'ringHolder', holder: 2 });
    expect(GameTaleSchema.parse(chosen).tie).toEqual({ among: 0b011, by: 'ringHolder', holder: 2 });
  });

  it('refuses a tie of one family, or one broken by no rule', () => {
    expect(GameTaleSchema.safeParse(tale({ among: 0b001, by: 'ring' })).success).toBe(false);
    expect(GameTaleSchema.safeParse(tale({ among: 0b011, by: 'luck' })).success).toBe(false);
    const nobody = tale({ among: 0b011, by: 'ringHolder', holder: 9 });
    expect(GameTaleSchema.safeParse(nobody).success).toBe(false);
  });
});

describe('grudges across a campaign (issue #13)', () => {
  it('R13.3: carries each family’s kept and broken promises from the public ledger, by family', () => {
    const m = remember({}, ['ann', 'bob'], {
      promises: [promise(0, 1, 'broken'), promise(1, 0, 'kept')],
      offers: [],
    });
    expect(m).toEqual({ ann: { kept: 0, broken: 1 }, bob: { kept: 1, broken: 0 } });
    // Next game the seats rotate: bob's record follows bob, not the seat.
    expect(priorsFor(m, ['bob', 'ann', 'cat'])).toEqual([
      { kept: 1, broken: 0 },
      { kept: 0, broken: 1 },
      { kept: 0, broken: 0 },
    ]);
  });

  it('decays by MEMORY_DECAY a game: a betrayal in game 1 still counts, less, in game 3', () => {
    const quiet = { seats: ['ann', 'bob'], promises: [], offers: [] };
    const m = memoryOf([
      { seats: ['ann', 'bob'], promises: [promise(0, 1, 'broken')], offers: [] },
      quiet,
      quiet,
    ]);
    expect(m.ann!.broken).toBeCloseTo(MEMORY_DECAY * MEMORY_DECAY);
    const trust = (broken: number) =>
      trustTable([], [], 2, [
        { kept: 0, broken },
        { kept: 0, broken: 0 },
      ])[0]!;
    expect(trust(m.ann!.broken)).toBeLessThan(trust(0));
    expect(trust(m.ann!.broken)).toBeGreaterThan(trust(1));
  });

  it('a bot discounts the word of a family that broke it in an earlier game, and says so', () => {
    const s = newGame(16);
    const from = s.pending!.seat;
    const to = (from + 1) % 4;
    applyTrusted(s, {
      type: 'offer',
      seat: from,
      to,
      give: [{ k: 'payLater', amount: 9, when: 'endOfRound' }],
      get: [],
    });
    const memory = [0, 1, 2, 3].map((seat) =>
      seat === from ? { kept: 0, broken: 2 } : { kept: 0, broken: 0 },
    );
    const sit = situation(
      view(s, to),
      legalFor(s, to),
      PERSONALITIES.businessman,
      new Rand(1),
      undefined,
      memory,
    );
    expect(sit.trust[from]).toBeLessThan(DISTRUST);
    const d = answerOffer(sit, { samples: 4, acceptAll: false });
    expect(d.action).toMatchObject({ type: 'answer', accept: false });
    expect(d.why).toBe('no deal: you broke your word in an earlier game');
    // Without the campaign's memory the same offer is weighed, not refused out of hand.
    const fresh = situation(view(s, to), legalFor(s, to), PERSONALITIES.businessman, new Rand(1));
    expect(fresh.trust[from]).toBeGreaterThan(DISTRUST);
  });
});
