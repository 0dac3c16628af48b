/**
 * A campaign game on the session host (issue #13): a normal game whose seats carry their
 * family's record from earlier games. Every bot decision starts its trust from those records,
 * and every client sees them (they come from public ledgers only).
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { SessionHost } from '../host';
import { hostAsking } from '../testing/asking-host';
import { fakeClient } from '../testing/fake-client';

const SEATS: SeatSpec[] = [
  { kind: 'bot', name: 'The Barzinis', bot: { preset: 'easy' } },
  { kind: 'bot', name: 'You', bot: { preset: 'easy' }, record: { kept: 0.75, broken: 2.25 } },
  { kind: 'bot', name: 'Ann', bot: { preset: 'easy' } },
];

describe('a campaign game on the host (issue #13)', () => {
  it("R13.3: hands every bot the seats' records, and shows them to every client", async () => {
    const { host, asked } = hostAsking();
    const guest = fakeClient(host, 'guest');
    await guest.say({ t: 'hello', v: PROTOCOL_VERSION });
    expect(await host.start({ players: 3, seed: 3 }, SEATS)).toBeNull();
    await host.idle();
    await new Promise((r) => setTimeout(r, 50));
    await host.idle();
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) {
      expect(r.memory).toEqual([
        { kept: 0, broken: 0 },
        { kept: 0.75, broken: 2.25 },
        { kept: 0, broken: 0 },
      ]);
    }
    expect(guest.welcome().seats[1]).toMatchObject({
      name: 'You',
      record: { kept: 0.75, broken: 2.25 },
    });
    expect(guest.welcome().seats[0]).not.toHaveProperty('record');
    host.dispose();
  });

  it("names the table's game to the host's window alone, so its campaign knows it", async () => {
    const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {} });
    const own = fakeClient(host, 'host');
    const guest = fakeClient(host, 'guest');
    await own.say({ t: 'hello', v: PROTOCOL_VERSION });
    await guest.say({ t: 'hello', v: PROTOCOL_VERSION });
    expect(await host.start({ players: 3, seed: 3 }, SEATS, 'game-7')).toBeNull();
    await host.idle();
    expect(own.welcome().gameId).toBe('game-7');
    expect(guest.welcome()).not.toHaveProperty('gameId');
    host.dispose();
  });

  it('gives no memory to the bots of a game that is not a campaign game', async () => {
    const { host, asked } = hostAsking();
    const seats = SEATS.map(({ record: _, ...s }) => s);
    expect(await host.start({ players: 3, seed: 3 }, seats)).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    await host.idle();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.memory === undefined)).toBe(true);
    host.dispose();
  });
});
