import { describe, expect, it } from 'vitest';
import { botFromSpec } from '../factory';
import { latencySummary, lineUp, quantile, rotations, runTournament, wilson } from '../tournament';

describe('tournament', () => {
  it('Wilson 95% intervals', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10)[0]).toBe(0);
  });

  it('rotates the seats and replays each seed once per rotation', () => {
    expect(lineUp(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(lineUp(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(lineUp(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
    const seeds: number[] = [];
    let states = 0;
    let decisions = 0;
    const r = runTournament({
      games: 6,
      seed: 10,
      players: 3,
      seats: ['heuristic', 'random', 'random'],
      makeBot: (p, s) => botFromSpec(p, s),
      onGame: (g) => {
        seeds.push(g.seed);
        decisions += g.decisions;
      },
      onState: (s) => {
        expect(s.pending).not.toBeNull();
        expect(s.options.seed).toBe(10 + Math.floor(seeds.length / 3));
        states++;
      },
    });
    expect(seeds).toEqual([10, 10, 10, 11, 11, 11]);
    // Every decision is seen before it is made (the bids at a tie are decisions too).
    expect(states).toBeGreaterThan(0);
    expect(states).toBeLessThanOrEqual(decisions);
    expect(r.unfinished).toBe(0);
    expect(r.illegal).toEqual([]);
    const h = r.presets.find((p) => p.preset === 'heuristic')!;
    expect(h.games).toBe(6);
    expect(r.presets.find((p) => p.preset === 'random')!.games).toBe(12);
  });

  it('plays a new seed where a rotation would repeat a line-up already played', () => {
    expect(rotations(['a', 'b', 'c', 'd'])).toBe(4);
    expect(rotations(['a', 'b', 'a', 'b'])).toBe(2);
    expect(rotations(['a', 'a', 'a'])).toBe(1);
    expect(rotations(['a', 'a', 'b', 'b'])).toBe(4);
    /** Four games from seed 5: each game's seed and final totals. */
    const play = (seats: string[], everyRotation = false) => {
      const games: { seed: number; totals: string }[] = [];
      runTournament({
        games: 4,
        seed: 5,
        players: 4,
        seats,
        everyRotation,
        makeBot: (p, s) => botFromSpec(p, s),
        onGame: (g) => games.push({ seed: g.seed, totals: g.totals.join('/') }),
      });
      return games;
    };
    const same = play(['heuristic', 'heuristic', 'heuristic', 'heuristic']);
    expect(same.map((g) => g.seed)).toEqual([5, 6, 7, 8]);
    expect(new Set(same.map((g) => g.totals)).size).toBe(4);
    expect(play(['heuristic', 'random', 'heuristic', 'random']).map((g) => g.seed)).toEqual([
      5, 5, 6, 6,
    ]);
    // A paired run's sides keep one seed schedule.
    expect(play(['random', 'random', 'random', 'random'], true).map((g) => g.seed)).toEqual([
      5, 5, 5, 5,
    ]);
  });

  it('R14.6 every bot plays Classic from its own view and only ever sends legal actions', () => {
    // Medium searches; Easy adds noise to the heuristic; offers include Classic's coins (R10.9).
    const r = runTournament({
      games: 4,
      seed: 77,
      players: 4,
      seats: ['medium', 'easy', 'heuristic', 'random'],
      makeBot: (p, s) => botFromSpec(p, s),
      edition: 'classic',
      house: { bindingDeals: true, vendetta: true },
    });
    expect(r.illegal).toEqual([]);
    expect(r.unfinished).toBe(0);
    expect(r.presets.every((p) => p.games === 4)).toBe(true);
  }, 120_000);

  it('R13.2: tells every bot the seat answered as a person’s, wherever the rotation puts it', () => {
    const told = new Set<string>();
    const r = runTournament({
      games: 3,
      seed: 12,
      players: 3,
      seats: ['heuristic', 'random', 'random'],
      asPerson: 'heuristic',
      makeBot: (p, s, table) => {
        told.add(JSON.stringify(table?.people));
        return botFromSpec(p, s, table);
      },
    });
    expect(r.unfinished).toBe(0);
    expect([...told].sort()).toEqual(['[0]', '[1]', '[2]']);
  });

  it('tells every bot whose games its table looks like, by the other seats’ presets', () => {
    const told = new Map<string, Set<string>>();
    const r = runTournament({
      games: 4,
      seed: 21,
      players: 4,
      seats: ['hard', 'medium:shark', 'easy', 'heuristic'],
      makeBot: (p, s, table) => {
        const seen = told.get(p) ?? new Set<string>();
        seen.add(table!.field);
        told.set(p, seen);
        return botFromSpec('random', s);
      },
    });
    expect(r.unfinished).toBe(0);
    expect(Object.fromEntries([...told].map(([p, seen]) => [p, [...seen]]))).toEqual({
      hard: ['steady'],
      'medium:shark': ['steady'],
      easy: ['medium'],
      heuristic: ['medium'],
    });
  });

  it('quantiles by nearest rank', () => {
    expect(latencySummary([4, 1, 9, 2])).toEqual({ count: 4, median: 2, p95: 9, max: 9 });
    expect(latencySummary([])).toEqual({ count: 0, median: 0, p95: 0, max: 0 });
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(quantile([], 0.5)).toBe(0);
  });
});
