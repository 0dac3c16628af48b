/**
 * The hostile-client fuzz of the Node host (issue #11): a real host in its own process, a
 * host window that holds the game, and a stranger that sends malformed WebSocket frames,
 * garbage and out-of-role messages, and malformed URLs. After every batch the host must be
 * alive and answer a plain request; at the end the game must be at the very same position,
 * and nothing the stranger received may show a hand or a storage answer.
 * Used by the unit test (a few thousand frames) and by `npm run fuzz:host` (as many as asked).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { GAME_ID, PROTOCOL_VERSION, type ServerMessage } from '../../../src-shared/protocol';
import { BAD_FRAMES, rawSocket, serverFrames, text } from './raw-socket';
import { TableClient } from './table-client';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface HostChild {
  url: string;
  port: number;
  key: string;
  pid: number;
  alive(): boolean;
  stop(): Promise<void>;
}

/** The Node host from source (tsx) in a child process, on a free loopback port. */
export async function startHostChild(
  args: string[] = [],
  printed: (out: string) => void = () => {},
): Promise<HostChild> {
  const data = mkdtempSync(join(tmpdir(), 'np-fuzz-'));
  const child: ChildProcess = fork(
    resolve(ROOT, 'src-main/web/server.ts'),
    ['--port', '0', '--data', data, ...args],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'], cwd: ROOT },
  );
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      printed(out);
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) done(m[1]!);
    });
    child.once('exit', (code) => fail(new Error(`The host exited (${code}):\n${out}`)));
  });
  const page = new URL(url);
  return {
    url,
    port: Number(page.port),
    key: new URLSearchParams(page.hash.slice(1)).get('host') ?? '',
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Status code of a GET with this exact request target (no client-side normalising). */
export function get(port: number, path: string): Promise<number> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', () => done(0));
    req.end();
  });
}

/**
 * The host answers a plain request (from source the renderer is not built, so the page
 * itself may be a 404: an answer all the same).
 */
export async function answers(host: HostChild): Promise<boolean> {
  return [200, 404].includes(await get(host.port, '/index.html'));
}

export const BAD_URLS = [
  '/%ZZ',
  '/%',
  '/%ff',
  '//[',
  '//%',
  '/%00',
  '/..%2f..%2fetc%2fpasswd',
  '/\\..\\x',
];

/** Messages a stranger has no right to send, and near-misses of valid ones. */
function outOfRole(): fc.Arbitrary<unknown> {
  const seat = fc.integer({ min: -2, max: 9 });
  const version = fc.oneof(fc.nat(), fc.constant(2 ** 60), fc.double());
  return fc.oneof(
    fc.record({
      t: fc.constant('start'),
      game: fc.constant(GAME_ID),
      options: fc.constant({ seed: 1, players: 3 }),
      seats: fc.constant([
        { kind: 'human', name: 'Me' },
        { kind: 'bot', name: 'B' },
        { kind: 'bot', name: 'C' },
      ]),
    }),
    fc.record({
      t: fc.constant('storage'),
      id: fc.nat(),
      request: fc.constantFrom(
        { op: 'listSaves' },
        { op: 'exportSave', id: 'x' },
        { op: 'getSettings' },
        { op: 'deleteSave', id: 'a' },
        { op: 'setSettings', patch: { palette: 'standard' } },
      ),
    }),
    fc.record({
      t: fc.constant('act'),
      seat,
      version,
      action: fc.record({ type: fc.constantFrom('pass', 'play', 'offer'), seat }),
    }),
    fc.record({ t: fc.constant('undo'), seat, version }),
    fc.record({ t: fc.constant('hint'), seat, version }),
    fc.record({
      t: fc.constant('manage'),
      op: fc.constantFrom('kick', 'move', 'promote'),
      seat,
      to: fc.option(seat, { nil: undefined }),
    }),
    fc.record({
      t: fc.constant('table'),
      seats: fc.constantFrom(
        [
          { kind: 'human', name: 'Me', remote: true },
          { kind: 'bot', name: 'B' },
        ],
        [],
        'all',
      ),
    }),
    fc.record({ t: fc.constant('look'), seat }),
    // Anyone may ask for the story: it must hold only what the table shows everybody.
    fc.constant({ t: 'story' }),
    fc.record({ t: fc.constant('story'), seat }),
    fc.record({
      t: fc.constant('hello'),
      v: fc.constantFrom(PROTOCOL_VERSION, 1, '2'),
      seat: fc.option(seat, { nil: undefined }),
      code: fc.option(fc.constantFrom('AAAAAA', '', 'x'.repeat(40)), { nil: undefined }),
      token: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
      name: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
    }),
    fc.record({
      t: fc.constant('start'),
      game: fc.constant(GAME_ID),
      options: fc.constant({}),
      seats: fc.constant([
        { kind: 'bot', name: 'x', bot: { preset: 'easy', personality: { deep: [[[[]]]] } } },
      ]),
    }),
  );
}

