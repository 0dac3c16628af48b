/**
 * Writing a file so that a crash at any moment leaves either the old file or the new one,
 * never a mix or an empty file: write a temporary file next to it, flush it to the disk,
 * rename it over the target (atomic on one file system), then flush the folder so the
 * rename itself survives a power cut. A temporary file left by a crash is swept at start.
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink, copyFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

/** Every temporary file of ours ends with this, so the sweep can find them. */
export const TEMP_SUFFIX = '.np-tmp';

export function tempPathFor(file: string): string {
  return `${file}.${process.pid}-${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
}

/** Writes `text` to a new temporary file and flushes it; returns its path. */
export async function writeTemp(file: string, text: string): Promise<string> {
  const temp = tempPathFor(file);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temp;
}

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = await writeTemp(file, text);
  try {
    await renameRetrying(temp, file);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    throw e;
  }
  await syncFolder(dirname(file));
}

/**
 * On Windows a rename over a file another program has open (an antivirus scan, the search
 * indexer) fails for a moment with EPERM or EBUSY; try a few times before giving up.
 */
export async function renameRetrying(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPERM' && code !== 'EBUSY' && code !== 'EACCES')) throw e;
      await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
    }
  }
}

/** Makes a finished rename durable; folders cannot be opened for this on Windows. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse to sync a folder; the rename is still atomic there.
  }
}

/** A second name for `file` (a hard link), or a copy where links are not supported. */
export async function keepCopy(file: string, as: string): Promise<void> {
  try {
    await link(file, as);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw e;
    await copyFile(file, as);
  }
}

export type ReadResult =
  | { ok: true; text: string }
  | { ok: false; code: 'missing' | 'too-large' | 'unreadable'; message: string };

/** Reads a text file no larger than `maxBytes`, as a value rather than a throw. */
export async function readTextFile(file: string, maxBytes: number): Promise<ReadResult> {
  try {
    const s = await stat(file);
    if (!s.isFile())
      return { ok: false, code: 'unreadable', message: `${basename(file)} is not a file.` };
    if (s.size > maxBytes) {
      return { ok: false, code: 'too-large', message: 'The file is far too large to be a save.' };
    }
    return { ok: true, text: await readFile(file, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, code: 'missing', message: 'The file is gone.' };
    return {
      ok: false,
      code: 'unreadable',
      message: `The file could not be read (${code ?? 'unknown error'}).`,
    };
  }
}
