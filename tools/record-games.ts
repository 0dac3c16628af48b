/**
 * Records the games the rules revision test replays (docs/persistence.md, "Rules revisions"):
 * random legal play with offers and games of Heuristic bots, which bargain as players do, in
 * both editions with the house rules on and off, and enough further games that every feature
 * below shows in one. Run it only when RULES_REVISION
 * is bumped, after the change that bumped it.
 * Usage: npx tsx tools/record-games.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { botFromSpec } from '../src-shared/ai/factory';
import { playGame } from '../src-shared/ai/tournament';
import { RULES_REVISION, apply, createGame, hash, replay, type Action } from '../src-shared/engine';
import type { HouseRules } from '../src-shared/engine/state';
import { randomWalk } from '../src-shared/engine/testing/random-walk';
import type { Edition } from '../src-shared/engine/vocabulary';

const OUT = fileURLToPath(
  new URL('../src-shared/engine/tests/fixtures/recorded-games.json', import.meta.url),
);

interface Setup {
  /** Random legal play (engine/testing/random-walk.ts), or Heuristic bots of every temper. */
  play: 'random' | 'bots';
  seed: number;
  players: number;
  edition: Edition;
  house: Partial<HouseRules>;
}

const SETUPS: Setup[] = [
  { play: 'random', seed: 31, players: 4, edition: 'revised', house: {} },
  {
    play: 'random',
    seed: 32,
    players: 5,
    edition: 'revised',
    house: { vendetta: true, bindingDeals: true },
  },
  { play: 'random', seed: 33, players: 3, edition: 'revised', house: { longGame: true } },
  { play: 'random', seed: 34, players: 4, edition: 'classic', house: {} },
  {
    play: 'random',
    seed: 35,
    players: 5,
    edition: 'classic',
    house: { vendetta: true, bindingDeals: true },
  },
  { play: 'random', seed: 36, players: 3, edition: 'classic', house: { randomSetup: true } },
  { play: 'bots', seed: 37, players: 4, edition: 'revised', house: { vendetta: true } },
  { play: 'bots', seed: 38, players: 5, edition: 'classic', house: { bindingDeals: true } },
];

const TEMPERS = ['businessman', 'gentleman', 'shark', 'hothead', 'snake'];

/** What a recorded game shows of the rules: the set should show each at least once. */
const FEATURES = [
  'an offer accepted',
  'a promise kept',
  'a promise broken',
  'a promise void',
  'a promise released',
  'a tie ruled by the ring holder',
  'a tie for the win',
  'a vendetta',
  'a card sold in the last window',
] as const;
type Feature = (typeof FEATURES)[number];

function featuresOf(options: unknown, actions: readonly Action[]): Set<Feature> {
  const found = new Set<Feature>();
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (const a of actions) {
    const top = s.stack[s.stack.length - 1];
    if (a.type === 'sell' && top?.f === 'window' && top.why === 'end')
      found.add('a card sold in the last window');
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    for (const e of r.value.events) {
      if (e.e === 'answer' && e.accept) found.add('an offer accepted');
      if (e.e === 'promise') found.add(`a promise ${e.status}`);
      if (e.e === 'tie') found.add('a tie ruled by the ring holder');
      if (e.e === 'end' && e.tie) found.add('a tie for the win');
      if (e.e === 'vendetta') found.add('a vendetta');
    }
  }
  return found;
}

/** One game of the set-up at this seed: its options, its actions, where they lead. */
function record(g: Setup, seed: number) {
  const house = Object.keys(g.house);
  const label = `${g.play === 'bots' ? 'bots' : 'random'}, ${g.edition}, ${g.players} players, seed ${seed}${house.length ? `, ${house.join(' ')}` : ''}`;
  const actions: Action[] = [];
  let options: unknown = { seed, players: g.players, edition: g.edition, house: g.house };
  if (g.play === 'bots') {
    const seats = TEMPERS.slice(0, g.players).map((t) => `heuristic:${t}`);
    const game = playGame({
      index: 0,
      seed,
      seats,
      makeBot: botFromSpec,
      edition: g.edition,
      house: g.house,
      onAction: (a) => actions.push(a),
    });
    if (game.illegal.length > 0) throw new Error(`${label}: ${game.illegal.join('; ')}`);
  } else {
    const walk = randomWalk(seed, g.house, g.players, g.edition);
    if (walk.violation) throw new Error(`${label}: ${walk.violation}`);
    actions.push(...walk.actions);
    options = walk.final.options;
  }
  const end = replay(options, actions);
  if (!end.ok || end.value.pending)
    throw new Error(`${label}: the game does not replay to its end`);
  return { label, options: end.value.options, actions, seq: end.value.seq, hash: hash(end.value) };
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
