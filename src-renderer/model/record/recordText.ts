/**
 * The player's record against the bots in words (src-shared/record): a line for the lobby,
 * rows for the settings, and what the end screen says of the game just counted.
 */
import { PRESETS } from '../../../src-shared/ai/presets';
import type { PlayerRecord, RecordTable, Tally } from '../../../src-shared/record/format';
import { playedTables } from '../../../src-shared/record/record';

/** "Medium", or "Mixed" for bots of several difficulties. */
export const tableLabel = (t: RecordTable): string => (t === 'mixed' ? 'Mixed' : PRESETS[t].name);

/** "Medium bots", "bots of mixed difficulty". */
const against = (t: RecordTable): string =>
  t === 'mixed' ? 'bots of mixed difficulty' : `${PRESETS[t].name} bots`;

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/** " (1 with hints)" when some of the wins were, else nothing. */
const withHints = (t: Tally): string =>
  t.wonWithHints > 0 ? ` (${t.wonWithHints} with hints)` : '';

/** "3 won of 7", "3 won of 7 (1 with hints)". */
export const wonOf = (t: Tally): string => `${t.won} won of ${t.played}${withHints(t)}`;

/** "Easy, 3 won of 4 · Medium, 1 won of 5", or null before the first counted game. */
export function recordLine(r: PlayerRecord): string | null {
  const tables = playedTables(r);
  if (tables.length === 0) return null;
  return tables.map((t) => `${tableLabel(t)}, ${wonOf(r.tables[t])}`).join(' · ');
}

export interface RecordRow {
  table: RecordTable;
  label: string;
  played: number;
  won: number;
  /** The share won, in whole percent. */
  share: number;
  /** Of the wins, those played with a hint. */
  withHints: number;
  bestStreak: number;
  /** The widest win, "by 12", or "–" before the first. */
  widest: string;
}

export function recordRows(r: PlayerRecord): RecordRow[] {
  return playedTables(r).map((table) => {
    const t = r.tables[table];
    return {
      table,
      label: tableLabel(table),
      played: t.played,
      won: t.won,
      share: Math.round((100 * t.won) / t.played),
      withHints: t.wonWithHints,
      bestStreak: t.bestStreak,
      widest: t.widest === null ? '–' : `by ${t.widest}`,
    };
  });
}

/**
 * What the end screen says of the game just counted: "Your record against Medium bots: 3 won
 * of 7 games, 2 wins in a row." Null when the game did not count (or not yet).
 */
export function endRecordLine(r: PlayerRecord, gameId: string | null): string | null {
  const counted = r.counted.find((c) => c.id === gameId);
  if (!counted) return null;
  const t = r.tables[counted.table];
  const run = t.streak >= 2 ? `, ${t.streak} wins in a row` : '';
  const best = t.streak >= 2 && t.streak === t.bestStreak ? ' (your longest yet)' : '';
  return `Your record against ${against(counted.table)}: ${t.won} won of ${games(t.played)}${withHints(t)}${run}${best}.`;
}
