import { describe, expect, it } from 'vitest';
import { createGame, view, type GameView } from '../../../src-shared/engine';
import type { DealPromise, Offer } from '../../../src-shared/engine';
import { ledgerRows } from './ledgerRows';

describe('the ledger’s word-kept table (R13.3)', () => {
  const opening = (): GameView => {
    const g = createGame({ seed: 5, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    return view(g.value, 0);
  };
  const offer = (id: number, give: Offer['give'], get: Offer['get']): Offer => ({
    id,
    from: 1,
    to: 2,
    give,
    get,
    status: 'accepted',
    depth: 0,
    round: 1,
  });
  const promise = (id: number, offerId: number, status: DealPromise['status']): DealPromise => ({
    id,
    offer: offerId,
    by: 1,
    to: 2,
    term: { k: 'spare', family: 2 },
    status,
    round: 1,
    phase: 'crew',
    armed: false,
  });

  it('R13.3 counts every promise kept, and apart those the family was paid for', () => {
    const spare = { k: 'spare', family: 2 } as const;
    const v: GameView = {
      ...opening(),
      // Family 1 spared family 2 once for $3, once for nothing, and broke a third word.
      offers: [
        offer(1, [spare], [{ k: 'pay', amount: 3 }]),
        offer(2, [spare], []),
        offer(3, [spare], [{ k: 'pay', amount: 2 }]),
        offer(4, [spare], [{ k: 'pay', amount: 1 }]),
      ],
      promises: [
        promise(1, 1, 'kept'),
        promise(2, 2, 'kept'),
        promise(3, 3, 'broken'),
        promise(4, 4, 'pending'),
      ],
    };
    const row = ledgerRows(v)[1]!;
    expect(row).toEqual({ seat: 1, kept: 2, paid: 1, broken: 1, pending: 1 });
    expect(ledgerRows(v)[2]).toEqual({ seat: 2, kept: 0, paid: 0, broken: 0, pending: 0 });
  });
});
