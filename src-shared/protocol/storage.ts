/**
 * Saves and settings as requests and replies: the same operations for the desktop bridge
 * (IPC to main) and for browsers on the Node host (a `storage` message on the WebSocket).
 * Requests are parsed where they arrive; replies are parsed by the renderer with the schema
 * for the operation it asked (STORAGE_RESULTS), DESIGN.md §5.3.
 */
import { z } from 'zod';
import { SettingsPatchSchema, SettingsSchema } from '../save/settings';
import { SaveSummarySchema, StorageNoticeSchema } from '../save/summary';
import { IdSchema } from './ids';
import { BotSpecSchema, PersonNameSchema } from './seats';
import { MAX_CAMPAIGN_CHARS } from '../campaign/codec';
import { RecordSchema } from '../record/format';
import {
  CampaignLengthSchema,
  CampaignNameSchema,
  CampaignRulesSchema,
  CampaignViewSchema,
  ScoringRuleSchema,
} from '../campaign/format';

export const SaveNameSchema = z
  .string()
  .trim()
  .min(1, 'A save needs a name.')
  .max(80, 'A save name is at most 80 characters.');

export const NoticeIdSchema = z.string().min(1).max(64);

/**
 * Storage requests the host's window may have unanswered at once on the Node host's socket:
 * the relay refuses more (web/relay.ts), and the page queues the rest (storageChannel.ts).
 */
export const MAX_STORAGE_IN_FLIGHT = 2;

/** The largest save a browser may import over its socket (the desktop app has no such bound). */
export const MAX_IMPORT_CHARS = 900_000;

/** A save file as text, for a browser to download or upload. */
export const ExportedSaveSchema = z
  .object({
    fileName: z.string().min(1).max(255),
    /** Bounded by the largest WebSocket frame; desktop imports read the file in main instead. */
    text: z.string().max(MAX_IMPORT_CHARS),
  })
  .strict();
export type ExportedSave = z.infer<typeof ExportedSaveSchema>;

/**
 * Whether this table is open on the local network (issue #12), and how guests join it: its
 * join code and links. `fixed`: the host was started open or closed (the Node host's
 * `--lan`), and the page cannot change that.
 */
export const LanTableSchema = z
  .object({
    open: z.boolean(),
    code: z.string().max(16).nullable(),
    urls: z.array(z.string().max(200)).max(16),
    fixed: z.boolean(),
  })
  .strict();
export type LanTable = z.infer<typeof LanTableSchema>;

/** A new campaign as the player set it up (issue #13); the host gives the families their ids. */
export const NewCampaignSchema = z
  .object({
    name: CampaignNameSchema,
    families: z
      .array(
        z
          .object({
            name: PersonNameSchema,
            kind: z.enum(['human', 'bot', 'remote']),
            bot: BotSpecSchema.optional(),
            hints: z.literal(false).optional(),
          })
          .strict(),
      )
      .min(3)
      .max(5),
    length: CampaignLengthSchema,
    scoring: ScoringRuleSchema,
    rules: CampaignRulesSchema,
  })
  .strict();
export type NewCampaignRequest = z.infer<typeof NewCampaignSchema>;

/** A campaign in the list: enough to pick one. */
export const CampaignSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['active', 'over', 'abandoned']),
    updatedAt: z.string(),
    families: z.array(z.string()),
    /** Games finished and abandoned, and how many the campaign is long (null: to a target). */
    played: z.number().int().min(0),
    games: z.number().int().min(0).nullable(),
    target: z.number().int().min(0).nullable(),
    /** The family leading, or null before the first game ends. */
    leader: z.string().nullable(),
    /** The autosave of its game being played, which resumes it; null between games. */
    saveInPlay: z.string().nullable(),
    /** The autosave of its latest game, in play or just finished: the table's game is its. */
    latestSave: z.string().nullable(),
  })
  .strict();
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

/** Every family name's record across the campaigns on this computer (campaign/telling.ts). */
export const LifetimeRowSchema = z
  .object({
    name: z.string(),
    games: z.number().int().min(0),
    wins: z.number().int().min(0),
    respect: z.number(),
    keptPercent: z.number().min(0).max(100).nullable(),
    deals: z.number().int().min(0),
  })
  .strict();

export const CampaignListSchema = z
  .object({
    campaigns: z.array(CampaignSummarySchema),
    /** Campaigns kept for a newer version of the app. */
    newer: z.number().int().min(0),
    lifetime: z.array(LifetimeRowSchema),
  })
  .strict();
export type CampaignList = z.infer<typeof CampaignListSchema>;

export const ExportedCampaignSchema = z
  .object({
    fileName: z.string().min(1).max(255),
    /** With its games' saves; a browser's is bounded by the socket's frame (storageChannel.ts). */
    text: z.string().max(MAX_CAMPAIGN_CHARS),
  })
  .strict();
export type ExportedCampaign = z.infer<typeof ExportedCampaignSchema>;

/** The campaign operations (issue #13), one bridge call for all of them on the desktop. */
export const CampaignRequestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('listCampaigns') }).strict(),
  z.object({ op: z.literal('getCampaign'), id: IdSchema }).strict(),
  z.object({ op: z.literal('createCampaign'), campaign: NewCampaignSchema }).strict(),
  /** Puts the campaign's game on the table: the one in play, resumed, or the next one. */
  z.object({ op: z.literal('playCampaign'), id: IdSchema }).strict(),
  /** Gives up the game in play: it scores nothing, and the campaign goes on. */
  z.object({ op: z.literal('abandonCampaignGame'), id: IdSchema }).strict(),
  /** Ends the campaign where it stands. */
  z.object({ op: z.literal('abandonCampaign'), id: IdSchema }).strict(),
  z.object({ op: z.literal('deleteCampaign'), id: IdSchema }).strict(),
  z.object({ op: z.literal('exportCampaign'), id: IdSchema }).strict(),
  z.object({ op: z.literal('importCampaign'), file: ExportedCampaignSchema }).strict(),
]);
export type CampaignRequest = z.infer<typeof CampaignRequestSchema>;

