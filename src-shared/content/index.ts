/**
 * The shipped content of each edition, validated once on first use (R15). Invalid shipped
 * content is a bug in the data, so it throws with every problem listed.
 */
import revised from './revised.json';
import { loadContent } from './load';
import type { Content } from './schema';
import type { Edition } from '../engine/vocabulary';

const RAW: Partial<Record<Edition, { raw: unknown; gangsters: number; influence: number }>> = {
  revised: { raw: revised, gangsters: 54, influence: 94 },
};

const loaded = new Map<Edition, Content>();

export function hasContent(edition: Edition): boolean {
  return RAW[edition] !== undefined;
}

export function contentFor(edition: Edition): Content {
  const cached = loaded.get(edition);
  if (cached) return cached;
  const source = RAW[edition];
  if (!source) throw new Error(`No content is shipped for the ${edition} edition yet.`);
  const result = loadContent(source.raw, source);
  if (!result.ok) {
    throw new Error(`The ${edition} content is invalid:\n${result.error.problems.join('\n')}`);
  }
  loaded.set(edition, result.value);
  return result.value;
}

export type { Content, Gangster, InfluenceCard, Position, Icon, ActiveEffect } from './schema';
