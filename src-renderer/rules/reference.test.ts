import { describe, expect, it } from 'vitest';
import { RULES_REFERENCE, searchRules } from './reference';

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

  it('shows everything for an empty query and nothing for nonsense', () => {
    expect(searchRules('  ').length).toBe(RULES_REFERENCE.flatMap((s) => s.entries).length);
    expect(searchRules('xyzzy')).toEqual([]);
  });
});
