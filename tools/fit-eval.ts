/**
 * Fits the evaluation's weights by self-play regression on final results (issue #15): plays
 * seeded games of the Steady heuristic against itself, keeps positions along the way, each
 * labelled with the game's winner, and fits the weights the search presets use
 * (src-shared/ai/fitted-weights.ts) to predict the winner. The same flags give the same
 * games and the same weights: the data is the seeds.
 *
 *   npm run fit:eval -- --games 1000 --seed 500001 --every 6 [--players 4] [--edition revised] [--json]
 */
import { catalogFor } from '../src-shared/engine';
import { EVAL } from '../src-shared/ai/evaluation';
import { createBot } from '../src-shared/ai/factory';
import { FITTED } from '../src-shared/ai/fitted-weights';
import { fitEvaluation, selfPlayPositions, winLoss } from '../src-shared/ai/fit';
import { editionFlag, flags } from './args';

const f = flags();
const games = f.num('games', 1000);
const seed = f.num('seed', 500001);
const every = f.num('every', 6);
const players = f.num('players', 4);
const edition = editionFlag(f);
const json = f.has('json');
if (games < 1 || every < 1 || players < 3 || players > 5) {
  console.error('--games and --every need at least 1, --players 3 to 5.');
  process.exit(2);
}
const log = (line: string) => {
  if (!json) console.log(line);
};

log(
  `self-play: ${games} games of ${players} Steady bots from seed ${seed}, a position every ${every} decisions`,
);
const positions = selfPlayPositions(
  { games, seed, players, edition, every, makeBot: (s) => createBot('heuristic', s) },
  (g) => {
    if (!json && (g + 1) % 50 === 0) process.stdout.write(`  ${g + 1}/${games} games\n`);
  },
);
// Every fourth game is held out: the loss there says whether the fit generalizes.
const train = positions.filter((p) => p.state.options.seed % 4 !== 0);
const test = positions.filter((p) => p.state.options.seed % 4 === 0);
log(`${positions.length} positions: ${train.length} to fit, ${test.length} held out`);

const fit = fitEvaluation(train, edition, EVAL, (sweep, loss) =>
  log(`  sweep ${sweep}: ${loss.toFixed(4)}`),
);
const cat = catalogFor(edition);
const heldOut = {
  handSet: winLoss(test, cat, EVAL),
  fitted: winLoss(test, cat, fit.weights),
  current: winLoss(test, cat, FITTED[edition]),
};
const report = {
  games,
  seed,
  every,
  players,
  edition,
  positions: { train: train.length, test: test.length },
  logLoss: { fittedOn: { handSet: fit.before, fitted: fit.after }, heldOut },
  weights: fit.weights,
};
const f4 = (x: number) => x.toFixed(4);
if (json) console.log(JSON.stringify(report, null, 2));
else {
  log(`log-loss of the winner (uniform: ${f4(Math.log(players))})`);
  log(`  fitted on: ${f4(fit.before)} hand-set → ${f4(fit.after)} fitted`);
  log(
    `  held out:  ${f4(heldOut.handSet)} hand-set → ${f4(heldOut.fitted)} fitted (${f4(heldOut.current)} with fitted-weights.ts)`,
  );
  log('weights:');
  for (const [k, v] of Object.entries(fit.weights)) log(`  ${k}: ${Number(v.toFixed(4))}`);
}
