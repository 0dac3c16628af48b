/**
 * A tie for the win told in words (R11.1, R11.2): who was level, and what broke the tie, for
 * every kind of family name ("You", a family, a person).
 */
import { describe, expect, it } from 'vitest';
import type { FinalTie, GameResult, TieBreaker } from '../../../src-shared/engine';
import { tieLine, tieReason, tiedWith, tieRule } from './tieText';

const NAMES = ['You', 'The Barzinis', 'Ann', 'The Cuneos'];
const family = (seat: number) => NAMES[seat]!;

function result(): GameResult {
  return {
    winner: 3,
    families: NAMES.map((_, seat) => ({
      seat,
      board: 30,
      cards: 0,
      money: 7,
      total: seat === 0 ? 20 : 37,
    })),
  };
}

describe('a tie for the win, told (R11.1, R11.2)', () => {
  it('R11.2 says which of the Classic tie-breakers told the families apart', () => {
    const by = (b: TieBreaker) => tieReason({ among: 0b1010, by: b }, 3, family);
    expect(by('ring')).toBe('The Cuneos hold the Capo ring, the first tie-breaker');
    expect(by('position')).toBe('The Cuneos control the highest position of the families tied');
    expect(by('money')).toBe('The Cuneos have the most money, cards cashed at their price');
    expect(by('tokens')).toBe('The Cuneos have the most tokens on the board');
    expect(by('cards')).toBe('The Cuneos have the most cards in hand');
    expect(by('rollOff')).toBe('The Cuneos rolled highest in a roll-off of the Move die');
    expect(tieRule({ among: 0b1010, by: 'money' })).toBe('R11.2');
  });

  it('R11.1 names the ring holder who chose, itself or another', () => {
    const tie = (holder?: number): FinalTie => ({ among: 0b0101, by: 'ringHolder', holder });
    expect(tieReason(tie(2), 2, family)).toBe(
      'the ring holder breaks the tie, and Ann holds the Capo ring',
    );
    expect(tieReason(tie(0), 0, family)).toBe(
      'the ring holder breaks the tie, and you hold the Capo ring',
    );
    expect(tieReason(tie(1), 2, family)).toBe('the ring holder, The Barzinis, chose Ann');
    expect(tieReason(tie(), 2, family)).toBe('the ring holder chose Ann');
    expect(tieReason(tie(0), 2, family)).toBe('the ring holder, you, chose Ann');
    expect(tieRule(tie())).toBe('R11.1');
  });

  it('agrees its verbs with a person, a family and You', () => {
    const tie: FinalTie = { among: 0b0111, by: 'cards' };
    expect(tieReason(tie, 0, family)).toBe('You have the most cards in hand');
    expect(tieReason(tie, 1, family)).toBe('The Barzinis have the most cards in hand');
    expect(tieReason(tie, 2, family)).toBe('Ann has the most cards in hand');
  });

  it('names every family the winner was level with', () => {
    expect(tiedWith({ among: 0b1010, by: 'ring' }, 3, family)).toBe('The Barzinis');
    expect(tiedWith({ among: 0b1110, by: 'ring' }, 3, family)).toBe('The Barzinis and Ann');
    expect(tiedWith({ among: 0b1111, by: 'ring' }, 3, family)).toBe('you, The Barzinis and Ann');
  });

  it('gives the end screen its line under the winner, and none without a tie', () => {
    expect(tieLine(result(), { among: 0b1010, by: 'ring' }, family)).toBe(
      'Level on 37 respect with The Barzinis: The Cuneos hold the Capo ring, the first tie-breaker (R11.2).',
    );
    expect(tieLine(result(), null, family)).toBeNull();
  });
});
