import { describe, expect, it } from 'vitest';
import { VENDETTA_TIE, createGame, view, type GameView } from '../../../src-shared/engine';
import { testNames } from '../../testing/randomGames';
import { termSpecs } from './dealTerms';

describe('the deal composer’s terms (R13.1)', () => {
  const opening = (): GameView => {
    const g = createGame({ seed: 5, players: 4, edition: 'classic' });
    if (!g.ok) throw new Error(g.error.message);
    return view(g.value, g.value.ring);
  };
  const kinds = (v: GameView, by: number, to: number) =>
    termSpecs(v, by, to, testNames(v)).map((s) => s.kind);

  it('R13.1 offers later payments and promises while the game runs', () => {
    const v = opening();
    const other = (v.ring + 1) % 4;
    expect(kinds(v, v.ring, other)).toEqual(expect.arrayContaining(['pay', 'payLater', 'spare']));
  });

  it('R14.1, R13.1 with Vendetta on, the ring holder can promise the card’s tie, first when it is being broken', () => {
    const g = createGame({
      seed: 5,
      players: 4,
      house: { vendetta: true, bindingDeals: false, longGame: false, rerollTokens: 1 },
    });
    if (!g.ok) throw new Error(g.error.message);
    const v = view(g.value, g.value.ring);
    const other = (v.ring + 1) % 4;
    const tieBreak = (w: GameView) =>
      termSpecs(w, w.ring, other, testNames(w)).find((s) => s.kind === 'tieBreak');
    const menu = tieBreak(v)!.fields.find((f) => f.key === 'gangster')!;
    expect('options' in menu && menu.options[0]).toEqual({
      value: VENDETTA_TIE,
      label: 'The Vendetta card (least respect)',
    });
    // A gangster's tie is the first guess, unless the card's tie is the one being broken.
    expect(tieBreak(v)!.initial).toMatchObject({ gangster: v.board.find((x) => x >= 0) });
    const atTie: GameView = {
      ...v,
      pending: { d: 'tie', seat: v.ring, gangster: VENDETTA_TIE, among: 0b0110 },
    };
    expect(tieBreak(atTie)!.initial).toEqual({
      k: 'tieBreak',
      gangster: VENDETTA_TIE,
      family: other,
    });
    // Off without the house rule, and once the last round is over.
    const gangstersOnly = (w: GameView) => {
      const f = tieBreak(w)!.fields.find((x) => x.key === 'gangster')!;
      return 'options' in f && f.options.every((o) => o.value !== VENDETTA_TIE);
    };
    expect(gangstersOnly(opening())).toBe(true);
    expect(gangstersOnly({ ...v, phase: 'ended' })).toBe(true);
  });

  it('R11.2, R13.1 at the final scoring offers only money now and a tie’s ruling', () => {
    const v: GameView = { ...opening(), phase: 'ended' };
    const other = (v.ring + 1) % 4;
    expect(kinds(v, v.ring, other)).toEqual(['pay', 'tieBreak']);
    expect(kinds(v, other, v.ring)).toEqual(['pay']);
  });
});
