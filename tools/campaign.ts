/**
 * Bot campaigns (issue #13): plays campaigns of N games between bot presets, the seats rotating
 * each game and every bot's trust carried from game to game by family (src-shared/campaign),
 * and prints the standings and each family's trust after each game, and, for a Betrayer
 * family, how many of its offers were made and accepted in each game of the campaigns.
 * Usage: npm run campaign -- --games N --seed S --seats easy,easy,easy:shark,betrayer
 *        [--campaigns C] [--decay D] [--forget] [--json]
 * `--forget` plays the same games with nothing carried between them: the control.
 */
import { trustTable } from '../src-shared/ai/trust';
import { botFromSpec, seatsError } from '../src-shared/ai/factory';
import { playGame } from '../src-shared/ai/tournament';
import { MEMORY_DECAY, priorsFor, remember, type Memory } from '../src-shared/campaign/memory';
import {
  DEFAULT_SCORING,
  standings,
  type CampaignGame,
  type Standing,
} from '../src-shared/campaign/standings';
import type { GameResult } from '../src-shared/engine';
import { flags } from './args';

const f = flags();
const games = f.num('games', 3);
const campaigns = f.num('campaigns', 1);
const firstSeed = f.num('seed', 1);
const decay = f.num('decay', MEMORY_DECAY);
const forget = f.has('forget');
const presets = f.str('seats', 'easy,easy,easy,betrayer').split(',');
const badSeat = seatsError(presets);
if (badSeat) {
  console.error(`--seats: ${badSeat}`);
  process.exit(2);
}
const n = presets.length;
const families = presets.map((p, i) => `${p}-${i + 1}`);

interface GameReport {
  campaign: number;
  game: number;
  seats: string[];
  totals: number[];
  standings: Standing[];
  /** Each family's trust as the table remembers it after this game. */
  trust: { [family: string]: number };
  /** Offers each family made, and how many were accepted. */
  offers: { [family: string]: { made: number; accepted: number } };
}

const reports: GameReport[] = [];
for (let c = 0; c < campaigns; c++) {
  let memory: Memory = {};
  const played: CampaignGame[] = [];
  for (let g = 0; g < games; g++) {
    // The seats rotate: family i sits at seat (i + g) mod n.
    const seats = Array.from({ length: n }, (_, seat) => families[(seat - g + n * games) % n]!);
    const seatPresets = seats.map((fam) => presets[families.indexOf(fam)]!);
    const priors = forget ? [] : priorsFor(memory, seats);
    const seed = firstSeed + c * 1000 + g;
    const record = playGame({
      index: g,
      seed,
      seats: seatPresets,
      makeBot: (spec, s, table) => botFromSpec(spec, s, { ...table, memory: priors }),
    });
    if (record.illegal.length > 0) console.error(`Illegal actions: ${record.illegal.join('; ')}`);
    const result: GameResult | null =
      record.winner >= 0
        ? {
            winner: record.winner,
            families: record.totals.map((total, seat) => ({
              seat,
              board: total,
              cards: 0,
              money: 0,
              total,
            })),
          }
        : null;
    played.push({ seats, result });
    memory = remember(memory, seats, record, decay);
    const trustBySeat = trustTable([], [], n, priorsFor(memory, seats));
    const offers: GameReport['offers'] = {};
    for (const fam of families) offers[fam] = { made: 0, accepted: 0 };
    for (const o of record.offers) {
      const fam = seats[o.from]!;
      offers[fam]!.made++;
      if (o.status === 'accepted') offers[fam]!.accepted++;
    }
    const report: GameReport = {
      campaign: c,
      game: g,
      seats,
      totals: record.totals,
      standings: standings(families, played, DEFAULT_SCORING),
      trust: Object.fromEntries(seats.map((fam, seat) => [fam, trustBySeat[seat]!])),
      offers,
    };
    reports.push(report);
    if (!f.has('json')) {
      const table = report.standings.map((s) => `${s.family} ${s.points}`).join(', ');
      const trust = families.map((fam) => `${fam} ${report.trust[fam]!.toFixed(2)}`).join(', ');
      console.log(`campaign ${c + 1} game ${g + 1}: standings ${table}; trust ${trust}`);
    }
  }
}

/** Per game of the campaign: each family's offers made and accepted, over all campaigns. */
const byGame = Array.from({ length: games }, (_, g) => {
  const rows = reports.filter((r) => r.game === g);
  return Object.fromEntries(
    families.map((fam) => {
      const made = rows.reduce((m, r) => m + r.offers[fam]!.made, 0);
      const accepted = rows.reduce((m, r) => m + r.offers[fam]!.accepted, 0);
      return [fam, { made, accepted, share: made > 0 ? accepted / made : null }];
    }),
  );
});

if (f.has('json'))
  console.log(JSON.stringify({ presets, games, campaigns, decay, reports, byGame }));
else {
  console.log('\nOffers made and accepted, by game of the campaign, over all campaigns:');
  byGame.forEach((row, g) =>
    console.log(
      `game ${g + 1}: ` +
        families
          .map((fam) => {
            const x = row[fam]!;
            return `${fam} ${x.accepted}/${x.made}${x.share === null ? '' : ` (${Math.round(x.share * 100)}%)`}`;
          })
          .join(', '),
    ),
  );
}
