import { describe, expect, it } from 'vitest';
import { RULES_REFERENCE, referenceFor, searchMarks, searchRules } from './reference';

const ids = (q: string) => searchRules(q).map((e) => e.id);

describe('the rules search', () => {
  it('finds a rule by its id, and a section by its number', () => {
    expect(ids('R6.4')).toContain('R6.4');
    expect(ids('r6.4')[0]).toBe('R6.4');
    const r6 = RULES_REFERENCE.find((s) => s.id === 'R6')!.entries.map((e) => e.id);
    for (const id of r6) expect(ids('R6')).toContain(id);
  });

  it('matches words from their start, not inside other words', () => {
    const ring = searchRules('ring');
    expect(ring.length).toBeGreaterThan(0);
    for (const e of ring) expect(`${e.title} ${e.text}`).toMatch(/\bring/i);
    // "scoring" and "during" are not the ring.
    expect(ids('ring')).not.toContain('R4.4');
  });

  it('takes every word, whatever separates them', () => {
    expect(ids('tie break')).toContain('R7.3');
    expect(ids('tie-break')).toEqual(ids('tie break'));
    expect(ids('take-over')).toEqual(ids('take over'));
    expect(ids('Take-Over').length).toBeGreaterThan(0);
  });

  it('marks what it matched, in the text’s own case, and only at the start of words', () => {
    const hits = (text: string, q: string) =>
      searchMarks(text, q)
        .filter((p) => p.hit)
        .map((p) => p.text);
    expect(hits('Ring always wins; during scoring the ring holder breaks ties.', 'ring')).toEqual([
      'Ring',
      'ring',
    ]);
    expect(hits('Pay $10 more if the target is the Capo.', 'capo $10')).toEqual(['$10', 'Capo']);
    // The pieces make the text again.
    const text = searchRules('whack')[0]!.text;
    expect(
      searchMarks(text, 'whack')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(searchMarks(text, '  ')).toEqual([{ text, hit: false }]);
    // Every entry the search finds for a word has that word marked.
    for (const e of searchRules('backfire'))
      expect(hits(`${e.title} ${e.text}`, 'backfire').length).toBeGreaterThan(0);
  });

  it('shows everything for an empty query and nothing for nonsense', () => {
    expect(searchRules('  ').length).toBe(RULES_REFERENCE.flatMap((s) => s.entries).length);
    expect(searchRules('xyzzy')).toEqual([]);
  });
});

describe('the rules by edition (R14.6)', () => {
  const entry = (edition: 'revised' | 'classic', id: string) =>
    referenceFor(edition)
      .flatMap((s) => s.entries)
      .find((e) => e.id === id);

  it('a Classic game reads the Classic rules: its numbers, its names, its phases', () => {
    expect(entry('classic', 'R5.5')?.text).toContain('$8');
    expect(entry('revised', 'R5.5')?.text).toContain('$10');
    expect(entry('classic', 'R2.1')?.text).toContain('Counselor');
    expect(entry('classic', 'R1.3')?.text).toContain('Mac Pheeto');
    expect(referenceFor('classic').find((s) => s.id === 'R5')?.title).toBe('The Commission');
  });

  it('each edition shows only the rules it plays', () => {
    expect(entry('revised', 'R8.1')).toBeUndefined();
    expect(entry('revised', 'R11.2')).toBeUndefined();
    expect(entry('classic', 'R11.1')).toBeUndefined();
    expect(entry('classic', 'R14.3')).toBeUndefined();
    expect(entry('classic', 'R11.2')?.title).toBe('Final scoring');
    expect(referenceFor('revised').some((s) => s.id === 'R8')).toBe(false);
    for (const edition of ['revised', 'classic'] as const)
      for (const e of referenceFor(edition).flatMap((s) => s.entries))
        expect(`${e.title} ${e.text}`, `${edition} ${e.id}`).not.toMatch(/Classic only/);
  });

  it('searches within one edition', () => {
    expect(searchRules('Omertà', 'classic').map((e) => e.id)).toContain('R1.1');
    expect(searchRules('Fence', 'revised')).toEqual([]);
  });
});
