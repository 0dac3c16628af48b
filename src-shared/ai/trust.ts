/**
 * Trust (issue #4): per family, an estimate of how often it keeps its promises, read from
 * the public ledger (R13.3) every time, so it is updated by every kept or broken promise and
 * never by anything hidden. It starts neutral, a broken promise weighs more than a kept one,
 * and a non-binding promise is worth its face value times the promiser's trust.
 *
 * A promise kept counts only when its maker was paid for it: the deal it came from gave the
 * maker something back (cash or a promise). A promise given for nothing costs nothing to make
 * and often nothing to keep ("I leave you alone this round"), so counting it would let a
 * family buy trust for free; a broken one counts all the same (docs/ai.md, Trust).
 */
import type { DealPromise, Offer } from '../engine';

/** Neutral start: a Beta(1, 1) prior, mean 1/2. */
export const TRUST_PRIOR = { kept: 1, broken: 1 } as const;
/** One broken promise outweighs this many kept ones. */
export const BROKEN_WEIGHT = 3;
/** Below this trust a bot takes no deal that rests on that family's word. */
export const DISTRUST = 0.3;
/**
 * From this trust a family's word has been seen kept more than broken (one promise kept and
 * paid for, nothing broken, gives 2/3): a bot pays it now for a promise kept at once. Below,
 * it pays once the promise is kept (`proposeBid`), which a breach voids (R13.3).
 */
export const PROVEN = 0.6;

export interface Record {
  kept: number;
  broken: number;
}

/** An offer as the ledger's records need it: who made it and both sides' terms. */
export type DealRecord = Pick<Offer, 'id' | 'from' | 'give' | 'get'>;

/** Ids of the offers in which a family promised something and was given nothing back. */
function unpaid(offers: readonly DealRecord[]): Set<number> {
  const out = new Set<number>();
  for (const o of offers) if (o.give.length === 0 || o.get.length === 0) out.add(o.id);
  return out;
}

/**
 * Kept and broken promises of every family in the ledger; `offers` are the game's offers, so
 * that a promise kept counts only when it was paid for.
 */
export function ledgerRecords(
  promises: readonly DealPromise[],
  offers: readonly DealRecord[],
  families: number,
): Record[] {
  const out = Array.from({ length: families }, () => ({ kept: 0, broken: 0 }));
  const free = unpaid(offers);
  for (const p of promises) {
    const r = out[p.by];
    if (!r) continue;
    if (p.status === 'kept' && !free.has(p.offer)) r.kept++;
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
  offers: readonly DealRecord[],
  families: number,
  memory: readonly Record[] = [],
): number[] {
  return ledgerRecords(promises, offers, families).map((r, seat) =>
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
