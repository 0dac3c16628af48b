/**
 * Messages between Electron main (or the Node host) and the session host it runs: starting
 * or resuming a game, and the checkpoint the host reports after every committed action
 * (DESIGN.md §1). Game-agnostic like the client protocol.
 */
import { z } from 'zod';
import { GAME_ID, SeatSpecSchema } from './messages';

export const CheckpointSchema = z
  .object({
    game: z.literal(GAME_ID),
    options: z.unknown(),
    seats: z.array(SeatSpecSchema),
    actions: z.array(z.unknown()),
    seq: z.number().int().min(0),
    hash: z.string(),
  })
  .strict();
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export const HostCommandSchema = z.discriminatedUnion('t', [
  z
    .object({
      t: z.literal('start'),
      game: z.literal(GAME_ID),
      options: z.unknown(),
      seats: z.array(SeatSpecSchema).min(1).max(8),
    })
    .strict(),
  z.object({ t: z.literal('resume'), checkpoint: CheckpointSchema }).strict(),
  /** A new client; its port travels with the message (Electron) or it arrives by socket. */
  z.object({ t: z.literal('client') }).strict(),
]);
export type HostCommand = z.infer<typeof HostCommandSchema>;

export type HostReport =
  | { t: 'ready' }
  | { t: 'checkpoint'; checkpoint: Checkpoint }
  | { t: 'failed'; code: string; message: string };