/** One text frame's worth of hostility. */
function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: outOfRole().map((m) => JSON.stringify(m)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"t":"start"}}',
        `{"t":"hello","v":${PROTOCOL_VERSION},"constructor":{}}`,
        'null',
        '{}',
        '',
      ),
    },
  );
}

/** Waits until the server has gone quiet (its answers are in), at most two seconds. */
async function answered(received: () => Buffer) {
  let last = -1;
  for (let t = 0; t < 2000 && received().length !== last; t += 25) {
    last = received().length;
    await new Promise((done) => setTimeout(done, 25));
  }
}

/**
 * What a client may not be sent, in what it was: another seat's hand or choices, the deck,
 * the seed, a storage answer, a seat not its own. `seat` is the guest's seat (-1: a stranger
 * holding none).
 */
export function leaksIn(frames: string[], seat = -1): number {
  let leaks = 0;
  for (const f of frames) {
    const m = JSON.parse(f) as ServerMessage;
    if (m.t === 'storage' && m.reply.ok) leaks++;
    if (m.t === 'welcome' && m.yours.some((s) => s !== seat)) leaks++;
    // A hint is worked out from its seat's own view and goes to that seat's client alone.
    if (m.t === 'hint' && m.seat !== seat) leaks++;
    if (m.t === 'story') {
      const hidden = (e: { e?: string; cards?: unknown[] }) =>
        (e.e === 'draw' || e.e === 'steal') && (e.cards?.length ?? 0) > 0;
      if (m.batches.some((b) => (b.events as { e?: string }[]).some(hidden))) leaks++;
      if (/"rng"|"seed"|Deck"|"hand"/.test(f)) leaks++;
    }
    if (m.t === 'update') {
      const v = m.view as { families: { hand: unknown }[] };
      if (v.families.some((f, s) => s !== seat && f.hand !== null)) leaks++;
      if (m.seat !== seat && m.legal.length > 0) leaks++;
      if (/"rng"|"seed"|Deck"/.test(f)) leaks++;
    }
  }
  return leaks;
}

/** Whether the guest, on a clean connection, is given its seat back (then it leaves). */
async function seatBack(host: HostChild, guest: SeatedGuest): Promise<boolean> {
  const back = await TableClient.open(host);
  back.send(guest.hello);
  const given = await Promise.race([
    back.next('welcome').then((w) => w.yours.includes(guest.seat)),
    back.next('error').then(() => false),
    new Promise<boolean>((done) => setTimeout(() => done(false), 5000)),
  ]);
  const closed = new Promise((done) => back.ws.once('close', done));
  back.close();
  await closed;
  return given;
}

/** A guest holding a seat at a LAN table: the hello that takes the seat back, and the seat. */
export interface SeatedGuest {
  seat: number;
  hello: object;
}

export interface FuzzFigures {
  frames: number;
  badFrames: number;
  urls: number;
  sockets: number;
  crashed: number;
  stateChanges: number;
  leaks: number;
  /** Batches after which the seated guest could not take its seat back (it always should). */
  unseated: number;
  /** Resident memory of the host's process, in MB. */
  rssBeforeMb: number;
  rssAfterMb: number;
  seconds: number;
}

/**
 * The flood of issue #11 (1,000 unanswered 1 MB frames once grew the host to 1 GB): `count`
 * save imports of almost 1 MB each, from strangers, as fast as the sockets take them.
 * Returns the host's resident memory at the end, in MB.
 */
export async function bigFrames(host: HostChild, count: number): Promise<number> {
  const origin = `http://127.0.0.1:${host.port}`;
  const big = text(
    JSON.stringify({
      t: 'storage',
      id: 1,
      request: { op: 'importSave', file: { fileName: 'x.json', text: 'x'.repeat(990_000) } },
    }),
  );
  const perSocket = 8;
  for (let sent = 0; sent < count; sent += perSocket) {
    const s = await rawSocket(host.port, '/session', origin);
    s.socket.end(
      Buffer.concat(Array.from({ length: Math.min(perSocket, count - sent) }, () => big)),
    );
    await s.closed;
  }
  return rssMb(host.pid);
}

export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
}

/**
 * Sends `frames` hostile frames at a running host (in batches, one socket a batch, as a
 * flooded socket is cut off), and after each batch a socket-level malformed frame on a
 * socket of its own and a malformed URL.
 */
export async function fuzzHost(
  host: HostChild,
  o: {
    frames: number;
    seed: number;
    batch?: number;
    progress?: (done: number) => void;
    /** The host's window already holding the game (a newer one would take its seats). */
    window?: TableClient;
    /** Each batch is sent by this seated guest, after the hello that gives its seat back. */
    guest?: SeatedGuest;
  },
): Promise<FuzzFigures> {
  const started = performance.now();
  const window = o.window ?? (await TableClient.hostWindow(host));
  if (!o.window) await window.update((u) => u.legal.length > 0);
  const before = await window.position();
  const rssBeforeMb = rssMb(host.pid);
  const origin = `http://127.0.0.1:${host.port}`;
  const texts = fc.sample(hostileText(), { seed: o.seed, numRuns: o.frames });
  const badNames = Object.keys(BAD_FRAMES);
  const f: FuzzFigures = {
    frames: 0,
    badFrames: 0,
    urls: 0,
    sockets: 0,
    crashed: 0,
    stateChanges: 0,
    leaks: 0,
    unseated: 0,
    rssBeforeMb,
    rssAfterMb: 0,
    seconds: 0,
  };
  const batch = o.batch ?? 150;
  for (let i = 0, n = 0; i < texts.length; i += batch, n++) {
    const s = await rawSocket(host.port, '/session', origin);
    f.sockets++;
    const seated = o.guest ? [JSON.stringify(o.guest.hello)] : [];
    s.socket.write(Buffer.concat([...seated, ...texts.slice(i, i + batch)].map((t) => text(t))));
    await answered(s.received);
    s.socket.end();
    await s.closed;
    f.frames += Math.min(batch, texts.length - i);
    const got = serverFrames(s.received())
      .filter((x) => x.opcode === 1)
      .map((x) => x.payload.toString('utf8'));
    f.leaks += leaksIn(got, o.guest?.seat);
    if (o.guest && !(await seatBack(host, o.guest))) f.unseated++;
    const bad = await rawSocket(host.port, '/session', origin);
    f.sockets++;
    bad.socket.end(Buffer.concat(BAD_FRAMES[badNames[n % badNames.length]!]!()));
    await bad.closed;
    f.badFrames++;
    f.frames++;
    await get(host.port, BAD_URLS[n % BAD_URLS.length]!);
    f.urls++;
    if (!host.alive() || !(await answers(host))) {
      f.crashed++;
      break;
    }
    o.progress?.(f.frames);
  }
  if (host.alive()) {
    const after = await window.position();
    if (after.version !== before.version || after.view !== before.view) f.stateChanges++;
    f.rssAfterMb = rssMb(host.pid);
  }
  if (!o.window) window.close();
  f.seconds = Math.round((performance.now() - started) / 100) / 10;
  return f;
}
