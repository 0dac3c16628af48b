/**
 * Export and import of save files through the system dialogs (desktop only; browsers on the
 * Node host download and upload the file's text instead). Main picks the path, so the
 * renderer never names a file on disk.
 */
import { BrowserWindow, app, dialog, type WebContents } from 'electron';
import { basename, join } from 'node:path';
import type { StorageResult } from '../src-shared/protocol';
import { MAX_SAVE_CHARS, type SaveSummary } from '../src-shared/save';
import { readTextFile, writeFileAtomic } from './persistence/atomic-file';
import type { SaveStore } from './persistence/save-store';

const FILTERS = [
  { name: 'Nothing Personal save', extensions: ['npsave', 'json'] },
  { name: 'All files', extensions: ['*'] },
];

export async function exportWithDialog(
  sender: WebContents,
  store: SaveStore,
  id: string,
): Promise<StorageResult<{ path: string } | null>> {
  const file = await store.exportFile(id);
  if (!file.ok) return file;
  const options = {
    title: 'Export saved game',
    defaultPath: join(app.getPath('documents'), file.value.fileName),
    filters: FILTERS,
  };
  const win = BrowserWindow.fromWebContents(sender);
  const chosen = win
    ? await dialog.showSaveDialog(win, options)
    : await dialog.showSaveDialog(options);
  if (chosen.canceled || !chosen.filePath) return { ok: true, value: null };
  try {
    await writeFileAtomic(chosen.filePath, file.value.text);
  } catch (e) {
    return {
      ok: false,
      error: {
        code: 'write-failed',
        message: `The file could not be written to ${chosen.filePath} (${(e as NodeJS.ErrnoException).code ?? 'error'}).`,
      },
    };
  }
  return { ok: true, value: { path: chosen.filePath } };
}

export async function importWithDialog(
  sender: WebContents,
  store: SaveStore,
): Promise<StorageResult<SaveSummary | null>> {
  const options = {
    title: 'Import saved game',
    filters: FILTERS,
    properties: ['openFile' as const],
  };
  const win = BrowserWindow.fromWebContents(sender);
  const chosen = win
    ? await dialog.showOpenDialog(win, options)
    : await dialog.showOpenDialog(options);
  const path = chosen.filePaths[0];
  if (chosen.canceled || !path) return { ok: true, value: null };
  const read = await readTextFile(path, MAX_SAVE_CHARS);
  if (!read.ok) {
    return {
      ok: false,
      error: {
        code: read.code,
        message: `“${basename(path)}” cannot be imported. ${read.message}`,
      },
    };
  }
  return store.importText(read.text, basename(path));
}
