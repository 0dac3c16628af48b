import { describe, expect, it } from 'vitest';
import { emptyRecord } from '../../../src-shared/record/format';
import { countGame } from '../../../src-shared/record/record';
import { endRecordLine, recordLine, recordRows } from './recordText';

const at = '2026-11-30T10:00:00.000Z';
const record = (
  games: [string, 'easy' | 'medium' | 'hard' | 'mixed', boolean, number, boolean?][],
) =>
  games.reduce(
    (r, [id, table, won, by, hinted]) =>
      countGame(r, { id, table, won, by, at, hinted: hinted ?? false }),
    emptyRecord(),
  );

describe('the record in words', () => {
  it('says nothing before the first counted game', () => {
    expect(recordLine(emptyRecord())).toBeNull();
    expect(recordRows(emptyRecord())).toEqual([]);
    expect(endRecordLine(emptyRecord(), 'a')).toBeNull();
  });

  it('gives the lobby one line, easiest first, and the settings a row a difficulty', () => {
    const r = record([
      ['a', 'medium', false, -3],
      ['b', 'easy', true, 12, true],
      ['c', 'mixed', true, 2],
      ['d', 'easy', true, 5],
    ]);
    expect(recordLine(r)).toBe(
      'Easy, 2 won of 2 (1 with hints) · Medium, 0 won of 1 · Mixed, 1 won of 1',
    );
    expect(recordRows(r)).toEqual([
      {
        table: 'easy',
        label: 'Easy',
        played: 2,
        won: 2,
        share: 100,
        withHints: 1,
        bestStreak: 2,
        widest: 'by 12',
      },
      {
        table: 'medium',
        label: 'Medium',
        played: 1,
        won: 0,
        share: 0,
        withHints: 0,
        bestStreak: 0,
        widest: '–',
      },
      {
        table: 'mixed',
        label: 'Mixed',
        played: 1,
        won: 1,
        share: 100,
        withHints: 0,
        bestStreak: 1,
        widest: 'by 2',
      },
    ]);
  });

  it('tells the end screen the record at the game’s own table, with a run of wins', () => {
    const r = record([
      ['a', 'hard', false, -3],
      ['b', 'hard', true, 4, true],
      ['c', 'hard', true, 1],
      ['d', 'mixed', false, -1],
    ]);
    expect(endRecordLine(r, 'c')).toBe(
      'Your record against Hard bots: 2 won of 3 games (1 with hints), 2 wins in a row (your longest yet).',
    );
    expect(endRecordLine(r, 'd')).toBe(
      'Your record against bots of mixed difficulty: 0 won of 1 game.',
    );
    expect(endRecordLine(r, 'elsewhere')).toBeNull();
  });
});
