/**
 * Which record a finished game counts in, and the record with it counted (format.ts). A game
 * counts when one person at this computer played it against bots alone: with two people, or a
 * guest from another device, beating the table is not beating the bots. A game whose deck or
 * dice were arranged in advance (the guided game, a test's table) does not count.
 */
import type { GameOptions, GameResult } from '../engine';
import type { SeatSpec } from '../protocol/messages';
import type { BotPreset } from '../ai/bot-presets';
import { MAX_COUNTED, RECORD_TABLES, type PlayerRecord, type RecordTable } from './format';

export interface FinishedGame {
  /** The game's id (its autosave's), so that it counts once. */
  id: string;
  table: RecordTable;
  won: boolean;
  /** The person was given a hint in the game. */
  hinted: boolean;
  /** The person's final respect less the best other family's (negative in a loss). */
  by: number;
  /** When it ended (ISO time). */
  at: string;
}

const MAX_COUNT = 1_000_000;

/** The game as the record counts it, or null when it does not count. */
export function finishedGame(
  game: {
    id: string;
    seats: readonly SeatSpec[];
    /** The seats given a hint (`Checkpoint.hinted`). */
    hinted?: readonly number[];
    options: GameOptions;
    result: GameResult;
  },
  /** The preset a bot seat that names none plays. */
  defaultPreset: BotPreset,
  at: string,
): FinishedGame | null {
  const { options, seats, result } = game;
  const arranged =
    (options.dice?.length ?? 0) > 0 ||
    (options.stack?.gangsters?.length ?? 0) > 0 ||
    (options.stack?.influence?.length ?? 0) > 0;
  if (arranged) return null;
  const people = seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  const person = people[0];
  if (people.length !== 1 || person === undefined || seats[person]!.remote) return null;
  const presets = new Set(
    seats.filter((s) => s.kind === 'bot').map((s) => s.bot?.preset ?? defaultPreset),
  );
  if (presets.size === 0) return null;
  const [only] = [...presets];
  const table = presets.size === 1 ? (RECORD_TABLES.find((t) => t === only) ?? 'mixed') : 'mixed';
  const total = (seat: number) => result.families.find((f) => f.seat === seat)?.total ?? 0;
  const best = Math.max(...result.families.filter((f) => f.seat !== person).map((f) => f.total));
  return {
    id: game.id,
    table,
    won: result.winner === person,
    hinted: game.hinted?.includes(person) ?? false,
    by: total(person) - best,
    at,
  };
}

/** The record with one more game; a game counted already leaves it as it was. */
export function countGame(r: PlayerRecord, g: FinishedGame): PlayerRecord {
  if (r.counted.some((c) => c.id === g.id)) return r;
  const t = r.tables[g.table];
  const up = (n: number) => Math.min(n + 1, MAX_COUNT);
  const streak = g.won ? up(t.streak) : 0;
  return {
    tables: {
      ...r.tables,
      [g.table]: {
        played: up(t.played),
        won: g.won ? up(t.won) : t.won,
        wonWithHints: g.won && g.hinted ? up(t.wonWithHints) : t.wonWithHints,
        streak,
        bestStreak: Math.max(t.bestStreak, streak),
        widest: g.won ? Math.max(t.widest ?? 0, Math.min(g.by, 10_000)) : t.widest,
        last: g.at,
      },
    },
    counted: [...r.counted, { id: g.id, table: g.table }].slice(-MAX_COUNTED),
  };
}

/** The tables with at least one game, in the lobby's order of difficulty. */
export const playedTables = (r: PlayerRecord): RecordTable[] =>
  RECORD_TABLES.filter((t) => r.tables[t].played > 0);
