/**
 * Explicit migrations of older save and settings documents (not electron-store's own
 * migration feature: ours are pure, tested, and run on files and imports alike). Each step
 * takes a document of version `from` to `from + 1` and must not depend on anything but the
 * document. The chain is idempotent by construction: a step only runs on a document whose
 * version is its `from`, and it sets the next version, so migrating twice changes nothing.
 */

export type Doc = Record<string, unknown>;

export interface Migration {
  from: number;
  /** Why the format changed, for docs/persistence.md. */
  why: string;
  up(doc: Doc): Doc;
}

/** Save format migrations, oldest first. */
export const SAVE_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    why: "Seats may carry a campaign family's record from earlier games (issue #13). A format-1 save has none, so it reads as is; the new number makes an older app keep a format-2 save as newer rather than set it aside as damaged.",
    up: (doc) => doc,
  },
  {
    from: 2,
    why: 'The checkpoint records the revision of the rules its game was played under. A format-2 save was played under revision 1, the rules before the field.',
    up: (doc) => {
      const save = doc.save as Doc | undefined;
      const checkpoint = save?.checkpoint as Doc | undefined;
      if (checkpoint && typeof checkpoint === 'object') checkpoint.rules = 1;
      return doc;
    },
  },
  {
    from: 3,
    why: 'The checkpoint may name the seats given a hint (the record against the bots tells a win with hints apart). A format-3 save names none, so it reads as is; the new number makes an older app keep a format-4 save as newer rather than set it aside as damaged.',
    up: (doc) => doc,
  },
];

/** Settings migrations, same rules (settings.ts parses the result field by field). */
export const SETTINGS_MIGRATIONS: readonly Migration[] = [];

export type MigrationFailure =
  | { code: 'newer-version'; version: number }
  | { code: 'migration-failed'; version: number; message: string };

/** Brings `doc` (of `doc.version`) up to `target` through `steps`, or says why it cannot. */
export function migrate(
  doc: Doc,
  target: number,
  steps: readonly Migration[],
): { ok: true; value: Doc; from: number } | { ok: false; error: MigrationFailure } {
  const from = doc.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1) {
    return {
      ok: false,
      error: { code: 'migration-failed', version: 0, message: 'The version is not a number.' },
    };
  }
  if (from > target) return { ok: false, error: { code: 'newer-version', version: from } };
  let current = doc;
  for (let v = from; v < target; v++) {
    const step = steps.find((m) => m.from === v);
    if (!step) {
      return {
        ok: false,
        error: { code: 'migration-failed', version: v, message: `No migration from version ${v}.` },
      };
    }
    try {
      current = { ...step.up(structuredCopy(current)), version: v + 1 };
    } catch (e) {
      return {
        ok: false,
        error: {
          code: 'migration-failed',
          version: v,
          message: e instanceof Error ? e.message : String(e),
        },
      };
    }
  }
  return { ok: true, value: current, from };
}

/** Steps get their own copy, so a step that throws halfway leaves the input as it was. */
function structuredCopy(doc: Doc): Doc {
  return JSON.parse(JSON.stringify(doc)) as Doc;
}
