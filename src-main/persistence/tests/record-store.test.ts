/**
 * The player's record against the bots over real files, with conf as the store (the Node
 * host's backend): counted from the checkpoints the host hands up, kept with the save
 * discipline (checksum, backup, quarantine, newer versions left alone).
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkpoint, SeatSpec } from '../../../src-shared/protocol';
import type { PlayerRecord } from '../../../src-shared/record/format';
import { checksumOf } from '../../../src-shared/save';
import { replay, type Action } from '../../../src-shared/engine';
import { botGameCheckpoints } from '../../tests/games';
import { confBackend } from '../conf-backend';
import { RecordStore } from '../record-store';
import { SaveStore } from '../save-store';
import { StorageService } from '../storage-service';

const fresh = () => mkdtempSync(join(tmpdir(), 'np-record-'));
const opened: SaveStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

async function open(folder: string, appVersion = '1.0.0') {
  const saves = await SaveStore.open({ folder, appVersion, backend: confBackend, indexDelayMs: 5 });
  opened.push(saves);
  const records = await RecordStore.open({
    folder,
    appVersion,
    backend: confBackend,
    notify: (n) => saves.notify(n),
  });
  const storage = new StorageService(
    saves,
    {
      current: () => null,
      open: async (cp) => ({ ok: true, value: cp }),
      startGame: async () => ({ ok: false, error: { code: 'x', message: 'not here' } }),
    },
    { records, appVersion, now: () => new Date('2026-11-30T12:00:00.000Z') },
  );
  return { saves, records, storage };
}

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'You' },
  { kind: 'bot', name: 'The Barzinis', bot: { preset: 'medium' } },
  { kind: 'bot', name: 'The Tattaglias', bot: { preset: 'medium' } },
];

/** A three-family game played out by bots, with seat 0 taken to be a person's. */
function game(id: string, seed: number, seats = SEATS): Checkpoint[] {
  return botGameCheckpoints(id, seed, 3).map((cp) => ({ ...cp, seats }));
}

const winnerOf = (cp: Checkpoint) =>
  (
    replay(cp.options, cp.actions as Action[]) as {
      ok: true;
      value: { result: { winner: number } };
    }
  ).value.result.winner;

