/**
 * Saves and settings on disk (docs/persistence.md). One class for both hosts: the small
 * store (settings, the list of saves, the notices) comes from a KeyValueBackend
 * (electron-store or conf); each saved game is a file of its own in `saves/`, written
 * atomically, with rotating backups for autosaves.
 *
 * Nothing that cannot be read is ever dropped or allowed to stop the app: it is moved to
 * `quarantine/`, the newest good backup is offered, and a notice says what happened in
 * plain words until the player dismisses it. A save from a newer version is not damage: it
 * stays in `saves/`, listed as needing a newer version, for the updated app to open.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  MAX_SAVE_CHARS,
  decodeSave,
  encodeSave,
  type BackupOffer,
  type ProblemCode,
  type SaveBody,
  type SaveSummary,
  type Settings,
  type StorageNotice,
} from '../../src-shared/save';
import type { Checkpoint, ExportedSave, StorageError } from '../../src-shared/protocol';
import { gameRules } from '../session/game';
import { readTextFile } from './atomic-file';
import type { KeyValueBackend } from './kv-store';
import { quarantineFile } from './quarantine';
import {
  backupFile,
  listSlotFiles,
  mainFile,
  slotFilesOf,
  removeSlotFiles,
  writeAutosaveFiles,
  writeSaveFile,
  type SlotFiles,
} from './save-files';
import { STORE_NAME, StoreFile, type NewNotice } from './store-file';
import { readSaveFile, readVerifiedSave, type ReadSave, type ReadSaveValue } from './save-reading';
import {
  damaged,
  defaultName,
  needsNewerApp,
  newerSummary,
  notFound,
  olderRules,
  shortName,
  slug,
  summarize,
  unknownSummary,
  when,
} from './save-summaries';
import { sweepTempFiles } from './sweep';

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: StorageError };

export interface SaveStoreOptions {
  /** The data folder: the store file, `saves/` and `quarantine/` go in it. */
  folder: string;
  appVersion: string;
  backend: KeyValueBackend;
  /** Autosaves kept as backups (the last few). */
  backups?: number;
  /** How long list updates from autosaves wait to be written together. */
  indexDelayMs?: number;
  now?: () => Date;
  newId?: () => string;
}

export { STORE_NAME };

interface Slot {
  files: SlotFiles;
  summary: SaveSummary;
}

export interface LoadedSave {
  summary: SaveSummary;
  checkpoint: Checkpoint;
}

export class SaveStore {
  readonly savesFolder: string;
  readonly quarantineFolder: string;
  /** Temporary files the last start swept away (for tests and the log). */
  swept: string[] = [];
  private file!: StoreFile;
  private readonly slots = new Map<string, Slot>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly keep: number;
  private readonly now: () => Date;
  private readonly newId: () => string;

  private constructor(private readonly o: SaveStoreOptions) {
    this.savesFolder = join(o.folder, 'saves');
    this.quarantineFolder = join(o.folder, 'quarantine');
    this.keep = o.backups ?? 3;
    this.now = o.now ?? (() => new Date());
    this.newId = o.newId ?? randomUUID;
  }

  /** Opens the data folder: sweeps, reads the store, checks every save. Never throws on bad files. */
  static async open(o: SaveStoreOptions): Promise<SaveStore> {
    const store = new SaveStore(o);
    await mkdir(store.savesFolder, { recursive: true });
    store.swept = await sweepTempFiles([
      { folder: o.folder, prefix: `${STORE_NAME}.json` },
      { folder: store.savesFolder },
    ]);
    store.file = await StoreFile.open({
      backend: o.backend,
      folder: o.folder,
      quarantineFolder: store.quarantineFolder,
      saves: () => Object.fromEntries([...store.slots].map(([id, s]) => [id, s.summary])),
      delayMs: o.indexDelayMs ?? 500,
      now: store.now,
    });
    await store.scan();
    store.file.write();
    return store;
  }

  // ——— settings ———

  settings(): Settings {
    return this.file.settings();
  }

