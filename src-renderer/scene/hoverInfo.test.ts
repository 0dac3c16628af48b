import { describe, expect, it } from 'vitest';
import { FAMILY_COLOURS, catalogFor, createGame, view } from '../../src-shared/engine';
import { columnName, hoverInfo, influenceText, splitName } from './hoverInfo';

describe('the hover card', () => {
  it('splits a nickname out of a name', () => {
    expect(splitName('Nicky “Dice” Palumbo')).toEqual({ name: 'Nicky Palumbo', nickname: 'Dice' });
    expect(splitName('“Killer” Mac Pheeto')).toEqual({ name: 'Mac Pheeto', nickname: 'Killer' });
    expect(splitName('Vito Copindole')).toEqual({ name: 'Vito Copindole', nickname: null });
  });

  it('says where a gangster is, what it is worth and whose influence is on it', () => {
    const r = createGame({ seed: 5, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const v = view(r.value, 0);
    const cat = catalogFor('revised');
    const g = v.board[8]!;
    v.tokens[g * 6 + 2] = 1;
    v.tokens[g * 6 + 5] = 3;
    v.tokens[g * 6 + 0] = 3;
    v.families[1]!.blackmail = g;
    const info = hoverInfo(cat, v, g)!;
    expect(info.where).toBe('Capo (#9)');
    expect(info.modifiers).toEqual({ respect: 4, money: 1 });
    // R2.1: the position's power, printed on the board beside the card, is read with it.
    expect(info.positionPower).toBe(`Capo: ${cat.content.positions[8]!.power.text}`);
    expect(info.respect).toBe(cat.gangsters[g]!.respect);
    expect(info.types.length).toBeGreaterThan(0);
    // Largest stake first; a family before neutral on a tie (R7.1).
    expect(info.tokens).toEqual([
      { column: 0, count: 3 },
      { column: 5, count: 3 },
      { column: 2, count: 1 },
    ]);
    expect(info.blackmailedBy).toBe(1);
    // Seven tokens are far from the Feds' ten (R9.1); nine are one short of them.
    expect(info.arrest).toBeNull();
    v.tokens[g * 6 + 1] = 2;
    expect(hoverInfo(cat, v, g)!.arrest).toBe('9 of 10: 1 more and the Feds arrest him (R9.1)');
    expect(hoverInfo(cat, v, v.board[9]!)!.where).toBe('Associate');
    expect(hoverInfo(cat, v, v.board[9]!)!.positionPower).toBeNull();
    const gone = v.board[3]!;
    v.board[3] = -1;
    v.fishes = [gone];
    expect(hoverInfo(cat, v, gone)!.where).toBe('The Fishes');
    expect(hoverInfo(cat, v, 9999)).toBeNull();
  });

  it('R1.1: says when the blackmail on a Classic gangster is an Omertà coin', () => {
    const r = createGame({ seed: 5, players: 4, edition: 'classic' });
    if (!r.ok) throw new Error(r.error.message);
    const v = view(r.value, 0);
    const cat = catalogFor('classic');
    const [a, b] = [v.board[8]!, v.board[7]!];
    v.coins = [
      { gangster: a, seat: 2, omerta: true },
      { gangster: b, seat: 1, omerta: false },
    ];
    expect(hoverInfo(cat, v, a)).toMatchObject({ blackmailedBy: 2, omerta: true });
    expect(hoverInfo(cat, v, b)).toMatchObject({ blackmailedBy: 1, omerta: false });
    expect(hoverInfo(cat, v, v.board[6]!)).toMatchObject({ blackmailedBy: -1, omerta: false });
  });

  it('names the families on a gangster by their names, never by a colour (issue #16 bug 6)', () => {
    const r = createGame({ seed: 5, players: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const v = view(r.value, 0);
    const g = v.board[8]!;
    v.tokens[g * 6 + 0] = 2;
    v.tokens[g * 6 + 3] = 1;
    v.tokens[g * 6 + 5] = 1;
    const names = ['You', 'The Barzinis', 'Ann', 'The Tattaglias'];
    const text = influenceText(v, g, names);
    expect(text).toBe('Influence: You ×2, The Tattaglias ×1, Neutral ×1');
    for (const colour of FAMILY_COLOURS) expect(text.toLowerCase()).not.toContain(colour);
    expect(columnName(1, names)).toBe('The Barzinis');
    expect(columnName(5, names)).toBe('Neutral');
    expect(influenceText(v, v.board[0]!, names)).toBe('No influence');
  });
});
