/**
 * Where a save's files live and how an autosave replaces them. Only file operations, no
 * parsing: this is the code a crash can interrupt, kept small so the kill tests run it as is.
 *
 *   saves/<id>.json            the save
 *   saves/<id>.backup-1.json   the autosave before it, then -2, -3 … (autosaves only)
 *
 * An autosave shifts the backups up by one, gives the current file a second name as
 * backup-1 (a hard link: no copy, and the save keeps its name throughout), and only then
 * renames the new file over it. At every instant `<id>.json` exists and holds a complete
 * autosave: the previous one until the rename, the new one after.
 */
import { readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { keepCopy, renameRetrying, syncFolder, writeFileAtomic, writeTemp } from './atomic-file';

const FILE = /^([a-z0-9][a-z0-9-]{0,63})(?:\.backup-([1-9][0-9]?))?\.json$/;

export const mainFile = (folder: string, id: string) => join(folder, `${id}.json`);
export const backupFile = (folder: string, id: string, n: number) =>
  join(folder, `${id}.backup-${n}.json`);

export interface SlotFiles {
  id: string;
  main: boolean;
  /** Backup numbers present, newest (1) first. */
  backups: number[];
}

/** The saves in `folder` by id; other files are left alone. */
export async function listSlotFiles(folder: string): Promise<Map<string, SlotFiles>> {
  const slots = new Map<string, SlotFiles>();
  for (const name of await readdir(folder)) {
    const m = FILE.exec(name);
    if (!m) continue;
    const id = m[1]!;
    const slot = slots.get(id) ?? { id, main: false, backups: [] };
    if (m[2]) slot.backups.push(Number(m[2]));
    else slot.main = true;
    slots.set(id, slot);
  }
  for (const s of slots.values()) s.backups.sort((a, b) => a - b);
  return slots;
}

/** One save's files as they are now, or null when it has none. */
export async function slotFilesOf(folder: string, id: string): Promise<SlotFiles | null> {
  return (await listSlotFiles(folder)).get(id) ?? null;
}

/**
 * Writes an autosave, keeping the last `keep` autosaves as backups. `hasMain` says whether
 * the slot's file exists now (a slot whose file was quarantined has none to keep).
 */
export async function writeAutosaveFiles(
  folder: string,
  id: string,
  text: string,
  keep: number,
  hasMain: boolean,
): Promise<void> {
  const main = mainFile(folder, id);
  const temp = await writeTemp(main, text);
  try {
    if (hasMain && keep > 0) {
      for (let n = keep - 1; n >= 1; n--) {
        await rename(backupFile(folder, id, n), backupFile(folder, id, n + 1)).catch(ignoreMissing);
      }
      await unlink(backupFile(folder, id, 1)).catch(ignoreMissing);
      await keepCopy(main, backupFile(folder, id, 1)).catch(ignoreMissing);
    }
    await renameRetrying(temp, main);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    throw e;
  }
  await syncFolder(folder);
}

/** Writes a save with no backups (a named save, an import, a restored backup). */
export function writeSaveFile(folder: string, id: string, text: string): Promise<void> {
  return writeFileAtomic(mainFile(folder, id), text);
}

export async function removeSlotFiles(folder: string, slot: SlotFiles): Promise<void> {
  // Backups first: a crash halfway leaves the save itself, not orphaned backups.
  for (const n of slot.backups) await unlink(backupFile(folder, slot.id, n)).catch(ignoreMissing);
  if (slot.main) await unlink(mainFile(folder, slot.id)).catch(ignoreMissing);
  await syncFolder(folder);
}

function ignoreMissing(e: unknown) {
  if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
}