  updateSettings(patch: unknown): StoreResult<Settings> {
    return this.file.updateSettings(patch);
  }

  // ——— the list and the notices ———

  /** Newest first. */
  list(): SaveSummary[] {
    return [...this.slots.values()]
      .map((s) => s.summary)
      .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  }

  /** The game "Continue" resumes: the newest unfinished autosave that can be read. */
  latest(): SaveSummary | null {
    return this.list().find((s) => s.kind === 'auto' && s.status === 'ok' && !s.over) ?? null;
  }

  notices(): StorageNotice[] {
    return this.file.notices();
  }

  dismissNotice(id: string): boolean {
    return this.file.dismissNotice(id);
  }

  // ——— writing ———

  /** The autosave after an action; resolves once it is on disk. */
  autosave(checkpoint: Checkpoint, name?: string): Promise<void> {
    return this.withLock(checkpoint.id, async () => {
      const slot = this.slots.get(checkpoint.id);
      const now = this.now().toISOString();
      const body: SaveBody = {
        id: checkpoint.id,
        name: slot?.summary.name ?? name ?? defaultName(checkpoint),
        kind: 'auto',
        createdAt: slot?.summary.createdAt ?? now,
        savedAt: now,
        checkpoint,
      };
      const hasMain = slot?.files.main ?? false;
      await writeAutosaveFiles(
        this.savesFolder,
        body.id,
        encodeSave(body, this.o.appVersion),
        this.keep,
        hasMain,
      );
      const files = (await slotFilesOf(this.savesFolder, body.id)) ?? {
        id: body.id,
        main: true,
        backups: [],
      };
      this.slots.set(body.id, { files, summary: summarize(body, this.o.appVersion, files) });
      if (slot) this.file.later();
      else this.file.write();
    });
  }

  /** Saves the game under a name, as a save of its own. */
  async saveAs(name: string, checkpoint: Checkpoint): Promise<StoreResult<SaveSummary>> {
    const now = this.now().toISOString();
    const body: SaveBody = {
      id: this.newId(),
      name: name.trim().slice(0, 80) || defaultName(checkpoint),
      kind: 'named',
      createdAt: now,
      savedAt: now,
      checkpoint,
    };
    return this.writeNew(body);
  }

  // ——— reading ———

  /** Reads a save and replays it to its recorded hash; a save that fails is set aside. */
  load(id: string): Promise<StoreResult<LoadedSave>> {
    return this.withLock(id, async () => {
      const slot = this.slots.get(id);
      if (!slot) return notFound();
      if (slot.summary.status === 'damaged') return damaged(slot.summary);
      if (slot.summary.status === 'newer-version') {
        return needsNewerApp(slot.summary, this.o.appVersion);
      }
      if (slot.summary.status === 'older-rules') return olderRules(slot.summary);
      const read = await readVerifiedSave(mainFile(this.savesFolder, id));
      if (!read.ok && read.error.code === 'newer-version') {
        // A newer app rewrote the file since the list was made: intact, so it stays.
        slot.summary = newerSummary(slot.summary, slot.files);
        this.file.write();
        return needsNewerApp(slot.summary, this.o.appVersion);
      }
      if (!read.ok && read.error.code === 'older-rules') {
        // Intact too: the rules moved on since it was played.
        slot.summary = { ...slot.summary, status: 'older-rules', backup: null };
        this.file.write();
        return olderRules(slot.summary);
      }
      if (!read.ok) {
        await this.setAside(slot, read.error.code, read.error.message);
        const offer = this.slots.get(id)?.summary.backup ?? null;
        return {
          ok: false,
          error: {
            code: 'damaged',
            message: `“${slot.summary.name}” could not be read: ${read.error.message} ${backupText(offer)}`,
          },
        };
      }
      return {
        ok: true,
        value: { summary: slot.summary, checkpoint: read.value.file.save.checkpoint },
      };
    });
  }

