/**
 * Who may do what at a session host (issue #11, DESIGN.md §7): seats claimed once by one
 * client, host-only commands, intents checked against a version undo never repeats, and a
 * state that could not be kept shown to nobody.
 */
import { describe, expect, it } from 'vitest';
import { BOT_PRESETS } from '../../../src-shared/ai/bot-presets';
import { PERSONALITY_IDS } from '../../../src-shared/ai/personality';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import {
  GAME_ID,
  PROTOCOL_VERSION,
  parseClientMessage,
  type SeatSpec,
} from '../../../src-shared/protocol';
import { gameRules } from '../game';
import { SessionHost, type HostSettings } from '../host';
import { fakeClient } from '../testing/fake-client';

const client = fakeClient;

const hello = (seat?: number) => ({ t: 'hello', v: PROTOCOL_VERSION, seat });

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Alice' },
  { kind: 'human', name: 'Bob' },
  { kind: 'human', name: 'Carla', remote: true },
  { kind: 'bot', name: 'Dino', bot: { preset: 'random' } },
];

async function table(settings: Partial<HostSettings> = {}, seats = SEATS) {
  const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {}, ...settings });
  await host.start({ seed: 9, players: seats.length, firstPlayer: 0 }, seats);
  return host;
}

describe('seats and roles (issue #11)', () => {
  it('gives the host window the seats at this computer, and a second hello adds none', async () => {
    const host = await table();
    const w = client(host, 'host');
    await w.say(hello());
    expect(w.inbox.find((m) => m.t === 'welcome')).toMatchObject({ yours: [0, 1] });
    await w.say(hello(2));
    expect(w.inbox.filter((m) => m.t === 'welcome').at(-1)).toMatchObject({ yours: [0, 1] });
    host.dispose();
  });

  it('tells a guest of another version, in plain words, that both need the same one', async () => {
    const host = await table();
    const old = client(host, 'guest');
    await old.say({ t: 'hello', v: PROTOCOL_VERSION - 1, seat: 2 });
    expect(old.last()).toMatchObject({ t: 'error', code: 'other-version' });
    const said = old.last();
    expect(said?.t === 'error' && said.message).toMatch(
      new RegExp(`protocol ${PROTOCOL_VERSION - 1}, the table ${PROTOCOL_VERSION}.*same version`),
    );
    expect(old.inbox.some((m) => m.t === 'welcome')).toBe(false);
    // Anything else malformed is still named for what it is.
    await old.say({ t: 'hello', v: 'two' });
    expect(old.last()).toMatchObject({ t: 'error', code: 'bad-frame' });
    host.dispose();
  });

  it('lets a guest claim one open seat nobody holds, and take it back after a drop with its token alone', async () => {
    const host = await table();
    const carla = client(host, 'guest');
    await carla.say(hello());
    const before = carla.inbox.find((m) => m.t === 'welcome');
    expect(before?.t === 'welcome' && before.seats[2]).toMatchObject({ remote: true, open: true });
    await carla.say(hello(0));
    expect(carla.last()).toMatchObject({ t: 'error', code: 'seat-not-open' });
    await carla.say(hello(2));
    expect(carla.inbox.filter((m) => m.t === 'welcome').at(-1)).toMatchObject({ yours: [2] });
    // Asking again for another seat, even an open one, adds nothing.
    await carla.say(hello(1));
    expect(carla.last()).toMatchObject({ t: 'error', code: 'already-seated' });
    const thief = client(host, 'guest');
    await thief.say(hello(2));
    expect(thief.last()).toMatchObject({ t: 'error', code: 'seat-taken' });
    // Watching, a guest is told which seats are open to take: Carla's is not.
    await thief.say(hello());
    const seen = thief.inbox.filter((m) => m.t === 'welcome').at(-1);
    expect(seen?.t === 'welcome' && seen.seats[2]).toMatchObject({ remote: true, open: false });
    await thief.say({ t: 'look', seat: 2 });
    expect(thief.last()).toMatchObject({ t: 'error', code: 'not-your-seat' });
    // Carla drops: her seat is kept for her token, which came in her welcome alone.
    const token = carla.inbox.find((m) => m.t === 'welcome' && m.token)!;
    expect(thief.inbox.some((m) => m.t === 'welcome' && m.token)).toBe(false);
    carla.leave();
    await thief.say(hello(2));
    expect(thief.last()).toMatchObject({ t: 'error', code: 'seat-taken' });
    const back = client(host, 'guest');
    await back.say({ ...hello(2), token: token.t === 'welcome' ? token.token : '' });
    expect(back.inbox.find((m) => m.t === 'welcome')).toMatchObject({ yours: [2] });
    host.dispose();
  });

  it('shows a guest with no seat the public table only', async () => {
    const host = await table();
    const watcher = client(host, 'guest');
    await watcher.say(hello());
    const u = watcher.update();
    expect(u.seat).toBe(-1);
    expect(u.legal).toEqual([]);
    // Nor what a seat's prompt leaves out (issue #16 "why not"), which tells of a hand.
    expect(u.blocked).toEqual([]);
    expect((u.view as GameView).families.every((f) => f.hand === null)).toBe(true);
    host.dispose();
  });

  it('replays the game so far: a guest sees no hand, a seat its own hand then (issue #16)', async () => {
    const host = await table();
    const alice = client(host, 'host');
    await alice.say(hello());
    const watcher = client(host, 'guest');
    await watcher.say(hello());
    // Alice plays a card: the log has one action.
    const play = alice.update().legal as LegalAction[];
    const act = play.find((l) => l.action.type === 'play')!.action;
    await alice.say({ t: 'act', seat: 0, version: alice.update().version, action: act });
    for (const who of [alice, watcher]) await who.say({ t: 'replay', at: 0 });
    const mine = alice.last();
    const theirs = watcher.last();
    if (mine.t !== 'replay' || theirs.t !== 'replay') throw new Error('no replay');
    expect(mine).toMatchObject({ at: 0, seat: 0 });
    expect(mine.of).toBeGreaterThanOrEqual(1);
    const before = mine.view as GameView;
    expect(before.families[0]!.hand).not.toBeNull();
    expect(before.families.slice(1).every((f) => f.hand === null)).toBe(true);
    expect(theirs.seat).toBe(-1);
    expect((theirs.view as GameView).families.every((f) => f.hand === null)).toBe(true);
    // Asked past the end, the replay stops at the table as it is now.
    await watcher.say({ t: 'replay', at: 9_999 });
    const end = watcher.last();
    expect(end.t === 'replay' && end.at === end.of).toBe(true);
    host.dispose();
  });

  it('lets only the host window start a new game', async () => {
    const host = await table();
    const id = host.checkpoint!.id;
    const guest = client(host, 'guest');
    const start = { t: 'start', game: GAME_ID, options: { seed: 1, players: 4 }, seats: SEATS };
    await guest.say(start);
    expect(guest.last()).toMatchObject({ t: 'error', code: 'host-only' });
    expect(host.checkpoint!.id).toBe(id);
    const w = client(host, 'host');
    await w.say(start);
    expect(host.checkpoint!.id).not.toBe(id);
    host.dispose();
  });

  it('hands the seats at this computer to a newer host window (a reloaded page)', async () => {
    const host = await table();
    const old = client(host, 'host');
    await old.say(hello());
    const reloaded = client(host, 'host');
    await reloaded.say(hello());
    expect(reloaded.inbox.find((m) => m.t === 'welcome')).toMatchObject({ yours: [0, 1] });
    expect(old.inbox.filter((m) => m.t === 'welcome').at(-1)).toMatchObject({ yours: [] });
    await old.say({ t: 'look', seat: 0 });
    expect(old.last()).toMatchObject({ t: 'error', code: 'not-your-seat' });
    host.dispose();
  });
});

