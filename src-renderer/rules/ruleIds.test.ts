/**
 * Every rule id the app can show opens its text in the rules reference (issue #16 bug 2): the
 * ids written in the renderer's and the engine's sources (chips, hints, prompts, comments),
 * those the log gives its lines and those the prompt gives its questions over random games.
 */
import { describe, expect, it } from 'vitest';
import { narrate } from '../model/log/narrate';
import { questionFor } from '../model/prompt/promptQuestion';
import { randomGame, testNames } from '../testing/randomGames';
import { RULES_REFERENCE, ruleEntry } from './reference';

/** The sources as text (Vite reads them for the test; the renderer has no file system). */
const SOURCES: Record<string, string> = {
  ...import.meta.glob(['../**/*.{ts,vue}', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(
    ['../../src-shared/**/*.ts', '!../../src-shared/**/*.test.ts', '!../../src-shared/**/tests/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
};
const SECTIONS = new Set(RULES_REFERENCE.map((s) => s.id));
const opens = (id: string) => SECTIONS.has(id) || ruleEntry(id) !== null;

function sourceIds(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const m of text.matchAll(/\bR\d+(?:\.\d+[a-z]?)?\b/g))
      if (!found.has(m[0])) found.set(m[0], file);
  }
  return found;
}

/** The rules specification as the repository keeps it. */
const SPEC = Object.values(
  import.meta.glob('../../docs/RULES.md', { query: '?raw', import: 'default', eager: true }),
)[0] as string;

describe('rule ids (issue #16)', () => {
  it('has an entry for every rule and section of docs/RULES.md', () => {
    const rules = [...SPEC.matchAll(/^\s*- (R\d+\.\d+[a-z]?) /gm)].map((m) => m[1]!);
    const sections = [...SPEC.matchAll(/^## (R\d+) /gm)].map((m) => m[1]!);
    expect(rules.length).toBeGreaterThan(80);
    expect(rules.filter((id) => ruleEntry(id)?.id !== id)).toEqual([]);
    expect(sections.filter((id) => !SECTIONS.has(id))).toEqual([]);
  });

  it('every id written in the sources opens a rule or a section of the reference', () => {
    const ids = sourceIds();
    expect(Object.keys(SOURCES).length).toBeGreaterThan(150);
    expect(ids.size).toBeGreaterThan(80);
    const broken = [...ids].filter(([id]) => !opens(id)).map(([id, file]) => `${id} (${file})`);
    expect(broken).toEqual([]);
  });

  it('an item of a rule (R5.2b) opens the rule it belongs to; an id that is not a rule, nothing', () => {
    expect(ruleEntry('R5.2b')?.id).toBe('R5.2');
    expect(ruleEntry('R15.1a')?.id).toBe('R15.1a');
    expect(ruleEntry('R99.1')).toBeNull();
    expect(ruleEntry('R6.9x')).toBeNull();
  });

  it('every id the log and the prompt give over random games opens its rule', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const house = { vendetta: true, bindingDeals: seed % 2 === 0, rerollTokens: 2 };
      const edition = seed % 2 === 0 ? 'classic' : 'revised';
      const rules = edition === 'classic' ? { ...house, rerollTokens: 0 } : house;
      for (const step of randomGame({ seed: 900 + seed, house: rules, offers: 0.1, edition })) {
        const names = testNames(step.view);
        for (const l of narrate(step.events, names, step.view.promises))
          if (l.rule) seen.add(l.rule);
        if (step.view.pending) seen.add(questionFor(step.view, step.legal, names).rule);
      }
    }
    expect(seen.size).toBeGreaterThan(25);
    expect([...seen].filter((id) => !opens(id))).toEqual([]);
  });

  it('numbers each section’s rules without a gap', () => {
    for (const s of RULES_REFERENCE) {
      const numbers = s.entries
        .filter((e) => /^R\d+\.\d+$/.test(e.id))
        .map((e) => Number(e.id.split('.')[1]));
      expect(numbers, s.id).toEqual(numbers.map((_, i) => i + 1));
    }
  });
});
