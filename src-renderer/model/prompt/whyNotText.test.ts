import { describe, expect, it } from 'vitest';
import { catalogFor, createGame, view, type Blocked } from '../../../src-shared/engine';
import { namesFor } from '../../names';
import { whyNotLines } from './whyNotText';

const cat = catalogFor('revised');
const game = createGame({ seed: 3, players: 4 });
if (!game.ok) throw new Error(game.error.message);
const v = view(game.value, 0);
const names = namesFor(
  v,
  cat,
  (s) => ['You', 'The Corleonis', 'The Tattaglias', 'The Barzinis'][s]!,
);
const card = cat.cardIndex.get('whack-hitman')!;
const line = (b: Blocked, cards = 0, slot = -1) => whyNotLines([b], names, cards, slot)[0]!;

describe('why not, in words (issue #16)', () => {
  it('R10.10: a card’s OR ability it cannot pay for names the card, the cost and the money', () => {
    const l = line({
      subject: { k: 'card', card, mode: 'or' },
      reason: { code: 'cost', cost: 8, money: 5 },
      rule: 'R10.10',
    });
    expect(l.text).toBe(
      'Sleeps with the Fishes, its OR ability: it costs $8 and you have $5 to spend.',
    );
    expect(l.rule).toBe('R10.10');
  });

  it('R13.4: a spared family is named by its name', () => {
    const g = v.board[4]!;
    const l = line({
      subject: { k: 'target', gangster: g },
      reason: { code: 'spared', family: 1 },
      rule: 'R13.4',
    });
    expect(l.text).toBe(
      `${names.gangsterAt(g)}: you promised The Corleonis to leave their gangsters alone this round.`,
    );
  });

  it('R12.3: a re-roll short of cash says to sell a card first, when there is one to sell', () => {
    const b: Blocked = {
      subject: { k: 'reroll' },
      reason: { code: 'reroll', price: 10, money: 4 },
      rule: 'R12.3',
    };
    expect(line(b, 2).why).toBe(
      'it takes a re-roll token or $10, and you have no token and $4: sell a card first',
    );
    expect(line(b, 0).why).toBe('it takes a re-roll token or $10, and you have no token and $4');
  });

  it('R10.10: a position power says which position', () => {
    const l = line(
      {
        subject: { k: 'power', power: 'position' },
        reason: { code: 'cost', cost: 5, money: 3 },
        rule: 'R10.10',
      },
      0,
      5,
    );
    expect(l.text).toBe('The Enforcer power: it costs $5 and you have $3 to spend.');
  });

  it('words every reason the engine gives', () => {
    const reasons: Blocked['reason'][] = [
      { code: 'ante', ante: 6, money: 4 },
      { code: 'supply', need: 3, supply: 1 },
      { code: 'noGangster' },
      { code: 'promisedPlacement' },
      { code: 'cost', cost: 9, money: 2 },
      { code: 'noTarget' },
      { code: 'snitch', threshold: 10 },
      { code: 'spared', family: 2 },
      { code: 'reroll', price: 10, money: 0 },
      { code: 'promisedNoReroll' },
    ];
    for (const reason of reasons) {
      const l = line({ subject: { k: 'card', card, mode: 'influence' }, reason, rule: 'R5.3' });
      expect(l.why.length, reason.code).toBeGreaterThan(10);
      expect(l.why, reason.code).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});
