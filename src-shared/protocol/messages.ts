/**
 * Every message between a seat's client (the renderer, a LAN guest) and the session host,
 * with runtime schemas: frames arriving from a port or a socket are parsed before use
 * (DESIGN.md §5.3). The envelope is game-agnostic: the game's own payloads (options,
 * actions, views) travel as `unknown` here and are parsed by the game's engine.
 */
import { z } from 'zod';
import { outOfBounds } from './bounds';
import { BotSpecSchema, PersonNameSchema, SeatRecordSchema } from './seats';
import { SESSION_STATES, StorageReplySchema, StorageRequestSchema } from './storage';

export { BotSpecSchema, PersonNameSchema, SeatRecordSchema };

/**
 * 2: intents carry the position's `version` (never repeated, undo included), not its move
 * number. 3: rules revision 3 (a tie-break term may name the Vendetta card's tie). A client
 * reads the terms and events its host's rules make, so a new rules revision is a new protocol
 * too (the engine's revision test holds the two together). 4: a seat may ask for a hint.
 * 5: a person's seat may be given no hints (`SeatSpec.hints`, `SeatInfo.hints`). 6: rules
 * revision 4 (a last window to sell before Revised's final scoring, window reason `end`).
 * 7: rules revision 5 (a later payment is void once the other side broke the same deal).
 * 8: rules revision 6 (every promise of a deal broken on one side is released at once).
 */
export const PROTOCOL_VERSION = 8;
export const GAME_ID = 'nothing-personal';
/** Largest frame either side accepts, in characters. */
export const MAX_FRAME = 1_000_000;
/** The longest bot line a message carries (a move's reason in the log, a hint's). */
export const BOT_LINE_MAX = 200;
/** What a person asking for a hint hears at a table whose host turned hints off. */
export const HINTS_OFF_MESSAGE = 'The host turned hints off at this table.';

/**
 * Who a client is, fixed by the host's parent and never claimed by the client (DESIGN.md §7):
 * the host's own window (`host`) or anybody else (`guest`: one remote seat at most, or none).
 */
