/**
 * The process the campaign kill test kills: it opens the campaign store and the record as the
 * app does and writes one campaign game after another into them (each a finished game with its
 * tale, then counted in the record, as `StorageService.keep` does), and after both writes have
 * returned says so on stdout ("ok <n>": from then on the campaign has n + 1 finished games on
 * disk, and the record counts game n).
 *
 *   node kill-campaign-child.mjs <folder> <first game> <last game>
 */
import { finishGame, newCampaign, startGame } from '../../../src-shared/campaign/campaign';
import type { Campaign } from '../../../src-shared/campaign/format';
import { CampaignStore } from '../campaign-store';
import { confBackend } from '../conf-backend';
import { RecordStore } from '../record-store';
import { campaignFixture, taleFor } from './campaign-fixture';

const [folder, firstArg, lastArg] = process.argv.slice(2);
const store = await CampaignStore.open({
  folder: folder!,
  appVersion: '1.0.0',
  backend: confBackend,
  notify: (n) => process.stderr.write(`notice: ${n.message}\n`),
});
const record = await RecordStore.open({
  folder: folder!,
  appVersion: '1.0.0',
  backend: confBackend,
  notify: (n) => process.stderr.write(`notice: ${n.message}\n`),
});
let c: Campaign = store.get('kill-campaign') ?? newCampaign(campaignFixture());
for (let n = Number(firstArg); n <= Number(lastArg); n++) {
  const at = `2026-01-01T00:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`;
  c = startGame(c, { saveId: `game-${n}`, seats: ['f1', 'f2', 'f3', 'f4'], seed: n }, at);
  c = finishGame(c, `game-${n}`, taleFor(n), at);
  process.stdout.write(`w ${n}\n`);
  const r = store.put(c);
  if (!r.ok) throw new Error(r.error.message);
  const counted = record.count({
    id: `game-${n}`,
    table: 'easy',
    won: n % 4 === 0,
    hinted: false,
    by: 1,
    at,
  });
  if (!counted.ok) throw new Error(counted.error.message);
  process.stdout.write(`ok ${n}\n`);
}
process.stdout.write('done\n');
