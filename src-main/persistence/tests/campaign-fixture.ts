/** A long campaign for the kill test: four families and made-up game tales. */
import type { NewCampaign } from '../../../src-shared/campaign/campaign';
import type { GameTale } from '../../../src-shared/campaign/story';

export function campaignFixture(): NewCampaign {
  return {
    id: 'kill-campaign',
    name: 'Kill test',
    families: ['You', 'The Barzinis', 'The Tattaglias', 'The Cuneos'].map((name, i) => ({
      id: `f${i + 1}`,
      name,
      kind: i === 0 ? 'human' : 'bot',
      ...(i === 0 ? {} : { bot: { preset: 'easy' } }),
    })),
    length: { kind: 'games', games: 20 },
    scoring: { kind: 'placement', points: [5, 3, 2, 1, 0] },
    rules: {
      players: 4,
      edition: 'revised',
      house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
    },
    seed: 1,
    now: '2026-01-01T00:00:00.000Z',
  };
}

/** Game n's tale: family (n mod 4) wins it. */
export function taleFor(n: number): GameTale {
  const totals = [0, 1, 2, 3].map((seat) => (seat === n % 4 ? 30 : 10 + seat));
  return {
    result: {
      winner: n % 4,
      families: totals.map((total, seat) => ({
        seat,
        board: total - 2,
        cards: 2,
        money: 0,
        total,
      })),
    },
    word: totals.map((_, seat) => ({ kept: seat, broken: n % 2 })),
    deals: [2, 1, 1, 0],
    respect: [0, 1, 2, 3, 4]
      .map((r) => totals.map((t) => Math.round((t * r) / 4)))
      .concat([totals]),
    swing: { seat: n % 4, round: 3, delta: 7 },
    betrayal: n % 2 ? { by: 1, to: 0, round: 2, cost: 3 } : null,
  };
}
