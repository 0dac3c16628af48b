/**
 * Trust (issue #4): per family, an estimate of how often it keeps its promises, read from
 * the public ledger (R13.3) every time, so it is updated by every kept or broken promise and
 * never by anything hidden. It starts neutral, a broken promise weighs more than a kept one,
 * and a non-binding promise is worth its face value times the promiser's trust.
 */
import type { DealPromise } from '../engine';

/** Neutral start: a Beta(1, 1) prior, mean 1/2. */
export const TRUST_PRIOR = { kept: 1, broken: 1 } as const;
/** One broken promise outweighs this many kept ones. */
export const BROKEN_WEIGHT = 3;
/** Below this trust a bot takes no deal that rests on that family's word. */
export const DISTRUST = 0.3;

export interface Record {
  kept: number;
  broken: number;
}

/** Kept and broken promises of every family in the ledger. */
export function ledgerRecords(promises: readonly DealPromise[], families: number): Record[] {
  const out = Array.from({ length: families }, () => ({ kept: 0, broken: 0 }));
  for (const p of promises) {
    const r = out[p.by];
    if (!r) continue;
    if (p.status === 'kept') r.kept++;
    else if (p.status === 'broken') r.broken++;
  }
  return out;
}

/** The trust estimate for one record: the posterior mean with broken promises weighted. */
export function trustFrom(r: Record): number {
  const kept = r.kept + TRUST_PRIOR.kept;
  const broken = BROKEN_WEIGHT * r.broken + TRUST_PRIOR.broken;
  return kept / (kept + broken);
}

/**
 * Trust in every family, from the public ledger; `memory` adds what earlier games of a
 * campaign left of each seat's record (campaign/memory.ts, issue #13).
 */
export function trustTable(
  promises: readonly DealPromise[],
  families: number,
  memory: readonly Record[] = [],
): number[] {
  return ledgerRecords(promises, families).map((r, seat) =>
    trustFrom({
      kept: r.kept + (memory[seat]?.kept ?? 0),
      broken: r.broken + (memory[seat]?.broken ?? 0),
    }),
  );
}

/** Promises `by` broke towards `to`: what a vengeful family remembers. */
export function betrayals(promises: readonly DealPromise[], by: number, to: number): number {
  let n = 0;
  for (const p of promises) if (p.by === by && p.to === to && p.status === 'broken') n++;
  return n;
}

/** How much a family resents each other family: betrayals towards it, scaled by its vengeance. */
export function grudges(
  promises: readonly DealPromise[],
  families: number,
  seat: number,
  vengeance: number,
): number[] {
  const out = new Array<number>(families).fill(0);
  for (let f = 0; f < families; f++)
    if (f !== seat) out[f] = vengeance * Math.min(3, betrayals(promises, f, seat));
  return out;
}
