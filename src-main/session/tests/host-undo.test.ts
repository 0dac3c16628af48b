/** Undo of one's own last action (issue #6) and the bots' reasons in updates (issue #4). */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameView, LegalAction } from '../../../src-shared/engine';
import { PROTOCOL_VERSION, type ServerMessage } from '../../../src-shared/protocol';
import { botSeats } from '../../tests/games';
import { gameRules } from '../game';
import { SessionHost } from '../host';
import type { Transport } from '../transport';

function fakeClient() {
  const inbox: ServerMessage[] = [];
  let listener: (raw: unknown) => void = () => {};
  const transport: Transport = {
    send: (m) => void inbox.push(m),
    onMessage: (l) => void (listener = l),
    onClose: () => {},
    close: () => {},
  };
  return { transport, inbox, say: (m: unknown) => listener(m) };
}

const seqOf = (u: { view: unknown }) => (u.view as GameView).seq;

const updates = (inbox: ServerMessage[]) =>
  inbox.filter((m): m is Extract<ServerMessage, { t: 'update' }> => m.t === 'update');

async function humanTurn(players = 4) {
  const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {} });
  const c = fakeClient();
  host.attach(c.transport, 'host');
  await host.start({ seed: 5, players, firstPlayer: 1 }, botSeats(players, 1));
  c.say({ t: 'hello', v: PROTOCOL_VERSION });
  for (let i = 0; i < 200 && !updates(c.inbox).at(-1)?.legal.length; i++) {
    await new Promise((r) => setImmediate(r));
    await host.idle();
  }
  return { host, c };
}

describe('undo', () => {
  it('takes back a quiet action of your own, and only once', async () => {
    const { host, c } = await humanTurn();
    const before = updates(c.inbox).at(-1)!;
    expect(before.undo).toBe(false);
    // A discard for 1 influence: it reveals nothing and rolls nothing.
    const discard = (before.legal as LegalAction[]).find(
      (l) => l.action.type === 'play' && l.action.mode === 'discard',
    )!;
    c.say({ t: 'act', seat: 0, version: before.version, action: discard.action });
    await host.idle();
    const after = updates(c.inbox).at(-1)!;
    expect(seqOf(after)).toBe(seqOf(before) + 1);
    expect(after.undo).toBe(true);
    c.say({ t: 'undo', seat: 0, version: after.version });
    await host.idle();
    const undone = updates(c.inbox).at(-1)!;
    expect(seqOf(undone)).toBe(seqOf(before));
    expect(undone.view).toEqual(before.view);
    expect(undone.undo).toBe(false);
    expect(host.checkpoint!.actions).toHaveLength(seqOf(before));
    c.say({ t: 'undo', seat: 0, version: undone.version });
    await host.idle();
    expect(c.inbox.at(-1)).toMatchObject({ t: 'rejected', code: 'cannot-undo' });
    host.dispose();
  });

  it('never takes back a move that showed a hidden card or rolled a die', () => {
    const quiet: GameEvent[] = [{ e: 'place', seat: 0, gangster: 3, count: 2 }];
    expect(gameRules.undoable(quiet)).toBe(true);
    for (const loud of [
      { e: 'draw', seat: 0, count: 1, cards: [4] },
      { e: 'steal', seat: 0, from: 1, count: 1, cards: [4] },
      { e: 'deal', gangster: 9, slot: 2 },
      { e: 'roll', die: 'move', face: 3, seat: 0, reroll: false },
      { e: 'end', winner: 1 },
    ] satisfies GameEvent[]) {
      expect(gameRules.undoable([...quiet, loud])).toBe(false);
    }
  });

  it('refuses another seat and a stale state', async () => {
    const { host, c } = await humanTurn();
    const u = updates(c.inbox).at(-1)!;
    c.say({ t: 'undo', seat: 1, version: u.version });
    await host.idle();
    expect(c.inbox.at(-1)).toMatchObject({ t: 'rejected', code: 'cannot-undo' });
    c.say({ t: 'undo', seat: 0, version: u.version + 3 });
    await host.idle();
    expect(c.inbox.at(-1)).toMatchObject({ t: 'rejected', code: 'cannot-undo' });
    host.dispose();
  });

  it("carries the bot's one-line reason with its action", async () => {
    const { host, c } = await humanTurn();
    const said = updates(c.inbox).filter((u) => u.said !== null);
    expect(said.length).toBeGreaterThan(0);
    for (const u of said) {
      expect(u.said!.seat).not.toBe(0);
      expect(u.said!.text.length).toBeGreaterThan(0);
      expect(u.said!.text).not.toMatch(/\{family:/);
    }
    host.dispose();
  });
});
