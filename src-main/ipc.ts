/**
 * Main's IPC surface: the session port and version channels, and one invoke channel per
 * bridge function (protocol/bridge.ts). Every handler checks that the message comes from
 * the app's own top frame, then parses its arguments with the channel's schema, and answers
 * anything else with an error value and no effect (DESIGN.md §5.6).
 */
import { ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron';
import {
  BRIDGE_CALLS,
  SESSION_CHANNELS,
  type BridgeCall,
  type CampaignRequest,
  type FoundTable,
  type StorageRequest,
  type StorageResult,
} from '../src-shared/protocol';
import type { SaveSummary, SettingsPatch } from '../src-shared/save';
import { originOf } from './security';

/** Every channel main listens on. */
export const CHANNELS = {
  connectSession: SESSION_CHANNELS.connect,
  appVersion: SESSION_CHANNELS.appVersion,
  ...Object.fromEntries(Object.entries(BRIDGE_CALLS).map(([name, spec]) => [name, spec.channel])),
} as Record<'connectSession' | 'appVersion' | BridgeCall, string>;

export interface IpcDeps {
  appOrigins: readonly string[];
  appVersion: string;
  connectSession(contents: WebContents): void;
  /** The storage operations (persistence/storage-service.ts). */
  storage(request: StorageRequest): Promise<unknown>;
  exportSave(contents: WebContents, id: string): Promise<StorageResult<{ path: string } | null>>;
  importSave(contents: WebContents): Promise<StorageResult<SaveSummary | null>>;
  /** Tables on the local network (issue #12). */
  findTables(): Promise<StorageResult<FoundTable[]>>;
  /** Sits the window at another computer's table. */
  joinTable(
    contents: WebContents,
    address: string,
    code: string,
  ): Promise<StorageResult<{ address: string }>>;
}

/** True for a message from the top frame of a page the app itself serves. */
export function isTrustedSender(
  event: IpcMainEvent | IpcMainInvokeEvent,
  appOrigins: readonly string[],
): boolean {
  const frame = (event as { senderFrame?: { url?: unknown; parent?: unknown } | null }).senderFrame;
  if (!frame || frame.parent !== null || typeof frame.url !== 'string') return false;
  return appOrigins.includes(originOf(frame.url));
}

const refused = (code: string, message: string) => ({
  ok: false as const,
  error: { code, message },
});

export function registerIpc(deps: IpcDeps) {
  ipcMain.on(CHANNELS.connectSession, (event, ...args: unknown[]) => {
    if (!isTrustedSender(event, deps.appOrigins) || args.length !== 0) return;
    deps.connectSession(event.sender);
  });
  ipcMain.on(CHANNELS.appVersion, (event, ...args: unknown[]) => {
    event.returnValue =
      isTrustedSender(event, deps.appOrigins) && args.length === 0 ? deps.appVersion : '';
  });

  const calls: { [K in BridgeCall]: (sender: WebContents, args: never) => Promise<unknown> } = {
    listSaves: () => deps.storage({ op: 'listSaves' }),
    loadSave: (_s, [id]: [string]) => deps.storage({ op: 'loadSave', id }),
    saveAs: (_s, [name]: [string]) => deps.storage({ op: 'saveAs', name }),
    deleteSave: (_s, [id]: [string]) => deps.storage({ op: 'deleteSave', id }),
    restoreBackup: (_s, [id]: [string]) => deps.storage({ op: 'restoreBackup', id }),
    exportSave: (s, [id]: [string]) => deps.exportSave(s, id),
    importSave: (s) => deps.importSave(s),
    getSettings: () => deps.storage({ op: 'getSettings' }),
    setSettings: (_s, [patch]: [SettingsPatch]) => deps.storage({ op: 'setSettings', patch }),
    listNotices: () => deps.storage({ op: 'listNotices' }),
    dismissNotice: (_s, [id]: [string]) => deps.storage({ op: 'dismissNotice', id }),
    getRecord: () => deps.storage({ op: 'getRecord' }),
    clearRecord: () => deps.storage({ op: 'clearRecord' }),
    lanStatus: () => deps.storage({ op: 'lanStatus' }),
    openLan: () => deps.storage({ op: 'openLan' }),
    closeLan: () => deps.storage({ op: 'closeLan' }),
    findTables: () => deps.findTables(),
    joinTable: (s, [address, code]: [string, string]) => deps.joinTable(s, address, code),
    campaign: (_s, [request]: [CampaignRequest]) => deps.storage(request),
  };

  for (const name of Object.keys(BRIDGE_CALLS) as BridgeCall[]) {
    const spec = BRIDGE_CALLS[name];
    ipcMain.handle(spec.channel, async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, deps.appOrigins)) {
        return refused('forbidden', 'Only the app itself may ask for that.');
      }
      const parsed = spec.args.safeParse(args);
      if (!parsed.success) {
        const i = parsed.error.issues[0];
        return refused(
          'bad-request',
          `That request cannot be read (${i?.message ?? 'bad arguments'}).`,
        );
      }
      try {
        return await calls[name](event.sender, parsed.data as never);
      } catch (e) {
        return refused(
          'internal',
          `That did not work (${e instanceof Error ? e.message : String(e)}).`,
        );
      }
    });
  }
}