describe('positions have versions that never repeat (issue #11)', () => {
  it('refuses an intent made before an undo, though the undo and a new move reach the same move number', async () => {
    const seats: SeatSpec[] = [
      { kind: 'human', name: 'Alice' },
      { kind: 'human', name: 'Bob' },
      { kind: 'bot', name: 'Carla', bot: { preset: 'random' } },
    ];
    const host = await table({}, seats);
    const w = client(host, 'host');
    await w.say(hello());
    await w.say({ t: 'look', seat: 0 });
    const start = w.update();
    // Alice plays a card and places its influence; then it is Bob's turn, and Bob makes up
    // his mind against that table.
    let played = start;
    let choices: LegalAction[] = [];
    while ((played.view as GameView).pending?.seat === 0) {
      choices = (played.legal as LegalAction[]).filter((l) => !l.terms);
      await w.say({ t: 'act', seat: 0, version: played.version, action: choices[0]!.action });
      played = w.update();
    }
    expect((played.view as GameView).pending?.seat).toBe(1);
    expect(played.undo).toBe(true);
    expect(choices.length).toBeGreaterThan(1);
    const bob = gameRules.viewFor(host.current!, 1).legal.find((l) => !l.terms)!.action;
    // Alice takes her last move back and makes another: the move number is the same.
    await w.say({ t: 'undo', seat: 0, version: played.version });
    const undone = w.update();
    await w.say({ t: 'act', seat: 0, version: undone.version, action: choices[1]!.action });
    const again = w.update();
    expect((again.view as GameView).seq).toBe((played.view as GameView).seq);
    expect(gameRules.apply(host.current!, bob).ok).toBe(true);
    const seqBefore = host.current!.seq;
    await w.say({ t: 'act', seat: 1, version: played.version, action: bob });
    expect(w.last()).toMatchObject({ t: 'rejected', code: 'stale' });
    expect(host.current!.seq).toBe(seqBefore);
    expect(new Set([start.version, played.version, undone.version, again.version]).size).toBe(4);
    host.dispose();
  });
});

