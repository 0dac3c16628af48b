/**
 * The player's record against the bots (docs/persistence.md, "The record against the bots"):
 * for each difficulty of the bots at a table, how many games the person at this computer
 * finished there and won, the current and the longest run of wins, and the widest win. Counted
 * only from a game one person played alone against bots that all play one difficulty, or a mix
 * of them (`mixed`); a guided or scripted game is not counted (record.ts says which).
 */
import { z } from 'zod';
import { IdSchema } from '../protocol/ids';

export const RECORD_FORMAT = 'nothing-personal-record' as const;
/** Bump with a migration in RECORD_MIGRATIONS (codec.ts) whenever the shapes below change. */
export const RECORD_VERSION = 1;

/**
 * The tables a record tells apart: the lobby's difficulties (PLAYER_PRESETS, a test keeps the
 * two in step) and bots of several, or of a preset the lobby does not offer.
 */
export const RECORD_TABLES = ['easy', 'medium', 'hard', 'mixed'] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];

/** The games ids remembered so that a finished game is never counted twice. */
export const MAX_COUNTED = 200;

const Count = z.number().int().min(0).max(1_000_000);

export const TallySchema = z
  .object({
    played: Count,
    won: Count,
    /** Of the wins, those in which the person was given a hint (`Checkpoint.hinted`). */
    wonWithHints: Count,
    /** Wins in a row up to the last game (0 after a loss). */
    streak: Count,
    bestStreak: Count,
    /** The widest win, in respect over the best other family; null before the first win. */
    widest: z.number().int().min(0).max(10_000).nullable(),
    /** When the last game here ended (ISO time). */
    last: z.string().max(40).nullable(),
  })
  .strict()
  .refine(
    (t) =>
      t.won <= t.played && t.wonWithHints <= t.won && t.streak <= t.won && t.bestStreak >= t.streak,
    {
      message: 'the counts do not add up',
    },
  );
export type Tally = z.infer<typeof TallySchema>;

export const RecordSchema = z
  .object({
    tables: z.object({
      easy: TallySchema,
      medium: TallySchema,
      hard: TallySchema,
      mixed: TallySchema,
    }),
    /** The games counted and where, latest last (the end screen tells its game's table). */
    counted: z
      .array(z.object({ id: IdSchema, table: z.enum(RECORD_TABLES) }).strict())
      .max(MAX_COUNTED),
  })
  .strict();
export type PlayerRecord = z.infer<typeof RecordSchema>;

export const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  wonWithHints: 0,
  streak: 0,
  bestStreak: 0,
  widest: null,
  last: null,
});

export const emptyRecord = (): PlayerRecord => ({
  tables: { easy: emptyTally(), medium: emptyTally(), hard: emptyTally(), mixed: emptyTally() },
  counted: [],
});
