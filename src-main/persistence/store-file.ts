/**
 * The store file (`settings.json`, via electron-store or conf): the settings, the list of
 * saves and the notices. Opening never fails on a bad file: it is quarantined and the
 * defaults take over, with a notice. Writes skip a document that has not changed, and list
 * updates after autosaves are gathered (`later`) since the list is rebuilt at every start.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  SETTINGS_MIGRATIONS,
  SETTINGS_VERSION,
  SaveSummarySchema,
  StorageNoticeSchema,
  applySettingsPatch,
  migrate,
  readSettings,
  type SaveSummary,
  type Settings,
  type StorageNotice,
} from '../../src-shared/save';
import type { StorageError } from '../../src-shared/protocol';
import type { KeyValueBackend, KeyValueFile } from './kv-store';
import { quarantineFile } from './quarantine';

export const STORE_NAME = 'settings';

export type NewNotice = Pick<StorageNotice, 'code' | 'message' | 'file' | 'movedTo'> &
  Partial<Pick<StorageNotice, 'saveId' | 'saveName' | 'backup'>>;

export class StoreFile {
  private settingsNow!: Settings;
  /** Settings fields this version does not know (from a newer one): kept, not dropped. */
  private settingsExtra: Record<string, unknown> = {};
  private settingsVersion = SETTINGS_VERSION;
  private noticeList: StorageNotice[] = [];
  /** The list of saves as the last run left it, to notice saves that vanished meanwhile. */
  known = new Map<string, SaveSummary>();
  /** What the file holds, as last read or written. */
  private text = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  private constructor(
    private kv: KeyValueFile,
    /** The current list of saves, written with everything else. */
    private readonly saves: () => Record<string, SaveSummary>,
    private readonly delayMs: number,
    private readonly now: () => Date,
  ) {}

  static async open(o: {
    backend: KeyValueBackend;
    folder: string;
    quarantineFolder: string;
    saves: () => Record<string, SaveSummary>;
    delayMs: number;
    now: () => Date;
  }): Promise<StoreFile> {
    let doc: Record<string, unknown> = {};
    let kv: KeyValueFile;
    let broken: NewNotice | null = null;
    try {
      kv = o.backend(o.folder, STORE_NAME);
      doc = kv.read();
    } catch (e) {
      const file = join(o.folder, `${STORE_NAME}.json`);
      const why = e instanceof Error ? e.message : String(e);
      const movedTo = await quarantineFile(file, o.quarantineFolder, why, o.now()).catch(
        () => null,
      );
      try {
        kv = o.backend(o.folder, STORE_NAME);
      } catch {
        // The folder itself refuses us (permissions, a full disk): play on without saving settings.
        kv = memoryKv(file);
      }
      broken = {
        code: 'unreadable',
        message: `Your settings and the list of saves could not be read, so the settings are back to their defaults. ${movedTo ? `The old file was moved to ${movedTo}. ` : ''}Your saved games are not affected.`,
        file: `${STORE_NAME}.json`,
        movedTo,
      };
    }
    const store = new StoreFile(kv, o.saves, o.delayMs, o.now);
    if (!broken) store.text = JSON.stringify(doc);
    store.noticeList = (Array.isArray(doc.notices) ? doc.notices : []).flatMap((n) => {
      const r = StorageNoticeSchema.safeParse(n);
      return r.success ? [r.data] : [];
    });
    if (broken) store.addNotice(broken);
    store.readSettings(doc);
    store.known = new Map(
      Object.entries(isRecord(doc.saves) ? doc.saves : {}).flatMap(([id, s]) => {
        const r = SaveSummarySchema.safeParse(s);
        return r.success ? [[id, r.data] as const] : [];
      }),
    );
    return store;
  }

  get path(): string {
    return this.kv.path;
  }

  settings(): Settings {
    return structuredClone(this.settingsNow);
  }

  updateSettings(
    patch: unknown,
  ): { ok: true; value: Settings } | { ok: false; error: StorageError } {
    const r = applySettingsPatch(this.settingsNow, patch);
    if (!r.ok) return r;
    this.settingsNow = r.value;
    this.write();
    return { ok: true, value: this.settings() };
  }

  notices(): StorageNotice[] {
    return this.noticeList.map((n) => ({ ...n }));
  }

  addNotice(n: NewNotice) {
    this.noticeList.push({
      id: randomUUID(),
      at: this.now().toISOString(),
      saveId: null,
      saveName: null,
      backup: null,
      ...n,
    });
  }

  dismissNotice(id: string): boolean {
    const before = this.noticeList.length;
    this.noticeList = this.noticeList.filter((n) => n.id !== id);
    if (this.noticeList.length === before) return false;
    this.write();
    return true;
  }

  /** Writes soon, with whatever else changes meanwhile. */
  later() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.write();
    }, this.delayMs);
  }

  /** Writes now; a failed write is reported on the console, never thrown at a game. */
  write() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const doc = {
      settingsVersion: this.settingsVersion,
      settings: { ...this.settingsExtra, ...this.settingsNow },
      saves: this.saves(),
      notices: this.noticeList,
    };
    // Most starts and closes change nothing: no need to rewrite the file for them.
    const text = JSON.stringify(doc);
    if (text === this.text) return;
    try {
      this.kv.write(doc);
      this.text = text;
    } catch (e) {
      console.error(
        `Could not write ${this.kv.path}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }

  private readSettings(doc: Record<string, unknown>) {
    let raw: Record<string, unknown> = isRecord(doc.settings) ? doc.settings : {};
    const version =
      typeof doc.settingsVersion === 'number' ? doc.settingsVersion : SETTINGS_VERSION;
    if (version < SETTINGS_VERSION) {
      const m = migrate({ ...raw, version }, SETTINGS_VERSION, SETTINGS_MIGRATIONS);
      raw = m.ok ? m.value : {};
    }
    // A newer version's settings are read field by field and written back as that version.
    this.settingsVersion = Math.max(version, SETTINGS_VERSION);
    const { settings, reset } = readSettings(raw);
    this.settingsNow = settings;
    this.settingsExtra = Object.fromEntries(
      Object.entries(raw).filter(([k]) => !(k in settings) && k !== 'version'),
    );
    if (reset.length > 0) {
      this.addNotice({
        code: 'bad-schema',
        message: `Some settings could not be read and are back to their defaults: ${reset.join(', ')}.`,
        file: `${STORE_NAME}.json`,
        movedTo: null,
      });
    }
  }
}

function memoryKv(path: string): KeyValueFile {
  let doc: Record<string, unknown> = {};
  return { path, read: () => doc, write: (d) => void (doc = d) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
