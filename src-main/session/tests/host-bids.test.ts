/** R13.2 in the session host: at a tie, the bot seats bid to the ring holder, once per state. */
import { describe, expect, it } from 'vitest';
import { apply, createGame, hash, type Action } from '../../../src-shared/engine';
import { PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { localBids, type BotBidder, type BotRequest } from '../bot-seats';
import { SessionHost } from '../host';

const seats: SeatSpec[] = Array.from({ length: 4 }, (_, i) => ({
  kind: 'bot',
  name: `Bot ${i + 1}`,
  bot: { preset: 'heuristic' },
}));

/** A whole heuristic bot game in the host, every bid request recorded. */
async function playRecordingBids(seed: number) {
  const asked: BotRequest[] = [];
  const bids: number[] = [];
  const bid: BotBidder = (r) => {
    asked.push(r);
    const d = localBids(r);
    if (d) bids.push(r.seat);
    return d;
  };
  const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {}, bid });
  const said: string[] = [];
  host.attach(
    {
      send: (m) => {
        if (m.t === 'update' && m.said) said.push(m.said.text);
      },
      onMessage: (listen) => listen({ t: 'hello', v: PROTOCOL_VERSION }),
      onClose: () => {},
      close: () => {},
    },
    'host',
  );
  await host.start({ seed, players: 4 }, seats);
  for (let i = 0; i < 20_000 && host.current?.pending; i++) {
    await new Promise((r) => setImmediate(r));
    await host.idle();
  }
  const checkpoint = host.checkpoint!;
  host.dispose();
  return { asked, bids, checkpoint, said };
}

describe('R13.2 bids at a tie in the session host', () => {
  it('asks every other bot seat once per tie state, and commits the bids bots make', async () => {
    let totalBids = 0;
    for (const seed of [3, 11, 19]) {
      const { asked, bids, checkpoint, said } = await playRecordingBids(seed);
      expect(checkpoint.over).toBe(true);
      expect(asked.length).toBeGreaterThan(0);
      const once = new Set<string>();
      for (const r of asked) {
        const d = r.view.pending!;
        expect(d.d).toBe('tie');
        expect(r.seat).not.toBe(d.seat);
        expect(r.legal.some((l) => l.terms)).toBe(true);
        const key = `${r.view.seq}:${r.seat}`;
        expect(once.has(key)).toBe(false);
        once.add(key);
      }
      // Every committed bid is an offer by its bidder, and the game replays to its hash.
      const actions = checkpoint.actions as Action[];
      const offers = actions.filter((a) => a.type === 'offer');
      expect(offers.length).toBeGreaterThanOrEqual(bids.length);
      const s = createGame(checkpoint.options as { seed: number; players: number });
      if (!s.ok) throw new Error(s.error.message);
      let state = s.value;
      for (const a of actions) {
        const r = apply(state, a);
        expect(r.ok).toBe(true);
        if (r.ok) state = r.value.state;
      }
      expect(hash(state)).toBe(checkpoint.hash);
      totalBids += bids.length;
      // The bots' lines call families by the names at the table.
      for (const line of said) expect(line).not.toMatch(/\{family:/);
      expect(said.some((line) => /Bot \d/.test(line))).toBe(true);
    }
    expect(totalBids).toBeGreaterThan(0);
  }, 120_000);
});
