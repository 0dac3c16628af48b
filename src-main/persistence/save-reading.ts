/** Reading one save file into a trusted save (DESIGN.md §5.3), as a value with a problem code. */
import { basename } from 'node:path';
import { MAX_SAVE_CHARS, decodeSave, type ProblemCode, type SaveFile } from '../../src-shared/save';
import { gameRules } from '../session/game';
import { readTextFile } from './atomic-file';

export interface ReadSaveValue {
  file: SaveFile;
  text: string;
}

export type ReadSave =
  { ok: true; value: ReadSaveValue } | { ok: false; error: { code: ProblemCode; message: string } };

/** Reads, decodes and checks a save file (and that its id matches its name). */
export async function readSaveFile(path: string): Promise<ReadSave> {
  const raw = await readTextFile(path, MAX_SAVE_CHARS);
  if (!raw.ok) return { ok: false, error: { code: raw.code, message: raw.message } };
  const decoded = decodeSave(raw.text);
  if (!decoded.ok) return decoded;
  if (decoded.value.save.id !== basename(path).split('.')[0]) {
    return {
      ok: false,
      error: {
        code: 'bad-schema',
        message: "The file's name and the save inside it do not match.",
      },
    };
  }
  return { ok: true, value: { file: decoded.value, text: raw.text } };
}

/** readSaveFile, then the replay of its action log to the recorded hash. */
export async function readVerifiedSave(path: string): Promise<ReadSave> {
  const read = await readSaveFile(path);
  if (!read.ok) return read;
  const replayed = gameRules.replay(read.value.file.save.checkpoint);
  if (!replayed.ok) return replayed;
  return read;
}
