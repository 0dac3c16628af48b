/** The SaveStore over real files, with conf as its store (the Node host's backend). */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES_REVISION, createGame, hash } from '../../../src-shared/engine';
import type { Checkpoint } from '../../../src-shared/protocol';
import { SAVE_VERSION, checksumOf, encodeSave, DEFAULT_SETTINGS } from '../../../src-shared/save';
import { TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../../../src-shared/tutorial/scenario';
import { botGameCheckpoints } from '../../tests/games';
import { confBackend } from '../conf-backend';
import { SaveStore } from '../save-store';

const opened: SaveStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

async function open(folder: string, appVersion = '1.0.0') {
  const store = await SaveStore.open({ folder, appVersion, backend: confBackend, indexDelayMs: 5 });
  opened.push(store);
  return store;
}

const fresh = () => mkdtempSync(join(tmpdir(), 'np-store-'));
const game = botGameCheckpoints('game-a', 3, 3, 12);

describe('autosaves', () => {
  it('keep the last few as backups and list the game', async () => {
    const { folder, store } = await played(6);
    const saves = readdirSync(join(folder, 'saves')).sort();
    expect(saves).toEqual([
      'game-a.backup-1.json',
      'game-a.backup-2.json',
      'game-a.backup-3.json',
      'game-a.json',
    ]);
    const backup1 = JSON.parse(readFileSync(join(folder, 'saves', 'game-a.backup-1.json'), 'utf8'));
    expect(backup1.save.checkpoint.actions).toHaveLength(4);
    const [summary] = store.list();
    expect(summary).toMatchObject({
      id: 'game-a',
      kind: 'auto',
      actions: 5,
      status: 'ok',
      backups: 3,
    });
    expect(store.latest()?.id).toBe('game-a');
    // A good save is never overwritten by one of its backups.
    const restore = await store.restoreBackup('game-a');
    expect(!restore.ok && restore.error.code).toBe('not-damaged');
    await store.close();

    const again = await open(folder);
    expect(again.list()).toEqual([summary]);
    expect(again.notices()).toEqual([]);
    const loaded = await again.load('game-a');
    expect(loaded.ok && loaded.value.checkpoint).toEqual(game[5]);
  });

  it('are named by who is at the table, and the guided game "Learn to play"', async () => {
    const store = await open(fresh());
    const created = createGame(TUTORIAL_OPTIONS);
    if (!created.ok) throw new Error(created.error.message);
    const guided: Checkpoint = {
      id: 'guided',
      game: 'nothing-personal',
      rules: RULES_REVISION,
      options: { ...TUTORIAL_OPTIONS },
      seats: TUTORIAL_SEATS,
      actions: [],
      seq: created.value.seq,
      hash: hash(created.value),
      over: false,
    };
    await store.autosave(guided);
    // The same families at another seed: an ordinary game, named by its seats.
    await store.autosave({
      ...guided,
      id: 'same-families',
      options: { ...TUTORIAL_OPTIONS, seed: 8 },
    });
    const names = Object.fromEntries(store.list().map((s) => [s.id, s.name]));
    expect(names).toEqual({
      guided: 'Learn to play',
      'same-families': 'You, The Corleonis, The Tattaglias, The Barzinis',
    });
    const loaded = await store.load('guided');
    expect(loaded.ok).toBe(true);
  });
});

describe('named saves', () => {
  it('are saves of their own, loaded by replaying them to their hash', async () => {
    const store = await open(fresh());
    const saved = await store.saveAs('  Before the deal  ', game[8]!);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value).toMatchObject({ name: 'Before the deal', kind: 'named', gameId: 'game-a' });
    expect(saved.value.id).not.toBe('game-a');
    const loaded = await store.load(saved.value.id);
    expect(loaded.ok && loaded.value.checkpoint).toEqual(game[8]);
    expect((await store.load('no-such-save')).ok).toBe(false);
  });

  it('that do not replay are set aside, and the backup offered', async () => {
    const { folder, store } = await played(4);
    // A file with a good checksum whose moves do not lead to its hash (a bug, or tampering).
    const file = join(folder, 'saves', 'game-a.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.save.checkpoint.hash = '00000000000000';
    const { checksum: _c, ...unsigned } = doc;
    writeFileSync(file, JSON.stringify({ ...unsigned, checksum: checksumOf(unsigned) }));
    const loaded = await store.load('game-a');
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error.code).toBe('damaged');
    expect(existsSync(file)).toBe(false);
    const [notice] = store.notices();
    expect(notice).toMatchObject({
      code: 'hash-mismatch',
      saveId: 'game-a',
      backup: { actions: 2 },
    });
    expect(notice!.movedTo).toContain('quarantine');
    expect(existsSync(notice!.movedTo!)).toBe(true);
    expect(store.list()[0]).toMatchObject({ status: 'damaged', backup: { actions: 2 } });
    const restored = await store.restoreBackup('game-a');
    expect(restored.ok && restored.value.status).toBe('ok');
    const again = await store.load('game-a');
    expect(again.ok && again.value.checkpoint).toEqual(game[2]);
    expect(store.dismissNotice(notice!.id)).toBe(true);
    expect(store.notices()).toEqual([]);
  });
});

