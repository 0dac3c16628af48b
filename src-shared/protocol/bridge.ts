/**
 * The preload bridge (DESIGN.md §5.6): the few functions the desktop renderer may call,
 * named by intent, and the IPC channels behind them with the schemas of their payloads.
 * The preload checks a call's arguments before sending it and the answer before handing it
 * back; main checks the sender frame and the arguments again (src-main/ipc.ts).
 *
 * The session itself does not go through the bridge: main hands the renderer a MessagePort,
 * posted to the page as a window message named SESSION_PORT_MESSAGE. If the session host
 * has to be restarted, a new port arrives the same way once the game is restored.
 */
import { z } from 'zod';
import {
  SettingsPatchSchema,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../save/settings';
import {
  SaveSummarySchema,
  StorageNoticeSchema,
  type SaveSummary,
  type StorageNotice,
} from '../save/summary';
import { IdSchema } from './ids';
import { RecordSchema, type PlayerRecord } from '../record/format';
import {
  CampaignRequestSchema,
  LanTableSchema,
  NoticeIdSchema,
  SaveNameSchema,
  type CampaignRequest,
  type LanTable,
  type SessionStatus,
  type StorageResult,
} from './storage';

export const SESSION_PORT_MESSAGE = 'np:session-port';
export const BRIDGE_KEY = 'nothingPersonal';

/** Channels outside the storage table: the session port and status, and the version. */
export const SESSION_CHANNELS = {
  connect: 'session:connect',
  port: 'session:port',
  status: 'session:status',
  appVersion: 'app:version',
} as const;

export const ExportedPathSchema = z.object({ path: z.string() }).strict().nullable();

/** A table another computer advertises on the local network (issue #12). */
export const FoundTableSchema = z
  .object({
    id: z.string().max(300),
    name: z.string().max(40),
    host: z.string().max(253),
    addresses: z.array(z.string().max(15)).max(8),
    port: z.number().int().min(1).max(65535),
    version: z.string().max(20),
    protocol: z.number().int(),
  })
  .strict();
export type FoundTable = z.infer<typeof FoundTableSchema>;

/** What a person types to join a table: its address (or whole join link) and its code. */
export const TableAddressTextSchema = z.string().trim().min(1).max(200);
export const JoinCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,16}$/, 'A join code is letters and digits.');

/** Every invoke channel: its name, its arguments as a tuple, and what a success carries. */
export const BRIDGE_CALLS = {
  listSaves: { channel: 'saves:list', args: z.tuple([]), result: z.array(SaveSummarySchema) },
  loadSave: { channel: 'saves:load', args: z.tuple([IdSchema]), result: SaveSummarySchema },
  saveAs: { channel: 'saves:save-as', args: z.tuple([SaveNameSchema]), result: SaveSummarySchema },
  deleteSave: { channel: 'saves:delete', args: z.tuple([IdSchema]), result: z.null() },
  restoreBackup: {
    channel: 'saves:restore-backup',
    args: z.tuple([IdSchema]),
    result: SaveSummarySchema,
  },
  /** Main asks where to write with the system dialog; null: the player cancelled. */
  exportSave: { channel: 'saves:export', args: z.tuple([IdSchema]), result: ExportedPathSchema },
  /** Main asks which file with the system dialog; null: the player cancelled. */
  importSave: { channel: 'saves:import', args: z.tuple([]), result: SaveSummarySchema.nullable() },
  getSettings: { channel: 'settings:get', args: z.tuple([]), result: SettingsSchema },
  setSettings: {
    channel: 'settings:set',
    args: z.tuple([SettingsPatchSchema]),
    result: SettingsSchema,
  },
  listNotices: {
    channel: 'notices:list',
    args: z.tuple([]),
    result: z.array(StorageNoticeSchema),
  },
  dismissNotice: { channel: 'notices:dismiss', args: z.tuple([NoticeIdSchema]), result: z.null() },
  getRecord: { channel: 'record:get', args: z.tuple([]), result: RecordSchema },
  clearRecord: { channel: 'record:clear', args: z.tuple([]), result: RecordSchema },
  lanStatus: { channel: 'lan:status', args: z.tuple([]), result: LanTableSchema },
  openLan: { channel: 'lan:open', args: z.tuple([]), result: LanTableSchema },
  closeLan: { channel: 'lan:close', args: z.tuple([]), result: LanTableSchema },
  /** The tables found on the local network so far; looking goes on while this is asked. */
  findTables: { channel: 'lan:find', args: z.tuple([]), result: z.array(FoundTableSchema) },
  /** Sits this window at another computer's table: its session port now leads there. */
  joinTable: {
    channel: 'lan:join',
    args: z.tuple([TableAddressTextSchema, JoinCodeSchema.or(z.literal(''))]),
    result: z.object({ address: z.string() }).strict(),
  },
  /** The campaign operations (issue #13): the answer is read with the operation's schema. */
  campaign: {
    channel: 'campaigns:call',
    args: z.tuple([CampaignRequestSchema]),
    result: z.unknown(),
  },
} as const;
export type BridgeCall = keyof typeof BRIDGE_CALLS;

export interface DesktopBridge {
  /** Asks main for a connection to the session host; the port arrives as a window message. */
  connectSession(): void;
  /** The app's version, for the title screen and bug reports. */
  appVersion(): string;
  /** Hears `reconnecting` / `restored` / `failed` while main restarts the session host. */
  onSessionStatus(listener: (status: SessionStatus) => void): () => void;
  listSaves(): Promise<StorageResult<SaveSummary[]>>;
  loadSave(id: string): Promise<StorageResult<SaveSummary>>;
  saveAs(name: string): Promise<StorageResult<SaveSummary>>;
  deleteSave(id: string): Promise<StorageResult<null>>;
  restoreBackup(id: string): Promise<StorageResult<SaveSummary>>;
  exportSave(id: string): Promise<StorageResult<{ path: string } | null>>;
  importSave(): Promise<StorageResult<SaveSummary | null>>;
  getSettings(): Promise<StorageResult<Settings>>;
  setSettings(patch: SettingsPatch): Promise<StorageResult<Settings>>;
  listNotices(): Promise<StorageResult<StorageNotice[]>>;
  dismissNotice(id: string): Promise<StorageResult<null>>;
  getRecord(): Promise<StorageResult<PlayerRecord>>;
  clearRecord(): Promise<StorageResult<PlayerRecord>>;
  lanStatus(): Promise<StorageResult<LanTable>>;
  openLan(): Promise<StorageResult<LanTable>>;
  closeLan(): Promise<StorageResult<LanTable>>;
  findTables(): Promise<StorageResult<FoundTable[]>>;
  joinTable(address: string, code: string): Promise<StorageResult<{ address: string }>>;
  campaign(request: CampaignRequest): Promise<StorageResult<unknown>>;
}
