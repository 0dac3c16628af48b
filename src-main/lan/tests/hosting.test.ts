/**
 * The desktop app's LAN hosting (issue #12): nothing listens until the host asks; then a
 * listener on the local network with a join code, whose every socket is a guest (the host's
 * window is the app's own, never a socket); closing it ends the guests' connections.
 */
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  GAME_ID,
  PROTOCOL_VERSION,
  type HostCommand,
  type LanTable,
  type ServerMessage,
} from '../../../src-shared/protocol';
import { runSessionHost } from '../../session/runtime';
import { DEFAULT_LAN_PORT, LanHosting } from '../hosting';

let hosting: LanHosting | null = null;
afterEach(async () => {
  await hosting?.close();
  hosting = null;
});

/** A session host in this process, its relayed clients reached through `hosting`. */
function table() {
  let obey: (raw: unknown) => void = () => {};
  const host = runSessionHost(
    {
      onCommand: (l) => void (obey = (raw) => l(raw, null)),
      report: (r) => {
        if (r.t === 'frame') hosting?.relay()?.deliver(r.id, r.text);
        // The parent keeps every checkpoint at once.
        if (r.t === 'checkpoint')
          queueMicrotask(() =>
            obey({ t: 'saved', seq: r.checkpoint.seq, hash: r.checkpoint.hash }),
          );
      },
    },
    { botDelayMs: 0 },
  );
  const commands: HostCommand[] = [];
  hosting = new LanHosting({
    options: {
      root: resolve(import.meta.dirname, '../../../src-renderer'),
      hostKey: null,
      session: {
        send: (c) => {
          commands.push(c);
          obey(c);
          return true;
        },
        backlog: () => 0,
      },
      storage: () => Promise.resolve({ ok: true, value: [] }),
      log: () => {},
    },
  });
  return { host, commands, hosting };
}

function connect(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/session`, {
    origin: `http://127.0.0.1:${port}`,
  });
  const inbox: ServerMessage[] = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString()) as ServerMessage));
  const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
  const open = new Promise((done, fail) => ws.once('open', done).once('error', fail));
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 500 && !ok(); i++) await new Promise((d) => setTimeout(d, 5));
    expect(ok()).toBe(true);
  };
  return { ws, inbox, closed, open, until, send: (m: object) => ws.send(JSON.stringify(m)) };
}

const value = (r: { ok: boolean; value?: unknown }) => r.value as LanTable;

describe('hosting a table on the local network from the desktop app', () => {
  it('listens only once asked, with a join code, and every socket is a guest', async () => {
    const { host, commands, hosting: lan } = table();
    await host.start({ seed: 2, players: 3 }, [
      { kind: 'human', name: 'Ada', remote: true },
      { kind: 'bot', name: 'B', bot: { preset: 'random' } },
      { kind: 'bot', name: 'C', bot: { preset: 'random' } },
    ]);
    expect(value(await lan.handle({ op: 'lanStatus' }))).toEqual({
      open: false,
      code: null,
      urls: [],
      fixed: false,
    });
    const opened = value(await lan.handle({ op: 'openLan' }));
    expect(opened.open).toBe(true);
    expect(opened.code).toMatch(/^[A-Z0-9]{6}$/);
    for (const u of opened.urls) expect(u).toMatch(new RegExp(`#code=${opened.code}$`));
    const port = Number(/:(\d+)\//.exec(opened.urls[0] ?? `:${DEFAULT_LAN_PORT}/`)![1]);
    // Asked again, the same table: not a second listener.
    expect(value(await lan.handle({ op: 'openLan' })).code).toBe(opened.code);

    const guest = connect(port);
    await guest.open;
    guest.send({ t: 'hello', v: PROTOCOL_VERSION, seat: 0, code: 'WRONG1' });
    await guest.until(() => guest.inbox.length > 0);
    expect(guest.inbox[0]).toMatchObject({ t: 'error', code: 'bad-code' });
    guest.send({ t: 'hello', v: PROTOCOL_VERSION, seat: 0, code: opened.code, name: 'Ada' });
    await guest.until(() => guest.inbox.some((m) => m.t === 'welcome'));
    expect(guest.inbox.find((m) => m.t === 'welcome')).toMatchObject({ role: 'guest', yours: [0] });
    expect(commands.filter((c) => c.t === 'client').map((c) => c.t === 'client' && c.role)).toEqual(
      ['guest'],
    );
    guest.send({ t: 'storage', id: 1, request: { op: 'listSaves' } });
    guest.send({ t: 'start', game: GAME_ID, options: { seed: 1, players: 3 }, seats: [] });
    await guest.until(() => guest.inbox.filter((m) => m.t !== 'update').length >= 4);
    expect(guest.inbox).toContainEqual(
      expect.objectContaining({ t: 'storage', reply: expect.objectContaining({ ok: false }) }),
    );

    expect(value(await lan.handle({ op: 'closeLan' })).open).toBe(false);
    await guest.closed;
    expect(lan.relay()).toBeNull();
    host.dispose();
  });

  it('takes any free port when the usual one is busy', async () => {
    const busy = createServer();
    const took = await new Promise<boolean>((done) => {
      busy.once('error', () => done(false));
      busy.listen(DEFAULT_LAN_PORT, '0.0.0.0', () => done(true));
    });
    try {
      const { hosting: lan, host } = table();
      const opened = value(await lan.handle({ op: 'openLan' }));
      expect(opened.open).toBe(true);
      if (took && opened.urls[0]) expect(opened.urls[0]).not.toContain(`:${DEFAULT_LAN_PORT}/`);
      host.dispose();
    } finally {
      busy.close();
    }
  });
});
