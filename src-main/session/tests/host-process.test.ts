/**
 * The Node host in a real child process (which runs the session host in a child of its own),
 * reached over WebSocket like a browser would: play, saves and settings, and a session host
 * that dies and comes back while the socket stays open.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  PROTOCOL_VERSION,
  parseServerMessage,
  type ServerMessage,
} from '../../../src-shared/protocol';
import type { LegalAction } from '../../../src-shared/engine';

const root = resolve(import.meta.dirname, '../../..');
const dataFolder = mkdtempSync(join(tmpdir(), 'np-web-'));
let child: ChildProcess;
let url = '';

beforeAll(async () => {
  child = fork(
    resolve(root, 'src-main/web/server.ts'),
    ['--port', '0', '--seed', '11', '--players', '4', '--bot-delay', '0', '--data', dataFolder],
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

const seqOf = (u: { view: unknown }) => (u.view as { seq: number }).seq;

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
  /** The host's window (with the host key from the printed address) or a guest. */
  static async open(o: { origin?: string; guest?: boolean } = {}): Promise<Client> {
    const page = new URL(url);
    const key = new URLSearchParams(page.hash.slice(1)).get('host');
    const ws = new WebSocket(`ws://${page.host}/session${o.guest ? '' : `?host=${key}`}`, {
      origin: o.origin ?? page.origin,
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
    c.send({ t: 'hello', v: PROTOCOL_VERSION });
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

    c.send({ t: 'act', seat: 1, version: mine.version, action: { type: 'pass', seat: 1 } });
    expect((await c.next('rejected')).code).toBe('not-your-seat');
    c.send({ t: 'act', seat: 0, version: mine.version + 5, action: { type: 'pass', seat: 0 } });
    expect((await c.next('rejected')).code).toBe('stale');
    c.send({ t: 'act', seat: 0, version: mine.version, action: { type: 'teleport', seat: 0 } });
    expect((await c.next('rejected')).code).toBe('illegal');
    c.send('{not json');
    expect((await c.next('error')).code).toBe('bad-frame');

    const legal = (mine.legal as LegalAction[]).find((l) => !l.terms)!;
    c.send({ t: 'act', seat: 0, version: mine.version, action: legal.action });
    const after = await c.next('update', (u) => u.version > mine.version);
    expect(seqOf(after)).toBeGreaterThan(seqOf(mine));
    c.ws.close();
  });

  it('keeps saves and settings for the browser', async () => {
    const c = await Client.open();
    let n = 0;
    const ask = async (request: unknown) => {
      const id = ++n;
      c.send({ t: 'storage', id, request });
      return (await c.next('storage', (m) => m.id === id)).reply;
    };
    const settings = await ask({ op: 'getSettings' });
    expect(settings.ok && (settings.value as { palette: string }).palette).toBe('standard');
    const changed = await ask({ op: 'setSettings', patch: { palette: 'colour-blind' } });
    expect(changed.ok && (changed.value as { palette: string }).palette).toBe('colour-blind');
    expect((await ask({ op: 'setSettings', patch: { palette: 'neon' } })).ok).toBe(false);

    const saved = await ask({ op: 'saveAs', name: 'Lunch break' });
    expect(saved.ok).toBe(true);
    const list = await ask({ op: 'listSaves' });
    const names = list.ok ? (list.value as { name: string; kind: string }[]) : [];
    expect(names.map((s) => s.kind).sort()).toEqual(['auto', 'named']);
    const id = (saved.ok && (saved.value as { id: string }).id) || '';
    const exported = await ask({ op: 'exportSave', id });
    expect(exported.ok).toBe(true);
    const file = exported.ok ? (exported.value as { fileName: string; text: string }) : null;
    const imported = await ask({ op: 'importSave', file });
    expect(imported.ok && (imported.value as { name: string }).name).toBe('Lunch break');
    expect((await ask({ op: 'loadSave', id: '../../../etc/passwd' })).ok).toBe(false);
    const unknown = await ask({ op: 'formatDisk' });
    expect(!unknown.ok && unknown.error.code).toBe('bad-request');
    c.send({ t: 'storage', request: { op: 'listSaves' } });
    expect((await c.next('error')).code).toBe('bad-frame');
    expect(readdirSync(join(dataFolder, 'saves')).length).toBeGreaterThanOrEqual(3);
    expect(
      JSON.parse(readFileSync(join(dataFolder, 'settings.json'), 'utf8')).settings.palette,
    ).toBe('colour-blind');
    c.ws.close();
  });

  it.skipIf(!existsSync('/proc'))(
    'brings the game back when the session host dies, without dropping the socket',
    async () => {
      const c = await Client.open();
      c.send({ t: 'hello', v: PROTOCOL_VERSION });
      await c.next('welcome');
      const mine = await c.next('update', (u) => u.legal.length > 0);
      const host = childrenOf(child.pid!).find((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node-entry'),
      );
      expect(host).toBeDefined();
      process.kill(host!, 'SIGKILL');
      expect((await c.next('status')).state).toBe('reconnecting');
      expect((await c.next('status')).state).toBe('restored');
      await c.next('welcome');
      const back = await c.next('update');
      expect(back.view).toEqual(mine.view);
      // The same position, but a restarted host never gives out the old numbers again.
      expect(back.version).not.toBe(mine.version);
      expect(c.ws.readyState).toBe(WebSocket.OPEN);
      const legal = (back.legal as LegalAction[]).find((l) => !l.terms)!;
      c.send({ t: 'act', seat: 0, version: mine.version, action: legal.action });
      expect((await c.next('rejected')).code).toBe('stale');
      c.send({ t: 'act', seat: 0, version: back.version, action: legal.action });
      const next = await c.next('update', (u) => seqOf(u) > seqOf(back));
      expect(seqOf(next)).toBeGreaterThan(seqOf(back));
      c.ws.close();
    },
  );

  it('refuses sockets from pages it did not serve', async () => {
    await expect(Client.open({ origin: 'https://evil.example' })).rejects.toThrow();
  });
});

/** Process ids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