/** A save document as text, its checksum made to match (as an app would write it). */
function signed(doc: Record<string, unknown>): string {
  const { checksum: _c, ...unsigned } = doc;
  return JSON.stringify({ ...unsigned, checksum: checksumOf(unsigned) });
}

function rewriteSigned(file: string, change: (doc: Record<string, unknown>) => void) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  change(doc);
  writeFileSync(file, signed(doc));
}

/** A store holding the autosave of the game's first `moves` checkpoints. */
async function played(moves: number) {
  const folder = fresh();
  const store = await open(folder);
  for (const cp of game.slice(0, moves)) await store.autosave(cp);
  return { folder, store };
}

describe('saves from a newer version', () => {
  it('stay where they are, listed as needing a newer version, and do not load', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const file = join(folder, 'saves', 'game-a.json');
    rewriteSigned(file, (doc) => {
      doc.version = SAVE_VERSION + 1;
      doc.app = '9.0.0';
    });
    const bytes = readFileSync(file);

    const older = await open(folder);
    expect(older.list()).toEqual([
      expect.objectContaining({ id: 'game-a', status: 'newer-version', backup: null }),
    ]);
    expect(older.latest()).toBeNull();
    expect(older.notices()).toEqual([]);
    expect(existsSync(join(folder, 'quarantine'))).toBe(false);
    const loaded = await older.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('newer-version');
    expect(!loaded.ok && loaded.error.message).toMatch(/newer version of Nothing Personal.*Update/);
    // Not damaged: nothing to restore over it, and it is still there, byte for byte.
    const restored = await older.restoreBackup('game-a');
    expect(!restored.ok && restored.error.code).toBe('newer-version');
    const exported = await older.exportFile('game-a');
    expect(!exported.ok && exported.error.code).toBe('newer-version');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    await older.close();

    // The app once updated finds it where it was.
    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({ id: 'game-a', status: 'newer-version' });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('rewritten by a newer app while this one runs: kept, not set aside, on load', async () => {
    const { folder, store } = await played(4);
    const file = join(folder, 'saves', 'game-a.json');
    rewriteSigned(file, (doc) => {
      doc.version = SAVE_VERSION + 1;
    });
    const loaded = await store.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('newer-version');
    expect(existsSync(file)).toBe(true);
    expect(store.list()[0]).toMatchObject({ status: 'newer-version' });
    expect(store.notices()).toEqual([]);
  });

  it('a backup from a newer version stays where it is; an older good one is offered', async () => {
    const { folder, store } = await played(5);
    await store.close();
    const newerBackup = join(folder, 'saves', 'game-a.backup-1.json');
    rewriteSigned(newerBackup, (doc) => {
      doc.version = SAVE_VERSION + 1;
    });
    writeFileSync(join(folder, 'saves', 'game-a.json'), '{"format":"nothing-personal-save","ver');

    const again = await open(folder);
    expect(existsSync(newerBackup)).toBe(true);
    expect(again.list()[0]).toMatchObject({ status: 'damaged', backup: { actions: 2 } });
    const restored = await again.restoreBackup('game-a');
    expect(restored.ok && restored.value.actions).toBe(2);
    expect(existsSync(newerBackup)).toBe(true);
  });

  it('a version changed without its checksum is damage: set aside, backup offered', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const file = join(folder, 'saves', 'game-a.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        `"version":${SAVE_VERSION}`,
        `"version":${SAVE_VERSION + 2}`,
      ),
    );

    const again = await open(folder);
    expect(existsSync(file)).toBe(false);
    expect(again.list()[0]).toMatchObject({ status: 'damaged', backup: { actions: 2 } });
    expect(again.notices()[0]).toMatchObject({ code: 'bad-checksum', backup: { actions: 2 } });
  });
});

