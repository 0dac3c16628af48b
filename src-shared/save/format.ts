/**
 * The save file (docs/persistence.md): a format marker, the format version, the version of
 * the app that wrote it, a checksum, and the save itself: a name and the game's checkpoint
 * (the revision of the rules it was played under, options with the seed, seats, the action
 * log and the state hash it must replay to).
 */
import { z } from 'zod';
import { CheckpointSchema } from '../protocol/control';
import { IdSchema } from '../protocol/ids';
import { SAVE_KINDS } from './summary';

export const SAVE_FORMAT = 'nothing-personal-save';
/**
 * Bump with a migration in migrations.ts whenever the shape below changes. `format`,
 * `version`, `app` and the checksum rule (checksum.ts) stay as they are in every format: an
 * older app checks them to tell a newer save from a damaged one (codec.ts).
 */
export const SAVE_VERSION = 4;

export const SaveBodySchema = z
  .object({
    id: IdSchema,
    name: z.string().min(1).max(80),
    kind: z.enum(SAVE_KINDS),
    createdAt: z.iso.datetime(),
    savedAt: z.iso.datetime(),
    checkpoint: CheckpointSchema,
  })
  .strict();
export type SaveBody = z.infer<typeof SaveBodySchema>;

export const SaveFileSchema = z
  .object({
    format: z.literal(SAVE_FORMAT),
    version: z.literal(SAVE_VERSION),
    /** The app version that wrote the file (for the player and for bug reports). */
    app: z.string().min(1).max(40),
    checksum: z.string().regex(/^crc32:[0-9a-f]{8}$/),
    save: SaveBodySchema,
  })
  .strict();
export type SaveFile = z.infer<typeof SaveFileSchema>;

/** Largest save file read, in characters: a long game is a few hundred kilobytes. */
export const MAX_SAVE_CHARS = 32 * 1024 * 1024;
