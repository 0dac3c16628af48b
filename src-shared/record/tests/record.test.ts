/** The player's record against the bots: which games count, and how they are counted. */
import { describe, expect, it } from 'vitest';
import { PLAYER_PRESETS } from '../../ai/presets';
import type { GameOptions, GameResult } from '../../engine';
import type { SeatSpec } from '../../protocol';
import { checksumOf } from '../../save/checksum';
import { readRecordDoc, recordDoc } from '../codec';
import { MAX_COUNTED, RECORD_TABLES, emptyRecord, type PlayerRecord } from '../format';
import { countGame, finishedGame, playedTables, type FinishedGame } from '../record';

const OPTIONS: GameOptions = {
  seed: 1,
  players: 4,
  edition: 'revised',
  house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
};
const bot = (preset?: 'easy' | 'medium' | 'hard' | 'heuristic'): SeatSpec => ({
  kind: 'bot',
  name: `Bot ${preset ?? 'unnamed'}`,
  ...(preset ? { bot: { preset } } : {}),
});
const you: SeatSpec = { kind: 'human', name: 'You' };
/** Seat 0 the person; the winner and the four totals. */
const result = (winner: number, totals = [40, 31, 28, 35]): GameResult => ({
  winner,
  families: totals.map((total, seat) => ({ seat, board: total, cards: 0, money: 0, total })),
});
const game = (seats: SeatSpec[], r = result(0), options = OPTIONS, hinted?: number[]) =>
  finishedGame(
    { id: 'g1', seats, options, result: r, ...(hinted ? { hinted } : {}) },
    'easy',
    '2026-11-30T09:00:00.000Z',
  );

describe('which games the record counts', () => {
  it('a game one person played against bots of one difficulty, by that difficulty', () => {
    expect(game([you, bot('medium'), bot('medium'), bot('medium')])).toEqual({
      id: 'g1',
      table: 'medium',
      won: true,
      hinted: false,
      by: 5,
      at: '2026-11-30T09:00:00.000Z',
    });
    const lost = game([you, bot('hard'), bot('hard'), bot('hard')], result(3));
    expect(lost).toMatchObject({ table: 'hard', won: false, by: 5 });
    const behind = game([you, bot('hard'), bot('hard'), bot('hard')], result(3, [20, 31, 28, 35]));
    expect(behind).toMatchObject({ won: false, by: -15 });
  });

  it('with hints when the person was given one, whoever else was', () => {
    const seats = [you, bot('easy'), bot('easy'), bot('easy')];
    expect(game(seats, result(0), OPTIONS, [0, 2])?.hinted).toBe(true);
    expect(game(seats, result(0), OPTIONS, [2])?.hinted).toBe(false);
    expect(game(seats, result(0), OPTIONS)?.hinted).toBe(false);
  });

  it('bots of several difficulties, or of one the lobby does not offer, as a mixed table', () => {
    expect(game([you, bot('easy'), bot('hard'), bot('hard')])?.table).toBe('mixed');
    expect(game([you, bot('heuristic'), bot('heuristic'), bot('heuristic')])?.table).toBe('mixed');
  });

  it('a bot that names no difficulty plays the default one, and counts as it', () => {
    expect(game([you, bot(), bot('easy'), bot()])?.table).toBe('easy');
  });

  it('not a game of two people, one with a guest from another device, or without a person', () => {
    expect(game([you, { ...you, name: 'Ada' }, bot('easy'), bot('easy')])).toBeNull();
    expect(game([you, { ...you, name: 'Guest', remote: true }, bot(), bot()])).toBeNull();
    expect(game([{ ...you, remote: true }, bot(), bot(), bot()])).toBeNull();
    expect(game([bot(), bot(), bot(), bot()])).toBeNull();
  });

  it('not a game whose deck or dice were arranged in advance, as the guided game’s are', () => {
    const seats = [you, bot('easy'), bot('easy'), bot('easy')];
    expect(game(seats, result(0), { ...OPTIONS, stack: { influence: ['x'] } })).toBeNull();
    expect(game(seats, result(0), { ...OPTIONS, dice: [6] })).toBeNull();
    expect(game(seats, result(0), { ...OPTIONS, stack: {} })).not.toBeNull();
  });

  it('keeps its tables in step with the lobby’s difficulties', () => {
    expect(RECORD_TABLES.filter((t) => t !== 'mixed')).toEqual([...PLAYER_PRESETS]);
  });
});

