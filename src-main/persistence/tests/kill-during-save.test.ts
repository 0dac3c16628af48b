/**
 * Kill during save (issue #5): ≥ 500 trials of a child process writing autosaves with the
 * real write path, killed (SIGKILL) at a random moment, most of them in the middle of a
 * write. After each kill the store opens as the app would: no save may be corrupt or empty,
 * and the save on disk is at least the last one the child had confirmed. One trial in five
 * also rewrites the conf store between saves, so conf's own atomic write is killed too.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSave, encodeSave } from '../../../src-shared/save';
import { bundleForNode } from '../../tests/bundle';
import { botGameCheckpoints } from '../../tests/games';
import { confBackend } from '../conf-backend';
import { SaveStore } from '../save-store';
import { mulberry32, runAndKill } from './kill';

const TRIALS = Number(process.env.NP_KILL_TRIALS ?? 500);
const LANES = 3;
const CONF_EVERY = 5;

interface Tally {
  trials: number;
  midWrite: number;
  withConf: number;
  corrupt: string[];
  lost: string[];
  swept: number;
}

async function lane(
  child: string,
  texts: string,
  count: number,
  trials: number,
  seed: number,
  tally: Tally,
  firstTrial: number,
) {
  const rand = mulberry32(seed);
  let root = mkdtempSync(join(tmpdir(), 'np-kill-'));
  let next = 0;
  for (let t = 0; t < trials; t++) {
    const withConf = (firstTrial + t) % CONF_EVERY === 0;
    // Mostly within the first few writes (a write with fsync takes a millisecond or so),
    // sometimes at once, sometimes later.
    const r = rand();
    const delay = r < 0.15 ? 0 : r < 0.85 ? rand() * 6 : rand() * 30;
    const args = [join(root, 'saves'), texts, String(next), '3'];
    if (withConf) args.push('--conf', root);
    const { confirmed, midWrite } = await runAndKill(child, args, delay);
    tally.trials++;
    if (midWrite) tally.midWrite++;
    if (withConf) tally.withConf++;

    const store = await SaveStore.open({ folder: root, appVersion: '1.0.0', backend: confBackend });
    tally.swept += store.swept.length;
    const label = `trial ${firstTrial + t} (from ${next}, confirmed ${confirmed}, mid-write ${midWrite})`;
    if (store.notices().length > 0)
      tally.corrupt.push(
        `${label}: ${store
          .notices()
          .map((n) => n.message)
          .join(' | ')}`,
      );
    let onDisk = -1;
    if (store.list().length > 0) {
      const loaded = await store.load('game-k');
      if (!loaded.ok) tally.corrupt.push(`${label}: ${loaded.error.message}`);
      else onDisk = loaded.value.checkpoint.actions.length;
    }
    await store.close();
    // The backups too: every file left in the folder is a complete save.
    for (const name of readdirSync(join(root, 'saves'))) {
      if (!decodeSave(readFileSync(join(root, 'saves', name), 'utf8')).ok) {
        tally.corrupt.push(`${label}: ${name} does not read`);
      }
    }
    // At least the last confirmed save; at most the one being written when the kill came.
    if (onDisk < confirmed || onDisk > Math.max(confirmed + 1, next)) {
      tally.lost.push(`${label}: ${onDisk} on disk`);
    }
    next = Math.max(onDisk + 1, 0);
    if (next >= count) {
      rmSync(root, { recursive: true, force: true });
      root = mkdtempSync(join(tmpdir(), 'np-kill-'));
      next = 0;
    }
  }
  rmSync(root, { recursive: true, force: true });
}

describe('kill during save', () => {
  it(`${TRIALS} kills mid-write: no corrupt or empty save, no confirmed save lost`, async () => {
    const child = bundleForNode(resolve(import.meta.dirname, 'kill-save-child.ts'));
    // The autosaves of a real game, encoded once: save n holds the first n moves.
    const game = botGameCheckpoints('game-k', 99, 3, 150);
    const texts = join(mkdtempSync(join(tmpdir(), 'np-kill-texts-')), 'texts.json');
    writeFileSync(
      texts,
      JSON.stringify(
        game.map((checkpoint, n) => ({
          id: 'game-k',
          text: encodeSave(
            {
              id: 'game-k',
              name: 'Kill test',
              kind: 'auto',
              createdAt: '2025-01-01T00:00:00.000Z',
              savedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
              checkpoint,
            },
            '1.0.0',
          ),
        })),
      ),
    );
    const tally: Tally = { trials: 0, midWrite: 0, withConf: 0, corrupt: [], lost: [], swept: 0 };
    const per = Math.ceil(TRIALS / LANES);
    await Promise.all(
      Array.from({ length: LANES }, (_, i) =>
        lane(child, texts, game.length, Math.min(per, TRIALS - i * per), 1000 + i, tally, i * per),
      ),
    );
    console.log(
      `kill during save: ${tally.trials} trials (${tally.midWrite} killed mid-write, ${tally.withConf} also writing the conf store); ` +
        `${tally.corrupt.length} corrupt or empty, ${tally.lost.length} confirmed saves lost, ${tally.swept} temporary files swept`,
    );
    expect(tally.trials).toBe(TRIALS);
    expect(tally.corrupt).toEqual([]);
    expect(tally.lost).toEqual([]);
  }, 300_000);
});
