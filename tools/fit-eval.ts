/**
 * Fits the evaluation's weights by self-play regression on final results (issue #15): plays
 * seeded games of a bot against itself (the Steady heuristic, or the seat `--bot` names, as
 * in `--bot medium` or `--bot heuristic:shark`), keeps positions along the way, each
 * labelled with the game's winner, and fits the weights the search presets use
 * (src-shared/ai/fitted-weights.ts) to predict the winner. The same flags give the same
 * games and the same weights: the data is the seeds.
 *
 *   npm run fit:eval -- --games 1000 --seed 500001 --every 6 [--players 4] [--edition revised] [--bot heuristic] [--json]
 */
import { catalogFor } from '../src-shared/engine';
import { EVAL } from '../src-shared/ai/evaluation';
import { FITTED } from '../src-shared/ai/fitted-weights';
import { fitEvaluation, winLoss } from '../src-shared/ai/fit';
import { selfPlay } from './self-play';

const self = selfPlay({ games: 1000, seed: 500001 });
const { players, edition, json, log } = self;
const positions = self.play();
const train = positions.filter((p) => !self.heldOut(p.state.options.seed));
const test = positions.filter((p) => self.heldOut(p.state.options.seed));
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
  ...self.settings,
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
