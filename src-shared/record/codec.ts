/**
 * The record to a document and back, with the save discipline (docs/persistence.md): the
 * envelope every kept document shares (format, version and migrations, app version, checksum),
 * then the record's own shape.
 */
import { checksumOf } from '../save/checksum';
import { openEnvelope, type EnvelopeProblem } from '../save/envelope';
import type { Migration } from '../save/migrations';
import { RECORD_FORMAT, RECORD_VERSION, RecordSchema, type PlayerRecord } from './format';

/** Record format migrations, oldest first: format 1 is the first. */
export const RECORD_MIGRATIONS: readonly Migration[] = [];

export function recordDoc(record: PlayerRecord, app: string) {
  const unsigned = { format: RECORD_FORMAT, version: RECORD_VERSION, app, record };
  return { ...unsigned, checksum: checksumOf(unsigned) };
}

/** Checks and reads a record document (parsed JSON): checksum, version, migrations, shape. */
export function readRecordDoc(
  raw: unknown,
  migrations: readonly Migration[] = RECORD_MIGRATIONS,
): { ok: true; value: PlayerRecord } | { ok: false; error: EnvelopeProblem } {
  const opened = openEnvelope(raw, {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    migrations,
    noun: 'record',
  });
  if (!opened.ok) return opened;
  const parsed = RecordSchema.safeParse(opened.value.record);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return {
      ok: false,
      error: {
        code: 'bad-schema',
        message: `The file does not have the shape of a record (${i.path.join('.') || 'record'}: ${i.message}).`,
      },
    };
  }
  return { ok: true, value: parsed.data };
}