describe('saves played under another revision of the rules', () => {
  /** The autosave as an app of another rules revision wrote it; `leadsElsewhere`: it no longer replays. */
  function underRules(file: string, rules: number, leadsElsewhere: boolean) {
    rewriteSigned(file, (doc) => {
      const save = doc.save as { checkpoint: Checkpoint };
      save.checkpoint.rules = rules;
      if (leadsElsewhere) save.checkpoint.hash = '00000000000000';
      doc.app = '0.9.0';
    });
  }

  it('an earlier one whose moves lead elsewhere now is kept, listed and explained, never set aside', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const file = join(folder, 'saves', 'game-a.json');
    underRules(file, RULES_REVISION - 1, true);
    const bytes = readFileSync(file);

    const again = await open(folder);
    expect(again.list()).toEqual([
      expect.objectContaining({ id: 'game-a', status: 'older-rules', appVersion: '0.9.0' }),
    ]);
    expect(again.latest()).toBeNull();
    expect(again.notices()).toEqual([]);
    const loaded = await again.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('older-rules');
    expect(!loaded.ok && loaded.error.message).toMatch(
      /earlier revision of the rules.*cannot be continued.*kept as it is.*\(0\.9\.0\) still opens it/,
    );
    const restored = await again.restoreBackup('game-a');
    expect(!restored.ok && restored.error.code).toBe('older-rules');
    const exported = await again.exportFile('game-a');
    expect(exported.ok && exported.value.text).toBe(bytes.toString('utf8'));
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(existsSync(join(folder, 'quarantine'))).toBe(false);
    const imported = await again.importText(bytes.toString('utf8'), 'old.npsave');
    expect(!imported.ok && imported.error.code).toBe('older-rules');
    expect(again.list()).toHaveLength(1);
  });

  it('found out on load when the file changed after the list was made', async () => {
    const { folder, store } = await played(4);
    const file = join(folder, 'saves', 'game-a.json');
    underRules(file, RULES_REVISION - 1, true);
    const loaded = await store.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('older-rules');
    expect(existsSync(file)).toBe(true);
    expect(store.list()[0]).toMatchObject({ status: 'older-rules' });
    expect(store.notices()).toEqual([]);
  });

  it('an earlier one that still replays loads as it is, and plays on under these rules', async () => {
    const { folder, store } = await played(4);
    await store.close();
    underRules(join(folder, 'saves', 'game-a.json'), RULES_REVISION - 1, false);
    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({ status: 'ok' });
    const loaded = await again.load('game-a');
    expect(loaded.ok && loaded.value.checkpoint.actions).toEqual(game[3]!.actions);
  });

  it('a damaged save whose backups are all of earlier rules offers one back to keep, not to continue', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const saves = join(folder, 'saves');
    for (const n of [1, 2, 3])
      underRules(join(saves, `game-a.backup-${n}.json`), RULES_REVISION - 1, true);
    writeFileSync(join(saves, 'game-a.json'), '{"cut short');

    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({
      status: 'damaged',
      backup: { actions: 2, olderRules: true },
    });
    expect(again.notices()[0]!.message).toMatch(
      /backup from .* \(2 moves in\) is intact and can be restored, but it was played under an earlier revision of the rules: it can be kept and exported, not continued\./,
    );
    const restored = await again.restoreBackup('game-a');
    expect(restored.ok && restored.value).toMatchObject({ status: 'older-rules', actions: 2 });
    expect(readFileSync(join(saves, 'game-a.json'), 'utf8')).toBe(
      readFileSync(join(saves, 'game-a.backup-1.json'), 'utf8'),
    );
    expect(again.list()[0]).toMatchObject({ status: 'older-rules', backup: null });
    const loaded = await again.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('older-rules');
    expect((await again.exportFile('game-a')).ok).toBe(true);
    await again.close();
    const third = await open(folder);
    expect(third.list()[0]).toMatchObject({ status: 'older-rules' });
  });

  it('a damaged save offers a backup these rules continue before a newer one of earlier rules', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const saves = join(folder, 'saves');
    underRules(join(saves, 'game-a.backup-1.json'), RULES_REVISION - 1, true);
    writeFileSync(join(saves, 'game-a.json'), '');

    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({ status: 'damaged', backup: { actions: 1 } });
    expect(again.list()[0]!.backup).not.toHaveProperty('olderRules');
    const restored = await again.restoreBackup('game-a');
    expect(restored.ok && restored.value).toMatchObject({ status: 'ok', actions: 1 });
    const loaded = await again.load('game-a');
    expect(loaded.ok && loaded.value.checkpoint).toEqual(game[1]);
    expect(existsSync(join(saves, 'game-a.backup-1.json'))).toBe(true);
  });

  it('a later one that does not replay is kept for a newer app', async () => {
    const { folder, store } = await played(4);
    await store.close();
    const file = join(folder, 'saves', 'game-a.json');
    underRules(file, RULES_REVISION + 1, true);
    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({ status: 'newer-version' });
    const loaded = await again.load('game-a');
    expect(!loaded.ok && loaded.error.code).toBe('newer-version');
    expect(existsSync(file)).toBe(true);
    expect(again.notices()).toEqual([]);
  });
});

