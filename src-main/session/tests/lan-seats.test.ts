/**
 * The seats of a LAN table at the session host (issue #12): the host's window puts seats on
 * the table before the game, guests take them by name, the host moves them or lets them go,
 * a stand-in bot plays an away guest's seat and hands it back, and a restarted host still
 * knows whose token takes which seat.
 */
import { describe, expect, it } from 'vitest';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import {
  GAME_ID,
  PROTOCOL_VERSION,
  type HostReport,
  type SeatSpec,
  type ServerMessage,
} from '../../../src-shared/protocol';
import { SessionHost, type HostSettings } from '../host';
import { fakeClient, type FakeClient } from '../testing/fake-client';

const hello = (seat?: number, more: object = {}) => ({
  t: 'hello',
  v: PROTOCOL_VERSION,
  seat,
  ...more,
});

const LOBBY: SeatSpec[] = [
  { kind: 'human', name: 'Seat 1', remote: true },
  { kind: 'human', name: 'Seat 2', remote: true },
  { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
  { kind: 'bot', name: 'Dora', bot: { preset: 'random' } },
];

function newHost(settings: Partial<HostSettings> = {}) {
  return new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {}, ...settings });
}

/** Lets bot decisions (setImmediate, then a queued task) run until the table is still. */
async function settle(host: SessionHost) {
  for (let i = 0; i < 40; i++) {
    await new Promise((done) => setImmediate(done));
    await host.idle();
  }
}

const seatsSeen = (c: FakeClient) =>
  c.inbox
    .flatMap((m: ServerMessage) => (m.t === 'welcome' || m.t === 'seats' ? [m.seats] : []))
    .at(-1)!;

describe('a LAN table at the session host (issue #12)', () => {
  it('puts seats on the table before the game; guests take them by name, and keep them when it starts', async () => {
    const host = newHost();
    const w = fakeClient(host, 'host');
    await w.say(hello());
    await w.say({ t: 'table', seats: LOBBY });
    expect(w.welcome().seats[0]).toMatchObject({ remote: true, open: true });
    const maria = fakeClient(host, 'guest');
    await maria.say(hello(0, { name: '  Maria ' }));
    expect(maria.welcome()).toMatchObject({ yours: [0] });
    // The host's window sees who joined without its table starting afresh.
    expect(w.last()).toMatchObject({ t: 'seats' });
    expect(seatsSeen(w)[0]).toMatchObject({ holder: 'Maria', open: false });
    expect(seatsSeen(w)[0]).not.toHaveProperty('away');
    await maria.say({ t: 'table', seats: LOBBY.slice(0, 2) });
    expect(maria.last()).toMatchObject({ t: 'error', code: 'host-only' });
    await w.say({ t: 'start', game: GAME_ID, options: { seed: 5, players: 4 }, seats: LOBBY });
    expect(maria.welcome()).toMatchObject({ yours: [0] });
    const v = maria.update().view as GameView;
    expect(v.families[0]!.hand).not.toBeNull();
    expect(v.families[1]!.hand).toBeNull();
    host.dispose();
  });

  it('lets the host move a guest to an open seat, token and all, or let it go; a guest may do neither', async () => {
    const host = newHost();
    const w = fakeClient(host, 'host');
    await w.say(hello());
    await w.say({ t: 'table', seats: LOBBY });
    const maria = fakeClient(host, 'guest');
    await maria.say(hello(0, { name: 'Maria' }));
    const token = maria.welcome().token;
    const ugo = fakeClient(host, 'guest');
    await ugo.say(hello(1, { name: 'Ugo' }));
    await ugo.say({ t: 'manage', op: 'kick', seat: 0 });
    expect(ugo.last()).toMatchObject({ t: 'error', code: 'host-only' });
    await w.say({ t: 'manage', op: 'move', seat: 0, to: 1 });
    expect(w.last()).toMatchObject({ t: 'error', code: 'seat-not-open' });
    await w.say({ t: 'manage', op: 'kick', seat: 1 });
    expect(ugo.inbox).toContainEqual(expect.objectContaining({ t: 'error', code: 'let-go' }));
    expect(ugo.welcome()).toMatchObject({ yours: [] });
    expect(seatsSeen(w)[1]).toMatchObject({ open: true });
    // Let go, this connection may not take a seat again.
    await ugo.say(hello(1));
    expect(ugo.last()).toMatchObject({ t: 'error', code: 'let-go' });
    await w.say({ t: 'manage', op: 'move', seat: 0, to: 1 });
    expect(maria.welcome()).toMatchObject({ yours: [1], token });
    expect(seatsSeen(w)[1]).toMatchObject({ holder: 'Maria' });
    expect(seatsSeen(w)[0]).toMatchObject({ open: true });
    await w.say({ t: 'manage', op: 'kick', seat: 0 });
    expect(w.last()).toMatchObject({ t: 'error', code: 'no-guest' });
    host.dispose();
  });

  it('lets a stand-in bot play an away guest’s seat, and hands it back when the guest returns', async () => {
    const seats: SeatSpec[] = [
      { ...LOBBY[0]!, standIn: { preset: 'random' } },
      LOBBY[1]!,
      LOBBY[2]!,
      LOBBY[3]!,
    ];
    const host = newHost();
    const w = fakeClient(host, 'host');
    await w.say(hello());
    await w.say({ t: 'table', seats });
    let anna = fakeClient(host, 'guest');
    await anna.say(hello(0, { name: 'Anna' }));
    const token = anna.welcome().token;
    const bruno = fakeClient(host, 'guest');
    await bruno.say(hello(1, { name: 'Bruno' }));
    await w.say({ t: 'start', game: GAME_ID, options: { seed: 12, players: 4 }, seats });
    await settle(host);
    // The people play (first legal move) until the game waits for Anna.
    const play = async (who: FakeClient[], until: (pending: number) => boolean) => {
      for (let i = 0; i < 400; i++) {
        await settle(host);
        const pending = host.current!.pending?.seat ?? -1;
        if (until(pending)) return;
        const c = who.find((g) => g.update().seat === pending);
        const u = c?.update();
        const legal = ((u?.legal ?? []) as LegalAction[]).filter((l) => !l.terms);
        if (!c || !u || legal.length === 0) continue;
        await c.say({ t: 'act', seat: u.seat, version: u.version, action: legal[0]!.action });
      }
      throw new Error('the game never got there');
    };
    await play([anna, bruno], (p) => p === 0);
    expect(seatsSeen(w)[0]).not.toHaveProperty('standIn');
    const actions = host.checkpoint!.actions.length;
    // Anna drops at her decision: her stand-in takes it; the table says so.
    anna.leave();
    await play([bruno], (p) => p === 1);
    const taken = host.checkpoint!.actions.slice(actions) as { seat: number }[];
    expect(taken[0]!.seat).toBe(0);
    expect(seatsSeen(bruno)[0]).toMatchObject({ holder: 'Anna', away: true, standIn: true });
    // Anna is back with her token: the stand-in stops, and the table waits for her again.
    anna = fakeClient(host, 'guest');
    await anna.say(hello(0, { token }));
    expect(anna.welcome()).toMatchObject({ yours: [0] });
    expect(seatsSeen(bruno)[0]).not.toHaveProperty('standIn');
    await play([bruno], (p) => p === 0);
    const waiting = host.checkpoint!.actions.length;
    await settle(host);
    expect(host.checkpoint!.actions.length).toBe(waiting);
    expect(anna.update().legal.length).toBeGreaterThan(0);
    host.dispose();
  });

  it('reports the seats guests took, and a host given them back keeps them for their tokens', async () => {
    const reports: HostReport[] = [];
    const first = newHost({ report: (r) => void reports.push(r) });
    await first.start({ seed: 3, players: 4 }, LOBBY);
    const maria = fakeClient(first, 'guest');
    await maria.say(hello(0, { name: 'Maria' }));
    const token = maria.welcome().token!;
    const kept = reports.filter((r) => r.t === 'kept').at(-1);
    expect(kept).toEqual({ t: 'kept', kept: [{ seat: 0, token, name: 'Maria' }] });
    first.dispose();

    const second = newHost();
    second.restoreKept(kept!.t === 'kept' ? kept!.kept : []);
    await second.start({ seed: 3, players: 4 }, LOBBY);
    const stranger = fakeClient(second, 'guest');
    await stranger.say(hello(0));
    expect(stranger.last()).toMatchObject({ t: 'error', code: 'seat-taken' });
    const back = fakeClient(second, 'guest');
    await back.say(hello(0, { token }));
    expect(back.welcome()).toMatchObject({ yours: [0] });
    expect(seatsSeen(back)[0]).toMatchObject({ holder: 'Maria' });
    second.dispose();
  });
});

