/**
 * The session host tells its bots which seats people play (here or across the LAN), so that a
 * person's offer is valued on more samples than a bot's (negotiate.ts, R13.2).
 */
import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../../../src-shared/protocol';
import { fallbackBot } from '../bot-seats';
import { hostAsking } from '../testing/asking-host';

const bot = (name: string): SeatSpec => ({ kind: 'bot', name, bot: { preset: 'easy' } });

describe('the seats people play, told to the bots', () => {
  it('R13.2: names every human seat, one a stand-in bot holds for a guest too', async () => {
    const { host, asked } = hostAsking();
    const seats: SeatSpec[] = [
      bot('The Barzinis'),
      { kind: 'human', name: 'Guest', standIn: { preset: 'easy' } },
      bot('The Tattaglias'),
      { kind: 'human', name: 'You' },
    ];
    expect(await host.start({ players: 4, seed: 5 }, seats)).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await host.idle();
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) expect(r.people).toEqual([1, 3]);
    host.dispose();
  });

  it('tells each bot whose games its table looks like, by the other seats’ presets the lobby shows', async () => {
    const { host, asked } = hostAsking(fallbackBot);
    const seats: SeatSpec[] = [
      { kind: 'bot', name: 'The Barzinis', bot: { preset: 'hard' } },
      { kind: 'human', name: 'You' },
      { kind: 'bot', name: 'The Tattaglias', bot: { preset: 'medium' } },
      bot('The Cuneos'),
    ];
    expect(await host.start({ players: 4, seed: 5 }, seats)).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await host.idle();
    const fields = new Map(asked.map((r) => [r.seat, r.field]));
    expect(fields.get(0)).toBe('steady');
    expect(fields.get(2)).toBe('steady');
    expect(fields.get(3)).toBe('medium');
    for (const r of asked) expect(r.field).toBe(fields.get(r.seat));
    host.dispose();
  });

  it('names none at a table of bots', async () => {
    const { host, asked } = hostAsking();
    const seats = [bot('A'), bot('B'), bot('C')];
    expect(await host.start({ players: 3, seed: 3 }, seats)).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await host.idle();
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) expect(r.people).toEqual([]);
    host.dispose();
  });
});
