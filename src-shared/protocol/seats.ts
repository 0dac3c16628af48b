/**
 * The parts of a seat that other documents share (a campaign's families, issue #13): kept
 * apart from messages.ts so that the campaign format and the storage requests can use them
 * without importing the whole protocol.
 */
import { z } from 'zod';
import { BOT_PRESETS } from '../ai/bot-presets';
import { PERSONALITY_IDS } from '../ai/personality';

/** A name a person gives: shown to everyone at the table, so plain printable text. */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'A name needs at least one letter.')
  .max(40, 'A name is at most 40 characters.')
  .regex(/^[^\p{C}]+$/u, 'A name is plain text.');

const Dial = z.number().min(0).max(1);

/** A bot seat's preset and personality: a personality's id, or its three dials. */
export const BotSpecSchema = z
  .object({
    preset: z.enum(BOT_PRESETS).optional(),
    personality: z
      .union([
        z.enum(PERSONALITY_IDS),
        z
          .object({
            id: z.string().max(32).optional(),
            name: z.string().max(40).optional(),
            honesty: Dial,
            vengeance: Dial,
            greed: Dial,
          })
          .strict(),
      ])
      .optional(),
  })
  .strict();

/**
 * What the table remembers of a family from the earlier games of its campaign (issue #13):
 * promises kept and broken, decayed game by game (src-shared/campaign/memory.ts). Public: it
 * comes from the public ledger of finished games only.
 */
export const SeatRecordSchema = z
  .object({
    kept: z.number().min(0).max(10_000),
    broken: z.number().min(0).max(10_000),
  })
  .strict();