const CAMPAIGN_OPS: ReadonlySet<string> = new Set(
  CampaignRequestSchema.options.map((o) => o.shape.op.value),
);

export function isCampaignRequest(r: StorageRequest): r is CampaignRequest {
  return CAMPAIGN_OPS.has(r.op);
}

export const StorageRequestSchema = z.discriminatedUnion('op', [
  ...CampaignRequestSchema.options,
  z.object({ op: z.literal('listSaves') }).strict(),
  /** Loads a save into the session: every client gets the loaded table. */
  z.object({ op: z.literal('loadSave'), id: IdSchema }).strict(),
  /** Saves the game being played under a name. */
  z.object({ op: z.literal('saveAs'), name: SaveNameSchema }).strict(),
  z.object({ op: z.literal('deleteSave'), id: IdSchema }).strict(),
  /** Puts the newest good backup of a damaged save back in its place. */
  z.object({ op: z.literal('restoreBackup'), id: IdSchema }).strict(),
  z.object({ op: z.literal('exportSave'), id: IdSchema }).strict(),
  z.object({ op: z.literal('importSave'), file: ExportedSaveSchema }).strict(),
  z.object({ op: z.literal('getSettings') }).strict(),
  z.object({ op: z.literal('setSettings'), patch: SettingsPatchSchema }).strict(),
  /** Files set aside since the player last looked, in plain words. */
  /** The player's record against the bots (src-shared/record). */
  z.object({ op: z.literal('getRecord') }).strict(),
  /** Starts the record again from nothing. */
  z.object({ op: z.literal('clearRecord') }).strict(),
  z.object({ op: z.literal('listNotices') }).strict(),
  z.object({ op: z.literal('dismissNotice'), id: NoticeIdSchema }).strict(),
  /** The table on the local network: is it open, with which code (LanTableSchema). */
  z.object({ op: z.literal('lanStatus') }).strict(),
  /** Opens the table to guests on the local network. */
  z.object({ op: z.literal('openLan') }).strict(),
  /** Closes it: every guest's connection ends (their seats stay kept for their tokens). */
  z.object({ op: z.literal('closeLan') }).strict(),
]);
export type StorageRequest = z.infer<typeof StorageRequestSchema>;
export type StorageOp = StorageRequest['op'];

/** What each operation answers with when it succeeds. */
export const STORAGE_RESULTS = {
  listSaves: z.array(SaveSummarySchema),
  loadSave: SaveSummarySchema,
  saveAs: SaveSummarySchema,
  deleteSave: z.null(),
  restoreBackup: SaveSummarySchema,
  exportSave: ExportedSaveSchema,
  importSave: SaveSummarySchema,
  getSettings: SettingsSchema,
  setSettings: SettingsSchema,
  getRecord: RecordSchema,
  clearRecord: RecordSchema,
  listNotices: z.array(StorageNoticeSchema),
  dismissNotice: z.null(),
  lanStatus: LanTableSchema,
  openLan: LanTableSchema,
  closeLan: LanTableSchema,
  listCampaigns: CampaignListSchema,
  getCampaign: CampaignViewSchema,
  createCampaign: CampaignViewSchema,
  playCampaign: CampaignViewSchema,
  abandonCampaignGame: CampaignViewSchema,
  abandonCampaign: CampaignViewSchema,
  deleteCampaign: z.null(),
  exportCampaign: ExportedCampaignSchema,
  importCampaign: CampaignViewSchema,
} as const satisfies Record<StorageOp, z.ZodType>;
export type StorageValue<Op extends StorageOp> = z.infer<(typeof STORAGE_RESULTS)[Op]>;

export const StorageErrorSchema = z
  .object({
    /** e.g. `no-game`, `not-found`, `damaged`, `newer-version`, `bad-request`, `unavailable`. */
    code: z.string().max(40),
    /** Plain words for the player. */
    message: z.string().max(2000),
  })
  .strict();
export type StorageError = z.infer<typeof StorageErrorSchema>;

export const StorageReplySchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }).strict(),
  z.object({ ok: z.literal(false), error: StorageErrorSchema }).strict(),
]);
export type StorageReply = z.infer<typeof StorageReplySchema>;

export type StorageResult<T> = { ok: true; value: T } | { ok: false; error: StorageError };

/** Reads a reply's value with its operation's schema. */
export function readStorageReply<Op extends StorageOp>(
  op: Op,
  reply: unknown,
): StorageResult<StorageValue<Op>> {
  const r = StorageReplySchema.safeParse(reply);
  if (!r.success) {
    return { ok: false, error: { code: 'bad-reply', message: 'The answer could not be read.' } };
  }
  if (!r.data.ok) return r.data;
  const v = STORAGE_RESULTS[op].safeParse(r.data.value);
  if (!v.success) {
    return { ok: false, error: { code: 'bad-reply', message: 'The answer could not be read.' } };
  }
  return { ok: true, value: v.data as StorageValue<Op> };
}

/**
 * Session-level news for the player: the host is being restarted, is back, could not be
 * brought back, or holds a move it could not save yet (`unsaved`: the table waits, and
 * `restored` follows once it is on disk).
 */
export const SESSION_STATES = ['reconnecting', 'restored', 'failed', 'unsaved'] as const;
export const SessionStatusSchema = z
  .object({ state: z.enum(SESSION_STATES), message: z.string().max(500) })
  .strict();
export type SessionStatus = z.infer<typeof SessionStatusSchema>;
