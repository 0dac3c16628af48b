/**
 * Files that cannot be read are never deleted: they are moved to the quarantine folder,
 * with a note of what was wrong beside them, for the player (or a bug report) to look at.
 */
import { access, copyFile, mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { renameRetrying } from './atomic-file';

export async function quarantineFile(
  file: string,
  folder: string,
  why: string,
  now: Date,
): Promise<string> {
  const target = await freeName(folder, basename(file), now);
  try {
    // Retried: on Windows a virus scanner or the indexer may hold the file for a moment.
    await renameRetrying(file, target);
  } catch (e) {
    // Another drive (a moved profile folder): copy, then remove.
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await copyFile(file, target);
    await unlink(file);
  }
  await writeFile(
    `${target}.why.txt`,
    `${basename(file)} was set aside on ${now.toISOString()}:\n${why}\n`,
  ).catch(() => undefined);
  return target;
}

/** `<time>-<name>` in the quarantine folder, numbered when two are set aside at once. */
async function freeName(folder: string, name: string, now: Date): Promise<string> {
  await mkdir(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = join(folder, `${stamp}-${name}`);
  for (let n = 2; await exists(target); n++) target = join(folder, `${stamp}-${n}-${name}`);
  return target;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Sets aside text that was part of a larger file (one campaign of the campaign store). */
export async function quarantineText(
  text: string,
  name: string,
  folder: string,
  why: string,
  now: Date,
): Promise<string> {
  const target = await freeName(folder, name, now);
  await writeFile(target, text);
  await writeFile(
    `${target}.why.txt`,
    `${name} was set aside on ${now.toISOString()}:\n${why}\n`,
  ).catch(() => undefined);
  return target;
}
