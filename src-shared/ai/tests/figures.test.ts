import { describe, expect, it } from 'vitest';
import type { DealPromise, Term } from '../../engine';
import {
  dealFigures,
  grudgeFigures,
  offerKind,
  respectMovedPerGame,
  type FigureRecord,
  type OfferRecord,
} from '../figures';
import { report } from '../tournament';

const promise = (
  by: number,
  to: number,
  status: DealPromise['status'],
  term: Term,
): DealPromise => ({
  id: 0,
  offer: 0,
  by,
  to,
  term,
  status,
  round: 1,
  phase: 'business',
  armed: false,
});

let offerId = 0;
const offer = (
  from: number,
  to: number,
  status: string,
  give: Term[],
  get: Term[],
  depth = 0,
): OfferRecord => ({ id: ++offerId, from, to, status, give, get, depth, round: 1 });

const pay = (amount: number): Term => ({ k: 'pay', amount });
const spare = (family: number): Term => ({ k: 'spare', family });

/** One 3-player game: seat 0 plays preset a, seats 1 and 2 preset b. */
function game(): FigureRecord {
  return {
    seats: ['a', 'b', 'b'],
    dollarsPerRespect: 5,
    promises: [
      promise(0, 1, 'kept', spare(1)),
      promise(0, 2, 'broken', spare(2)),
      promise(1, 0, 'kept', { k: 'payLater', amount: 10, when: 'endOfRound' }),
      promise(1, 0, 'pending', { k: 'reroll', pay: false }),
    ],
    offers: [
      offer(0, 1, 'accepted', [spare(1)], [pay(5)]),
      offer(0, 2, 'rejected', [spare(2)], [pay(9)]),
      offer(0, 2, 'open', [{ k: 'influence', gangster: 3, place: false }], []),
      offer(
        1,
        0,
        'accepted',
        [{ k: 'payLater', amount: 10, when: 'endOfRound' }],
        [{ k: 'tieBreak', gangster: 1, family: 1 }],
      ),
      offer(2, 0, 'rejected', [pay(2)], [{ k: 'reroll', pay: false }], 1),
    ],
    attacks: [],
  };
}

describe('tournament figures (issue #15)', () => {
  it('R13.1: names what an offer is about', () => {
    expect(
      offerKind(offer(0, 1, 'open', [pay(3)], [{ k: 'tieBreak', gangster: 0, family: 0 }])),
    ).toBe('tie');
    expect(
      offerKind(offer(0, 1, 'open', [{ k: 'gate', gangster: 0, permit: true }], [pay(3)])),
    ).toBe('permission');
    expect(offerKind(offer(0, 1, 'open', [spare(1)], [pay(3)]))).toBe('threat');
    expect(
      offerKind(offer(0, 1, 'open', [{ k: 'influence', gangster: 2, place: false }], [])),
    ).toBe('split');
    expect(offerKind(offer(0, 1, 'open', [pay(3)], [{ k: 'reroll', pay: false }]))).toBe('reroll');
    expect(offerKind(offer(0, 1, 'open', [pay(3)], []))).toBe('cash');
    expect(offerKind(offer(0, 1, 'open', [spare(1)], [pay(3)], 2))).toBe('counter');
  });

  it('R13.2, R13.3: counts offers by kind, answers either way, cash asked and moved, promises', () => {
    const a = dealFigures([game()], 'a');
    expect(a.offersPerGame).toBe(3);
    expect(a.byKind.threat).toBe(2);
    expect(a.byKind.split).toBe(1);
    expect(a.accepted).toBe(0.5);
    // Both answered offers promised sparing: one of two taken on its word.
    expect(a.acceptedOnWord).toBe(0.5);
    expect(a.acceptedFromOthers).toBe(0.5);
    // It asked $5 and $9 in the two offers that asked for cash.
    expect(a.asked).toBe(7);
    // In: $5 for sparing, $10 paid later for the tie. Out: nothing.
    expect([a.cashIn, a.cashOut]).toEqual([15, 0]);
    expect(a.respect).toBe(3);
    expect([a.kept, a.broken]).toEqual([1, 1]);
    // One kept and one broken: Beta(1, 1) with a break weighing three keeps.
    expect(a.trustAtEnd).toBeLessThan(0.5);
    const b = dealFigures([game()], 'b');
    // Seats 1 and 2 are one preset: two games played by it, two offers made.
    expect(b.offersPerGame).toBe(1);
    expect(b.byKind.counter).toBe(0.5);
    expect(b.cashOut).toBe(7.5);
    expect(b.respect).toBe(-1.5);
    expect(b.trustAtEnd).toBeGreaterThan(0.5);
  });

  it('R13: the respect all accepted deals moved per game, at the edition’s final rate', () => {
    // $5 now and $10 later, at $5 a respect.
    expect(respectMovedPerGame([game()])).toBe(3);
    expect(respectMovedPerGame([])).toBe(0);
  });

  it('counts whom a family attacks once some family has betrayed it, against aiming at random', () => {
    const r = game();
    r.attacks = [
      // Both in reach, family 2 a betrayer: aimed at it.
      { seat: 0, choices: 0b110, betrayers: 0b100, victim: 2 },
      { seat: 0, choices: 0b110, betrayers: 0b100, victim: 1 },
      { seat: 0, choices: 0b110, betrayers: 0b100, victim: 2 },
      // Only betrayers, or nobody betrayed it, or no attack: not counted.
      { seat: 0, choices: 0b100, betrayers: 0b100, victim: 2 },
      { seat: 0, choices: 0b110, betrayers: 0, victim: 1 },
      { seat: 0, choices: 0b110, betrayers: 0b100, victim: -1 },
      // Another preset's seat.
      { seat: 1, choices: 0b101, betrayers: 0b100, victim: 2 },
    ];
    const g = grudgeFigures([r], 'a');
    expect(g.attacks).toBe(3);
    expect(g.atBetrayers).toBeCloseTo(2 / 3);
    expect(g.betrayersInReach).toBe(0.5);
  });

  it('the tournament report carries every preset’s figures and the table’s', () => {
    const r = report({ players: 3, seed: 1, seats: ['a', 'b', 'b'] }, [
      {
        ...game(),
        index: 0,
        seed: 1,
        winner: 0,
        totals: [10, 5, 1],
        latency: [0, 1, 2].map(() => ({ play: [], deal: [] })),
        illegal: [],
        decisions: 0,
      },
    ]);
    expect(r.presets.find((p) => p.preset === 'a')!.deals).toEqual(dealFigures([game()], 'a'));
    expect(r.presets.find((p) => p.preset === 'b')!.grudges.attacks).toBe(0);
    expect(r.respectMovedByDeals).toBe(3);
  });
});
