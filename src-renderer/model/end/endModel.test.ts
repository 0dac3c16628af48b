import { describe, expect, it } from 'vitest';
import type { DealPromise } from '../../../src-shared/engine';
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
  });
});
