import { describe, expect, it } from 'vitest';
import { focusSeat, pairedReport } from '../paired';
import { lineUp, type GameRecord } from '../tournament';

/** A 2-player game record: seat `focus` holds `preset`, totals as given. */
function game(index: number, seed: number, preset: string, totals: number[]): GameRecord {
  const seats = lineUp([preset, 'other'], index);
  const winner = totals.indexOf(Math.max(...totals));
  return {
    index,
    seed,
    seats,
    winner,
    totals,
    latency: [],
    illegal: [],
    decisions: 0,
    promises: [],
    offers: [],
    attacks: [],
    dollarsPerRespect: 5,
  };
}

describe('paired games (issue #15)', () => {
  it('finds the first seat wherever the rotation moved it', () => {
    for (let g = 0; g < 8; g++)
      expect(lineUp(['focus', 'b', 'c', 'd'], g)[focusSeat(g, 4)]).toBe('focus');
  });

  it('differences the focus seat game by game, with a 95% interval', () => {
    // Game 0: focus in seat 0; game 1: in seat 1 (the rotation).
    const a = [
      game(0, 7, 'liar', [20, 30]),
      game(1, 7, 'liar', [30, 22]),
      game(2, 8, 'liar', [25, 25]),
    ];
    const b = [
      game(0, 7, 'honest', [24, 30]),
      game(1, 7, 'honest', [30, 25]),
      game(2, 8, 'honest', [26, 25]),
    ];
    const r = pairedReport(a, b, 'liar', 'honest');
    // Differences: 20 − 24, 22 − 25, 25 − 26.
    expect(r.meanDifference).toBeCloseTo(-8 / 3);
    expect(r.meanA).toBeCloseTo(67 / 3);
    expect(r.meanB).toBeCloseTo(25);
    expect([r.better, r.worse, r.same]).toEqual([0, 3, 0]);
    const sd = Math.sqrt(((-4 + 8 / 3) ** 2 + (-3 + 8 / 3) ** 2 + (-1 + 8 / 3) ** 2) / 2);
    expect(r.interval[1] - r.meanDifference).toBeCloseTo((1.959964 * sd) / Math.sqrt(3));
    expect(r.interval[1]).toBeLessThan(0);
    expect([r.winsA, r.winsB]).toEqual([1, 1]);
  });

  it('measures the focus seat against the best other family, paired', () => {
    const g = (index: number, preset: string, totals: number[]) => game(index, 7, preset, totals);
    // Three players: game 0 has the focus in seat 0, game 1 in seat 2 (the rotation).
    const three = (r: GameRecord, preset: string): GameRecord => ({
      ...r,
      seats: lineUp([preset, 'x', 'y'], r.index),
    });
    const a = [
      three(g(0, 'hard', [30, 25, 28]), 'hard'),
      three(g(1, 'hard', [40, 20, 31]), 'hard'),
    ];
    const b = [three(g(0, 'med', [26, 25, 28]), 'med'), three(g(1, 'med', [35, 20, 36]), 'med')];
    const r = pairedReport(a, b, 'hard', 'med');
    // Margins: A 30 − 28 = 2 and 31 − 40 = −9; B 26 − 28 = −2 and 36 − 35 = 1.
    expect(r.marginA).toBeCloseTo(-3.5);
    expect(r.marginB).toBeCloseTo(-0.5);
    expect(r.marginDifference).toBeCloseTo(-3);
    expect(r.marginInterval[0]).toBeLessThan(-3);
    expect(r.marginInterval[1]).toBeGreaterThan(-3);
  });

  it("reads the focus seat's latencies, and none without a clock", () => {
    const timed = (r: GameRecord): GameRecord => ({
      ...r,
      latency: r.seats.map((p, seat) =>
        p === 'other' ? { play: [999], deal: [999] } : { play: [10 + seat, 30], deal: [5] },
      ),
    });
    const a = [timed(game(0, 7, 'liar', [20, 30])), timed(game(1, 7, 'liar', [30, 22]))];
    const b = [game(0, 7, 'honest', [24, 30]), game(1, 7, 'honest', [30, 25])];
    const r = pairedReport(a, b, 'liar', 'honest');
    // The focus seat's: 10, 30 in game 0 (seat 0) and 11, 30 in game 1 (seat 1); never 999.
    expect(r.latencyA.play).toEqual({ count: 4, median: 11, p95: 30, max: 30 });
    expect(r.latencyA.deal).toEqual({ count: 2, median: 5, p95: 5, max: 5 });
    expect(r.latencyB.play.count).toBe(0);
  });

  it('refuses runs that are not paired', () => {
    const a = [game(0, 7, 'liar', [20, 30])];
    expect(() => pairedReport(a, [], 'liar', 'honest')).toThrow(/not paired/);
    expect(() => pairedReport(a, [game(0, 9, 'honest', [1, 2])], 'liar', 'honest')).toThrow(
      /same seed/,
    );
  });
});
