/**
 * The long property run (issue #3): random legal play with every probe of the property
 * tests until N actions have been applied. Usage: npm run soak -- --actions 10000000 [--seed S] [--json]
 */
import { randomWalk } from '../src-shared/engine/testing/random-walk';
import { flags } from './args';

const f = flags();
const target = f.num('actions', 1_000_000);
let seed = f.num('seed', 1);
const t0 = performance.now();
let steps = 0;
let games = 0;
let offers = 0;
let lastReport = t0;
while (steps < target) {
  const w = randomWalk(seed, {
    vendetta: seed % 2 === 0,
    bindingDeals: seed % 3 === 0,
    longGame: seed % 7 === 0,
    rerollTokens: seed % 4,
  });
  if (w.violation) {
    console.error(`Violation in game seed ${seed} after ${w.steps} actions: ${w.violation}`);
    process.exit(1);
  }
  steps += w.steps;
  offers += w.offers;
  games++;
  seed++;
  if (performance.now() - lastReport > 10_000) {
    lastReport = performance.now();
    console.error(
      `… ${steps.toLocaleString()} actions in ${games} games (${((performance.now() - t0) / 1000) | 0}s)`,
    );
  }
}
const result = {
  actions: steps,
  games,
  offers,
  seconds: (performance.now() - t0) / 1000,
  violations: 0,
};
if (f.has('json')) console.log(JSON.stringify(result));
else
  console.log(
    `${steps.toLocaleString()} random actions in ${games} games (${offers} offers), no violation, ${result.seconds.toFixed(0)} s.`,
  );
