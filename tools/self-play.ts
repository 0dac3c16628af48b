/**
 * The self-play both fitting tools read (fit-eval.ts, fit-learned.ts): their common flags,
 * seeded games with a position kept every few decisions, and the split that holds every
 * fourth game out of the fit. The games are one bot against itself, `--bot` naming it as a
 * seat (a preset, then a personality after a colon: the Steady heuristic by default), or,
 * with `--seats hard,heuristic,heuristic,heuristic`, a tournament of those presets (seats
 * rotating, deals made as in any tournament): the positions of the games a bot will play.
 *
 *   [--games N] [--seed S] [--every 6] [--players 4] [--edition revised] [--json]
 *   [--bot heuristic | --seats A,B,C,D]
 */
import { botFromSpec, seatsError } from '../src-shared/ai/factory';
import { selfPlayPositions, type Position } from '../src-shared/ai/fit';
import { runTournament } from '../src-shared/ai/tournament';
import { cloneState, type GameState } from '../src-shared/engine';
import { editionFlag, flags } from './args';

/** The bot that plays itself without `--bot`: the Steady heuristic. */
const DEFAULT_BOT = 'heuristic';

export function selfPlay(defaults: { games: number; seed: number }) {
  const f = flags();
  const games = f.num('games', defaults.games);
  const seed = f.num('seed', defaults.seed);
  const every = f.num('every', 6);
  const players = f.num('players', 4);
  const edition = editionFlag(f);
  const json = f.has('json');
  const bot = f.str('bot', DEFAULT_BOT);
  const seats = f.has('seats') ? f.str('seats', '').split(',').filter(Boolean) : undefined;
  if (games < 1 || every < 1 || players < 3 || players > 5) {
    console.error('--games and --every need at least 1, --players 3 to 5.');
    process.exit(2);
  }
  if (seats && seats.length !== players) {
    console.error(`--seats names one preset per seat: ${players} for ${players} players.`);
    process.exit(2);
  }
  if (seats && f.has('bot')) {
    console.error('--bot plays one bot against itself; --seats names every seat: give one.');
    process.exit(2);
  }
  const badSeat = seatsError(seats ?? [bot]);
  if (badSeat) {
    console.error(`--${seats ? 'seats' : 'bot'}: ${badSeat}`);
    process.exit(2);
  }
  const log = (line: string) => {
    if (!json) console.log(line);
  };
  const progress = (g: number, each: number) => {
    if (!json && (g + 1) % each === 0) process.stdout.write(`  ${g + 1}/${games} games\n`);
  };
  /**
   * A tournament of `seats`, keeping every `every`-th position before a decision. When the
   * first seat's preset is the only one of its kind, each position says which family it
   * played (the fit credits that family's edge to it, not to the features marking it).
   */
  const tournament = (lineup: readonly string[]): Position[] => {
    const studied = lineup.filter((p) => p === lineup[0]).length === 1 ? lineup[0] : undefined;
    const out: Position[] = [];
    let kept: GameState[] = [];
    let k = 0;
    runTournament({
      games,
      seed,
      players,
      seats: lineup,
      makeBot: botFromSpec,
      edition,
      onState: (s) => {
        if (k++ % every === 0) kept.push(cloneState(s));
      },
      onGame: (rec) => {
        if (rec.illegal.length > 0) throw new Error(`game ${rec.seed}: ${rec.illegal[0]}`);
        const who = studied === undefined ? -1 : rec.seats.indexOf(studied);
        for (const state of kept)
          out.push({ state, winner: rec.winner, ...(who >= 0 ? { who } : {}) });
        kept = [];
        k = 0;
        progress(rec.index, 10);
      },
    });
    return out;
  };
  /** Plays the games (after the caller has checked its own flags). */
  const play = (): Position[] => {
    const who = seats ? seats.join(', ') : `${players} ${bot} bots`;
    log(
      `self-play: ${games} games of ${who} from seed ${seed}, a position every ${every} decisions`,
    );
    if (seats) return tournament(seats);
    return selfPlayPositions(
      { games, seed, players, edition, every, makeBot: (s) => botFromSpec(bot, s) },
      (g) => progress(g, 250),
    );
  };
  /** Every fourth game is held out: the loss there says whether a fit generalizes. */
  const heldOut = (gameSeed: number) => gameSeed % 4 === 0;
  /** What the games were, for a report. */
  const settings = {
    games,
    seed,
    every,
    players,
    edition,
    ...(seats ? { seats } : {}),
    ...(bot !== DEFAULT_BOT ? { bot } : {}),
  };
  return { f, ...settings, settings, json, log, play, heldOut };
}
