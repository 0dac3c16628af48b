/**
 * The long property run (issue #3): random legal play with every probe of the property
 * tests until N actions have been applied.
 * Usage: npm run soak -- --actions 10000000 [--edition revised|classic] [--seed S] [--json]
 */
import { randomWalk } from '../src-shared/engine/testing/random-walk';
import { editionFlag, flags } from './args';

const f = flags();
const target = f.num('actions', 1_000_000);
let seed = f.num('seed', 1);
const edition = editionFlag(f);
const t0 = performance.now();
let steps = 0;
let games = 0;
let offers = 0;
let lastReport = t0;
while (steps < target) {
  const w = randomWalk(
    seed,
    {
      vendetta: seed % 2 === 0,
      bindingDeals: seed % 3 === 0,
      // R14.3 Long Game is Revised only; R14.4 Random Setup is played in both.
      longGame: edition === 'revised' && seed % 7 === 0,
      rerollTokens: seed % 4,
      randomSetup: seed % 5 === 0,
    },
    3 + (seed % 3),
    edition,
  );
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
  edition,
  actions: steps,
  games,
  offers,
  seconds: (performance.now() - t0) / 1000,
  violations: 0,
};
if (f.has('json')) console.log(JSON.stringify(result));
else
  console.log(
    `${steps.toLocaleString()} random ${edition} actions in ${games} games (${offers} offers), no violation, ${result.seconds.toFixed(0)} s.`,
  );