  /** Puts the newest backup that replays back in place of a damaged save. */
  restoreBackup(id: string): Promise<StoreResult<SaveSummary>> {
    return this.withLock(id, async () => {
      const slot = this.slots.get(id);
      if (!slot) return notFound();
      // A good save, or one from a newer version, is never overwritten by an older copy of itself.
      if (slot.summary.status === 'newer-version') {
        return needsNewerApp(slot.summary, this.o.appVersion);
      }
      if (slot.summary.status === 'older-rules') return olderRules(slot.summary);
      if (slot.summary.status === 'ok') {
        return {
          ok: false,
          error: {
            code: 'not-damaged',
            message: `“${slot.summary.name}” is fine: there is nothing to restore.`,
          },
        };
      }
      // A backup played under earlier rules is intact but cannot be continued: it comes back
      // only when no backup can be, as a save to keep and export (docs/persistence.md).
      let underOlderRules: ReadSaveValue | null = null;
      for (const n of [...slot.files.backups]) {
        const file = backupFile(this.savesFolder, id, n);
        const read = await readVerifiedSave(file);
        if (read.ok) return { ok: true, value: await this.putBack(slot, read.value, 'ok') };
        if (read.error.code === 'older-rules') {
          if (!underOlderRules) {
            const intact: ReadSave = await readSaveFile(file);
            if (intact.ok) underOlderRules = intact.value;
          }
          continue;
        }
        if (read.error.code === 'newer-version') continue;
        await this.quarantineQuietly(file, read.error.message);
        slot.files.backups = slot.files.backups.filter((b) => b !== n);
      }
      if (underOlderRules) {
        return { ok: true, value: await this.putBack(slot, underOlderRules, 'older-rules') };
      }
      if (!slot.files.main) this.slots.delete(id);
      this.file.write();
      return {
        ok: false,
        error: {
          code: 'no-backup',
          message: `No backup of “${slot.summary.name}” could be read. The damaged files are in ${this.quarantineFolder}.`,
        },
      };
    });
  }

  /** A backup's own bytes back in place, so the restored save is exactly what was written then. */
  private async putBack(slot: Slot, read: ReadSaveValue, status: 'ok' | 'older-rules') {
    await writeSaveFile(this.savesFolder, slot.files.id, read.text);
    slot.files.main = true;
    slot.summary = { ...summarize(read.file.save, read.file.app, slot.files), status };
    this.file.write();
    return slot.summary;
  }

  remove(id: string): Promise<StoreResult<null>> {
    return this.withLock(id, async () => {
      const slot = this.slots.get(id);
      if (!slot) return notFound();
      // The list first: a crash before the files go leaves a save that shows up again, never
      // a listed save whose file is gone.
      this.slots.delete(id);
      this.file.write();
      await removeSlotFiles(this.savesFolder, slot.files);
      return { ok: true, value: null };
    });
  }

  /** A save's file as text, for export (the file is checked first: no sharing damaged saves). */
  exportFile(id: string): Promise<StoreResult<ExportedSave>> {
    return this.withLock(id, async () => {
      const slot = this.slots.get(id);
      if (!slot) return notFound();
      if (slot.summary.status === 'damaged') return damaged(slot.summary);
      if (slot.summary.status === 'newer-version') {
        return needsNewerApp(slot.summary, this.o.appVersion);
      }
      const file = mainFile(this.savesFolder, id);
      const raw = await readTextFile(file, MAX_SAVE_CHARS);
      if (!raw.ok || !decodeSave(raw.text).ok) {
        return {
          ok: false,
          error: {
            code: 'damaged',
            message: `“${slot.summary.name}” cannot be read; load it first to see why.`,
          },
        };
      }
      return { ok: true, value: { fileName: `${slug(slot.summary.name)}.npsave`, text: raw.text } };
    });
  }