const played = (
  id: string,
  table: FinishedGame['table'],
  won: boolean,
  by = 3,
  hinted = false,
): FinishedGame => ({
  id,
  table,
  won,
  hinted,
  by,
  at: `2026-11-30T10:00:0${id.length % 10}.000Z`,
});

describe('counting a game', () => {
  it('adds it to its table: played, won, the run of wins, the longest run and the widest win', () => {
    let r: PlayerRecord = emptyRecord();
    for (const [id, won, by] of [
      ['a', true, 4],
      ['b', true, 9],
      ['c', false, -2],
      ['d', true, 1],
    ] as const)
      r = countGame(r, played(id, 'medium', won, by));
    expect(r.tables.medium).toMatchObject({
      played: 4,
      won: 3,
      streak: 1,
      bestStreak: 2,
      widest: 9,
    });
    expect(r.tables.easy.played).toBe(0);
    expect(playedTables(r)).toEqual(['medium']);
    expect(r.counted.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(r.counted[0]).toEqual({ id: 'a', table: 'medium' });
  });

  it('tells the wins with hints apart, and counts them in the runs as any win', () => {
    let r = emptyRecord();
    r = countGame(r, played('a', 'easy', true, 4, true));
    r = countGame(r, played('b', 'easy', false, -1, true));
    r = countGame(r, played('c', 'easy', true, 2));
    expect(r.tables.easy).toMatchObject({ played: 3, won: 2, wonWithHints: 1, streak: 1 });
  });

  it('counts a game once, however often its end is kept', () => {
    const once = countGame(emptyRecord(), played('a', 'easy', true));
    expect(countGame(once, played('a', 'easy', true))).toBe(once);
  });

  it('remembers the latest games it counted, no more', () => {
    let r = emptyRecord();
    for (let i = 0; i < MAX_COUNTED + 5; i++) r = countGame(r, played(`g${i}`, 'hard', false));
    expect(r.counted).toHaveLength(MAX_COUNTED);
    expect(r.counted.at(-1)).toEqual({ id: `g${MAX_COUNTED + 4}`, table: 'hard' });
    expect(r.tables.hard).toMatchObject({ played: MAX_COUNTED + 5, won: 0, widest: null });
  });
});

const signed = (unsigned: Record<string, unknown>) => ({
  ...unsigned,
  checksum: checksumOf(unsigned),
});

describe('the record as a document', () => {
  it('reads back what it wrote, and tells damage from a newer version', () => {
    const r = countGame(emptyRecord(), played('a', 'easy', true));
    const doc = JSON.parse(JSON.stringify(recordDoc(r, '1.0.0'))) as Record<string, unknown>;
    expect(readRecordDoc(doc)).toEqual({ ok: true, value: r });
    const { checksum: _, ...unsigned } = doc;
    expect(readRecordDoc({ ...doc, record: emptyRecord() })).toMatchObject({
      ok: false,
      error: { code: 'bad-checksum' },
    });
    expect(readRecordDoc(signed({ ...unsigned, version: 99 }))).toMatchObject({
      ok: false,
      error: { code: 'newer-version' },
    });
    const impossible = structuredClone(r);
    impossible.tables.easy.won = 5;
    expect(readRecordDoc(signed({ ...unsigned, record: impossible }))).toMatchObject({
      ok: false,
      error: { code: 'bad-schema' },
    });
  });
});
