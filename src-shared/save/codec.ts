/**
 * Save files to text and back. Decoding is the one way a file becomes a trusted save
 * (DESIGN.md §5.3): it reads, checks the format, verifies the checksum, then the version,
 * migrates an older format and parses the result, and says in plain words what was wrong.
 * Replaying the action log to the recorded hash is the caller's last step (it needs the
 * engine; see src-main/persistence).
 */
import { checksumOf } from './checksum';
import {
  MAX_SAVE_CHARS,
  SAVE_FORMAT,
  SAVE_VERSION,
  SaveFileSchema,
  type SaveBody,
  type SaveFile,
} from './format';
import { openEnvelope } from './envelope';
import { SAVE_MIGRATIONS, type Migration } from './migrations';
import type { ProblemCode } from './summary';

export interface SaveProblem {
  code: ProblemCode;
  /** Plain words for the player. */
  message: string;
}

export type Decoded = { ok: true; value: SaveFile; migratedFrom: number | null };

/** The file's text; one line of compact JSON, checksum near the top for people reading it. */
export function encodeSave(save: SaveBody, appVersion: string): string {
  const unsigned = { format: SAVE_FORMAT, version: SAVE_VERSION, app: appVersion, save };
  const file: SaveFile = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    app: appVersion,
    checksum: checksumOf(unsigned),
    save,
  };
  return JSON.stringify(file);
}

export function decodeSave(
  text: string,
  migrations: readonly Migration[] = SAVE_MIGRATIONS,
): Decoded | { ok: false; error: SaveProblem } {
  const fail = (code: ProblemCode, message: string) => ({
    ok: false as const,
    error: { code, message },
  });
  if (text.trim() === '')
    return fail('empty', 'The file is empty: it was never finished being written.');
  if (text.length > MAX_SAVE_CHARS)
    return fail('too-large', 'The file is far too large to be a save.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('not-json', 'The file is cut short or damaged: it cannot be read at all.');
  }
  const opened = openEnvelope(raw, {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    migrations,
    noun: 'save',
  });
  if (!opened.ok) return opened;
  const parsed = SaveFileSchema.safeParse(opened.value);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return fail(
      'bad-schema',
      `The file does not have the shape of a save (${i.path.join('.') || 'file'}: ${i.message}).`,
    );
  }
  return {
    ok: true,
    value: parsed.data,
    migratedFrom: opened.from === SAVE_VERSION ? null : opened.from,
  };
}
