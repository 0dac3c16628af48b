/** The session host in a real child process, reached over WebSocket like a browser would. */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseServerMessage, type ServerMessage } from '../../../src-shared/protocol';
import type { LegalAction } from '../../../src-shared/engine';

const root = resolve(import.meta.dirname, '../../..');
let child: ChildProcess;
let url = '';

beforeAll(async () => {
  child = fork(
    resolve(root, 'src-main/web/server.ts'),
    ['--port', '0', '--seed', '11', '--players', '4', '--bot-delay', '0'],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      cwd: root,
    },
  );
  url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) done(m[1]!);
    });
    child.on('exit', (code) => fail(new Error(`host exited with ${code}`)));
  });
});

afterAll(() => {
  child.kill('SIGTERM');
});

class Client {
  readonly inbox: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const parsed = parseServerMessage(data.toString());
      if (!parsed.ok) throw new Error(parsed.error.message);
      this.inbox.push(parsed.value);
      this.waiters.splice(0).forEach((w) => w());
    });
  }
  static async open(origin?: string): Promise<Client> {
    const ws = new WebSocket(url.replace('http', 'ws') + 'session', {
      origin: origin ?? url.slice(0, -1),
    });
    await new Promise<void>((done, fail) => {
      ws.once('open', () => done());
      ws.once('error', fail);
    });
    return new Client(ws);
  }
  send(m: unknown) {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }
  async next<T extends ServerMessage['t']>(
    t: T,
    where: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
  ) {
    for (;;) {
      const i = this.inbox.findIndex(
        (m) => m.t === t && where(m as Extract<ServerMessage, { t: T }>),
      );
      if (i >= 0) return this.inbox.splice(i, 1)[0] as Extract<ServerMessage, { t: T }>;
      await new Promise<void>((done) => this.waiters.push(done));
    }
  }
}

describe('session host over a child process', () => {
  it('greets, serves only the human seat, applies its intents and rejects bad ones', async () => {
    const c = await Client.open();
    c.send({ t: 'hello', v: 1 });
    const welcome = await c.next('welcome');
    expect(welcome.yours).toEqual([0]);
    expect(welcome.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    // Bots play instantly here, so wait for the first update where the human must act.
    const mine = await c.next('update', (u) => u.legal.length > 0);
    expect(mine.seat).toBe(0);
    const view = mine.view as { families: { hand: number[] | null }[] };
    expect(view.families[0]!.hand).not.toBeNull();
    expect(view.families.slice(1).every((f) => f.hand === null)).toBe(true);
    expect(JSON.stringify(mine.view)).not.toMatch(/"rng"|"influenceDeck"|"gangsterDeck"|"seed"/);

    c.send({ t: 'act', seat: 1, seq: mine.seq, action: { type: 'pass', seat: 1 } });
    expect((await c.next('rejected')).code).toBe('not-your-seat');
    c.send({ t: 'act', seat: 0, seq: mine.seq + 5, action: { type: 'pass', seat: 0 } });
    expect((await c.next('rejected')).code).toBe('stale');
    c.send({ t: 'act', seat: 0, seq: mine.seq, action: { type: 'teleport', seat: 0 } });
    expect((await c.next('rejected')).code).toBe('illegal');
    c.send('{not json');
    expect((await c.next('error')).code).toBe('bad-frame');

    const legal = (mine.legal as LegalAction[]).find((l) => !l.terms)!;
    c.send({ t: 'act', seat: 0, seq: mine.seq, action: legal.action });
    const after = await c.next('update', (u) => u.seq > mine.seq);
    expect(after.seq).toBeGreaterThan(mine.seq);
    c.ws.close();
  });

  it('refuses sockets from pages it did not serve', async () => {
    await expect(Client.open('https://evil.example')).rejects.toThrow();
  });
});
