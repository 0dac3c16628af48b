/** A campaign's life (issue #13): its games' tales, the next game's seats, the document. */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  legalActions,
  legalFor,
  view,
  type Action,
  type GameState,
} from '../../engine';
import { passive, recorded } from '../../engine/tests/scenario';
import type { BotPreset } from '../../ai/bot-presets';
import { createBot } from '../../ai/factory';
import { decisionSeed } from '../../ai/rand';
import { ledgerRecords } from '../../ai/trust';
import { checksumOf } from '../../save/checksum';
import {
  abandonCampaign,
  abandonGame,
  campaignMemory,
  campaignStandings,
  finishGame,
  gameInPlay,
  newCampaign,
  nextGame,
  pointsByGame,
  seatingFor,
  startGame,
} from '../campaign';
import { campaignDoc, decodeCampaignFile, encodeCampaignFile, readCampaignDoc } from '../codec';
import { CAMPAIGN_VERSION, type Campaign } from '../format';
import { MEMORY_DECAY } from '../memory';
import { tellGame, type GameTale } from '../story';
import { lifetimeStats, tellCampaign } from '../telling';

const NOW = '2026-11-25T12:00:00.000Z';

/** A whole game of Easy bots and one Betrayer, as its options and action log. */
function playedGame(seed: number, presets: readonly BotPreset[] = ['easy', 'easy', 'betrayer']) {
  const options = { seed, players: presets.length };
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s: GameState = created.value;
  const actions: Action[] = [];
  while (s.pending) {
    const seat = s.pending.seat;
    const bot = createBot(presets[seat], decisionSeed(seed, seat, s.seq));
    const action = bot.decide(view(s, seat), legalFor(s, seat)).action;
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    actions.push(action);
  }
  return { options, actions, state: s };
}

function tale(
  totals: number[],
  winner: number,
  word = totals.map(() => ({ kept: 0, broken: 0 })),
): GameTale {
  return {
    result: {
      winner,
      families: totals.map((total, seat) => ({ seat, board: total, cards: 0, money: 0, total })),
    },
    word,
    deals: totals.map(() => 0),
    respect: [0, 1, 2, 3, 4].map(() => totals.map(() => 0)).concat([totals]),
    swing: null,
    betrayal: null,
  };
}

function campaign(games = 2): Campaign {
  return newCampaign({
    id: 'c-1',
    name: 'Summer of 46',
    families: [
      { id: 'f1', name: 'You', kind: 'human' },
      {
        id: 'f2',
        name: 'The Barzinis',
        kind: 'bot',
        bot: { preset: 'easy', personality: 'snake' },
      },
      { id: 'f3', name: 'Ann', kind: 'remote' },
    ],
    length: { kind: 'games', games },
    scoring: { kind: 'placement', points: [5, 3, 2, 1, 0] },
    rules: {
      players: 3,
      edition: 'revised',
      house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
    },
    seed: 77,
    now: NOW,
  });
}

