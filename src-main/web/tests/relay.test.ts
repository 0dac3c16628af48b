/**
 * The Node host's socket relay on its own (issue #11): storage for the host window alone,
 * and bounds on what a socket may have in flight, so no client can grow the host.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  PROTOCOL_VERSION,
  type ClientRole,
  type HostCommand,
  type StorageReply,
} from '../../../src-shared/protocol';
import { MAX_BACKLOG, MAX_GAME_FRAME, SocketRelay } from '../relay';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  paused = false;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  close(code: number) {
    this.closedWith = code;
  }
  terminate() {
    this.terminated = true;
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
  last() {
    return JSON.parse(this.sent.at(-1)!);
  }
}

function relay(
  o: { backlog?: () => number; storage?: () => Promise<StorageReply>; up?: boolean } = {},
) {
  const commands: HostCommand[] = [];
  const r = new SocketRelay({
    send: (c) => {
      commands.push(c);
      return o.up ?? true;
    },
    backlog: o.backlog ?? (() => 0),
    storage: o.storage ?? (async () => ({ ok: true, value: [] })),
  });
  const open = (role: ClientRole) => {
    const s = new FakeSocket();
    r.add(s as unknown as WebSocket, role);
    return s;
  };
  return { r, commands, open };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

describe('the socket relay', () => {
  it("answers saves and settings for the host's window only", async () => {
    const { open } = relay();
    const guest = open('guest');
    guest.say({ t: 'storage', id: 3, request: { op: 'listSaves' } });
    expect(guest.last()).toMatchObject({
      t: 'storage',
      id: 3,
      reply: { ok: false, error: { code: 'host-only' } },
    });
    const host = open('host');
    host.say({ t: 'storage', id: 4, request: { op: 'listSaves' } });
    await tick();
    expect(host.last()).toMatchObject({ t: 'storage', id: 4, reply: { ok: true } });
  });

  it('gives the host the role the socket was given, again after a restart', () => {
    const { r, commands, open } = relay();
    open('host');
    open('guest');
    r.reattach();
    expect(commands.filter((c) => c.t === 'client')).toEqual([
      { t: 'client', id: 1, role: 'host' },
      { t: 'client', id: 2, role: 'guest' },
      { t: 'client', id: 1, role: 'host' },
      { t: 'client', id: 2, role: 'guest' },
    ]);
  });

  it('says so when a frame comes while no host is up to take it', () => {
    const { open } = relay({ up: false });
    const s = open('host');
    s.say({ t: 'hello', v: PROTOCOL_VERSION });
    expect(s.sent).toEqual([]);
    s.say({ t: 'start', game: 'nothing-personal', options: {}, seats: [] });
    expect(s.last()).toMatchObject({ t: 'error', code: 'not-ready' });
  });

  it('refuses a game frame larger than any game message, without relaying it', () => {
    const { commands, open } = relay();
    const s = open('host');
    s.say({ t: 'look', seat: 0, pad: 'x'.repeat(MAX_GAME_FRAME) });
    expect(s.last()).toMatchObject({ t: 'error', code: 'bad-frame' });
    expect(commands.filter((c) => c.t === 'frame')).toEqual([]);
  });

  it('lets one socket have only a few storage requests waiting', async () => {
    let answer: () => void = () => {};
    const { open } = relay({
      storage: () => new Promise((done) => (answer = () => done({ ok: true, value: null }))),
    });
    const s = open('host');
    for (let id = 1; id <= 3; id++) s.say({ t: 'storage', id, request: { op: 'getSettings' } });
    expect(s.last()).toMatchObject({ id: 3, reply: { ok: false, error: { code: 'busy' } } });
    answer();
    await tick();
  });

  it('stops reading every socket while the session host is behind, and reads on once it caught up', async () => {
    let backlog = 0;
    const { open } = relay({ backlog: () => backlog });
    const a = open('host');
    const b = open('guest');
    backlog = MAX_BACKLOG + 1;
    a.say({ t: 'look', seat: 0 });
    expect([a.paused, b.paused]).toEqual([true, true]);
    expect(open('guest').paused).toBe(true);
    backlog = MAX_BACKLOG / 2;
    await new Promise((done) => setTimeout(done, 60));
    expect([a.paused, b.paused]).toEqual([false, false]);
  });

  it('lets go of a socket that reads nothing while frames pile up for it', () => {
    const { r, open } = relay();
    const s = open('guest');
    s.bufferedAmount = 50_000_000;
    r.deliver(1, '{"t":"error","code":"x","message":"y"}');
    expect(s.terminated).toBe(true);
  });

  it('cuts off a socket that floods, and ends it if it does not answer the close', async () => {
    const { open } = relay();
    const s = open('guest');
    for (let i = 0; i < 400 && s.closedWith === null; i++) s.say({ t: 'look', seat: 0 });
    expect(s.closedWith).toBe(1008);
  });
});
