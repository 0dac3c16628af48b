/**
 * The ledger's "Word kept" table (R13.3): every family's promises kept, broken and pending,
 * and how many of those kept were paid for, the ones bots count towards trust
 * (`ledgerRecords`, src-shared/ai/trust.ts).
 */
import type { GameView } from '../../../src-shared/engine';
import { ledgerRecords } from '../../../src-shared/ai/trust';

export interface LedgerRow {
  seat: number;
  kept: number;
  /** Of the promises kept, those the family was given something for. */
  paid: number;
  broken: number;
  pending: number;
}

export function ledgerRows(v: GameView): LedgerRow[] {
  const records = ledgerRecords(v.promises, v.offers, v.families.length);
  return v.families.map((_, seat) => {
    const mine = v.promises.filter((p) => p.by === seat);
    const count = (status: string) => mine.filter((p) => p.status === status).length;
    return {
      seat,
      kept: count('kept'),
      paid: records[seat]!.kept,
      broken: count('broken'),
      pending: count('pending'),
    };
  });
}
