/**
 * The player's record on disk (docs/persistence.md, "The record against the bots"): one
 * document of its own (`record.json`, electron-store in the app, conf in the Node host) in the
 * envelope every kept document shares, written atomically, then copied to `record-backup.json`.
 *
 * Opening never fails on bad data. A file that cannot be read at all, or whose checksum or
 * shape is wrong, is moved to quarantine and the backup takes its place (or a new record when
 * the backup is no better), with a notice; a record from a newer version is kept as it is,
 * never written over, and this version counts nothing until the app is updated.
 */
import { join } from 'node:path';
import { readRecordDoc, recordDoc } from '../../src-shared/record/codec';
import { emptyRecord, type PlayerRecord } from '../../src-shared/record/format';
import { countGame, type FinishedGame } from '../../src-shared/record/record';
import type { StorageError } from '../../src-shared/protocol';
import { openKeyValue, writeWithBackup, type KeyValueFile } from './kv-store';
import { quarantineText } from './quarantine';
import type { CampaignStoreOptions, StoreResult } from './campaign-store';

export const RECORD_STORE = 'record';
export const RECORD_BACKUP = 'record-backup';

/** A store of a document of its own beside the saves: the campaigns' options. */
export type RecordStoreOptions = CampaignStoreOptions;

const isEmpty = (doc: Record<string, unknown> | null) =>
  doc !== null && Object.keys(doc).length === 0;

export class RecordStore {
  /** Null while the file on disk is a newer version's, which this one must not overwrite. */
  private record: PlayerRecord | null = emptyRecord();
  private main!: KeyValueFile;
  private backup!: KeyValueFile;

  private constructor(private readonly o: RecordStoreOptions) {}

  static async open(o: RecordStoreOptions): Promise<RecordStore> {
    const store = new RecordStore(o);
    const now = (o.now ?? (() => new Date()))();
    const quarantineFolder = join(o.folder, 'quarantine');
    const open = (name: string) =>
      openKeyValue({ backend: o.backend, folder: o.folder, name, quarantineFolder, now });
    const main = await open(RECORD_STORE);
    const backup = await open(RECORD_BACKUP);
    store.main = main.kv;
    store.backup = backup.kv;
    const spare = backup.doc && !isEmpty(backup.doc) ? readRecordDoc(backup.doc) : null;
    const restore = (why: string, movedTo: string | null) => {
      store.record = spare?.ok ? spare.value : emptyRecord();
      store.write();
      o.notify({
        code: 'unreadable',
        message:
          `Your record against the bots could not be read: ${why} ` +
          `${movedTo ? `The file was moved to ${movedTo}. ` : ''}` +
          (spare?.ok
            ? 'Its backup was read instead.'
            : 'There was no good backup of it, so it starts again from here.'),
        file: `${RECORD_STORE}.json`,
        movedTo,
      });
    };
    if (!main.doc) {
      restore('the file is cut short or damaged.', main.movedTo);
      return store;
    }
    if (isEmpty(main.doc)) {
      // A first start, or a main file lost while its backup was kept.
      if (spare?.ok) {
        store.record = spare.value;
        store.write();
      }
      return store;
    }
    const read = readRecordDoc(main.doc);
    if (read.ok) store.record = read.value;
    else if (read.error.code === 'newer-version') store.record = null;
    else {
      const movedTo = await quarantineText(
        JSON.stringify(main.doc),
        `${RECORD_STORE}.json`,
        quarantineFolder,
        read.error.message,
        now,
      ).catch(() => null);
      restore(read.error.message, movedTo);
    }
    return store;
  }

  /** The record, or null when a newer version of the app keeps it. */
  get(): PlayerRecord | null {
    return this.record && structuredClone(this.record);
  }

  /** The record as the player asks for it: a newer version's is refused in words. */
  read(): StoreResult<PlayerRecord> {
    const r = this.get();
    return r ? { ok: true, value: r } : newer();
  }

  /** Counts a finished game (once); nothing changes if the record cannot be written. */
  count(game: FinishedGame): StoreResult<PlayerRecord> {
    if (!this.record) return newer();
    const next = countGame(this.record, game);
    return next === this.record ? { ok: true, value: this.get()! } : this.replace(next);
  }

  /** Starts the record again from nothing (the player asked to). */
  clear(): StoreResult<PlayerRecord> {
    if (!this.record) return newer();
    return this.replace(emptyRecord());
  }

  private replace(next: PlayerRecord): StoreResult<PlayerRecord> {
    const before = this.record;
    this.record = next;
    const wrote = this.write();
    if (!wrote.ok) {
      this.record = before;
      return wrote;
    }
    return { ok: true, value: this.get()! };
  }

  /** The main file, then the backup (`writeWithBackup`). */
  private write(): StoreResult<null> {
    return writeWithBackup(
      this.main,
      this.backup,
      recordDoc(this.record ?? emptyRecord(), this.o.appVersion),
      (why) => `Your record could not be saved (${why}).`,
    );
  }
}

function newer(): { ok: false; error: StorageError } {
  return {
    ok: false,
    error: {
      code: 'newer-version',
      message:
        'Your record was last kept by a newer version of Nothing Personal: update the app to see it and add to it.',
    },
  };
}
