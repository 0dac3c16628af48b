/**
 * Messages between Electron main (or the Node host) and the session host it runs: starting
 * or resuming a game, the checkpoint the host reports after every committed action and the
 * parent's acknowledgement of it (DESIGN.md §1), and, under the Node host, the frames of the
 * clients the parent relays. Game-agnostic like the client protocol.
 */
import { z } from 'zod';
import { IdSchema } from './ids';
import {
  CLIENT_ROLES,
  GAME_ID,
  MAX_FRAME,
  PersonNameSchema,
  SeatSpecSchema,
  SeatTokenSchema,
} from './messages';

export { IdSchema };

export const CheckpointSchema = z
  .object({
    /** The game's id: its autosave slot. */
    id: IdSchema,
    game: z.literal(GAME_ID),
    /**
     * The revision of the rules the game is played under (the engine's `RULES_REVISION`):
     * a log from an earlier one that no longer replays is explained, not taken for damage.
     */
    rules: z.number().int().min(1).max(1_000_000),
    options: z.unknown(),
    seats: z.array(SeatSpecSchema).min(1).max(8),
    actions: z.array(z.unknown()),
    seq: z.number().int().min(0),
    hash: z.string().min(1).max(64),
    /** The game has ended. */
    over: z.boolean(),
    /**
     * The seats given a hint in this game, if any (the player's record tells a win with hints
     * from one without). Absent in a game nobody asked in, and in saves of format 3 and older.
     */
    hinted: z.array(z.number().int().min(0).max(7)).max(8).optional(),
  })
  .strict();
export type Checkpoint = z.infer<typeof CheckpointSchema>;

/**
 * The remote seats guests have taken, with their tokens and names: the host reports them
 * whenever they change, and a restarted host is given them back, so a guest's token still
 * takes its seat back and nobody else can.
 */
export const KeptSeatsSchema = z
  .array(
    z
      .object({
        seat: z.number().int().min(0).max(7),
        token: SeatTokenSchema,
        name: PersonNameSchema.optional(),
      })
      .strict(),
  )
  .max(8);
export type KeptSeats = z.infer<typeof KeptSeatsSchema>;

/** Client numbers of the frames the Node host relays. */
const ClientNo = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const HostCommandSchema = z.discriminatedUnion('t', [
  z
    .object({
      t: z.literal('start'),
      game: z.literal(GAME_ID),
      options: z.unknown(),
      seats: z.array(SeatSpecSchema).min(1).max(8),
      /** The game's id; the host makes one when it is missing. */
      id: IdSchema.optional(),
    })
    .strict(),
  z.object({ t: z.literal('resume'), checkpoint: CheckpointSchema }).strict(),
  /**
   * A new client. In Electron its MessagePort travels with the message; under the Node host
   * it is the relayed client `id`, whose frames follow as `frame` commands. A port is always
   * the host's window (main hands ports to its own window only); a relayed client has the
   * role the parent gave it.
   */
  z
    .object({ t: z.literal('client'), id: ClientNo.optional(), role: z.enum(CLIENT_ROLES) })
    .strict(),
  z.object({ t: z.literal('frame'), id: ClientNo, data: z.string().max(MAX_FRAME) }).strict(),
  z.object({ t: z.literal('drop'), id: ClientNo }).strict(),
  /** The seats guests had taken, for a restarted host (sent before its `resume`). */
  z.object({ t: z.literal('keep'), kept: KeptSeatsSchema }).strict(),
  /**
   * The parent holds the checkpoint of state `seq`: the host shows that state to nobody
   * before this arrives, so an action a player has seen is never lost with the host.
   */
  z.object({ t: z.literal('saved'), seq: z.number().int().min(0), hash: z.string() }).strict(),
]);
export type HostCommand = z.infer<typeof HostCommandSchema>;

export const HostReportSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('ready') }).strict(),
  z.object({ t: z.literal('checkpoint'), checkpoint: CheckpointSchema }).strict(),
  /** A `resume` replayed to the recorded hash; the game goes on from here. */
  z
    .object({
      t: z.literal('resumed'),
      id: IdSchema,
      seq: z.number().int().min(0),
      hash: z.string(),
    })
    .strict(),
  z.object({ t: z.literal('failed'), code: z.string(), message: z.string() }).strict(),
  /** The seats guests have taken changed (KeptSeatsSchema). */
  z.object({ t: z.literal('kept'), kept: KeptSeatsSchema }).strict(),
  /** A server message for relayed client `id`, as the JSON text to send it. */
  z.object({ t: z.literal('frame'), id: ClientNo, text: z.string() }).strict(),
]);
export type HostReport = z.infer<typeof HostReportSchema>;