describe("a LAN campaign's guests (issue #13)", () => {
  it('follow their family when the next game seats it elsewhere, token and all', async () => {
    const host = newHost();
    const w = fakeClient(host, 'host');
    await w.say(hello());
    const game1: SeatSpec[] = [
      { kind: 'human', name: 'Ann', remote: true },
      { kind: 'human', name: 'Bob', remote: true },
      { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
    ];
    await w.say({ t: 'start', game: GAME_ID, options: { players: 3, seed: 4 }, seats: game1 });
    const ann = fakeClient(host, 'guest');
    await ann.say(hello(0, { name: 'Ann' }));
    const bob = fakeClient(host, 'guest');
    await bob.say(hello(1, { name: 'Bob' }));
    const annToken = ann.welcome().token;
    // Game 2: the seating moves one place on.
    const game2 = [game1[1]!, game1[2]!, game1[0]!];
    await w.say({ t: 'start', game: GAME_ID, options: { players: 3, seed: 5 }, seats: game2 });
    await settle(host);
    expect(ann.welcome()).toMatchObject({ yours: [2] });
    expect(bob.welcome()).toMatchObject({ yours: [0] });
    expect(ann.welcome().token).toBe(annToken);
    // Ann's token takes Ann's family back after a drop, at its new seat, and no other.
    ann.leave();
    const again = fakeClient(host, 'guest');
    await again.say(hello(0, { token: annToken }));
    expect(again.last()).toMatchObject({ t: 'error', code: 'seat-taken' });
    const back = fakeClient(host, 'guest');
    await back.say(hello(2, { token: annToken }));
    expect(back.welcome()).toMatchObject({ yours: [2] });
    host.dispose();
  });
});
