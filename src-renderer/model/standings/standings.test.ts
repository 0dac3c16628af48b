import { describe, expect, it } from 'vitest';
import { catalogFor, finalScore } from '../../../src-shared/engine';
import { randomGame } from '../../testing/randomGames';
import { standings } from './standings';

describe('the standings (issue #16, R11.1)', () => {
  it('counts final scoring now as the engine does, best first, ties sharing a place', () => {
    let checked = 0;
    for (const step of randomGame({ seed: 77, maxSteps: 600 })) {
      const rows = standings(step.view);
      const rules = catalogFor(step.view.options.edition).rules;
      expect(rows.map((r) => r.seat).sort()).toEqual(step.view.families.map((_, s) => s));
      for (const r of rows) {
        const f = step.view.families[r.seat]!;
        const score = finalScore({ respect: f.respect, money: f.money, cards: f.handCount }, rules);
        expect([r.fromCards, r.fromMoney, r.total]).toEqual([
          score.cards,
          score.money,
          score.total,
        ]);
      }
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.total).toBeLessThanOrEqual(rows[i - 1]!.total);
        if (rows[i]!.total === rows[i - 1]!.total) expect(rows[i]!.place).toBe(rows[i - 1]!.place);
        else expect(rows[i]!.place).toBe(i + 1);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
