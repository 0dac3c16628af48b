import { describe, expect, it } from 'vitest';
import { createGame, legalFor, view } from '../../src-shared/engine';
import { readUpdate } from './update';

function update(seat = 0) {
  const game = createGame({ seed: 7, players: 4 });
  if (!game.ok) throw new Error(game.error.message);
  const v = view(game.value, seat);
  return { view: v as unknown, legal: legalFor(game.value, seat) as unknown[], events: [] };
}

describe('readUpdate', () => {
  it('accepts what the engine sends', () => {
    const read = readUpdate(update());
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.value.view.board).toHaveLength(10);
  });

  it('refuses a view that carries another family’s hand (DESIGN.md §5.5)', () => {
    const u = update(0);
    (u.view as { families: { hand: number[] | null }[] }).families[2]!.hand = [4, 5];
    expect(readUpdate(u)).toEqual({ ok: false, error: 'the view carries another family’s hand' });
  });

  it('refuses a board the table cannot lay out', () => {
    const u = update();
    const v = u.view as { board: number[] };
    v.board = v.board.slice(0, 9);
    const read = readUpdate(u);
    expect(read).toEqual({ ok: false, error: 'the board has 9 slots, expected 10' });
  });

  it('refuses an unknown gangster and a malformed view without throwing', () => {
    const u = update();
    (u.view as { board: number[] }).board[0] = 999;
    expect(readUpdate(u).ok).toBe(false);
    expect(readUpdate({ view: 'nonsense', legal: [], events: [] }).ok).toBe(false);
    expect(readUpdate({ view: null, legal: [], events: [] }).ok).toBe(false);
  });

  it('refuses a view whose board is not its edition’s, and an edition it does not know (R14.6)', () => {
    const u = update();
    (u.view as { options: { edition: string } }).options.edition = 'classic';
    const read = readUpdate(u);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toBe('the board has 10 slots, expected 12');
    (u.view as { options: { edition: string } }).options.edition = 'modern';
    const unknown = readUpdate(u);
    expect(unknown.ok ? '' : unknown.error).toMatch(/malformed/);
  });
});