describe('a save whose file is gone but whose backups remain', () => {
  it('offers its newest good backup, with a notice, once', async () => {
    const { folder, store } = await played(4);
    await store.close();
    unlinkSync(join(folder, 'saves', 'game-a.json'));

    const again = await open(folder);
    expect(again.list()[0]).toMatchObject({ status: 'damaged', backup: { actions: 2 } });
    expect(again.notices()).toHaveLength(1);
    const [notice] = again.notices();
    expect(notice).toMatchObject({
      code: 'missing',
      saveId: 'game-a',
      movedTo: null,
      backup: { actions: 2 },
    });
    expect(notice!.message).toMatch(/no longer in the saves folder.*can be restored/);
    await again.close();

    // The next start knows it already said so.
    const third = await open(folder);
    expect(third.notices()).toHaveLength(1);
    const restored = await third.restoreBackup('game-a');
    expect(restored.ok && restored.value.status).toBe('ok');
    const loaded = await third.load('game-a');
    expect(loaded.ok && loaded.value.checkpoint).toEqual(game[2]);
  });
});

describe('the list', () => {
  it('forgets deleted saves and reports saves that vanished behind its back', async () => {
    const folder = fresh();
    const store = await open(folder);
    await store.autosave(game[1]!);
    const kept = await store.saveAs('Kept', game[2]!);
    const gone = await store.saveAs('Gone', game[3]!);
    if (!kept.ok || !gone.ok) throw new Error('save failed');
    expect((await store.remove('game-a')).ok).toBe(true);
    expect(readdirSync(join(folder, 'saves')).some((f) => f.startsWith('game-a'))).toBe(false);
    await store.close();
    unlinkSync(join(folder, 'saves', `${gone.value.id}.json`));

    const again = await open(folder);
    expect(again.list().map((s) => s.name)).toEqual(['Kept']);
    expect(again.notices()).toHaveLength(1);
    expect(again.notices()[0]).toMatchObject({ code: 'missing', saveName: 'Gone', movedTo: null });
  });
});