async function record(storage: StorageService): Promise<PlayerRecord> {
  const r = await storage.handle({ op: 'getRecord' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as PlayerRecord;
}

describe('the record against the bots', () => {
  it('counts a finished game once, by its bots’ difficulty, and keeps it across a restart', async () => {
    const folder = fresh();
    const { storage } = await open(folder);
    const cps = game('game-1', 41);
    // Every checkpoint the host hands up is kept; only the end counts, and only once.
    for (const cp of cps.slice(-4)) await storage.keep(cp);
    await storage.keep(cps.at(-1)!);
    const won = winnerOf(cps.at(-1)!) === 0;
    const r = await record(storage);
    expect(r.tables.medium).toMatchObject({
      played: 1,
      won: won ? 1 : 0,
      streak: won ? 1 : 0,
      last: '2026-11-30T12:00:00.000Z',
    });
    expect(r.counted).toEqual([{ id: 'game-1', table: 'medium' }]);
    const again = await open(folder);
    expect(await record(again.storage)).toEqual(r);
    expect(again.saves.notices()).toEqual([]);
  });

  it('counts a win in which the person was given a hint as one with hints', async () => {
    const { storage } = await open(fresh());
    // Seat 0 wins both games: the first with a hint, the second with hints for others only.
    const [first, second] = [game('game-1', 43).at(-1)!, game('game-2', 44).at(-1)!];
    expect([winnerOf(first), winnerOf(second)]).toEqual([0, 0]);
    await storage.keep({ ...first, hinted: [0] });
    await storage.keep({ ...second, hinted: [1, 2] });
    expect((await record(storage)).tables.medium).toMatchObject({
      played: 2,
      won: 2,
      wonWithHints: 1,
      streak: 2,
    });
  });

  it('does not count a game without one person at this computer', async () => {
    const { storage } = await open(fresh());
    const bots = SEATS.map((s) => ({ ...s, kind: 'bot' as const }));
    await storage.keep(game('bots', 42, bots).at(-1)!);
    const two: SeatSpec[] = [SEATS[0]!, { kind: 'human', name: 'Ada' }, SEATS[2]!];
    await storage.keep(game('two', 43, two).at(-1)!);
    const r = await record(storage);
    expect(r.counted).toEqual([]);
    expect(r.tables.medium.played).toBe(0);
  });

  it('starts again from nothing when the player asks', async () => {
    const folder = fresh();
    const { storage } = await open(folder);
    await storage.keep(game('game-1', 41).at(-1)!);
    const cleared = await storage.handle({ op: 'clearRecord' });
    expect(cleared).toMatchObject({ ok: true, value: { counted: [] } });
    expect((await record((await open(folder)).storage)).tables.medium.played).toBe(0);
  });

  it('reads the backup when the file is damaged, and moves the damaged one to quarantine', async () => {
    const folder = fresh();
    const first = await open(folder);
    await first.storage.keep(game('game-1', 41).at(-1)!);
    const kept = await record(first.storage);
    const file = join(folder, 'record.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { record: PlayerRecord };
    doc.record.tables.medium.played = 7;
    writeFileSync(file, JSON.stringify(doc));
    const { storage, saves } = await open(folder);
    expect(await record(storage)).toEqual(kept);
    expect(saves.notices()[0]!.message).toMatch(
      /record against the bots could not be read: .*checksum does not match its contents\. The file was moved to .*quarantine.*\. Its backup was read instead\.$/,
    );
    expect(readdirSync(join(folder, 'quarantine')).some((f) => f.endsWith('record.json'))).toBe(
      true,
    );
    // The restored record is written back: the next start finds nothing more wrong.
    expect((await open(folder)).saves.notices()).toHaveLength(1);
  });

  it('starts again, and says so, when the file is not JSON and its backup is damaged too', async () => {
    const folder = fresh();
    const first = await open(folder);
    await first.storage.keep(game('game-1', 41).at(-1)!);
    writeFileSync(join(folder, 'record.json'), '{"format": "nothing-personal-rec');
    writeFileSync(join(folder, 'record-backup.json'), '{"format": 1}');
    const { storage, saves } = await open(folder);
    expect((await record(storage)).counted).toEqual([]);
    expect(saves.notices()[0]!.message).toMatch(/no good backup of it, so it starts again/);
    expect(readdirSync(join(folder, 'quarantine')).some((f) => f.endsWith('record.json'))).toBe(
      true,
    );
  });

  it('changes nothing, and says why, when the record cannot be written', async () => {
    const records = await RecordStore.open({
      folder: fresh(),
      appVersion: '1.0.0',
      backend: (folder, name) => ({
        path: join(folder, `${name}.json`),
        read: () => ({}),
        write: () => {
          throw new Error('the disk is full');
        },
      }),
      notify: () => undefined,
    });
    const r = records.count({
      id: 'g',
      table: 'hard',
      won: true,
      hinted: false,
      by: 3,
      at: 'x',
    });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'write-failed',
        message: 'Your record could not be saved (the disk is full).',
      },
    });
    expect(records.get()!.tables.hard.played).toBe(0);
  });

  it('leaves a newer version’s record untouched, and says why it cannot be shown or added to', async () => {
    const folder = fresh();
    const first = await open(folder);
    await first.storage.keep(game('game-1', 41).at(-1)!);
    const file = join(folder, 'record.json');
    const { checksum: _, ...unsigned } = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      unknown
    >;
    const newer = JSON.stringify({
      ...unsigned,
      version: 2,
      checksum: checksumOf({ ...unsigned, version: 2 }),
    });
    writeFileSync(file, newer);
    const { storage, saves } = await open(folder);
    await storage.keep(game('game-2', 44).at(-1)!);
    expect(await storage.handle({ op: 'getRecord' })).toMatchObject({
      ok: false,
      error: { code: 'newer-version' },
    });
    expect(await storage.handle({ op: 'clearRecord' })).toMatchObject({ ok: false });
    expect(readFileSync(file, 'utf8').replace(/\s/g, '')).toBe(newer.replace(/\s/g, ''));
    expect(saves.notices()).toEqual([]);
  });
});
