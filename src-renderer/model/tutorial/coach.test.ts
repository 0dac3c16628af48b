import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../../src-shared/engine';
import { guidedGame } from '../../testing/guidedGame';
import { LESSONS, LESSON_TEXT, lessonsAt, suggestionAt, type Lesson } from './coach';

const cat = catalogFor('revised');

describe('the guided first game (issue #16)', () => {
  const moments = [...guidedGame()];

  it('teaches every lesson, in a sensible order, when the student follows the coach', () => {
    const seen: Lesson[] = [];
    for (const m of moments) for (const l of lessonsAt(m)) if (!seen.includes(l)) seen.push(l);
    expect([...seen].sort()).toEqual([...LESSONS].sort());
    const at = (l: Lesson) => seen.indexOf(l);
    expect(at('welcome')).toBe(0);
    expect(at('influence')).toBeLessThan(at('orAbility'));
    expect(at('orAbility')).toBeLessThan(at('crew'));
    expect(at('crew')).toBeLessThan(at('move'));
    expect(at('move')).toBeLessThan(at('feds'));
    expect(at('feds')).toBeLessThan(at('sellOut'));
    expect(seen.at(-1)).toBe('end');
  });

  it('plays the whole game to its final scores (R11.1)', () => {
    const last = moments.at(-1)!;
    expect(last.view.result).not.toBeNull();
    expect(last.view.result!.families).toHaveLength(4);
  });

  it('suggests only legal choices, each at the moment its lesson is about', () => {
    const suggested = moments.filter((m) => suggestionAt(m) !== null);
    expect(suggested.length).toBeGreaterThanOrEqual(4);
    for (const m of suggested) expect(m.action).not.toBeNull();
    const kinds = new Set(suggested.map((m) => suggestionAt(m)!.type));
    expect([...kinds].sort()).toEqual(['activate', 'no', 'play', 'target']);
  });

  it('R10.10: the suggested whack is on a gangster another family holds, not the student’s', () => {
    const whack = moments.find((m) => suggestionAt(m)?.type === 'target')!;
    const hint = suggestionAt(whack)!;
    if (hint.type !== 'target') throw new Error('not a target');
    const tokens = (seat: number) => whack.view.tokens[hint.gangster * 6 + seat]!;
    expect(tokens(0)).toBe(0);
    expect(Math.max(tokens(1), tokens(2), tokens(3))).toBeGreaterThan(0);
  });

  it('R6.4: the suggested Make a Move is one of the likeliest targets', () => {
    for (const m of moments) {
      const hint = suggestionAt(m);
      if (hint?.type !== 'activate' || m.view.pending?.d !== 'activate') continue;
      const mover = m.view.pending.gangster;
      const need = (target: number) =>
        cat.gangsters[mover]!.respect +
        cat.gangsters[mover]!.moveBonus -
        m.view.board.indexOf(target);
      const targets = m.legal.flatMap((l) =>
        l.action.type === 'activate' && l.action.power === 'move' ? [l.action.target] : [],
      );
      for (const t of targets) expect(need(hint.target)).toBeGreaterThanOrEqual(need(t));
    }
  });

  it('each lesson names a rule and a place on the table', () => {
    for (const l of LESSONS) {
      expect(LESSON_TEXT[l].rule).toMatch(/^R\d+\.\d+$/);
      expect(LESSON_TEXT[l].text.length).toBeLessThan(320);
    }
  });
});
