import { describe, expect, it } from 'vitest';
import { RULESETS, type DealPromise } from '../../../src-shared/engine';
import type { LogLine } from '../log/narrate';
import { endSummary } from './endModel';

const names = ['You', 'The Tattaglias', 'The Barzinis'];
const promise = (id: number, by: number, status: DealPromise['status']): DealPromise => ({
  id,
  offer: 1,
  by,
  to: (by + 1) % 3,
  term: { k: 'spare', family: 0 },
  status,
  round: 1,
  phase: 'business',
  armed: false,
});
const line = (text: string, delta: number): LogLine => ({
  text,
  rule: 'R6.5',
  seat: 0,
  tone: 'gain',
  swing: { seat: 0, delta },
});

describe('the end of the game', () => {
  const result = {
    winner: 1,
    families: [
      { seat: 0, board: 10, cards: 2, money: 1, total: 13 },
      { seat: 1, board: 12, cards: 0, money: 1, total: 13 },
      { seat: 2, board: 5, cards: 1, money: 0, total: 6 },
    ],
  };

  it('puts the winner first, with each family’s breakdown (R11.3)', () => {
    const s = endSummary(result, [], [], (i) => names[i]!);
    expect(s.rows.map((r) => r.name)).toEqual(['The Tattaglias', 'You', 'The Barzinis']);
    expect(s.rows[0]).toMatchObject({ winner: true, board: 12, cards: 0, money: 1, total: 13 });
  });

  it('finds the biggest swing and who kept their word', () => {
    const s = endSummary(
      result,
      [line('small', 2), line('A Knife: he dies.', -6), line('big gain', 5)],
      [
        promise(1, 0, 'kept'),
        promise(2, 1, 'broken'),
        promise(3, 1, 'broken'),
        promise(4, 2, 'void'),
      ],
      (i) => names[i]!,
    );
    expect(s.highlights).toEqual([
      'Biggest swing: A Knife: he dies.',
      'Deals: 1 promise kept, 2 promises broken.',
      'Least trustworthy: The Tattaglias, 2 broken promises.',
      'Kept every promise: You.',
    ]);
    const three = endSummary(
      result,
      [],
      [promise(1, 0, 'kept'), promise(2, 1, 'kept'), promise(3, 2, 'kept')],
      (i) => names[i]!,
    );
    expect(three.highlights.at(-1)).toBe(
      'Kept every promise: You, The Tattaglias and The Barzinis.',
    );
  });

  it('R11.1, R5.5: tells the family this window plays what its cards kept to the end cost it', () => {
    const own = (seat: number, edition: 'revised' | 'classic' = 'revised') => ({
      seat,
      rules: RULESETS[edition],
    });
    const tip = (seat: number, edition?: 'revised' | 'classic') =>
      endSummary(result, [], [], (i) => names[i]!, own(seat, edition)).highlights.at(-1);
    expect(tip(0)).toBe(
      'You kept 2 cards to the end: sold for $10 each in the last round, they would have scored 2 more respect (R11.1, R5.5).',
    );
    expect(tip(2)).toBe(
      'The Barzinis kept 1 card to the end: sold for $10 each in the last round, it would have scored 1 more respect (R11.1, R5.5).',
    );
    // Nothing kept, nothing to say; Classic cashes cards at their sale price (R11.2).
    expect(tip(1)).not.toMatch(/kept/);
    expect(tip(0, 'classic')).not.toMatch(/kept/);
    // A window with no family of its own (a spectator) is told nothing of the kind.
    expect(endSummary(result, [], [], (i) => names[i]!).highlights.join(' ')).not.toMatch(/kept/);
  });
});
