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
import {
  LanTableSchema,
  NoticeIdSchema,
  SaveNameSchema,
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
  lanStatus: { channel: 'lan:status', args: z.tuple([]), result: LanTableSchema },
  openLan: { channel: 'lan:open', args: z.tuple([]), result: LanTableSchema },
  closeLan: { channel: 'lan:close', args: z.tuple([]), result: LanTableSchema },
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
  lanStatus(): Promise<StorageResult<LanTable>>;
  openLan(): Promise<StorageResult<LanTable>>;
  closeLan(): Promise<StorageResult<LanTable>>;
}
