/**
 * The Node host against a hostile client (issue #11), in its own process as `npm run web`
 * runs it: socket-level errors, malformed URLs, a stranger's out-of-role messages, a flood,
 * and a fuzz of all of them. The host must stay up, the game must not move, and the
 * stranger must learn nothing (DESIGN.md §7, docs/security.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GAME_ID, PROTOCOL_VERSION, type ServerMessage } from '../../../src-shared/protocol';
import {
  BAD_URLS,
  answers,
  fuzzHost,
  get,
  leaksIn,
  startHostChild,
  type HostChild,
} from '../testing/host-fuzz';
import { BAD_FRAMES, closeCode, rawSocket, text } from '../testing/raw-socket';
import { TableClient } from '../testing/table-client';

let host: HostChild;
let window: TableClient;
let before: { version: number; view: string };

beforeAll(async () => {
  host = await startHostChild(['--seed', '21', '--players', '4', '--bot-delay', '0']);
  window = await TableClient.hostWindow(host);
  await window.update((u) => u.legal.length > 0);
  before = await window.position();
});

afterAll(async () => {
  window?.close();
  await host?.stop();
});

/** The host is up, serves a page, and the game is where it was. */
async function unharmed() {
  expect(host.alive()).toBe(true);
  expect(await answers(host)).toBe(true);
  expect(await window.position()).toEqual(before);
}

async function stranger(): Promise<{ ws: WebSocket; inbox: ServerMessage[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/session`, {
    origin: `http://127.0.0.1:${host.port}`,
  });
  const inbox: ServerMessage[] = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString()) as ServerMessage));
  await new Promise((done, fail) => ws.once('open', done).once('error', fail));
  return { ws, inbox };
}

/** What the host sends a client unasked (a welcome is followed by an update and the story). */
const UNASKED = new Set<ServerMessage['t']>(['update', 'story', 'seats', 'status']);

/** The host's answer to `message`: the first message after it that is not one sent unasked. */
async function answerTo(
  s: { ws: WebSocket; inbox: ServerMessage[] },
  message: unknown,
): Promise<ServerMessage | undefined> {
  const seen = s.inbox.length;
  s.ws.send(JSON.stringify(message));
  const answer = () => s.inbox.slice(seen).find((m) => !UNASKED.has(m.t));
  for (let i = 0; i < 200 && !answer(); i++) await new Promise((done) => setTimeout(done, 10));
  return answer();
}

describe('the Node host against a hostile client', () => {
  it.each(Object.keys(BAD_FRAMES))('closes the socket that sends %s, and only it', async (name) => {
    const s = await rawSocket(host.port, '/session', `http://127.0.0.1:${host.port}`);
    s.socket.write(Buffer.concat(BAD_FRAMES[name]!()));
    await s.closed;
    // ws names the problem in its close frame: 1002 protocol error, 1007 bad data, 1009 too big.
    expect([1002, 1007, 1009]).toContain(closeCode(s.received()));
    await unharmed();
  });

  it('answers every malformed URL with an error status, never a crash', async () => {
    for (const path of BAD_URLS) expect([400, 403, 404]).toContain(await get(host.port, path));
    await unharmed();
  });

  it('lets a stranger take no seat, start nothing, and reach no saves or settings', async () => {
    const s = await stranger();
    expect(await answerTo(s, { t: 'hello', v: PROTOCOL_VERSION, seat: 0 })).toMatchObject({
      t: 'error',
      code: 'seat-not-open',
    });
    expect(await answerTo(s, { t: 'hello', v: PROTOCOL_VERSION })).toMatchObject({
      t: 'welcome',
      yours: [],
    });
    const start = {
      t: 'start',
      game: GAME_ID,
      options: { seed: 1, players: 3, dice: [6, 6, 6] },
      seats: [
        { kind: 'human', name: 'Me' },
        { kind: 'bot', name: 'B' },
        { kind: 'bot', name: 'C' },
      ],
    };
    expect(await answerTo(s, start)).toMatchObject({ t: 'error', code: 'host-only' });
    for (const request of [
      { op: 'listSaves' },
      { op: 'exportSave', id: 'any' },
      { op: 'getSettings' },
    ]) {
      expect(await answerTo(s, { t: 'storage', id: 7, request })).toMatchObject({
        t: 'storage',
        reply: { ok: false, error: { code: 'host-only' } },
      });
    }
    expect(await answerTo(s, { t: 'look', seat: 0 })).toMatchObject({ code: 'not-your-seat' });
    expect(
      await answerTo(s, {
        t: 'act',
        seat: 0,
        version: before.version,
        action: { type: 'pass', seat: 0 },
      }),
    ).toMatchObject({ code: 'not-your-seat' });
    expect(leaksIn(s.inbox.map((m) => JSON.stringify(m)))).toBe(0);
    s.ws.close();
    await unharmed();
  });

  it('cuts off a socket that floods', async () => {
    const s = await rawSocket(host.port, '/session', `http://127.0.0.1:${host.port}`);
    s.socket.write(Buffer.concat(Array.from({ length: 400 }, () => text('{"t":"look","seat":0}'))));
    await s.closed;
    expect(closeCode(s.received())).toBe(1008);
    await unharmed();
  });

  it('survives a fuzz of malformed frames, garbage, out-of-role messages and bad URLs', async () => {
    const f = await fuzzHost(host, { frames: 1500, seed: 11, window });
    expect(f).toMatchObject({ crashed: 0, stateChanges: 0, leaks: 0 });
    expect(f.frames).toBeGreaterThanOrEqual(1500);
    await unharmed();
  });
});
