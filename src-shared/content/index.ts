/**
 * The shipped content of each edition, validated once on first use (R15). Invalid shipped
 * content is a bug in the data, so it throws with every problem listed. Classic shares the
 * board table, the influence deck and most gangster cards with Revised (R15.4): its file lists
 * its gangsters by id and may add cards of its own (docs/content-changelog.md).
 */
import revised from './revised.json';
import classic from './classic.json';
import { loadContent } from './load';
import type { Content } from './schema';
import type { Edition } from '../engine/vocabulary';

/** An edition file that borrows from another: its gangsters are ids of the other's cards or cards of its own. */
interface SharedFile {
  id: string;
  version: number;
  startingCapo: string;
  shares: string;
  gangsters: (string | Record<string, unknown>)[];
}

/** The full content of a sharing edition, for the loader to check like any other. */
export function resolveShared(file: SharedFile, base: typeof revised): unknown {
  const byId = new Map<string, unknown>(base.gangsters.map((g) => [g.id, g]));
  return {
    id: file.id,
    version: file.version,
    startingCapo: file.startingCapo,
    positions: base.positions,
    gangsters: file.gangsters.map((g) =>
      typeof g === 'string' ? (byId.get(g) ?? { id: g, missing: 'not a Revised card' }) : g,
    ),
    influence: base.influence,
  };
}

const RAW: Record<Edition, { raw: () => unknown; gangsters: number; influence: number }> = {
  revised: { raw: () => revised, gangsters: 54, influence: 94 },
  classic: { raw: () => resolveShared(classic, revised), gangsters: 50, influence: 94 },
};

const loaded = new Map<Edition, Content>();

export function contentFor(edition: Edition): Content {
  const cached = loaded.get(edition);
  if (cached) return cached;
  const source = RAW[edition];
  const result = loadContent(source.raw(), source);
  if (!result.ok) {
    throw new Error(`The ${edition} content is invalid:\n${result.error.problems.join('\n')}`);
  }
  loaded.set(edition, result.value);
  return result.value;
}

export type { Content, Gangster, InfluenceCard, Position, Icon, ActiveEffect } from './schema';