  /**
   * Adds a save file from elsewhere as a named save of its own, or (`auto`: a game of an
   * imported campaign, issue #13) as the autosave of a game of its own, to be resumed in place.
   */
  async importText(
    text: string,
    fileName: string,
    kind: 'named' | 'auto' = 'named',
  ): Promise<StoreResult<SaveSummary>> {
    const decoded = decodeSave(text);
    if (!decoded.ok) {
      return {
        ok: false,
        error: {
          code: decoded.error.code,
          message: `${shortName(fileName)} cannot be imported. ${decoded.error.message}`,
        },
      };
    }
    const replayed = gameRules.replay(decoded.value.save.checkpoint);
    if (!replayed.ok) {
      return {
        ok: false,
        error: {
          code: replayed.error.code,
          message: `${shortName(fileName)} cannot be imported. ${replayed.error.message}`,
        },
      };
    }
    const id = this.newId();
    const save = decoded.value.save;
    const body: SaveBody = {
      ...save,
      id,
      kind,
      savedAt: this.now().toISOString(),
      // An autosave's id is its game's.
      checkpoint: kind === 'auto' ? { ...save.checkpoint, id } : save.checkpoint,
    };
    return this.writeNew(body);
  }

  /** Waits for every write in progress, then writes the list. */
  async flush(): Promise<void> {
    await Promise.all([...this.locks.values()]);
    this.file.write();
  }

  async close(): Promise<void> {
    await this.flush();
  }

  // ——— inside ———

  private async writeNew(body: SaveBody): Promise<StoreResult<SaveSummary>> {
    return this.withLock(body.id, async () => {
      await writeSaveFile(this.savesFolder, body.id, encodeSave(body, this.o.appVersion));
      const files: SlotFiles = { id: body.id, main: true, backups: [] };
      const summary = summarize(body, this.o.appVersion, files);
      this.slots.set(body.id, { files, summary });
      this.file.write();
      return { ok: true as const, value: summary };
    });
  }

  /** Serialises every file operation on one save. */
  private withLock<T>(id: string, task: () => Promise<T>): Promise<T> {
    const before = this.locks.get(id) ?? Promise.resolve();
    const run = before.then(task);
    const tail = run.catch(() => undefined);
    this.locks.set(id, tail);
    void tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return run;
  }

  private async scan() {
    const found = await listSlotFiles(this.savesFolder);
    for (const files of found.values()) {
      if (files.main) {
        const read = await readSaveFile(mainFile(this.savesFolder, files.id));
        if (read.ok) {
          const { save, app } = read.value.file;
          const summary = summarize(save, app, files);
          this.slots.set(files.id, { files, summary: rulesChecked(summary, save, files) });
          continue;
        }
        const known =
          this.file.known.get(files.id) ?? unknownSummary(files, this.now().toISOString());
        if (read.error.code === 'newer-version') {
          // Intact, only newer than this app: it stays where the updated app will look.
          this.slots.set(files.id, { files, summary: newerSummary(known, files) });
          continue;
        }
        const placeholder: Slot = { files, summary: known };
        this.slots.set(files.id, placeholder);
        await this.setAside(placeholder, read.error.code, read.error.message);
      } else {
        const offer = await this.bestBackup(files);
        if (offer)
          this.slots.set(files.id, {
            files,
            summary: { ...offer.summary, status: 'damaged', backup: offer.offer },
          });
        // A file set aside by an earlier start was told about then; one that vanished since
        // the list was written is news.
        const known = this.file.known.get(files.id);
        if (known?.status !== 'damaged') {
          this.missingNotice(files.id, offer?.summary.name ?? known?.name, offer?.offer ?? null);
        }
      }
    }
    for (const [id, known] of this.file.known) {
      if (this.slots.has(id) || found.has(id)) continue;
      this.missingNotice(id, known.name, null);
    }
  }

  /** Tells the player a save's file is gone from `saves/`, and offers its backup if one reads. */
  private missingNotice(id: string, name: string | undefined, offer: BackupOffer | null) {
    const saveName = name ?? `a saved game (${id}.json)`;
    this.addNotice({
      code: 'missing',
      message:
        `The save “${saveName}” is no longer in the saves folder (${this.savesFolder}); it was moved or deleted outside the app. ` +
        backupText(offer),
      file: `${id}.json`,
      movedTo: null,
      saveId: id,
      saveName,
      backup: offer,
    });
  }

