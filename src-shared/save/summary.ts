/**
 * What the title screen and the load list show of a save, and the plain-words notice the
 * player gets when a file had to be set aside. Both travel to the renderer (bridge or
 * WebSocket), so both have schemas.
 */
import { z } from 'zod';

export const SAVE_KINDS = ['auto', 'named'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

export const SAVE_STATUSES = ['ok', 'damaged', 'newer-version', 'older-rules'] as const;

export const BackupOfferSchema = z
  .object({
    /** When the backup was written (ISO 8601). */
    savedAt: z.string(),
    /** Actions in the game at that point. */
    actions: z.number().int().min(0),
    /** Played under an earlier revision of the rules: it comes back to keep, not to continue. */
    olderRules: z.literal(true).optional(),
  })
  .strict();
export type BackupOffer = z.infer<typeof BackupOfferSchema>;

export const SaveSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(SAVE_KINDS),
    /** The game this save belongs to (an autosave's id is its game's). */
    gameId: z.string(),
    createdAt: z.string(),
    savedAt: z.string(),
    /** The app version that wrote the file. */
    appVersion: z.string(),
    seats: z.array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']) }).strict()),
    /** Actions played so far. */
    actions: z.number().int().min(0),
    over: z.boolean(),
    /**
     * `ok`; `damaged`: the file was unreadable (and moved to quarantine) or is gone, and
     * `backup` is the newest good copy the player may restore (restoreBackup); or
     * `newer-version`: the file is intact but in a save format from a newer version of the
     * app, so it stays where it is until an updated app opens it; `older-rules`: the file
     * is intact but its game was played under an earlier revision of the rules and no longer
     * replays, so it stays where it is (it may be exported) and cannot be continued.
     */
    status: z.enum(SAVE_STATUSES),
    backup: BackupOfferSchema.nullable(),
    /** Good and bad backups kept for this save (autosaves keep the last few). */
    backups: z.number().int().min(0),
  })
  .strict();
export type SaveSummary = z.infer<typeof SaveSummarySchema>;

export const PROBLEM_CODES = [
  'empty',
  'too-large',
  'not-json',
  'not-a-save',
  'newer-version',
  'bad-checksum',
  'bad-schema',
  'migration-failed',
  'replay-failed',
  'hash-mismatch',
  'older-rules',
  'missing',
  'unreadable',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const StorageNoticeSchema = z
  .object({
    id: z.string(),
    /** When it happened (ISO 8601). */
    at: z.string(),
    code: z.enum(PROBLEM_CODES),
    /** What happened and what the player can do, in plain words. */
    message: z.string(),
    /** The file's name as it was. */
    file: z.string(),
    /** Where the file is now (null: nothing was moved, e.g. a file that went missing). */
    movedTo: z.string().nullable(),
    saveId: z.string().nullable(),
    saveName: z.string().nullable(),
    /** The newest good backup, when there is one to restore. */
    backup: BackupOfferSchema.nullable(),
  })
  .strict();
export type StorageNotice = z.infer<typeof StorageNoticeSchema>;
