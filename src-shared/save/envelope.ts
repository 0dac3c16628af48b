/**
 * The envelope every document we keep on disk shares (saves, campaigns; docs/persistence.md):
 * a format marker, a format version, the app version, a checksum over the rest. Opening one
 * checks them in the one safe order (the checksum before the version: until it matches, a
 * higher version is as likely a flipped bit as a newer format), then brings an older format
 * up to date through its migrations. The caller parses the result with its own schema.
 */
import { checksumOf } from './checksum';
import { migrate, type Doc, type Migration } from './migrations';
import type { ProblemCode } from './summary';

export interface EnvelopeKind {
  format: string;
  version: number;
  migrations: readonly Migration[];
  /** What the document is, in the player's words: "save", "campaign". */
  noun: string;
}

export interface EnvelopeProblem {
  code: ProblemCode;
  message: string;
}

export type Opened =
  { ok: true; value: Doc; app: string; from: number } | { ok: false; error: EnvelopeProblem };

export function openEnvelope(raw: unknown, kind: EnvelopeKind): Opened {
  const fail = (code: ProblemCode, message: string) => ({
    ok: false as const,
    error: { code, message },
  });
  const notOurs = `This is not a Nothing Personal ${kind.noun} file.`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return fail('not-a-save', notOurs);
  const doc = raw as Doc;
  if (doc.format !== kind.format) return fail('not-a-save', notOurs);
  const { checksum, ...unsigned } = doc;
  if (typeof checksum !== 'string' || checksum !== checksumOf(unsigned)) {
    return fail(
      'bad-checksum',
      'The file was damaged or changed after it was saved: its checksum does not match its contents.',
    );
  }
  const app = typeof doc.app === 'string' ? doc.app.slice(0, 40) : 'unknown';
  if (typeof doc.version === 'number' && doc.version > kind.version) {
    return fail(
      'newer-version',
      `This ${kind.noun} was made by a newer version of Nothing Personal (${app}, ${kind.noun} format ${doc.version}); ` +
        `this copy reads ${kind.noun} formats up to ${kind.version}. Update the app to open it.`,
    );
  }
  const migrated = migrate(doc, kind.version, kind.migrations);
  if (!migrated.ok) {
    return fail(
      'migration-failed',
      `The ${kind.noun} is in an old format (${migrated.error.version}) that this version could not bring up to date.`,
    );
  }
  return { ok: true, value: migrated.value, app, from: migrated.from };
}