describe('export and import', () => {
  it('export a save as text and import it as a new named save', async () => {
    const store = await open(fresh());
    await store.autosave(game[6]!);
    const exported = await store.exportFile('game-a');
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value.fileName).toMatch(/\.npsave$/);
    const other = await open(fresh(), '2.0.0');
    const imported = await other.importText(exported.value.text, exported.value.fileName);
    expect(imported.ok && imported.value).toMatchObject({
      kind: 'named',
      actions: 6,
      appVersion: '2.0.0',
    });
    if (!imported.ok) return;
    const loaded = await other.load(imported.value.id);
    expect(loaded.ok && loaded.value.checkpoint).toEqual(game[6]);
  });

  it('refuse what is not a good save, in plain words, and keep nothing', async () => {
    const store = await open(fresh());
    const good = encodeSave(
      {
        id: 'x',
        name: 'x',
        kind: 'named',
        createdAt: '2025-01-01T00:00:00.000Z',
        savedAt: '2025-01-01T00:00:00.000Z',
        checkpoint: game[4]!,
      },
      '1.0.0',
    );
    const newer = signed({ ...JSON.parse(good), version: 7, app: '3.0.0' });
    const cases: [string, string][] = [
      ['', 'empty'],
      ['not json', 'not-json'],
      ['{"a":1}', 'not-a-save'],
      [newer, 'newer-version'],
      [good.replace('"seed":3', '"seed":4'), 'bad-checksum'],
    ];
    for (const [text, code] of cases) {
      const r = await store.importText(text, 'friend.npsave');
      expect(!r.ok && r.error.code).toBe(code);
      expect(!r.ok && r.error.message).toContain('“friend.npsave” cannot be imported.');
    }
    expect(store.list()).toEqual([]);
  });
});

describe('opening the data folder', () => {
  it('sweeps temporary files left by interrupted writes', async () => {
    const folder = fresh();
    const store = await open(folder);
    await store.autosave(game[1]!);
    await store.close();
    writeFileSync(join(folder, 'saves', 'game-a.json.123-abcd.np-tmp'), '{"half');
    writeFileSync(join(folder, 'settings.json.tmp-1234567890abcdef'), '{');
    writeFileSync(join(folder, 'saves', 'notes.txt'), 'mine');
    const again = await open(folder);
    expect(again.swept.sort()).toEqual([
      'game-a.json.123-abcd.np-tmp',
      'settings.json.tmp-1234567890abcdef',
    ]);
    expect(readdirSync(join(folder, 'saves')).sort()).toEqual(['game-a.json', 'notes.txt']);
    expect(again.notices()).toEqual([]);
  });

  it('sets a damaged settings file aside and starts from the defaults', async () => {
    const folder = fresh();
    const store = await open(folder);
    store.updateSettings({ volume: 0.3 });
    await store.autosave(game[2]!);
    await store.close();
    expect((await open(folder)).settings().volume).toBe(0.3);

    writeFileSync(join(folder, 'settings.json'), '{"settings": {"vol');
    const again = await open(folder);
    expect(again.settings()).toEqual(DEFAULT_SETTINGS);
    expect(again.notices()[0]).toMatchObject({ code: 'unreadable', file: 'settings.json' });
    expect(readdirSync(join(folder, 'quarantine')).some((f) => f.endsWith('settings.json'))).toBe(
      true,
    );
    // The saves themselves are untouched.
    expect(again.list().map((s) => s.id)).toEqual(['game-a']);
  });

  it('keeps settings it does not know, and resets only the unreadable ones', async () => {
    const folder = fresh();
    writeFileSync(
      join(folder, 'settings.json'),
      JSON.stringify({
        settingsVersion: 1,
        settings: { uiScale: 99, sound: false, fromTheFuture: 'x' },
      }),
    );
    const store = await open(folder);
    expect(store.settings()).toMatchObject({ uiScale: 1, sound: false });
    expect(store.notices()[0]!.message).toContain('uiScale');
    expect(store.updateSettings({ uiScale: 1.25 }).ok).toBe(true);
    expect(store.updateSettings({ uiScale: 'huge' }).ok).toBe(false);
    await store.close();
    const written = JSON.parse(readFileSync(join(folder, 'settings.json'), 'utf8'));
    expect(written.settings).toMatchObject({ uiScale: 1.25, fromTheFuture: 'x' });
  });
});
