/**
 * Campaigns on disk (issue #13; docs/campaigns.md): their own store beside the saves
 * (`campaigns.json`, electron-store in the app, conf in the Node host), with the saves'
 * guarantees. Every campaign is an envelope of its own (codec.ts: format version, migrations,
 * checksum), the store is written atomically (both libraries write through `atomically`), and
 * every write goes to `campaigns-backup.json` as well, after the main file.
 *
 * Opening never fails on bad data. A file that cannot be read at all is moved to quarantine
 * and the backup takes its place; a campaign whose checksum or shape is wrong is set aside
 * in quarantine and its copy in the backup restored; a campaign from a newer version is kept
 * as it is and written back untouched. Each of these says what happened in a notice.
 */
import { join } from 'node:path';
import {
  campaignDoc,
  readCampaignDoc,
  type CampaignProblem,
} from '../../src-shared/campaign/codec';
import type { Campaign } from '../../src-shared/campaign/format';
import type { StorageError } from '../../src-shared/protocol';
import { openKeyValue, writeWithBackup, type KeyValueBackend, type KeyValueFile } from './kv-store';
import { quarantineText } from './quarantine';
import type { NewNotice } from './store-file';

export const CAMPAIGN_STORE = 'campaigns';
export const CAMPAIGN_BACKUP = 'campaigns-backup';

export interface CampaignStoreOptions {
  folder: string;
  appVersion: string;
  backend: KeyValueBackend;
  /** Tells the player what happened to a damaged file (the save store's notices). */
  notify: (n: NewNotice) => void;
  now?: () => Date;
}

type Entry = { ok: true; campaign: Campaign } | { ok: false; raw: unknown; id: string };

export class CampaignStore {
  private readonly entries = new Map<string, Entry>();
  private main!: KeyValueFile;
  private backup!: KeyValueFile;
  private readonly now: () => Date;
  readonly quarantineFolder: string;

  private constructor(private readonly o: CampaignStoreOptions) {
    this.now = o.now ?? (() => new Date());
    this.quarantineFolder = join(o.folder, 'quarantine');
  }

  static async open(o: CampaignStoreOptions): Promise<CampaignStore> {
    const store = new CampaignStore(o);
    const main = await store.openFile(CAMPAIGN_STORE);
    const backup = await store.openFile(CAMPAIGN_BACKUP);
    store.main = main.kv;
    store.backup = backup.kv;
    const spare = new Map<string, Campaign>();
    for (const raw of entriesOf(backup.doc)) {
      const r = readCampaignDoc(raw);
      if (r.ok) spare.set(r.value.campaign.id, r.value.campaign);
    }
    let changed = false;
    if (!main.doc) {
      // The main file could not be read: the backup is the store now.
      for (const c of spare.values()) store.entries.set(c.id, { ok: true, campaign: c });
      changed = true;
      if (main.movedTo !== null || spare.size > 0) {
        o.notify({
          code: 'unreadable',
          message:
            `The list of campaigns could not be read${main.movedTo ? ` (the file was moved to ${main.movedTo})` : ''}. ` +
            (spare.size > 0
              ? `Its backup was read instead: ${spare.size} campaign${spare.size === 1 ? '' : 's'} restored.`
              : 'There was no backup of it to restore.'),
          file: `${CAMPAIGN_STORE}.json`,
          movedTo: main.movedTo,
        });
      }
    } else {
      for (const raw of entriesOf(main.doc)) {
        const r = readCampaignDoc(raw);
        if (r.ok) {
          store.entries.set(r.value.campaign.id, { ok: true, campaign: r.value.campaign });
          continue;
        }
        const id = idOf(raw);
        if (r.error.code === 'newer-version') {
          store.entries.set(id, { ok: false, raw, id });
          continue;
        }
        changed = true;
        await store.setAside(raw, id, r.error, spare.get(id) ?? null);
      }
    }
    if (changed) store.write();
    return store;
  }

  /** Every campaign this version can read, the latest played first. */
  list(): Campaign[] {
    return [...this.entries.values()]
      .flatMap((e) => (e.ok ? [e.campaign] : []))
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  }

