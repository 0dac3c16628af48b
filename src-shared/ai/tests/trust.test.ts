import { describe, expect, it } from 'vitest';
import type { DealPromise } from '../../engine';
import {
  BROKEN_WEIGHT,
  DISTRUST,
  grudges,
  ledgerRecords,
  trustFrom,
  trustTable,
  type DealRecord,
} from '../trust';

const promise = (by: number, to: number, status: DealPromise['status'], id = 1): DealPromise => ({
  id,
  offer: id,
  by,
  to,
  term: { k: 'spare', family: to },
  status,
  round: 1,
  phase: 'crew',
  armed: false,
});

describe('trust', () => {
  it('starts neutral for every family', () => {
    expect(trustTable([], [], 4)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('R13.3: rises with every kept promise in the ledger and falls further with a broken one', () => {
    const kept = trustFrom({ kept: 1, broken: 0 });
    const broken = trustFrom({ kept: 0, broken: 1 });
    expect(kept).toBeGreaterThan(0.5);
    expect(broken).toBeLessThan(0.5);
    expect(0.5 - broken).toBeGreaterThan(kept - 0.5);
    expect(trustFrom({ kept: BROKEN_WEIGHT, broken: 1 })).toBeCloseTo(0.5, 6);
  });

  it('one betrayal puts a family below the trust a non-binding deal needs', () => {
    const t = trustTable([promise(2, 0, 'broken')], [], 4);
    expect(t[2]).toBeLessThan(DISTRUST);
    expect(t[0]).toBe(0.5);
  });

  it('ignores promises still pending or void', () => {
    expect(trustTable([promise(1, 0, 'pending'), promise(1, 2, 'void', 2)], [], 3)).toEqual([
      0.5, 0.5, 0.5,
    ]);
  });

  it('R13.3: a promise kept counts only when its maker was paid for it; a broken one always', () => {
    const offers: DealRecord[] = [
      // Family 1 promised to spare family 0 and was paid $2 now.
      { id: 1, from: 1, give: [{ k: 'spare', family: 0 }], get: [{ k: 'pay', amount: 2 }] },
      // Family 1 promised the same for nothing.
      { id: 2, from: 1, give: [{ k: 'spare', family: 0 }], get: [] },
      // Family 0 asked family 1 for the promise and gave nothing.
      { id: 3, from: 0, give: [], get: [{ k: 'spare', family: 0 }] },
    ];
    const [paid, free, asked] = [1, 2, 3].map((id) =>
      ledgerRecords([promise(1, 0, 'kept', id)], offers, 2),
    );
    expect(paid![1]).toEqual({ kept: 1, broken: 0 });
    expect(free![1]).toEqual({ kept: 0, broken: 0 });
    expect(asked![1]).toEqual({ kept: 0, broken: 0 });
    expect(ledgerRecords([promise(1, 0, 'broken', 2)], offers, 2)[1]).toEqual({
      kept: 0,
      broken: 1,
    });
    // Ten free promises kept buy no trust.
    const ledger = Array.from({ length: 10 }, (_, i) => promise(1, 0, 'kept', 2 + (i % 2)));
    expect(trustTable(ledger, offers, 2)[1]).toBe(0.5);
  });

  it('a family resents only the promises broken to it, as much as it is vengeful', () => {
    const ledger = [
      promise(1, 0, 'broken'),
      promise(1, 0, 'broken', 2),
      promise(2, 3, 'broken', 3),
    ];
    expect(grudges(ledger, 4, 0, 1)).toEqual([0, 2, 0, 0]);
    expect(grudges(ledger, 4, 0, 0.5)).toEqual([0, 1, 0, 0]);
    expect(grudges(ledger, 4, 0, 0)).toEqual([0, 0, 0, 0]);
  });
});
