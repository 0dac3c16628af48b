/**
 * A LAN table (issue #12) served by the Node host with `--lan`, reached by real WebSocket
 * clients: guests join with the code and claim the seats kept for them, a wrong code is
 * refused and then locked out per address, a guest's storage and start are refused, a
 * dropped guest takes its seat back with its token, and no guest ever sees another hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import { GAME_ID, PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { startHostChild, type HostChild } from '../../web/testing/host-fuzz';
import { TableClient, type Update } from '../../web/testing/table-client';
import { MAX_WRONG } from '../join-guard';

let host: HostChild;
let window: TableClient;

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Anna', remote: true },
  { kind: 'human', name: 'Bruno', remote: true },
  { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
  { kind: 'bot', name: 'Dora', bot: { preset: 'random' } },
];

/** A guest from its own loopback address (lockouts are per address). */
const guest = (from = '127.0.0.1') => TableClient.open(host, { from });

/** The join code the host printed. */
let code = '';
/** Anna's seat token, from her first welcome. */
let annaToken = '';

beforeAll(async () => {
  host = await startHostChild(['--lan', '--bot-delay', '0'], (out) => {
    const m = /join code ([A-Z0-9]{6})/.exec(out);
    if (m) code = m[1]!;
  });
  window = await TableClient.hostWindow(host);
  await window.welcome();
  window.send({ t: 'start', game: GAME_ID, options: { seed: 31, players: 4 }, seats: SEATS });
  await window.update();
});

afterAll(async () => {
  window?.close();
  await host?.stop();
});

const hello = (seat?: number, extra: object = {}) => ({
  t: 'hello',
  v: PROTOCOL_VERSION,
  seat,
  code,
  ...extra,
});

describe('a LAN table', () => {
  it('prints a join code and keeps the seats kept for remote players from the host window', async () => {
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await window.welcome()).toMatchObject({ role: 'host', yours: [] });
  });

  it('lets nobody in without the code, and locks out an address that guesses', async () => {
    const g = await guest('127.0.0.3');
    g.send({ t: 'look', seat: 0 });
    expect(await g.next('error')).toMatchObject({ code: 'join-first' });
    for (let i = 0; i < MAX_WRONG; i++) {
      g.send(hello(0, { code: 'WRONG1' }));
      expect(await g.next('error')).toMatchObject({ code: 'bad-code' });
    }
    g.send(hello(0));
    expect(await g.next('error')).toMatchObject({ code: 'locked-out' });
    // Another device is not locked out by it.
    const other = await guest('127.0.0.4');
    other.send(hello());
    expect(await other.next('welcome')).toMatchObject({ role: 'guest', yours: [] });
    g.close();
    other.close();
  });

  it("refuses a guest's saves, settings and new game, and gives its seat back only with its token", async () => {
    const anna = await guest();
    anna.send(hello(0));
    const welcome = await anna.next('welcome');
    expect(welcome).toMatchObject({ role: 'guest', yours: [0] });
    expect(welcome.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    annaToken = welcome.token!;
    const first = await anna.next('update');
    const hand = (first.view as GameView).families[0]!.hand;
    expect(hand).not.toBeNull();

    anna.send({ t: 'storage', id: 1, request: { op: 'listSaves' } });
    expect(await anna.next('storage')).toMatchObject({
      reply: { ok: false, error: { code: 'host-only' } },
    });
    anna.send({
      t: 'start',
      game: GAME_ID,
      options: { seed: 1, players: 3 },
      seats: SEATS.slice(1),
    });
    expect(await anna.next('error')).toMatchObject({ code: 'host-only' });

    // Anna's Wi-Fi drops; somebody else tries her seat, then she comes back with her token.
    anna.ws.terminate();
    const thief = await guest('127.0.0.5');
    thief.send(hello(0));
    expect(await thief.next('error')).toMatchObject({ code: 'seat-taken' });
    const back = await guest();
    back.send(hello(0, { token: welcome.token }));
    expect(await back.next('welcome')).toMatchObject({ yours: [0], token: welcome.token });
    const again = await back.next('update');
    expect((again.view as GameView).families[0]!.hand).toEqual(hand);
    thief.close();
    back.close();
  });

  it('plays a whole game of two guests and two bots, and shows each guest its own hand only', async () => {
    const guests: TableClient[] = [];
    for (const seat of [0, 1]) {
      const g = await guest(`127.0.1.${seat + 1}`);
      // Seat 0 is kept for Anna's token since she left it: she comes back with it.
      g.send(hello(seat, seat === 0 ? { token: annaToken } : {}));
      expect(await g.next('welcome')).toMatchObject({ yours: [seat] });
      guests.push(g);
    }
    window.send({ t: 'start', game: GAME_ID, options: { seed: 37, players: 4 }, seats: SEATS });
    const acted = new Set<number>();
    let over = false;
    for (let waited = 0; !over && waited < 120_000; waited += 2) {
      await new Promise((done) => setTimeout(done, 2));
      for (const g of guests) {
        const u = g.latest;
        if (!u || acted.has(u.version)) continue;
        const v = u.view as GameView;
        if (v.result) over = true;
        const legal = (u.legal as LegalAction[]).filter((l) => !l.terms);
        if (legal.length === 0 || v.pending?.seat !== u.seat) continue;
        acted.add(u.version);
        g.send({ t: 'act', seat: u.seat, version: u.version, action: legal[0]!.action });
      }
    }
    expect(over).toBe(true);
    expect(acted.size).toBeGreaterThan(20);
    for (const [seat, g] of guests.entries()) {
      const updates = g.all.filter((m): m is Update => m.t === 'update');
      expect(updates.length).toBeGreaterThan(20);
      for (const m of updates) {
        (m.view as GameView).families.forEach((f, s) => {
          if (s !== seat) expect(f.hand).toBeNull();
        });
        expect(JSON.stringify(m)).not.toMatch(/"rng"|"seed"|Deck"/);
      }
      g.close();
    }
  });
});
