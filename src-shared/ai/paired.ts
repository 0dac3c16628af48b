/**
 * Paired games (issue #15): the same seeds and seats played twice, once with one preset in
 * the focus seat and once with another, everything else equal. The difference of the focus
 * seat's final respect, game by game, measures what the swap did with the luck paired away:
 * "betrayal must not pay" is a Betrayer against an honest bot of the same strength, whose
 * mean difference must be below zero with its whole 95% interval.
 */
import { latencySummary, type GameRecord, type LatencySummary } from './tournament';

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
  /**
   * The focus seat's final respect less the best other family's (a win needs it above 0),
   * mean with each preset, and the mean of A − B with its 95% interval: how much nearer to
   * winning the swap put the seat. Once the two games part, the best other family is another
   * game's, so this pairs less tightly than the respect does.
   */
  marginA: number;
  marginB: number;
  marginDifference: number;
  marginInterval: [number, number];
  /** The focus seat's decision latencies with each preset (empty without a clock). */
  latencyA: FocusLatency;
  latencyB: FocusLatency;
}

export interface FocusLatency {
  play: LatencySummary;
  deal: LatencySummary;
}

/** The mean of `xs` and its 95% interval (normal approximation). */
function meanInterval(xs: readonly number[]): { mean: number; interval: [number, number] } {
  const n = xs.length;
  const mean = n > 0 ? xs.reduce((m, d) => m + d, 0) / n : 0;
  const variance = n > 1 ? xs.reduce((m, d) => m + (d - mean) ** 2, 0) / (n - 1) : 0;
  const half = n > 1 ? 1.959964 * Math.sqrt(variance / n) : Infinity;
  return { mean, interval: [mean - half, mean + half] };
}

/** Seat `seat`'s final respect less the best of the other families'. */
const margin = (totals: readonly number[], seat: number): number =>
  totals[seat]! - Math.max(...totals.filter((_, i) => i !== seat));

/** The focus seat's latencies over `records` (`focusSeat` of each game). */
function focusLatency(records: readonly GameRecord[]): FocusLatency {
  const play: number[] = [];
  const deal: number[] = [];
  for (const r of records) {
    const l = r.latency[focusSeat(r.index, r.seats.length)];
    if (l) {
      play.push(...l.play);
      deal.push(...l.deal);
    }
  }
  return { play: latencySummary(play), deal: latencySummary(deal) };
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
  const marginA: number[] = [];
  const marginB: number[] = [];
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
    marginA.push(margin(ra.totals, sa));
    marginB.push(margin(rb.totals, sb));
  });
  const n = diffs.length;
  const difference = meanInterval(diffs);
  const marginDifference = meanInterval(marginA.map((m, i) => m - marginB[i]!));
  return {
    games: n,
    meanA: n > 0 ? sumA / n : 0,
    meanB: n > 0 ? sumB / n : 0,
    meanDifference: difference.mean,
    interval: difference.interval,
    winsA,
    winsB,
    better: diffs.filter((d) => d > 0).length,
    worse: diffs.filter((d) => d < 0).length,
    same: diffs.filter((d) => d === 0).length,
    marginA: meanInterval(marginA).mean,
    marginB: meanInterval(marginB).mean,
    marginDifference: marginDifference.mean,
    marginInterval: marginDifference.interval,
    latencyA: focusLatency(a),
    latencyB: focusLatency(b),
  };
}
