/**
 * Records the games the rules revision test replays (docs/persistence.md, "Rules revisions"):
 * random legal play, offers included, in both editions with the house rules on and off, and
 * enough further games that every feature below shows in one. Run it only when RULES_REVISION
 * is bumped, after the change that bumped it.
 * Usage: npx tsx tools/record-games.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULES_REVISION, apply, createGame, hash, type Action } from '../src-shared/engine';
import type { HouseRules } from '../src-shared/engine/state';
import { randomWalk } from '../src-shared/engine/testing/random-walk';
import type { Edition } from '../src-shared/engine/vocabulary';

const OUT = fileURLToPath(
  new URL('../src-shared/engine/tests/fixtures/recorded-games.json', import.meta.url),
);

interface Setup {
  seed: number;
  players: number;
  edition: Edition;
  house: Partial<HouseRules>;
}

const SETUPS: Setup[] = [
  { seed: 31, players: 4, edition: 'revised', house: {} },
  { seed: 32, players: 5, edition: 'revised', house: { vendetta: true, bindingDeals: true } },
  { seed: 33, players: 3, edition: 'revised', house: { longGame: true, rerollTokens: 3 } },
  { seed: 34, players: 4, edition: 'classic', house: {} },
  { seed: 35, players: 5, edition: 'classic', house: { vendetta: true, bindingDeals: true } },
  { seed: 36, players: 3, edition: 'classic', house: { randomSetup: true, rerollTokens: 0 } },
];

/** What a recorded game shows of the rules: the set should show each at least once. */
const FEATURES = [
  'an offer accepted',
  'a promise kept',
  'a promise broken',
  'a promise void',
  'a tie ruled by the ring holder',
  'a tie for the win',
  'a vendetta',
] as const;
type Feature = (typeof FEATURES)[number];

function featuresOf(options: unknown, actions: readonly Action[]): Set<Feature> {
  const found = new Set<Feature>();
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    for (const e of r.value.events) {
      if (e.e === 'answer' && e.accept) found.add('an offer accepted');
      if (e.e === 'promise') {
        found.add(`a promise ${e.status}`);
      }
      if (e.e === 'tie') found.add('a tie ruled by the ring holder');
      if (e.e === 'end' && e.tie) found.add('a tie for the win');
      if (e.e === 'vendetta') found.add('a vendetta');
    }
  }
  return found;
}

function record(g: Setup, seed: number) {
  const walk = randomWalk(seed, g.house, g.players, g.edition);
  if (walk.violation) throw new Error(`seed ${seed}: ${walk.violation}`);
  const house = Object.keys(g.house);
  return {
    label: `${g.edition}, ${g.players} players, seed ${seed}${house.length ? `, ${house.join(' ')}` : ''}`,
    options: walk.final.options,
    actions: walk.actions,
    seq: walk.final.seq,
    hash: hash(walk.final),
  };
}

// One game of each set-up, then, seed by seed, a game for each feature none shows yet.
const games = SETUPS.map((g) => record(g, g.seed));
const shown = new Set(games.flatMap((g) => [...featuresOf(g.options, g.actions)]));
for (let k = 1; k <= 200 && shown.size < FEATURES.length; k++) {
  for (const g of SETUPS) {
    const game = record(g, g.seed + 100 * k);
    const more = [...featuresOf(game.options, game.actions)].filter((f) => !shown.has(f));
    if (more.length === 0) continue;
    games.push(game);
    for (const f of more) shown.add(f);
  }
}
const missing = FEATURES.filter((f) => !shown.has(f));
if (missing.length > 0) console.warn(`No recorded game shows ${missing.join(', ')}.`);
writeFileSync(OUT, `${JSON.stringify({ revision: RULES_REVISION, games })}\n`);
console.log(
  `Recorded ${games.length} games (${games.reduce((n, g) => n + g.actions.length, 0)} actions) under rules revision ${RULES_REVISION} in ${OUT}.`,
);
