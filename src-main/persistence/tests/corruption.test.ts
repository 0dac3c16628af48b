/**
 * Corruption injection (issue #5): a save file emptied, cut short at 50 places, with 50 bit
 * flips, of the wrong shape, or with a newer version number its checksum does not cover.
 * Every time the store opens (the app starts), the file is moved to quarantine byte for
 * byte, the newest good backup is offered and restores, and the player gets a notice in
 * plain words. (An intact save from a newer version is not damage: save-store.test.ts.)
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVE_VERSION, checksumOf } from '../../../src-shared/save';
import { botGameCheckpoints } from '../../tests/games';
import { confBackend } from '../conf-backend';
import { SaveStore } from '../save-store';

const game = botGameCheckpoints('game-c', 21, 3, 10);
let template = '';
let good = Buffer.alloc(0);

beforeAll(async () => {
  template = mkdtempSync(join(tmpdir(), 'np-corrupt-template-'));
  const store = await SaveStore.open({
    folder: template,
    appVersion: '1.0.0',
    backend: confBackend,
  });
  for (const cp of game) await store.autosave(cp);
  await store.close();
  good = readFileSync(join(template, 'saves', 'game-c.json'));
});

/** A small seeded generator, so a failing case can be found again. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function resign(doc: Record<string, unknown>): string {
  const { checksum: _old, ...unsigned } = doc;
  return JSON.stringify({ ...unsigned, checksum: checksumOf(unsigned) });
}

interface Outcome {
  started: boolean;
  quarantined: boolean;
  offered: boolean;
  restored: boolean;
  code: string;
}

/** Puts `bad` in place of the save (and of the backups named), opens the store, checks it all. */
async function inject(
  bad: Buffer,
  badBackups: number[] = [],
): Promise<Outcome & { offeredActions: number | null }> {
  const folder = mkdtempSync(join(tmpdir(), 'np-corrupt-'));
  cpSync(template, folder, { recursive: true });
  writeFileSync(join(folder, 'saves', 'game-c.json'), bad);
  for (const n of badBackups) writeFileSync(join(folder, 'saves', `game-c.backup-${n}.json`), bad);
  let store: SaveStore;
  try {
    store = await SaveStore.open({ folder, appVersion: '1.0.0', backend: confBackend });
  } catch {
    return {
      started: false,
      quarantined: false,
      offered: false,
      restored: false,
      code: 'threw',
      offeredActions: null,
    };
  }
  const quarantine = join(folder, 'quarantine');
  const moved = existsSync(quarantine)
    ? readdirSync(quarantine).filter((f) => f.endsWith('game-c.json'))
    : [];
  const quarantined =
    !existsSync(join(folder, 'saves', 'game-c.json')) &&
    moved.length === 1 &&
    readFileSync(join(quarantine, moved[0]!)).equals(bad);
  const notice = store.notices().find((n) => n.saveId === 'game-c');
  const offered = !!notice?.backup && store.list()[0]?.status === 'damaged';
  let restored = false;
  if (offered) {
    const r = await store.restoreBackup('game-c');
    const loaded = r.ok ? await store.load('game-c') : null;
    restored = !!loaded?.ok && loaded.value.checkpoint.actions.length === notice!.backup!.actions;
  }
  await store.close();
  return {
    started: true,
    quarantined,
    offered,
    restored,
    code: notice?.code ?? 'none',
    offeredActions: notice?.backup?.actions ?? null,
  };
}

describe('corruption injection', () => {
  it('0-byte, 50 truncations, 50 bit flips, wrong schema, unsigned future version: quarantined, backup offered', async () => {
    const rand = mulberry32(20250101);
    const cases: { label: string; bytes: Buffer }[] = [{ label: '0-byte', bytes: Buffer.alloc(0) }];
    for (let i = 0; i < 50; i++) {
      const at = 1 + Math.floor(rand() * (good.length - 1));
      cases.push({ label: `truncated at ${at}`, bytes: good.subarray(0, at) });
    }
    for (let i = 0; i < 50; i++) {
      const at = Math.floor(rand() * good.length);
      const bit = Math.floor(rand() * 8);
      const flipped = Buffer.from(good);
      flipped[at] = flipped[at]! ^ (1 << bit);
      cases.push({ label: `bit ${bit} of byte ${at} flipped`, bytes: flipped });
    }
    const doc = JSON.parse(good.toString('utf8'));
    cases.push(
      {
        label: 'wrong schema (signed)',
        bytes: Buffer.from(resign({ ...doc, save: { ...doc.save, kind: 'campaign' } })),
      },
      { label: 'wrong schema (not a save)', bytes: Buffer.from('{"hello":"world"}') },
      { label: 'wrong schema (array)', bytes: Buffer.from('[1,2,3]') },
      {
        label: 'future version, checksum not matching',
        bytes: Buffer.from(JSON.stringify({ ...doc, version: SAVE_VERSION + 1, app: '9.0.0' })),
      },
    );

    const tally = new Map<string, number>();
    const failures: string[] = [];
    for (const c of cases) {
      const o = await inject(c.bytes);
      tally.set(o.code, (tally.get(o.code) ?? 0) + 1);
      if (!o.started || !o.quarantined || !o.offered || !o.restored) {
        failures.push(`${c.label}: ${JSON.stringify(o)}`);
      }
      // The newest good backup is the autosave one move before.
      if (o.offeredActions !== game.length - 2)
        failures.push(`${c.label}: offered ${o.offeredActions}`);
    }
    console.log(
      `corruption injection: ${cases.length} cases, ${cases.length - failures.length} started, quarantined, offered and restored; ` +
        `by code: ${[...tally].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
    expect(failures).toEqual([]);
  });

  it('offers the newest backup that is still good, and says so when none is', async () => {
    const garbage = Buffer.from('{"format":"nothing-personal-save","ver');
    const skipOne = await inject(garbage, [1]);
    expect(skipOne).toMatchObject({
      started: true,
      quarantined: true,
      offered: true,
      restored: true,
    });
    expect(skipOne.offeredActions).toBe(game.length - 3);

    const none = await inject(garbage, [1, 2, 3]);
    expect(none).toMatchObject({
      started: true,
      quarantined: true,
      offered: false,
      code: 'not-json',
    });
  });

  it('the settings file, emptied or cut short: the app starts with the defaults', async () => {
    const settings = readFileSync(join(template, 'settings.json'));
    const rand = mulberry32(7);
    let started = 0;
    const trials = [
      Buffer.alloc(0),
      ...Array.from({ length: 20 }, () =>
        settings.subarray(0, 1 + Math.floor(rand() * (settings.length - 2))),
      ),
    ];
    for (const bytes of trials) {
      const folder = mkdtempSync(join(tmpdir(), 'np-corrupt-settings-'));
      cpSync(template, folder, { recursive: true });
      writeFileSync(join(folder, 'settings.json'), bytes);
      const store = await SaveStore.open({ folder, appVersion: '1.0.0', backend: confBackend });
      const saves = store.list().length;
      const told = store.notices().some((n) => n.file === 'settings.json');
      await store.close();
      if (saves === 1 && (told || bytes.length === 0)) started++;
    }
    console.log(
      `damaged settings file: ${started} of ${trials.length} starts with the saves intact`,
    );
    expect(started).toBe(trials.length);
  });
});
