/**
 * Turns raw content into trusted content, or explains why it cannot (R15, DESIGN.md §5.3).
 * Checks what a schema alone cannot: counts per edition, unique ids, the board table's order
 * and tiers (R2.1), and that the starting Capo exists (R1.3).
 */
import { ContentSchema, type Content } from './schema';
import { err, ok, type Result } from '../result';

export interface ContentExpectations {
  gangsters: number;
  influence: number;
}

export interface ContentError {
  code: 'content-invalid';
  problems: string[];
}

/** Tiers of positions #1..#9 (R2.1): three of tier 1, three of tier 2, two of tier 3, the Capo alone. */
const TIERS = [1, 1, 1, 2, 2, 2, 3, 3, 4];

export function loadContent(
  raw: unknown,
  expect: ContentExpectations,
): Result<Content, ContentError> {
  const parsed = ContentSchema.safeParse(raw);
  if (!parsed.success) {
    return err({
      code: 'content-invalid',
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    });
  }
  const content = parsed.data;
  const problems: string[] = [];
  if (content.gangsters.length !== expect.gangsters) {
    problems.push(`expected ${expect.gangsters} gangsters, found ${content.gangsters.length}`);
  }
  if (content.influence.length !== expect.influence) {
    problems.push(
      `expected ${expect.influence} influence cards, found ${content.influence.length}`,
    );
  }
  content.positions.forEach((p, i) => {
    if (p.number !== i + 1)
      problems.push(`position ${i} is numbered ${p.number}, expected ${i + 1}`);
    if (p.tier !== TIERS[i])
      problems.push(`position #${i + 1} is in tier ${p.tier}, expected ${TIERS[i]}`);
  });
  for (const [what, ids] of [
    ['gangster', content.gangsters.map((g) => g.id)],
    ['influence card', content.influence.map((c) => c.id)],
  ] as const) {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`duplicate ${what} id "${id}"`);
      seen.add(id);
    }
  }
  if (!content.gangsters.some((g) => g.id === content.startingCapo)) {
    problems.push(`the starting Capo "${content.startingCapo}" is not among the gangsters`);
  }
  return problems.length > 0 ? err({ code: 'content-invalid', problems }) : ok(content);
}
