/**
 * The small JSON store for settings, the list of saves and the notices: electron-store in
 * Electron, conf (the library under it) in the Node host. Both write through `atomically`
 * (temporary file, fsync, rename), which the kill tests check. We read the whole document
 * and parse it ourselves (DESIGN.md §5.3) instead of using their schema and migration
 * options, so a damaged file is set aside rather than thrown at the app or cleared.
 */
import { join } from 'node:path';
import type { StorageError } from '../../src-shared/protocol';
import { quarantineFile } from './quarantine';

export interface KeyValueFile {
  readonly path: string;
  /** The whole document. Throws when the file cannot be read. */
  read(): Record<string, unknown>;
  write(doc: Record<string, unknown>): void;
}

/** Opens the store `name` in `folder`. Throws when its file exists but cannot be read. */
export type KeyValueBackend = (folder: string, name: string) => KeyValueFile;

/** Options both libraries take, set so they never throw away or reinterpret a file. */
export const STORE_OPTIONS = {
  accessPropertiesByDotNotation: false,
  clearInvalidConfig: false,
  watch: false,
} as const;

/**
 * Opens a store file for a document of its own (the campaigns, the record): a file that cannot
 * be read is moved to quarantine and comes back empty (`doc` null says so, `movedTo` where it
 * went); a folder that refuses even a new file gives a file that keeps nothing.
 */
export async function openKeyValue(o: {
  backend: KeyValueBackend;
  folder: string;
  name: string;
  quarantineFolder: string;
  now: Date;
}): Promise<{ kv: KeyValueFile; doc: Record<string, unknown> | null; movedTo: string | null }> {
  try {
    const kv = o.backend(o.folder, o.name);
    return { kv, doc: kv.read(), movedTo: null };
  } catch (e) {
    const file = join(o.folder, `${o.name}.json`);
    const why = e instanceof Error ? e.message : String(e);
    const movedTo = await quarantineFile(file, o.quarantineFolder, why, o.now).catch(() => null);
    let kv: KeyValueFile;
    try {
      kv = o.backend(o.folder, o.name);
    } catch {
      kv = { path: file, read: () => ({}), write: () => undefined };
    }
    return { kv, doc: null, movedTo };
  }
}

/**
 * Writes a document to its file, then the same to its backup: a kill between the two leaves
 * the backup one write behind, never both damaged by one write. A failed write of the file is
 * the answer (`failed` says it in the player's words); a failed backup is only logged.
 */
export function writeWithBackup(
  main: KeyValueFile,
  backup: KeyValueFile,
  doc: Record<string, unknown>,
  failed: (why: string) => string,
): { ok: true; value: null } | { ok: false; error: StorageError } {
  const why = (e: unknown) => (e instanceof Error ? e.message : String(e));
  try {
    main.write(doc);
  } catch (e) {
    return { ok: false, error: { code: 'write-failed', message: failed(why(e)) } };
  }
  try {
    backup.write(doc);
  } catch (e) {
    console.error(`Could not write the backup ${backup.path}: ${why(e)}`);
  }
  return { ok: true, value: null };
}