describe("a campaign game's tale (issue #13)", () => {
  const game = playedGame(5);
  const told = tellGame(game.options, game.actions);

  it('R11.3: holds the final result, and the respect after every round ending in the final totals', () => {
    expect(told.ok).toBe(true);
    if (!told.ok) return;
    expect(told.value.result).toEqual(game.state.result);
    const finals = [...game.state.result!.families].sort((a, b) => a.seat - b.seat);
    expect(told.value.respect.at(-1)).toEqual(finals.map((f) => f.total));
    expect(told.value.respect[0]).toEqual([0, 0, 0].map(() => expect.any(Number)));
    // The start, the end of each of the four rounds (R4.1), and the final scoring.
    expect(told.value.respect).toHaveLength(6);
    expect(told.value.respect.at(-2)).toEqual(finals.map((f) => f.board));
  });

  it('R13.3: counts kept and broken promises from the public ledger, deals for both parties', () => {
    if (!told.ok) return;
    expect(told.value.word).toEqual(ledgerRecords(game.state.promises, game.state.offers, 3));
    const total = told.value.deals.reduce((a, b) => a + b, 0);
    expect(total % 2).toBe(0);
    const broken = told.value.word.reduce((a, w) => a + w.broken, 0);
    expect(told.value.betrayal !== null).toBe(broken > 0);
    if (told.value.betrayal)
      expect(told.value.word[told.value.betrayal.by]!.broken).toBeGreaterThan(0);
    expect(told.value.swing).not.toBeNull();
  });

  it('R4.1, R13.3: a payment left unpaid at the last round’s end is broken in that round, not after it', () => {
    const options = { seed: 91, players: 3 };
    const g = recorded(options);
    let promised = false;
    while (g.s.pending) {
      const seat = g.s.pending.seat;
      if (!promised && g.s.round === 4 && g.s.phase === 'business') {
        const to = (seat + 1) % 3;
        const give = [{ k: 'payLater', amount: 1, when: 'endOfRound' }] as const;
        g.act({ type: 'offer', seat, to, give: [...give], get: [] });
        g.act({ type: 'answer', seat: to, offer: g.s.offers.at(-1)!.id, accept: true });
        promised = true;
      } else if (g.s.pending.d === 'due') g.act({ type: 'due', seat, pay: false });
      else g.act(passive(g.s, legalActions(g.s)));
    }
    const told = tellGame(options, g.actions);
    if (!told.ok) throw new Error(told.error.message);
    expect(told.value.betrayal?.round).toBe(4);
  });

  it('refuses a game that has not ended', () => {
    const r = tellGame(game.options, game.actions.slice(0, 10));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-over');
  });
});

