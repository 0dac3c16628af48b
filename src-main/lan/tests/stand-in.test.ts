/**
 * An away guest's stand-in over real sockets (issue #12): the host chose "a bot plays for
 * them until they are back" for Bruno's seat. While nobody holds it, the bot decides for it;
 * when Bruno takes the seat, the table waits for him and takes his own choice; when his
 * connection drops, the bot plays on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import { GAME_ID, PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { startHostChild, type HostChild } from '../../web/testing/host-fuzz';
import { TableClient, type Update } from '../../web/testing/table-client';

let host: HostChild;
let window: TableClient;
let code = '';

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Anna', remote: true },
  { kind: 'human', name: 'Bruno', remote: true, standIn: { preset: 'random' } },
  { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
  { kind: 'bot', name: 'Dora', bot: { preset: 'random' } },
];

beforeAll(async () => {
  host = await startHostChild(['--lan', '--bot-delay', '0'], (out) => {
    code = /join code ([A-Z0-9]{6})/.exec(out)?.[1] ?? code;
  });
  window = await TableClient.hostWindow(host);
  await window.welcome();
});
afterAll(async () => {
  window?.close();
  await host?.stop();
});

async function seatGuest(seat: number, from: string): Promise<TableClient> {
  const g = await TableClient.open(host, { from });
  g.send({ t: 'hello', v: PROTOCOL_VERSION, seat, code });
  expect(await g.next('welcome')).toMatchObject({ role: 'guest', yours: [seat] });
  return g;
}

const pendingSeat = (u: Update) => (u.view as GameView).pending?.seat ?? -1;

describe('a stand-in bot for an away guest (issue #12)', () => {
  it('plays the seat while its guest is away, waits for him while he holds it, and plays on when he drops', async () => {
    window.send({ t: 'start', game: GAME_ID, options: { seed: 53, players: 4 }, seats: SEATS });
    const anna = await seatGuest(0, '127.0.2.1');
    let bruno: TableClient | null = null;
    /** Decisions of seat 1 the table moved past while nobody held it: the stand-in's. */
    let byBot = 0;
    let byBotAfterDrop = 0;
    let brunoActed = 0;
    let waitedForBruno = false;
    let dropped = false;
    const acted = new Set<string>();
    let seen = 0;
    for (let waited = 0; waited < 120_000 && byBotAfterDrop < 2; waited += 5) {
      await new Promise((done) => setTimeout(done, 5));
      const updates = anna.all.filter((m): m is Update => m.t === 'update');
      for (; seen < updates.length - 1; seen++) {
        const [u, next] = [updates[seen]!, updates[seen + 1]!];
        if (pendingSeat(u) === 1 && next.version > u.version && bruno === null) {
          if (dropped) byBotAfterDrop++;
          else byBot++;
        }
      }
      const latest = anna.latest;
      if (!latest || (latest.view as GameView).result) break;
      // Anna plays her own seat whenever it is hers to act.
      const mine = (latest.legal as LegalAction[]).find((l) => !l.terms);
      if (latest.seat === 0 && mine && !acted.has(`a${latest.version}`)) {
        acted.add(`a${latest.version}`);
        anna.send({ t: 'act', seat: 0, version: latest.version, action: mine.action });
      }
      if (byBot >= 2 && bruno === null && !dropped) bruno = await seatGuest(1, '127.0.2.2');
      const b = bruno?.latest;
      if (!bruno || !b || b.seat !== 1 || pendingSeat(b) !== 1) continue;
      const his = (b.legal as LegalAction[]).find((l) => !l.terms);
      if (!his || acted.has(`b${b.version}`)) continue;
      // The seat is his: the table waits for him rather than letting the bot decide.
      await new Promise((done) => setTimeout(done, 400));
      expect(bruno.latest!.version).toBe(b.version);
      waitedForBruno = true;
      acted.add(`b${b.version}`);
      bruno.send({ t: 'act', seat: 1, version: b.version, action: his.action });
      await bruno.update((u) => u.version > b.version);
      brunoActed++;
      if (brunoActed >= 2) {
        bruno.ws.terminate();
        bruno = null;
        dropped = true;
      }
    }
    expect(byBot).toBeGreaterThanOrEqual(2);
    expect(waitedForBruno).toBe(true);
    expect(brunoActed).toBe(2);
    expect(byBotAfterDrop).toBeGreaterThanOrEqual(2);
    anna.close();
  }, 150_000);
});
