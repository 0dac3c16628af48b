/**
 * What the list shows of a save, and the words the store says things with: pure helpers of
 * save-store.ts.
 */
import { basename } from 'node:path';
import type { Checkpoint, StorageError } from '../../src-shared/protocol';
import type { SaveBody, SaveSummary } from '../../src-shared/save';
import { isTutorialGame, TUTORIAL_NAME } from '../../src-shared/tutorial/scenario';
import type { SlotFiles } from './save-files';

export function summarize(body: SaveBody, appVersion: string, files: SlotFiles): SaveSummary {
  const cp = body.checkpoint;
  return {
    id: body.id,
    name: body.name,
    kind: body.kind,
    gameId: cp.id,
    createdAt: body.createdAt,
    savedAt: body.savedAt,
    appVersion,
    seats: cp.seats.map((s) => ({ name: s.name, kind: s.kind })),
    actions: cp.actions.length,
    over: cp.over,
    status: 'ok',
    backup: null,
    backups: files.backups.length,
  };
}

/** A save whose file cannot be read and of which nothing is known yet. */
export function unknownSummary(files: SlotFiles, at: string): SaveSummary {
  return {
    id: files.id,
    name: `a saved game (${files.id}.json)`,
    kind: 'auto',
    gameId: files.id,
    createdAt: at,
    savedAt: at,
    appVersion: 'unknown',
    seats: [],
    actions: 0,
    over: false,
    status: 'damaged',
    backup: null,
    backups: files.backups.length,
  };
}

/** An intact save in a newer format: listed, not loadable, left where it is. */
export function newerSummary(known: SaveSummary, files: SlotFiles): SaveSummary {
  return { ...known, status: 'newer-version', backup: null, backups: files.backups.length };
}

export function notFound(): { ok: false; error: StorageError } {
  return { ok: false, error: { code: 'not-found', message: 'That save is no longer there.' } };
}

export function damaged(s: SaveSummary): { ok: false; error: StorageError } {
  return {
    ok: false,
    error: {
      code: 'damaged',
      message:
        `“${s.name}” was damaged and set aside. ${s.backup ? `Restore its backup from ${when(s.backup.savedAt)} to play on.` : ''}`.trim(),
    },
  };
}

export function needsNewerApp(
  s: SaveSummary,
  appVersion: string,
): { ok: false; error: StorageError } {
  return {
    ok: false,
    error: {
      code: 'newer-version',
      message: `“${s.name}” was saved by a newer version of Nothing Personal than this one (${appVersion}). Update the app to open it; the save is kept as it is.`,
    },
  };
}

/** An intact save whose game the rules of this version no longer replay. */
export function olderRules(s: SaveSummary): { ok: false; error: StorageError } {
  return {
    ok: false,
    error: {
      code: 'older-rules',
      message: `“${s.name}” was played under an earlier revision of the rules, and its moves no longer lead where they did under this version's, so it cannot be continued here. The save is kept as it is: the version that made it (${s.appVersion}) still opens it.`,
    },
  };
}

/** An autosave's name: who is at the table, or the guided game's name. */
export function defaultName(cp: Checkpoint): string {
  if (isTutorialGame(cp.options, cp.seats)) return TUTORIAL_NAME;
  const names = cp.seats.map((s) => s.name).join(', ');
  return names.length > 80 ? `${names.slice(0, 79)}…` : names || 'A game';
}

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date as people write it (the renderer gets the ISO date too, to show it its own way). */
export function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'nothing-personal-save';
}

export function shortName(fileName: string): string {
  return `“${basename(fileName).slice(0, 80)}”`;
}
