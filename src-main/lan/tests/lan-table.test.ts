/**
 * A LAN table (issue #12) served by the Node host with `--lan`, reached by real WebSocket
 * clients: guests join with the code and claim the seats kept for them, a wrong code is
 * refused and then locked out per address, a guest's storage and start are refused, a
 * dropped guest takes its seat back with its token, and no guest ever sees another hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import {
  GAME_ID,
  PROTOCOL_VERSION,
  parseServerMessage,
  type SeatSpec,
  type ServerMessage,
} from '../../../src-shared/protocol';
import { HostWindow, startHostChild, type HostChild } from '../../web/testing/host-fuzz';
import { MAX_WRONG } from '../join-guard';

type Update = Extract<ServerMessage, { t: 'update' }>;

let host: HostChild;
let window: HostWindow;

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Anna', remote: true },
  { kind: 'human', name: 'Bruno', remote: true },
  { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
  { kind: 'bot', name: 'Dora', bot: { preset: 'random' } },
];

class Guest {
  readonly inbox: ServerMessage[] = [];
  /** Every frame this guest was ever sent, for the leak check. */
  readonly all: ServerMessage[] = [];
  /** The last update this guest was sent. */
  latest: Update | null = null;
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const m = parseServerMessage(d.toString());
      if (!m.ok) throw new Error(m.error.message);
      this.inbox.push(m.value);
      this.all.push(m.value);
      if (m.value.t === 'update') this.latest = m.value;
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  /** A guest from its own loopback address (lockouts are per address). */
  static async open(from = '127.0.0.1'): Promise<Guest> {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/session`, {
      origin: `http://127.0.0.1:${host.port}`,
      localAddress: from,
    });
    await new Promise((done, fail) => ws.once('open', done).once('error', fail));
    return new Guest(ws);
  }

  send(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }

  async next<T extends ServerMessage['t']>(
    t: T,
    where: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { t: T }>> {
    for (;;) {
      const i = this.inbox.findIndex(
        (m) => m.t === t && where(m as Extract<ServerMessage, { t: T }>),
      );
      if (i >= 0) return this.inbox.splice(0, i + 1).at(-1) as Extract<ServerMessage, { t: T }>;
      await new Promise<void>((done) => this.waiters.push(done));
    }
  }

  close() {
    this.ws.close();
  }
}

/** The join code the host printed. */
let code = '';
/** Anna's seat token, from her first welcome. */
let annaToken = '';

beforeAll(async () => {
  host = await startHostChild(['--lan', '--bot-delay', '0'], (out) => {
    const m = /join code ([A-Z0-9]{6})/.exec(out);
    if (m) code = m[1]!;
  });
  window = await HostWindow.open(host);
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
    const g = await Guest.open('127.0.0.3');
    g.send({ t: 'look', seat: 0 });
    expect(await g.next('error')).toMatchObject({ code: 'join-first' });
    for (let i = 0; i < MAX_WRONG; i++) {
      g.send(hello(0, { code: 'WRONG1' }));
      expect(await g.next('error')).toMatchObject({ code: 'bad-code' });
    }
    g.send(hello(0));
    expect(await g.next('error')).toMatchObject({ code: 'locked-out' });
    // Another device is not locked out by it.
    const other = await Guest.open('127.0.0.4');
    other.send(hello());
    expect(await other.next('welcome')).toMatchObject({ role: 'guest', yours: [] });
    g.close();
    other.close();
  });

  it("refuses a guest's saves, settings and new game, and gives its seat back only with its token", async () => {
    const anna = await Guest.open();
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
    const thief = await Guest.open('127.0.0.5');
    thief.send(hello(0));
    expect(await thief.next('error')).toMatchObject({ code: 'seat-taken' });
    const back = await Guest.open();
    back.send(hello(0, { token: welcome.token }));
    expect(await back.next('welcome')).toMatchObject({ yours: [0], token: welcome.token });
    const again = await back.next('update');
    expect((again.view as GameView).families[0]!.hand).toEqual(hand);
    thief.close();
    back.close();
  });

  it('plays a whole game of two guests and two bots, and shows each guest its own hand only', async () => {
    const guests: Guest[] = [];
    for (const seat of [0, 1]) {
      const g = await Guest.open(`127.0.1.${seat + 1}`);
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
