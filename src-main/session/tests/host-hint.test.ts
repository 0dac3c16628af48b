/** Hints: what a bot would do in a person's place, from that person's own view alone. */
import { describe, expect, it } from 'vitest';
import type { GameView, LegalAction } from '../../../src-shared/engine';
import {
  BOT_LINE_MAX,
  CheckpointSchema,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '../../../src-shared/protocol';
import { botSeats } from '../../tests/games';
import { HINT_SEAT, localBots, type BotDecider } from '../bot-seats';
import type { SessionHost } from '../host';
import { hostAsking } from '../testing/asking-host';
import { fakeClient } from '../testing/fake-client';

const hints = (inbox: ServerMessage[]) =>
  inbox.filter((m): m is Extract<ServerMessage, { t: 'hint' }> => m.t === 'hint');

async function settle(host: SessionHost) {
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setImmediate(r));
    await host.idle();
  }
}

/** A person in seat 0 of four, at a decision of their own; every bot request is kept. */
async function humanTurn(decide?: BotDecider, seats = botSeats(4, 1)) {
  const { host, asked } = hostAsking(decide);
  const c = fakeClient(host, 'host');
  await host.start({ seed: 5, players: 4, firstPlayer: 1 }, seats);
  await c.say({ t: 'hello', v: PROTOCOL_VERSION });
  for (let i = 0; i < 200 && !c.update()?.legal.length; i++) await settle(host);
  return { host, c, asked, turn: c.update() };
}

describe('a hint', () => {
  it('is one of the seat’s legal actions with its reason, worked out from that seat’s view', async () => {
    const { host, c, asked, turn } = await humanTurn();
    const before = asked.length;
    const sent = c.inbox.length;
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    const [hint] = hints(c.inbox);
    expect(hint).toMatchObject({ t: 'hint', seat: 0, version: turn.version });
    expect(hint!.why.length).toBeGreaterThan(0);
    expect((turn.legal as LegalAction[]).map((l) => l.action)).toContainEqual(hint!.action);
    // The hint bot read seat 0's own view: no other family's hand.
    const request = asked[before]!;
    expect(request.spec).toEqual(HINT_SEAT);
    expect(request.view.seat).toBe(0);
    expect((request.view as GameView).families.every((f, s) => s === 0 || f.hand === null)).toBe(
      true,
    );
    // A hint is a move of one click: the offers the seat may make are left to the player.
    const deal = (l: LegalAction) => l.action.type === 'offer' || l.action.type === 'counter';
    expect((turn.legal as LegalAction[]).some(deal)).toBe(true);
    expect(request.legal.some(deal)).toBe(false);
    // Asking changes nothing on the table, and the answer went to nobody else.
    expect(c.inbox.slice(sent).map((m) => m.t)).toEqual(['hint']);
    expect(host.checkpoint!.actions).toHaveLength((turn.view as GameView).seq);
    host.dispose();
  });

  it('marks its seat in the game’s checkpoint, through a resume, and not in the next game', async () => {
    const { host, c, turn } = await humanTurn();
    expect(host.checkpoint!.hinted).toBeUndefined();
    await c.say({ t: 'hint', seat: 2, version: turn.version });
    await settle(host);
    expect(host.checkpoint!.hinted).toBeUndefined();
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    expect(hints(c.inbox)).toHaveLength(1);
    expect(host.checkpoint!.hinted).toEqual([0]);
    const saved = CheckpointSchema.parse(JSON.parse(JSON.stringify(host.checkpoint)));
    await host.start({ seed: 6, players: 4, firstPlayer: 1 }, botSeats(4, 1));
    expect(host.checkpoint!.hinted).toBeUndefined();
    host.dispose();
    const again = hostAsking().host;
    expect(await again.resume(saved)).toBeNull();
    expect(again.checkpoint!.hinted).toEqual([0]);
    again.dispose();
  });

  it('is worked out once a position: asked again, the same answer at no cost', async () => {
    const { host, c, asked, turn } = await humanTurn();
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    const searches = asked.length;
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    expect(asked).toHaveLength(searches);
    const [first, second] = hints(c.inbox);
    expect(second).toEqual(first);
    host.dispose();
  });

  it('is refused for a seat not your own, and not given for a position gone by', async () => {
    const { host, c, turn } = await humanTurn();
    await c.say({ t: 'hint', seat: 2, version: turn.version });
    await settle(host);
    expect(c.last()).toMatchObject({ t: 'rejected', code: 'not-your-seat' });
    const sent = c.inbox.length;
    await c.say({ t: 'hint', seat: 0, version: turn.version + 1 });
    await settle(host);
    expect(c.inbox).toHaveLength(sent);
    host.dispose();
  });

  it('is refused in words at a table that gives the seat none, and no bot is asked', async () => {
    const seats = botSeats(4, 1).map((s, i) => (i === 0 ? { ...s, hints: false as const } : s));
    const { host, c, asked, turn } = await humanTurn(undefined, seats);
    const welcome = c.inbox.find((m) => m.t === 'welcome');
    expect(welcome?.t === 'welcome' && welcome.seats[0]).toMatchObject({ seat: 0, hints: false });
    const before = asked.length;
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    expect(hints(c.inbox)).toHaveLength(0);
    expect(c.last()).toMatchObject({ t: 'rejected', code: 'no-hints', version: turn.version });
    expect(asked.slice(before).some((r) => r.spec === HINT_SEAT)).toBe(false);
    // The switch is the game's: saved with its seats, it holds when the game is resumed.
    const saved = CheckpointSchema.parse(JSON.parse(JSON.stringify(host.checkpoint)));
    host.dispose();
    const again = hostAsking().host;
    expect(await again.resume(saved)).toBeNull();
    const d = fakeClient(again, 'host');
    await d.say({ t: 'hello', v: PROTOCOL_VERSION });
    const back = d.inbox.find((m) => m.t === 'welcome');
    expect(back?.t === 'welcome' && back.seats[0]).toMatchObject({ seat: 0, hints: false });
    again.dispose();
  });

  it('carries a long reason cut at a word’s end, never refused for its length', async () => {
    const long = `${'it played out better than playing another card '.repeat(6)}in the end`;
    const { host, c, turn } = await humanTurn(async (r) => {
      const d = await localBots(r);
      return r.spec === HINT_SEAT ? { ...d, why: long } : d;
    });
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    const [hint] = hints(c.inbox);
    expect(hint!.why.length).toBeLessThanOrEqual(BOT_LINE_MAX);
    expect(hint!.why.endsWith('…')).toBe(true);
    const kept = hint!.why.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    host.dispose();
  });

  it('is refused in words when the bot fails, so the player is not left waiting', async () => {
    const { host, c, turn } = await humanTurn((r) => {
      if (r.spec === HINT_SEAT) throw new Error('worker gone');
      return localBots(r);
    });
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    expect(hints(c.inbox)).toHaveLength(0);
    expect(c.last()).toMatchObject({ t: 'rejected', code: 'no-hint', version: turn.version });
    host.dispose();
  });

  it('is dropped when the table moves on before it is ready', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const { host, c, turn } = await humanTurn(async (r) => {
      if (r.spec === HINT_SEAT) await held;
      return localBots(r);
    });
    await c.say({ t: 'hint', seat: 0, version: turn.version });
    await settle(host);
    const move = (turn.legal as LegalAction[]).find(
      (l) => l.action.type === 'pass' || l.action.type === 'play',
    )!;
    await c.say({ t: 'act', seat: 0, version: turn.version, action: move.action });
    await settle(host);
    release();
    await settle(host);
    expect(hints(c.inbox)).toHaveLength(0);
    host.dispose();
  });
});