export const CLIENT_ROLES = ['host', 'guest'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export const SeatKindSchema = z.enum(['human', 'bot']);

/** A seat token: at least 128 random bits, base64url. */
export const SeatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

export const SeatSpecSchema = z
  .object({
    kind: SeatKindSchema,
    name: z.string().min(1).max(40),
    bot: BotSpecSchema.optional(),
    /**
     * A person's seat kept open for a client of another device (a LAN guest): the host's own
     * window does not take it, and only a guest may claim it.
     */
    remote: z.boolean().optional(),
    /**
     * A remote seat's stand-in: while nobody holds the seat (its guest dropped, or has not
     * come yet), a bot of this preset plays it, and hands it back the moment a guest takes it.
     * Without one, the table waits for the seat's decisions (issue #12).
     */
    standIn: BotSpecSchema.optional(),
    /** A campaign family's record from earlier games: every bot's trust in it starts there. */
    record: SeatRecordSchema.optional(),
    /** The table gives this person's seat no hints (the lobby's switch); absent, it may ask. */
    hints: z.literal(false).optional(),
  })
  .strict();
export type SeatSpec = z.infer<typeof SeatSpecSchema>;

/**
 * A position's version: the host numbers every position it shows, and never gives two the
 * same number (an undo makes a new position), so an intent made against one never lands on another.
 */
const Version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ClientMessageSchema = z.discriminatedUnion('t', [
  /**
   * Opens the conversation. The host's own window is given every person's seat at this
   * computer; any other client may ask for one `remote` seat nobody holds, or watch (no seat).
   */
  z
    .object({
      t: z.literal('hello'),
      v: z.literal(PROTOCOL_VERSION),
      seat: z.number().int().min(0).max(7).optional(),
      /** The table's join code, which a guest of a LAN table must give (checked by the host's parent). */
      code: z.string().max(16).optional(),
      /** The seat token a guest was given for `seat`: it takes the seat back after a drop. */
      token: SeatTokenSchema.optional(),
      /** The name a guest gives when it takes a seat: the host sees who has joined. */
      name: PersonNameSchema.optional(),
    })
    .strict(),
  /** Starts a new game in this session. */
  z
    .object({
      t: z.literal('start'),
      game: z.literal(GAME_ID),
      options: z.unknown(),
      seats: z.array(SeatSpecSchema).min(1).max(8),
    })
    .strict(),
  /**
   * The host's window puts seats on the table before a game starts (the lobby of a LAN
   * table): guests may take the remote ones, and the host sees who has. The game that was
   * on the table leaves it (its autosave stays).
   */
  z
    .object({
      t: z.literal('table'),
      seats: z.array(SeatSpecSchema).min(1).max(8),
    })
    .strict(),
  /**
   * The host's window manages its guests: `kick` lets the guest holding (or keeping) `seat`
   * go, its token with it; `move` gives that guest the open remote seat `to` instead.
   */
  z
    .object({
      t: z.literal('manage'),
      op: z.enum(['kick', 'move']),
      seat: z.number().int().min(0).max(7),
      to: z.number().int().min(0).max(7).optional(),
    })
    .strict(),
  /** An intent: an action for `seat`, valid against the position of `version`. */
  z
    .object({
      t: z.literal('act'),
      seat: z.number().int().min(0).max(7),
      version: Version,
      action: z.unknown(),
    })
    .strict(),
  /** Which of this client's seats it wants to look through (hot-seat hand-off). */
  z.object({ t: z.literal('look'), seat: z.number().int().min(0).max(7) }).strict(),
  /** The game so far, for the log of a window that was not there (a load, a reload). */
  z.object({ t: z.literal('story') }).strict(),
  /**
   * The replay of the game so far (issue #16): the table as it was after the first `at`
   * actions (the host clamps `at` to the log), answered by a `replay` message.
   */
  z.object({ t: z.literal('replay'), at: Version }).strict(),
  /**
   * Takes back `seat`'s own last action, which must be the last action of the game, the one
   * that led to the position of `version`, and must have revealed nothing hidden and rolled no die.
   */
  z
    .object({
      t: z.literal('undo'),
      seat: z.number().int().min(0).max(7),
      version: Version,
    })
    .strict(),
  /**
   * What a bot would do in `seat`'s place at the position of `version`, from that seat's own
   * view: answered by a `hint` message to this client alone, or not at all once the table
   * has moved on.
   */
  z
    .object({
      t: z.literal('hint'),
      seat: z.number().int().min(0).max(7),
      version: Version,
    })
    .strict(),
  /**
   * Saves and settings (protocol/storage.ts), for browsers on the Node host; answered by a
   * `storage` message with the same `id`. The desktop app uses the preload bridge instead.
   */
  z
    .object({
      t: z.literal('storage'),
      id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      request: StorageRequestSchema,
    })
    .strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const SeatInfoSchema = z
  .object({
    seat: z.number().int(),
    name: z.string(),
    kind: SeatKindSchema,
    /** Kept for a person on another device. */
    remote: z.boolean().optional(),
    /** A remote seat nobody holds, nor keeps a token for: a guest may take it now. */
    open: z.boolean().optional(),
    /** The name the guest holding (or keeping) a remote seat gave. */
    holder: z.string().max(40).optional(),
    /** That guest is not connected now. */
    away: z.boolean().optional(),
    /** A bot plays the seat until a guest takes it (its `standIn`). */
    standIn: z.boolean().optional(),
    /** The family's record from the earlier games of its campaign (SeatRecordSchema). */
    record: SeatRecordSchema.optional(),
    /** The table gives this seat no hints (its SeatSpec's `hints`). */
    hints: z.literal(false).optional(),
  })
  .strict();
export type SeatInfo = z.infer<typeof SeatInfoSchema>;

export const ServerMessageSchema = z.discriminatedUnion('t', [
  z
    .object({
      t: z.literal('welcome'),
      v: z.literal(PROTOCOL_VERSION),
      game: z.literal(GAME_ID),
      /** What this client is to the host: only the host's window may start, load and save. */
      role: z.enum(CLIENT_ROLES),
      /** Seats this client may act for. */
      yours: z.array(z.number().int()),
      seats: z.array(SeatInfoSchema),
      /** A guest's seat token, kept by the guest to take its seat back after a drop. */
      token: SeatTokenSchema.optional(),
      /**
       * The game on the table (its autosave's id), for the host's window alone: a campaign's
       * screens know their game by it (issue #13).
       */
      gameId: z.string().max(64).optional(),
    })
    .strict(),
  /** The state as `seat` may see it, what it may do, and what just happened. */
  z
    .object({
      t: z.literal('update'),
      seat: z.number().int(),
      /** The position's version, for intents made against it. */
      version: Version,
      view: z.unknown(),
      legal: z.array(z.unknown()),
      /** What this seat's prompt leaves out and why (the engine's `whyNot`), for its own seat only. */
      blocked: z.array(z.unknown()).optional(),
      events: z.array(z.unknown()),
      /** Seats a bot is thinking for, shown as "thinking". */
      thinking: z.array(z.number().int()),
      /** Whether this client may take back its seat's last action now (the `undo` message). */
      undo: z.boolean(),
      /** A bot's one-line reason for the action these events came from. */
      said: z
        .object({ seat: z.number().int(), text: z.string().max(BOT_LINE_MAX) })
        .strict()
        .nullable(),
    })
    .strict(),
  /**
   * The answer to `story`: the game up to the position of `version`, as anyone at the table
   * may read it (the engine's `publicStory`), and the promises of its deals.
   */
  z
    .object({
      t: z.literal('story'),
      version: Version,
      batches: z.array(
        z
          .object({
            round: z.number().int(),
            board: z.array(z.number().int()).max(32).optional(),
            events: z.array(z.unknown()),
          })
          .strict(),
      ),
      promises: z.array(z.unknown()),
    })
    .strict(),
  /**
   * A moment of the replay: the table after `at` of the `of` actions so far, as this client's
   * seat saw it then (a spectator's view when the client does not hold the seat), with the
   * events of the action that led there and where each phase began.
   */
  z
    .object({
      t: z.literal('replay'),
      version: Version,
      at: z.number().int().min(0),
      of: z.number().int().min(0),
      marks: z.array(z.number().int().min(0)).max(400),
      seat: z.number().int(),
      view: z.unknown(),
      events: z.array(z.unknown()),
    })
    .strict(),
  z
    .object({
      t: z.literal('rejected'),
      /** The version the refused intent was made against. */
      version: z.number().int(),
      code: z.string(),
      message: z.string(),
    })
    .strict(),
  z.object({ t: z.literal('error'), code: z.string(), message: z.string() }).strict(),
  /**
   * Who sits where changed (a guest came, left, was moved), and this client's own seats did
   * not: the table goes on as it was.
   */
  z.object({ t: z.literal('seats'), seats: z.array(SeatInfoSchema) }).strict(),
  /**
   * The answer to `hint`: the action a bot would take for `seat` at the position of
   * `version`, one of that seat's legal actions, and its reason in a line.
   */
  z
    .object({
      t: z.literal('hint'),
      seat: z.number().int(),
      version: Version,
      action: z.unknown(),
      why: z.string().max(BOT_LINE_MAX),
    })
    .strict(),
  /** The answer to the client's `storage` request with the same `id`. */
  z.object({ t: z.literal('storage'), id: z.number().int(), reply: StorageReplySchema }).strict(),
  /**
   * The session host stopped and is being restarted from the last checkpoint
   * (`reconnecting`), is back with the same game (`restored`), or could not be brought back
   * (`failed`); `message` says so in plain words.
   */
  z.object({ t: z.literal('status'), state: z.enum(SESSION_STATES), message: z.string() }).strict(),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export type ParseFailure = { code: 'bad-frame'; message: string };

function parseWith<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  bounded: boolean,
): { ok: true; value: T } | { ok: false; error: ParseFailure } {
  let data = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_FRAME)
      return { ok: false, error: { code: 'bad-frame', message: 'Frame too large.' } };
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, error: { code: 'bad-frame', message: 'Frame is not JSON.' } };
    }
  }
  const tooBig = bounded ? outOfBounds(data) : null;
  if (tooBig) return { ok: false, error: { code: 'bad-frame', message: tooBig } };
  const r = schema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return {
      ok: false,
      error: { code: 'bad-frame', message: `${i.path.join('.') || 'message'}: ${i.message}` },
    };
  }
  return { ok: true, value: r.data };
}

/**
 * The protocol a `hello` from another version of the app speaks, or null: a hello the schema
 * refuses for its version alone is answered in plain words.
 */
export function otherProtocol(raw: unknown): number | null {
  let data = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_FRAME) return null;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const m = data as { t?: unknown; v?: unknown };
  return m.t === 'hello' && Number.isSafeInteger(m.v) && m.v !== PROTOCOL_VERSION
    ? (m.v as number)
    : null;
}

/** What a guest of another version is told: both sides of a table need the same one. */
export const otherVersionText = (theirs: number): string =>
  `This app is another version of Nothing Personal than the table's (it speaks protocol ${theirs}, the table ${PROTOCOL_VERSION}): both need the same version, so update the older one.`;

/** A client's frame: from a stranger, so bounded in depth and size before the schema reads it. */
export const parseClientMessage = (raw: unknown) => parseWith(ClientMessageSchema, raw, true);
/** The host's frame, as the renderer reads it. */
export const parseServerMessage = (raw: unknown) => parseWith(ServerMessageSchema, raw, false);
