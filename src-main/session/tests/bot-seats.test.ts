import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src-shared/ai/factory';
import { newGame } from '../../../src-shared/ai/tests/helpers';
import { applyTrusted, legalFor, view } from '../../../src-shared/engine';
import type { SeatSpec } from '../../../src-shared/protocol';
import { DEFAULT_SEAT_PRESET } from '../../../src-shared/ai/bot-presets';
import { localBots, seatBot } from '../bot-seats';

describe('bot seats', () => {
  const unnamed: SeatSpec = { kind: 'bot', name: 'Nameless' };

  it('a bot seat that names no preset plays Easy, not the random fallback', async () => {
    expect(DEFAULT_SEAT_PRESET).toBe('easy');
    expect(seatBot(unnamed, 1).name).toBe('Easy');
    expect(seatBot({ ...unnamed, bot: { preset: 'random' } }, 1).name).toBe('Random');

    const s = newGame(31);
    let differsFromRandom = false;
    for (let k = 0; k < 40 && s.pending; k++) {
      const seat = s.pending.seat;
      const v = view(s, seat);
      const legal = legalFor(s, seat);
      const seed = 1000 + k;
      const played = await localBots({ seat, spec: unnamed, seed, view: v, legal });
      expect(played.action).toEqual(createBot('easy', seed).decide(v, legal).action);
      const random = createBot('random', seed).decide(v, legal).action;
      if (JSON.stringify(random) !== JSON.stringify(played.action)) differsFromRandom = true;
      applyTrusted(s, played.action);
    }
    expect(differsFromRandom).toBe(true);
  });
});