  /** Moves a save's unreadable file to quarantine, offers its newest good backup, and says so. */
  private async setAside(slot: Slot, code: ProblemCode, why: string) {
    const file = mainFile(this.savesFolder, slot.files.id);
    const movedTo = await this.quarantineQuietly(file, why);
    slot.files.main = false;
    const offer = await this.bestBackup(slot.files);
    const name = offer?.summary.name ?? slot.summary.name;
    if (offer) {
      slot.summary = { ...offer.summary, status: 'damaged', backup: offer.offer };
    } else {
      this.slots.delete(slot.files.id);
    }
    this.addNotice({
      code,
      message:
        `The save “${name}” could not be read: ${why} ` +
        `${movedTo ? `The file was moved to ${movedTo}, so nothing is thrown away. ` : ''}` +
        backupText(offer?.offer ?? null),
      file: basename(file),
      movedTo,
      saveId: slot.files.id,
      saveName: name,
      backup: offer?.offer ?? null,
    });
    this.file.write();
  }

  /** The newest backup that reads; unreadable backups on the way are set aside too. */
  private async bestBackup(
    files: SlotFiles,
  ): Promise<{ summary: SaveSummary; offer: BackupOffer } | null> {
    let underOlderRules: { summary: SaveSummary; offer: BackupOffer } | null = null;
    for (const n of [...files.backups]) {
      const file = backupFile(this.savesFolder, files.id, n);
      const read = await readSaveFile(file);
      if (read.ok) {
        const { save, app } = read.value.file;
        const summary = rulesChecked(summarize(save, app, files), save, files);
        const offer = { savedAt: save.savedAt, actions: save.checkpoint.actions.length };
        if (summary.status === 'ok') return { summary, offer };
        // Intact, but not one this app can continue: offered only if no other is.
        if (summary.status === 'older-rules') {
          underOlderRules ??= { summary, offer: { ...offer, olderRules: true } };
        }
        continue;
      }
      // A backup from a newer version is intact: it stays, and an older one is offered.
      if (read.error.code === 'newer-version') continue;
      await this.quarantineQuietly(file, read.error.message);
      files.backups = files.backups.filter((b) => b !== n);
    }
    return underOlderRules;
  }

  private async quarantineQuietly(file: string, why: string): Promise<string | null> {
    try {
      await stat(file);
    } catch {
      return null;
    }
    return quarantineFile(file, this.quarantineFolder, why, this.now()).catch(() => null);
  }

  private addNotice(n: NewNotice) {
    this.file.addNotice(n);
  }

  /** A notice from a store beside this one (the campaigns), kept with the others. */
  notify(n: NewNotice) {
    this.file.addNotice(n);
    this.file.write();
  }
}

/** What a notice says of the backup it offers. */
function backupText(offer: BackupOffer | null): string {
  if (!offer) return 'There is no earlier copy of it to go back to.';
  const it = `Its backup from ${when(offer.savedAt)} (${offer.actions} moves in) is intact and can be restored`;
  return offer.olderRules
    ? `${it}, but it was played under an earlier revision of the rules: it can be kept and exported, not continued.`
    : `${it}.`;
}

/**
 * A save played under another revision of the rules is replayed as the list is made (only
 * those: the others replay when loaded), so the list says at once which cannot be continued.
 */
function rulesChecked(summary: SaveSummary, save: SaveBody, files: SlotFiles): SaveSummary {
  if (save.checkpoint.rules === gameRules.revision) return summary;
  const replayed = gameRules.replay(save.checkpoint);
  if (replayed.ok) return summary;
  if (replayed.error.code === 'older-rules') return { ...summary, status: 'older-rules' };
  if (replayed.error.code === 'newer-version') return newerSummary(summary, files);
  return summary;
}
