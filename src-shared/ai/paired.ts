/**
 * Paired games (issue #15): the same seeds and seats played twice, once with one preset in
 * the focus seat and once with another, everything else equal. The difference of the focus
 * seat's final respect, game by game, measures what the swap did with the luck paired away:
 * "betrayal must not pay" is a Betrayer against an honest bot of the same strength, whose
 * mean difference must be below zero with its whole 95% interval.
 */
import type { GameRecord } from './tournament';

export interface PairedReport {
  games: number;
  /** The focus seat's mean final respect with each preset. */
  meanA: number;
  meanB: number;
  /** Mean of A − B over the paired games, and its 95% interval (normal approximation). */
  meanDifference: number;
  interval: [number, number];
  /** Games the focus seat won with each preset. */
  winsA: number;
  winsB: number;
  /** Games A's focus seat finished with more respect than B's, fewer, the same. */
  better: number;
  worse: number;
  same: number;
}

/**
 * The focus seat of game `index`: the tournament's first seat, after the rotation
 * (tournament.ts lineUp) moved it.
 */
export const focusSeat = (index: number, players: number): number =>
  (players - (index % players)) % players;

/**
 * Pairs game i of `a` with game i of `b`, two tournaments of the same seeds whose first
 * seat holds `focusA` in `a` and `focusB` in `b`.
 */
export function pairedReport(
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  focusA: string,
  focusB: string,
): PairedReport {
  if (a.length !== b.length) throw new Error(`${a.length} games against ${b.length}: not paired.`);
  const diffs: number[] = [];
  let sumA = 0;
  let sumB = 0;
  let winsA = 0;
  let winsB = 0;
  a.forEach((ra, i) => {
    const rb = b[i]!;
    const sa = focusSeat(ra.index, ra.seats.length);
    const sb = focusSeat(rb.index, rb.seats.length);
    if (ra.seed !== rb.seed || sa !== sb || ra.seats[sa] !== focusA || rb.seats[sb] !== focusB)
      throw new Error(`game ${i}: not the same seed and focus seat in both runs.`);
    const x = ra.totals[sa]!;
    const y = rb.totals[sb]!;
    sumA += x;
    sumB += y;
    if (ra.winner === sa) winsA++;
    if (rb.winner === sb) winsB++;
    diffs.push(x - y);
  });
  const n = diffs.length;
  const mean = n > 0 ? diffs.reduce((m, d) => m + d, 0) / n : 0;
  const variance = n > 1 ? diffs.reduce((m, d) => m + (d - mean) ** 2, 0) / (n - 1) : 0;
  const half = n > 1 ? 1.959964 * Math.sqrt(variance / n) : Infinity;
  return {
    games: n,
    meanA: n > 0 ? sumA / n : 0,
    meanB: n > 0 ? sumB / n : 0,
    meanDifference: mean,
    interval: [mean - half, mean + half],
    winsA,
    winsB,
    better: diffs.filter((d) => d > 0).length,
    worse: diffs.filter((d) => d < 0).length,
    same: diffs.filter((d) => d === 0).length,
  };
}
