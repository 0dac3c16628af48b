/**
 * Round trip of a LAN table (issue #12): a guest's intent to the update that answers it,
 * through the socket, the relay, the session host child and the autosave, on loopback.
 * Two tables: 2 guests and 2 bots; then 5 guests and 5 spectators at once. Bots move at
 * once (no pacing), so only the round trips are timed. Times are wall clock: a round trip
 * crosses three processes and a disk write, which CPU time of one process would not see.
 * Usage: npm run bench:lan -- [--games N] [--seed S] [--json]
 */
import { GAME_ID, PROTOCOL_VERSION, type SeatSpec } from '../src-shared/protocol';
import type { GameView, LegalAction } from '../src-shared/engine';
import { startHostChild } from '../src-main/web/testing/host-fuzz';
import { TableClient } from '../src-main/web/testing/table-client';
import { flags, median } from './args';

const f = flags();
const games = f.num('games', 3);
const seed0 = f.num('seed', 1);
const json = f.has('json');

interface Table {
  name: string;
  guests: number;
  bots: number;
  spectators: number;
}
const TABLES: Table[] = [
  { name: '2 guests + 2 bots', guests: 2, bots: 2, spectators: 0 },
  { name: '5 guests + 5 spectators', guests: 5, bots: 0, spectators: 5 },
];

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const round = (x: number) => Math.round(x * 10) / 10;

async function play(t: Table, seed: number): Promise<{ times: number[]; over: boolean }> {
  let code = '';
  const host = await startHostChild(['--lan', '--bot-delay', '0'], (out) => {
    code = /join code ([A-Z0-9]{6})/.exec(out)?.[1] ?? code;
  });
  try {
    const window = await TableClient.hostWindow(host);
    await window.welcome();
    const seats: SeatSpec[] = [
      ...Array.from({ length: t.guests }, (_, i) => ({
        kind: 'human' as const,
        name: `Guest ${i + 1}`,
        remote: true,
      })),
      ...Array.from({ length: t.bots }, (_, i) => ({
        kind: 'bot' as const,
        name: `Bot ${i + 1}`,
        bot: { preset: 'random' as const },
      })),
    ];
    window.send({ t: 'start', game: GAME_ID, options: { seed, players: seats.length }, seats });
    await window.next('welcome', (w) => w.seats.length === seats.length);
    const guests: TableClient[] = [];
    for (let i = 0; i < t.guests + t.spectators; i++) {
      const c = await TableClient.open(host, { from: `127.0.2.${i + 1}` });
      c.send({ t: 'hello', v: PROTOCOL_VERSION, code, seat: i < t.guests ? i : undefined });
      await c.welcome();
      if (i < t.guests) guests.push(c);
    }
    const times: number[] = [];
    const sent = new Map<TableClient, { version: number; at: number }>();
    for (const g of guests) {
      g.onFrame = (m) => {
        const s = sent.get(g);
        if (!s) return;
        // Two people may answer the same window at once: the later is refused as stale.
        if (m.t === 'rejected') sent.delete(g);
        if (m.t === 'update' && m.version > s.version) {
          times.push(performance.now() - s.at);
          sent.delete(g);
        }
      };
    }
    const acted = new Set<number>();
    const until = performance.now() + 300_000;
    let over = false;
    while (!over && performance.now() < until) {
      await new Promise((done) => setTimeout(done, 1));
      for (const g of guests) {
        const u = g.latest;
        if (!u || sent.has(g) || acted.has(u.version * 8 + u.seat)) continue;
        const v = u.view as GameView;
        if (v.result) over = true;
        const legal = (u.legal as LegalAction[]).filter((l) => !l.terms);
        if (legal.length === 0 || v.pending?.seat !== u.seat) continue;
        acted.add(u.version * 8 + u.seat);
        sent.set(g, { version: u.version, at: performance.now() });
        g.send({ t: 'act', seat: u.seat, version: u.version, action: legal[0]!.action });
      }
    }
    return { times, over };
  } finally {
    await host.stop();
  }
}

const results = [];
for (const t of TABLES) {
  const times: number[] = [];
  let finished = 0;
  for (let g = 0; g < games; g++) {
    const r = await play(t, seed0 + g);
    times.push(...r.times);
    if (r.over) finished++;
  }
  results.push({
    finished,
    table: t.name,
    roundTrips: times.length,
    medianMs: round(median(times)),
    p95Ms: round(p95(times)),
  });
}
if (json) console.log(JSON.stringify({ games, seed: seed0, results }));
else {
  console.log(
    `LAN round trips (intent to update, wall clock), ${games} game(s) per table from seed ${seed0}`,
  );
  for (const r of results)
    console.log(
      `  ${r.table.padEnd(26)} ${r.finished}/${games} games to the end, ${r.roundTrips} round trips, median ${r.medianMs} ms, p95 ${r.p95Ms} ms`,
    );
}
