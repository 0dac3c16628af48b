/**
 * Removes temporary files left by writes a crash interrupted: ours (TEMP_SUFFIX) and those
 * of `atomically`, which conf and electron-store write through (`<file>.tmp-<16 digits/hex>`).
 * A temporary file is never the only copy of anything: the rename that would have made it
 * the real file never happened, so the real file still holds the last completed write.
 */
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_SUFFIX } from './atomic-file';

const ATOMICALLY_TEMP = /\.tmp-\d{10}[a-f0-9]{6}$/;

export function isTempFile(name: string): boolean {
  return name.endsWith(TEMP_SUFFIX) || ATOMICALLY_TEMP.test(name);
}

/**
 * Sweeps each folder (not recursively), only names starting with `prefix` when one is given:
 * the store lives in Electron's userData folder, beside files that are Chromium's. Returns the
 * names removed.
 */
export async function sweepTempFiles(
  folders: readonly { folder: string; prefix?: string }[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const { folder, prefix } of folders) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!isTempFile(name) || (prefix && !name.startsWith(prefix))) continue;
      try {
        await unlink(join(folder, name));
        removed.push(name);
      } catch {
        // Another copy of the app may be finishing that very write; leave it be.
      }
    }
  }
  return removed;
}
