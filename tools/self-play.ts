/**
 * The self-play both fitting tools read (fit-eval.ts, fit-learned.ts): their common flags,
 * seeded games of the Steady heuristic against itself with a position kept every few
 * decisions, and the split that holds every fourth game out of the fit.
 */
import { createBot } from '../src-shared/ai/factory';
import { selfPlayPositions, type Position } from '../src-shared/ai/fit';
import { editionFlag, flags } from './args';

export function steadySelfPlay(defaults: { games: number; seed: number }) {
  const f = flags();
  const games = f.num('games', defaults.games);
  const seed = f.num('seed', defaults.seed);
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
  /** Plays the games (after the caller has checked its own flags). */
  const play = (): Position[] => {
    log(
      `self-play: ${games} games of ${players} Steady bots from seed ${seed}, a position every ${every} decisions`,
    );
    return selfPlayPositions(
      { games, seed, players, edition, every, makeBot: (s) => createBot('heuristic', s) },
      (g) => {
        if (!json && (g + 1) % 250 === 0) process.stdout.write(`  ${g + 1}/${games} games\n`);
      },
    );
  };
  /** Every fourth game is held out: the loss there says whether a fit generalizes. */
  const heldOut = (p: Position) => p.state.options.seed % 4 === 0;
  /** What the games were, for a report. */
  const settings = { games, seed, every, players, edition };
  return { f, ...settings, settings, json, log, play, heldOut };
}
