/**
 * Kill during a campaign write (issue #13): ≥ 500 trials of a child process writing a
 * campaign's games into the campaign store with the real write path (conf, atomic writes,
 * then the backup), and each into the player's record after it, killed (SIGKILL) at a random
 * moment. After each kill the stores open as the app would: no notice (nothing corrupt), the
 * campaign has at least the games the child had confirmed, at most the one being written, and
 * its standings are those games'; the record counts every game confirmed, each once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignStandings } from '../../../src-shared/campaign/campaign';
import { readCampaignDoc } from '../../../src-shared/campaign/codec';
import { bundleForNode } from '../../tests/bundle';
import { CampaignStore } from '../campaign-store';
import { confBackend } from '../conf-backend';
import { RecordStore } from '../record-store';
import { readRecordDoc } from '../../../src-shared/record/codec';
import { mulberry32, runAndKill } from './kill';

const TRIALS = Number(process.env.NP_KILL_TRIALS ?? 500);
const LANES = 3;
const GAMES = 20;

interface Tally {
  trials: number;
  midWrite: number;
  corrupt: string[];
  lost: string[];
}

/** The points family f1..f4 should have after games 0..n-1 (game k won by seat k mod 4). */
function expectedWins(games: number): number[] {
  return [0, 1, 2, 3].map(
    (seat) => Array.from({ length: games }, (_, k) => k % 4 === seat).filter(Boolean).length,
  );
}

async function lane(child: string, trials: number, seed: number, tally: Tally, firstTrial: number) {
  const rand = mulberry32(seed);
  let root = mkdtempSync(join(tmpdir(), 'np-kill-campaign-'));
  let next = 0;
  /** The games the child confirmed in this folder: each is in the record from then on. */
  let kept: string[] = [];
  for (let t = 0; t < trials; t++) {
    const r = rand();
    // The child takes a few tens of ms to load conf before its first write.
    const delay = r < 0.15 ? 0 : r < 0.85 ? rand() * 6 : rand() * 30;
    const { confirmed, midWrite } = await runAndKill(
      child,
      [root, String(next), String(GAMES - 1)],
      delay,
    );
    tally.trials++;
    if (midWrite) tally.midWrite++;
    const label = `trial ${firstTrial + t} (from ${next}, confirmed ${confirmed}, mid-write ${midWrite})`;
    const notices: string[] = [];
    const store = await CampaignStore.open({
      folder: root,
      appVersion: '1.0.0',
      backend: confBackend,
      notify: (n) => notices.push(n.message),
    });
    const record = (
      await RecordStore.open({
        folder: root,
        appVersion: '1.0.0',
        backend: confBackend,
        notify: (n) => notices.push(n.message),
      })
    ).get();
    if (notices.length > 0) tally.corrupt.push(`${label}: ${notices.join(' | ')}`);
    for (let n = next; n <= confirmed; n++) kept.push(`game-${n}`);
    const counted = record?.counted.map((x) => x.id) ?? [];
    if (new Set(counted).size !== counted.length || record?.tables.easy.played !== counted.length)
      tally.corrupt.push(`${label}: the record counts a game twice`);
    if (kept.some((id) => !counted.includes(id)))
      tally.lost.push(`${label}: a confirmed game is not in the record`);
    for (const name of ['record.json', 'record-backup.json']) {
      try {
        if (!readRecordDoc(JSON.parse(readFileSync(join(root, name), 'utf8'))).ok)
          tally.corrupt.push(`${label}: ${name} does not read as a record`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
          tally.corrupt.push(`${label}: ${name} does not read`);
      }
    }
    for (const name of ['campaigns.json', 'campaigns-backup.json']) {
      try {
        const doc = JSON.parse(readFileSync(join(root, name), 'utf8')) as { campaigns: unknown[] };
        if (!doc.campaigns.every((c) => readCampaignDoc(c).ok))
          tally.corrupt.push(`${label}: ${name} holds a bad campaign`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
          tally.corrupt.push(`${label}: ${name} does not read`);
      }
    }
    const c = store.get('kill-campaign');
    const onDisk = c ? c.games.length - 1 : -1;
    if (onDisk < confirmed || onDisk > Math.max(confirmed + 1, next)) {
      tally.lost.push(`${label}: ${onDisk} on disk`);
    }
    if (c) {
      const wins = expectedWins(c.games.length);
      const table = campaignStandings(c);
      for (const [i, f] of ['f1', 'f2', 'f3', 'f4'].entries()) {
        if (table.find((s) => s.family === f)?.wins !== wins[i])
          tally.lost.push(`${label}: ${f}'s standing is wrong`);
      }
    }
    next = onDisk + 1;
    if (next >= GAMES) {
      rmSync(root, { recursive: true, force: true });
      root = mkdtempSync(join(tmpdir(), 'np-kill-campaign-'));
      next = 0;
      kept = [];
    }
  }
  rmSync(root, { recursive: true, force: true });
}

describe('kill during a campaign write', () => {
  it(`${TRIALS} kills mid-write: no corrupt campaign or record, no confirmed game, standing or count lost`, async () => {
    const child = bundleForNode(resolve(import.meta.dirname, 'kill-campaign-child.ts'));
    const tally: Tally = { trials: 0, midWrite: 0, corrupt: [], lost: [] };
    const per = Math.ceil(TRIALS / LANES);
    await Promise.all(
      Array.from({ length: LANES }, (_, i) =>
        lane(child, Math.min(per, TRIALS - i * per), 2000 + i, tally, i * per),
      ),
    );
    console.log(
      `kill during a campaign write: ${tally.trials} trials (${tally.midWrite} killed mid-write); ` +
        `${tally.corrupt.length} corrupt, ${tally.lost.length} confirmed games, standings or records lost`,
    );
    expect(tally.trials).toBe(TRIALS);
    expect(tally.corrupt).toEqual([]);
    expect(tally.lost).toEqual([]);
  }, 300_000);
});