describe('a state that cannot be kept is shown to nobody (issue #11)', () => {
  it('takes a move back when its checkpoint fails, and says so', async () => {
    let failing = false;
    const reports: unknown[] = [];
    const host = await table({
      persist: () => {
        if (failing) throw new Error('disk full');
      },
      report: (r) => void reports.push(r),
    });
    const w = client(host, 'host');
    await w.say(hello());
    const u = w.update();
    const before = host.checkpoint!;
    failing = true;
    const move = (u.legal as LegalAction[]).find((l) => !l.terms)!.action;
    await w.say({ t: 'act', seat: 0, version: u.version, action: move });
    expect(w.last()).toMatchObject({ t: 'rejected', code: 'not-saved' });
    expect(host.checkpoint).toEqual(before);
    expect(w.update()).toBe(u);
    expect(reports).toContainEqual(expect.objectContaining({ code: 'persist-failed' }));
    failing = false;
    await w.say({ t: 'act', seat: 0, version: u.version, action: move });
    expect(host.checkpoint!.seq).toBe(before.seq + 1);
    host.dispose();
  });

  it('refuses a bot field 100,000 levels deep before it reaches a checkpoint', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { x: deep };
    const start = {
      t: 'start',
      game: GAME_ID,
      options: { seed: 1, players: 3 },
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'bot', name: 'B', bot: { preset: 'easy', personality: deep } },
        { kind: 'bot', name: 'C' },
      ],
    };
    const parsed = parseClientMessage(start);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.message).toMatch(/nested deeper/);
    const shallow = {
      ...start,
      seats: [start.seats[0], { kind: 'bot', name: 'B', bot: { x: 1 } }, start.seats[2]],
    };
    expect(parseClientMessage(shallow).ok).toBe(false);
  });

  it('refuses a bot seat of no preset or personality it knows, rather than playing another', () => {
    const start = (preset: string, personality?: string) => ({
      t: 'start',
      game: GAME_ID,
      options: { seed: 1, players: 3 },
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'bot', name: 'B', bot: { preset, ...(personality ? { personality } : {}) } },
        { kind: 'bot', name: 'C', bot: { preset: 'easy' } },
      ],
    });
    for (const preset of BOT_PRESETS) expect(parseClientMessage(start(preset)).ok).toBe(true);
    for (const preset of ['Hard', 'expert', '']) {
      const parsed = parseClientMessage(start(preset));
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.error.message).toMatch(/seats\.1\.bot\.preset.*"medium"/);
    }
    for (const personality of PERSONALITY_IDS)
      expect(parseClientMessage(start('hard', personality)).ok).toBe(true);
    for (const personality of ['sharks', 'toString', 'Shark']) {
      const parsed = parseClientMessage(start('hard', personality));
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.error.message).toMatch(/seats\.1\.bot\.personality/);
    }
  });
});