describe('the next game of a campaign (issue #13)', () => {
  it('R3.5: rotates the seating one place a game, and gives the first ring to seat 0', () => {
    const c = campaign(3);
    expect(seatingFor(c, 0)).toEqual(['f1', 'f2', 'f3']);
    expect(seatingFor(c, 1)).toEqual(['f2', 'f3', 'f1']);
    expect(seatingFor(c, 3)).toEqual(['f1', 'f2', 'f3']);
    const next = nextGame(c);
    expect(next.options).toMatchObject({ players: 3, edition: 'revised', firstPlayer: 0 });
    expect(next.specs).toEqual([
      { kind: 'human', name: 'You' },
      { kind: 'bot', name: 'The Barzinis', bot: { preset: 'easy', personality: 'snake' } },
      { kind: 'human', name: 'Ann', remote: true },
    ]);
    const second = nextGame(
      startGame(c, { saveId: 'g-1', seats: next.seats, seed: next.seed }, NOW),
    );
    expect(second.seats).toEqual(['f2', 'f3', 'f1']);
    expect(second.seed).not.toBe(next.seed);
  });

  it('keeps a table without hints for the people of every game', () => {
    const c = campaign(3);
    const off = {
      ...c,
      families: c.families.map((f) => (f.kind === 'bot' ? f : { ...f, hints: false as const })),
    };
    expect(nextGame(off).specs.map((s) => s.hints)).toEqual([false, undefined, false]);
    expect(nextGame(c).specs.some((s) => 'hints' in s)).toBe(false);
  });

  it('carries each family its record, decayed a game, into every seat', () => {
    let c = campaign(3);
    c = startGame(c, { saveId: 'g-1', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
    c = finishGame(
      c,
      'g-1',
      tale([10, 20, 5], 1, [
        { kept: 2, broken: 0 },
        { kept: 0, broken: 3 },
        { kept: 0, broken: 0 },
      ]),
      NOW,
    );
    c = startGame(c, { saveId: 'g-2', seats: ['f2', 'f3', 'f1'], seed: 2 }, NOW);
    c = finishGame(c, 'g-2', tale([1, 2, 3], 2), NOW);
    const memory = campaignMemory(c);
    expect(memory.f2).toEqual({ kept: 0, broken: 3 * MEMORY_DECAY });
    const next = nextGame(c);
    expect(next.seats).toEqual(['f3', 'f1', 'f2']);
    expect(next.specs[2]!.record).toEqual({ kept: 0, broken: 2.25 });
    expect(next.specs[1]!.record).toEqual({ kept: 1.5, broken: 0 });
    expect(next.specs[0]!.record).toBeUndefined();
  });

  it('ends after its games; an abandoned game scores nothing and does not count', () => {
    let c = campaign(2);
    c = startGame(c, { saveId: 'g-1', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
    expect(gameInPlay(c)?.saveId).toBe('g-1');
    c = abandonGame(c, NOW);
    expect(gameInPlay(c)).toBeNull();
    expect(c.status).toBe('active');
    c = startGame(c, { saveId: 'g-2', seats: ['f2', 'f3', 'f1'], seed: 2 }, NOW);
    c = finishGame(c, 'g-2', tale([30, 20, 10], 0), NOW);
    expect(c.status).toBe('active');
    expect(campaignStandings(c)[0]).toMatchObject({ family: 'f2', points: 5, abandoned: 1 });
    c = startGame(c, { saveId: 'g-3', seats: ['f3', 'f1', 'f2'], seed: 3 }, NOW);
    c = finishGame(c, 'g-3', tale([30, 20, 10], 0), NOW);
    expect(c.status).toBe('over');
    expect(pointsByGame(c)).toEqual([
      { f1: 2, f2: 5, f3: 3 },
      { f1: 5, f2: 7, f3: 8 },
    ]);
    // A finished campaign's games are not finished again.
    expect(finishGame(c, 'g-3', tale([0, 0, 9], 2), NOW).games[2]!.tale!.result.winner).toBe(0);
  });

  it('ends at a points target, and when it is abandoned', () => {
    let c: Campaign = { ...campaign(), length: { kind: 'target', points: 8 } };
    c = startGame(c, { saveId: 'g-1', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
    c = finishGame(c, 'g-1', tale([30, 20, 10], 0), NOW);
    expect(c.status).toBe('active');
    c = startGame(c, { saveId: 'g-2', seats: ['f2', 'f3', 'f1'], seed: 2 }, NOW);
    c = finishGame(c, 'g-2', tale([10, 20, 30], 2), NOW);
    expect(c.status).toBe('over');
    const given = abandonCampaign(
      startGame(campaign(), { saveId: 'g', seats: ['f1', 'f2', 'f3'], seed: 0 }, NOW),
      NOW,
    );
    expect(given.status).toBe('abandoned');
    expect(given.games[0]!.status).toBe('abandoned');
  });
});

describe('the campaign document (issue #13, docs/persistence.md)', () => {
  const c = finishGame(
    startGame(campaign(), { saveId: 'g-1', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW),
    'g-1',
    tale([30, 20, 10], 0),
    NOW,
  );

  it('reads back what it wrote, with its saves', () => {
    const r = decodeCampaignFile(encodeCampaignFile(c, '1.2.3', ['{"a":1}']));
    expect(r).toEqual({ ok: true, value: { campaign: c, app: '1.2.3', saves: ['{"a":1}'] } });
  });

  it('tells a damaged document by its checksum, a newer one by its version, and a wrong shape', () => {
    const doc = campaignDoc(c, '1.0.0');
    const changed = { ...doc, campaign: { ...doc.campaign, name: 'Changed' } };
    expect(readCampaignDoc(changed)).toMatchObject({ ok: false, error: { code: 'bad-checksum' } });
    const { checksum: _, ...unsigned } = doc;
    const newer = { ...unsigned, version: CAMPAIGN_VERSION + 1 };
    expect(readCampaignDoc({ ...newer, checksum: checksumOf(newer) })).toMatchObject({
      ok: false,
      error: { code: 'newer-version' },
    });
    const bad = { ...unsigned, campaign: { ...c, families: [] } };
    expect(readCampaignDoc({ ...bad, checksum: checksumOf(bad) })).toMatchObject({
      ok: false,
      error: { code: 'bad-schema' },
    });
    expect(decodeCampaignFile('{"format":"nothing-personal-save"}')).toMatchObject({
      ok: false,
      error: { code: 'not-a-save' },
    });
    expect(decodeCampaignFile('{"cut')).toMatchObject({ ok: false, error: { code: 'not-json' } });
  });
});

describe('the story so far and lifetime statistics (issue #13)', () => {
  it("tells each game from its tale, with the families' names", () => {
    let c = campaign(3);
    c = startGame(c, { saveId: 'g-1', seats: ['f2', 'f3', 'f1'], seed: 1 }, NOW);
    c = finishGame(
      c,
      'g-1',
      {
        ...tale([31, 20, 10], 0, [
          { kept: 1, broken: 2 },
          { kept: 0, broken: 0 },
          { kept: 3, broken: 0 },
        ]),
        deals: [3, 1, 2],
        swing: { seat: 1, round: 2, delta: -9 },
        betrayal: { by: 0, to: 2, round: 3, cost: 4 },
      },
      NOW,
    );
    c = startGame(c, { saveId: 'g-2', seats: ['f3', 'f1', 'f2'], seed: 2 }, NOW);
    c = abandonGame(c, NOW);
    expect(tellCampaign(c)).toEqual([
      {
        game: 1,
        headline: 'Game 1: The Barzinis won with 31 respect.',
        lines: [
          'Final respect: The Barzinis 31, Ann 20, You 10.',
          '3 deals made; The Barzinis made the most (3).',
          'Promises: The Barzinis kept 1 and broke 2; You kept 3.',
          'Biggest swing: Ann lost 9 respect in round 2.',
          'Worst betrayal: The Barzinis broke their word to You in round 3, who lost 4 respect that round.',
        ],
      },
      { game: 2, headline: 'Game 2 was abandoned: it scores nothing.', lines: [] },
    ]);
  });

  it('R11.1, R11.2: says what broke a tie for the win', () => {
    const c = startGame(campaign(), { saveId: 'g', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
    const tied = { ...tale([30, 30, 10], 1), tie: { among: 0b011, by: 'money' as const } };
    expect(tellCampaign(finishGame(c, 'g', tied, NOW))[0]!.lines.slice(0, 2)).toEqual([
      'Final respect: The Barzinis 30, You 30, Ann 10.',
      'A tie at the top, won by The Barzinis on the most money, cards cashed.',
    ]);
  });

  it('R11.1: names the ring holder who chose the winner of a tie, when another family', () => {
    const told = (holder?: number) => {
      const c = startGame(campaign(), { saveId: 'g', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
      const tie = {
        among: 0b011,
        by: 'ringHolder' as const,
        ...(holder === undefined ? {} : { holder }),
      };
      return tellCampaign(finishGame(c, 'g', { ...tale([30, 30, 10], 1), tie }, NOW))[0]!.lines[1];
    };
    expect(told(2)).toBe(
      'A tie at the top, won by The Barzinis on the choice of Ann, the ring holder.',
    );
    expect(told(1)).toBe("A tie at the top, won by The Barzinis on the ring holder's choice.");
    expect(told()).toBe("A tie at the top, won by The Barzinis on the ring holder's choice.");
  });

  it('names both parties of a lone deal, and nobody as the most when the top is shared', () => {
    const told = (deals: number[]) => {
      const c = startGame(campaign(), { saveId: 'g', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW);
      return tellCampaign(finishGame(c, 'g', { ...tale([3, 2, 1], 0), deals }, NOW))[0]!.lines[1];
    };
    expect(told([1, 0, 1])).toBe('1 deal made, between You and Ann.');
    expect(told([2, 2, 0])).toBe('2 deals made.');
    expect(told([0, 0, 0])).toBe('Nobody made a deal.');
  });

  it('adds up every family name across campaigns, whatever its case', () => {
    let a = campaign();
    a = finishGame(
      startGame(a, { saveId: 'g-1', seats: ['f1', 'f2', 'f3'], seed: 1 }, NOW),
      'g-1',
      {
        ...tale([30, 20, 10], 0, [
          { kept: 3, broken: 1 },
          { kept: 0, broken: 0 },
          { kept: 0, broken: 0 },
        ]),
        deals: [2, 2, 0],
      },
      NOW,
    );
    let b: Campaign = { ...campaign(), id: 'c-2' };
    b = { ...b, families: b.families.map((f) => (f.id === 'f1' ? { ...f, name: 'YOU' } : f)) };
    b = finishGame(
      startGame(b, { saveId: 'g-2', seats: ['f2', 'f1', 'f3'], seed: 1 }, NOW),
      'g-2',
      tale([30, 11, 10], 0),
      NOW,
    );
    const rows = lifetimeStats([a, b]);
    expect(rows.find((r) => r.name === 'You')).toEqual({
      name: 'You',
      games: 2,
      wins: 1,
      respect: 20.5,
      keptPercent: 75,
      deals: 2,
    });
    expect(rows.find((r) => r.name === 'The Barzinis')).toMatchObject({
      games: 2,
      wins: 1,
      keptPercent: null,
    });
  });
});
