import { describe, expect, it } from 'vitest';
import {
  catalogFor,
  createGame,
  type DealPromise,
  type GameEvent,
} from '../../../src-shared/engine';
import { promiseStatusWord } from '../deals/dealText';
import { namesFor } from '../../names';
import { randomGame, testNames } from '../../testing/randomGames';
import { narrate } from './narrate';

describe('the game log', () => {
  it('narrates every kind of event of random games, each line with a rule id', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 12; game++) {
      const house = {
        vendetta: true,
        bindingDeals: game % 2 === 0,
        longGame: false,
        rerollTokens: 2,
      };
      for (const step of randomGame({ seed: 300 + game, house, offers: 0.1 })) {
        for (const e of step.events) seen.add(e.e);
        for (const l of narrate(step.events, testNames(step.view), step.view.promises)) {
          expect(l.rule, l.text).toMatch(/^R\d+(\.\d+)?$/);
          expect(l.text).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
    // Events the engine declares but never sends: 'control' (control is derived, not announced).
    expect(seen.size).toBeGreaterThanOrEqual(30);
  });

  it('narrates Classic games too: coins, the Fence, promotions, the roll-off (R14.6)', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 6; game++) {
      const house = { vendetta: game % 2 === 0, rerollTokens: 0 };
      for (const step of randomGame({
        seed: 700 + game,
        house,
        offers: 0.05,
        edition: 'classic',
      })) {
        for (const e of step.events) seen.add(e.e);
        for (const l of narrate(step.events, testNames(step.view), step.view.promises)) {
          expect(l.rule, l.text).toMatch(/^R\d+(\.\d+)?$/);
          expect(l.text).not.toMatch(/undefined|NaN|\[object|Solderi|Consigliere|Business/);
        }
      }
    }
    for (const e of ['phase', 'blackmail', 'promote', 'draw', 'neutral'])
      expect([...seen]).toContain(e);
  });

  it('tells a roll and its outcome the way a player would say it', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const cat = catalogFor('revised');
    const names = namesFor(g.value, cat, (s) => ['The Corleonis', 'You', 'B', 'C'][s]!);
    const mover = g.value.board[0]!;
    const target = g.value.board[3]!;
    const events: GameEvent[] = [
      { e: 'roll', die: 'move', face: 6, seat: 0, reroll: false },
      { e: 'moveResult', mover, target, result: 'success' },
    ];
    const lines = narrate(events, names, []);
    expect(lines[0]).toMatchObject({
      text: 'The Corleonis rolled a Ring on the Move die.',
      rule: 'R6.4',
      tone: 'roll',
    });
    expect(lines[1]!.text).toMatch(/^Make a Move succeeds: .+ and .+ swap places\.$/);
  });

  it('R6.5 tells a score that costs money or respect with a minus sign, never "$-1"', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(g.value, catalogFor('revised'), (s) => ['Ann', 'You', 'B', 'C'][s]!);
    const gangster = g.value.board[0]!;
    const [cost, plain] = narrate(
      [
        { e: 'score', seat: 0, gangster, respect: -2, money: -1 },
        { e: 'score', seat: 1, gangster, respect: 3, money: 2 },
      ],
      names,
      [],
    );
    expect(cost!.text).toMatch(/ scored \u22122 respect and \$\u22121 for Ann\.$/);
    expect(plain!.text).toMatch(/ scored 3 respect and \$2 for you\.$/);
  });

  it('R13.3 says a later payment is not owed when the other side broke the deal, and who did', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(g.value, catalogFor('revised'), (s) => ['Ann', 'You', 'B', 'C'][s]!);
    const gangster = g.value.board[0]!;
    const base = { offer: 3, round: 1, phase: 'crew', armed: false } as const;
    const promises: DealPromise[] = [
      {
        ...base,
        id: 1,
        by: 1,
        to: 0,
        term: { k: 'payLater', amount: 3, when: 'endOfRound' },
        status: 'released',
      },
      {
        ...base,
        id: 2,
        by: 0,
        to: 1,
        term: { k: 'tieBreak', gangster, family: 1 },
        status: 'broken',
      },
      {
        ...base,
        id: 3,
        offer: 4,
        by: 0,
        to: 1,
        term: { k: 'payLater', amount: 2, when: 'endOfRound' },
        status: 'void',
      },
    ];
    const [voided, lapsed] = narrate(
      [
        { e: 'promise', promise: 1, status: 'released' },
        { e: 'promise', promise: 3, status: 'void' },
      ],
      names,
      promises,
    );
    expect(voided!.text).toBe(
      'Payment not owed: You → Ann: pay $3 at the end of the round; Ann broke their side of the deal.',
    );
    expect(voided!.rule).toBe('R13.3');
    expect(lapsed!.text).toBe('Promise lapsed: Ann → You: pay $2 at the end of the round.');
    expect(promiseStatusWord(promises[0]!)).toBe('not owed');
    expect(promiseStatusWord(promises[2]!)).toBe('lapsed');
  });

  it('R13.3 says a promise is released when the other side broke the deal, and who did', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(g.value, catalogFor('revised'), (s) => ['Ann', 'You', 'B', 'C'][s]!);
    const [vito, johnny] = [g.value.board[0]!, g.value.board[1]!];
    const base = { offer: 5, round: 1, phase: 'business', armed: false } as const;
    // A split: You stay off one gangster, Ann the other; You broke yours.
    const promises: DealPromise[] = [
      {
        ...base,
        id: 1,
        by: 1,
        to: 0,
        term: { k: 'influence', gangster: vito, place: false },
        status: 'broken',
      },
      {
        ...base,
        id: 2,
        by: 0,
        to: 1,
        term: { k: 'influence', gangster: johnny, place: false },
        status: 'released',
      },
      // Another deal: Ann's ruling lapsed (the tie never came) before You refused to pay for it.
      {
        ...base,
        id: 3,
        offer: 6,
        by: 0,
        to: 1,
        term: { k: 'tieBreak', gangster: vito, family: 1 },
        status: 'void',
      },
      {
        ...base,
        id: 4,
        offer: 6,
        by: 1,
        to: 0,
        term: { k: 'payLater', amount: 3, when: 'endOfRound' },
        status: 'broken',
      },
    ];
    const [released] = narrate([{ e: 'promise', promise: 2, status: 'released' }], names, promises);
    expect(released!.text).toMatch(
      /^Promise released: Ann → You: not place influence on .+ this phase; you broke your side of the deal\.$/,
    );
    expect(promiseStatusWord(promises[1]!)).toBe('released');
    expect(promiseStatusWord(promises[0]!)).toBe('broken');
    // Lapsed before the other side broke its word: lapsed, not released.
    expect(promiseStatusWord(promises[2]!)).toBe('lapsed');
  });

  it('R13.2 says a counter is a counter, not a refusal', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(g.value, catalogFor('revised'), (s) => ['Ann', 'You', 'B', 'C'][s]!);
    const spare = [{ k: 'spare', family: 1 }] as const;
    const later = [{ k: 'payLater', amount: 1, when: 'endOfRound' }] as const;
    const lines = narrate(
      [
        { e: 'answer', offer: 1, seat: 1, accept: false },
        { e: 'offer', offer: 2, from: 1, to: 0, give: [...later], get: [...spare] },
        { e: 'answer', offer: 2, seat: 0, accept: false },
      ],
      names,
      [],
    ).map((l) => l.text);
    expect(lines[0]).toBe('You countered the offer.');
    expect(lines[2]).toBe('Ann turned down the offer.');
  });

  it('R11.1, R11.2 says how a tie for the win was broken', () => {
    const g = createGame({ seed: 7, players: 4, edition: 'classic' });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(
      g.value,
      catalogFor('classic'),
      (s) => ['The Corleonis', 'You', 'B', 'C'][s]!,
    );
    const [won, plain] = narrate(
      [
        { e: 'end', winner: 0, tie: { among: 0b011, by: 'tokens' } },
        { e: 'end', winner: 2 },
      ],
      names,
      [],
    );
    expect(won).toMatchObject({
      text: 'The Corleonis won the game, level on respect with you: The Corleonis have the most tokens on the board.',
      rule: 'R11.2',
    });
    expect(plain!.text).toBe('B won the game.');
  });

  it('R11.1 names the ring holder who broke a tie for the win', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const seats = ['The Corleonis', 'You', 'B', 'C'];
    const names = namesFor(g.value, catalogFor('revised'), (s) => seats[s]!);
    const [line] = narrate(
      [{ e: 'end', winner: 2, tie: { among: 0b0101, by: 'ringHolder', holder: 3 } }],
      names,
      [],
    );
    expect(line).toMatchObject({
      text: 'B won the game, level on respect with The Corleonis: the ring holder, C, chose B.',
      rule: 'R11.1',
    });
  });

  it('R7.3 says a ring holder ruled a tie in its own favour, not "for you" after "You"', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const seats = ['The Corleonis', 'You', 'B', 'C'];
    const names = namesFor(g.value, catalogFor('revised'), (s) => seats[s]!);
    const ruled = (seat: number, family: number) =>
      narrate([{ e: 'tie', seat, gangster: g.value.board[0]!, family }], names, [])[0]!.text;
    expect(ruled(1, 1)).toMatch(/^You broke the tie on .+ in your own favour\.$/);
    expect(ruled(0, 0)).toMatch(/^The Corleonis broke the tie on .+ in their own favour\.$/);
    expect(ruled(0, 1)).toMatch(/^The Corleonis broke the tie on .+ for you\.$/);
  });

  it('never names the cards a family drew', () => {
    const g = createGame({ seed: 7, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const names = namesFor(g.value, catalogFor('revised'), () => 'You');
    const [line] = narrate([{ e: 'draw', seat: 0, count: 2, cards: [3, 40] }], names, []);
    expect(line!.text).toBe('You drew 2 cards.');
  });
});