  /** Campaigns kept for a newer version of the app. */
  newer(): number {
    return [...this.entries.values()].filter((e) => !e.ok).length;
  }

  get(id: string): Campaign | null {
    const e = this.entries.get(id);
    return e?.ok ? e.campaign : null;
  }

  /** The campaign one of whose games has this autosave. */
  bySave(saveId: string): Campaign | null {
    return this.list().find((c) => c.games.some((g) => g.saveId === saveId)) ?? null;
  }

  /** Writes a campaign (new or changed); nothing changes if it cannot be written. */
  put(c: Campaign): StoreResult<Campaign> {
    const before = this.entries.get(c.id);
    this.entries.set(c.id, { ok: true, campaign: c });
    const wrote = this.write();
    if (!wrote.ok) {
      if (before) this.entries.set(c.id, before);
      else this.entries.delete(c.id);
      return wrote;
    }
    return { ok: true, value: c };
  }

  remove(id: string): StoreResult<null> {
    const before = this.entries.get(id);
    if (!before) return notFound();
    this.entries.delete(id);
    const wrote = this.write();
    if (!wrote.ok) {
      this.entries.set(id, before);
      return wrote;
    }
    return { ok: true, value: null };
  }

  /** The main file, then the backup (`writeWithBackup`). */
  private write(): StoreResult<null> {
    const doc = {
      campaigns: [...this.entries.values()].map((e) =>
        e.ok ? campaignDoc(e.campaign, this.o.appVersion) : e.raw,
      ),
    };
    return writeWithBackup(
      this.main,
      this.backup,
      doc,
      (why) => `The campaign could not be saved (${why}).`,
    );
  }

  private openFile(name: string) {
    return openKeyValue({
      backend: this.o.backend,
      folder: this.o.folder,
      name,
      quarantineFolder: this.quarantineFolder,
      now: this.now(),
    });
  }

  /** A damaged campaign: its text to quarantine, its backup copy (if one reads) in its place. */
  private async setAside(
    raw: unknown,
    id: string,
    problem: CampaignProblem,
    spare: Campaign | null,
  ) {
    const name = nameOf(raw) ?? spare?.name ?? 'A campaign';
    const movedTo = await quarantineText(
      JSON.stringify(raw),
      `campaign-${id}.json`,
      this.quarantineFolder,
      problem.message,
      this.now(),
    ).catch(() => null);
    if (spare) this.entries.set(id, { ok: true, campaign: spare });
    this.o.notify({
      code: problem.code,
      message:
        `The campaign “${name}” could not be read: ${problem.message} ` +
        `${movedTo ? `It was moved to ${movedTo}, so nothing is thrown away. ` : ''}` +
        (spare
          ? `Its backup copy (last played ${spare.updatedAt.slice(0, 10)}) was restored.`
          : 'There was no backup copy of it to restore.'),
      file: `${CAMPAIGN_STORE}.json`,
      movedTo,
    });
  }
}

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: StorageError };

function notFound(): { ok: false; error: StorageError } {
  return {
    ok: false,
    error: { code: 'not-found', message: 'That campaign is not there any more.' },
  };
}

function entriesOf(doc: Record<string, unknown> | null): unknown[] {
  return doc && Array.isArray(doc.campaigns) ? doc.campaigns : [];
}

function field(raw: unknown, key: string): unknown {
  if (raw === null || typeof raw !== 'object') return undefined;
  const campaign = (raw as Record<string, unknown>).campaign;
  if (campaign === null || typeof campaign !== 'object') return undefined;
  return (campaign as Record<string, unknown>)[key];
}

function idOf(raw: unknown): string {
  const id = field(raw, 'id');
  return typeof id === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(id)
    ? id
    : `damaged-${Math.random().toString(36).slice(2, 10)}`;
}

function nameOf(raw: unknown): string | null {
  const name = field(raw, 'name');
  return typeof name === 'string' ? name.slice(0, 60) : null;
}
