/**
 * The search's sampling and estimates (issue #4): policy playouts, common random numbers at
 * the root and the control variate.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTrusted,
  atEndWindow,
  checkAction,
  cloneState,
  legalFor,
  view,
  type Action,
  type GameState,
} from '../../engine';
import { seatBit } from '../../engine/context';
import { hash } from '../../engine/hash';
import { defaultAction } from '../candidates';
import { withWeights } from '../evaluation';
import { FITTED } from '../fitted-weights';
import { personalityFrom, breakCost } from '../personality';
import { PRESETS } from '../presets';
import { Rand } from '../rand';
import { concludeSearch, observeSearches, prepareSearch } from '../search/choose';
import { Halving } from '../search/halving';
import { ismcts, playout, type SearchConfig } from '../search/ismcts';
import { mergeResults, splitRequest } from '../search/merge';
import { lockoutAnte, lockouts, raises } from '../search/lockout';
import { heuristicMove, playoutMove, type PlayedSeat } from '../search/policy';
import { heuristicChoice } from '../heuristic';
import { Resampler } from '../search/resample';
import { situation } from '../situation';
import { midMove } from '../simulate';
import { cat, newGame, playUntil, situationOf } from './helpers';
import { start } from '../../engine/tests/scenario';

const persona = personalityFrom(undefined);
const everyone = (): PlayedSeat => ({ persona, breakPrice: breakCost(persona), spite: null });

/** The default bot's situation and search request at the first Business turn of `round` in game `seed`. */
function preparedAt(seed: number, round: number, config: SearchConfig, randSeed: number) {
  const s = playUntil(seed, (t) => t.pending?.d === 'turn' && t.round === round)!;
  const seat = s.pending!.seat;
  const sit = situation(view(s, seat), legalFor(s, seat), persona, new Rand(randSeed));
  const prep = prepareSearch(sit, config, PRESETS.medium.weights.revised);
  if ('done' in prep) throw new Error('expected a search');
  return { sit, request: prep.request };
}

/** The search request a default bot makes at the first Business turn of `round` in game `seed`. */
const requestAt = (seed: number, round: number, config: SearchConfig, randSeed: number) =>
  preparedAt(seed, round, config, randSeed).request;

/** The situation of the default bot at the first Business turn of round 1 in game `seed`. */
function turnAt(seed: number) {
  const s = playUntil(seed, (t) => t.pending?.d === 'turn' && t.round === 1)!;
  const seat = s.pending!.seat;
  return situation(view(s, seat), legalFor(s, seat), persona, new Rand(1));
}

describe('what a searching bot says of its choice (issue #15)', () => {
  const sit = turnAt(6);
  const moves = sit.legal.map((l) => l.action);
  const pass = moves.find((a) => a.type === 'pass')!;
  const plays = moves.filter((a) => a.type === 'play');
  const play = plays[0];
  /** A play of another card of the hand. */
  const other = plays.find(
    (a) => a.type === 'play' && play?.type === 'play' && a.card !== play.card,
  );
  /** A result whose plans keep their priors: no visits. */
  const said = (plans: Action[][], priors: number[]) =>
    concludeSearch(
      sit,
      {
        iterations: 0,
        stats: plans.map((plan, i) => ({ key: `${i}`, plan, visits: 0, total: 0, baseline: 0 })),
      },
      priors,
    ).why;

  it('the watcher of a fitting tool sees the pick and each plan score, its prior corrected by its samples', () => {
    const seen: { best: number; corrected: readonly number[] }[] = [];
    observeSearches((_, __, best, corrected) => seen.push({ best, corrected }));
    try {
      concludeSearch(
        sit,
        {
          iterations: 6,
          stats: [
            { key: '0', plan: [pass], visits: 4, total: 2, baseline: 2.4 },
            { key: '1', plan: [play!], visits: 2, total: 1.2, baseline: 1 },
            { key: '2', plan: [other!], visits: 0, total: 0, baseline: 0 },
          ],
        },
        [0.5, 0.4, 0.3],
      );
    } finally {
      observeSearches(null);
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.best).toBe(1);
    expect(seen[0]!.corrected[0]).toBeCloseTo(0.4, 12);
    expect(seen[0]!.corrected[1]).toBeCloseTo(0.5, 12);
    expect(seen[0]!.corrected[2]).toBe(0.3);
  });

  it('names the plan that came nearest, counts the others, and says a close call', () => {
    expect(play && other).toBeTruthy();
    expect(said([[pass], [play!], [other!]], [0.5, 0.4, 0.3])).toMatch(
      /^pass: it played out better than playing a card$/,
    );
    expect(said([[play!], [pass]], [0.5, 0.495])).toMatch(
      /: it played out a little better than pass$/,
    );
    expect(said([[play!]], [0.5])).toMatch(/: it played out best$/);
  });

  it('never names a card the bot keeps in its hand: the table reads its words', () => {
    const title = (a: Action) => sit.cat.cards[(a as { card: number }).card]!.title;
    const words = said([[play!], [other!], [pass]], [0.5, 0.45, 0.2]);
    expect(words).toMatch(/: it played out better than playing another card and 1 other plan$/);
    expect(words).toContain(title(play!));
    expect(words).not.toContain(title(other!));
  });

  it('tells a plan that starts alike by its other targets, and counts plans that read alike once', () => {
    const twice = said([[play!], [play!], [pass]], [0.5, 0.45, 0.2]);
    expect(twice).toMatch(
      /: it played out better than the same move with other targets and 1 other plan$/,
    );
    // A card's plans: the same play, its tokens to different gangsters.
    const root = requestAt(6, 1, PRESETS.medium.search, 2).root;
    const card = JSON.stringify(root.find((p) => p.length > 1)![0]);
    const same = root.filter((p) => p.length > 1 && JSON.stringify(p[0]) === card);
    expect(same.length).toBeGreaterThan(1);
    expect(said([same[0]!, same[1]!], [0.5, 0.3])).toMatch(
      /^play .+ → .+: it played out better than the same move with other targets$/,
    );
  });
});

describe('search', () => {
  it('heuristic playouts: the policy plays whole games with legal moves only', () => {
    for (const seed of [3, 4]) {
      let s: GameState = newGame(seed);
      const rand = new Rand(seed);
      let moves = 0;
      while (s.pending) {
        const a = heuristicMove(s, cat, rand, everyone)!;
        const r = apply(s, a);
        expect(r.ok, JSON.stringify(a)).toBe(true);
        if (r.ok) s = r.value.state;
        moves++;
      }
      expect(s.phase).toBe('ended');
      expect(moves).toBeGreaterThan(50);
    }
  });

  it('common random numbers: a sample depends on its seed alone, not on what was drawn before', () => {
    const s = newGame(5);
    const resampler = new Resampler(view(s, 1), new Rand(1));
    const first = hash(resampler.sample(new Rand(42)));
    resampler.sample(new Rand(7));
    resampler.sample(new Rand(8));
    expect(hash(resampler.sample(new Rand(42)))).toBe(first);
    expect(hash(resampler.sample(new Rand(43)))).not.toBe(first);
  });

  it('control variate: with nothing played after a plan, each plan keeps its one-step value', () => {
    const config = { ...PRESETS.medium.search, playoutDepth: 0, iterations: 30 };
    const request = requestAt(6, 1, config, 2);
    const result = ismcts(request);
    expect(result.iterations).toBe(request.config.iterations);
    for (const st of result.stats) {
      expect(st.visits).toBeGreaterThan(0);
      // A Business turn rolls no die: the value after the plan is the value sampled.
      expect(st.total).toBeCloseTo(st.baseline, 9);
    }
  });

  it('control variate: the samples after a plan move its score by their mean change', () => {
    const result = ismcts(requestAt(7, 2, { ...PRESETS.medium.search, iterations: 24 }, 3));
    const changed = result.stats.filter((st) => Math.abs(st.total - st.baseline) > 1e-9);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('playouts: the passes of a die window are not counted as moves (R12.2)', () => {
    const s = playUntil(4, (t) => t.pending?.d === 'window')!;
    const rand = new Rand(4);
    const kinds: string[] = [];
    playout(s, 2, (t) => {
      kinds.push(t.pending!.d);
      return heuristicMove(t, cat, rand, everyone);
    });
    expect(kinds[0]).toBe('window');
    expect(kinds.filter((k) => k !== 'window')).toHaveLength(2);
    expect(kinds.length).toBeGreaterThan(3);
  });

  it('R10, R12.2 finishCut: a playout cut off inside a move plays on until the move is whole, and no further', () => {
    let cut = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const s = playUntil(seed, (t) => t.pending?.d === 'turn')!;
      const short = cloneState(s);
      playout(short, 1, (t) => heuristicMove(t, cat, new Rand(seed), everyone));
      const whole = cloneState(s);
      const inside: boolean[] = [];
      playout(
        whole,
        1,
        (t) => {
          inside.push(midMove(t));
          return heuristicMove(t, cat, new Rand(seed), everyone);
        },
        true,
      );
      expect(midMove(whole)).toBe(false);
      // After the one move asked for, the playout only finished it.
      expect(inside.slice(1).every(Boolean)).toBe(true);
      if (midMove(short)) {
        cut++;
        expect(inside.length).toBeGreaterThan(1);
      }
    }
    expect(cut, 'turns whose card left placements to make').toBeGreaterThan(0);
  });

  it('R11.1 R5.5 playouts sell what a family holds at the last window, as the bots do, then pass', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    g.editNoHands().editHand(0, ['thug-1-a', 'hitman-1-a']);
    g.advance((x) => atEndWindow(x.s));
    const rand = new Rand(1);
    const sale = { type: 'sell', seat: 0, card: g.c('thug-1-a') };
    expect(heuristicMove(g.s, cat, rand, everyone)).toEqual(sale);
    expect(playoutMove(g.s, rand)).toEqual(sale);
    g.editNoHands();
    expect(heuristicMove(g.s, cat, rand, everyone)).toEqual({ type: 'pass', seat: 0 });
    expect(playoutMove(g.s, rand)).toEqual({ type: 'pass', seat: 0 });
  });

  it('a playout seat given its own weights chooses by them, the others by the search weights', () => {
    const s = playUntil(5, (t) => t.pending?.d === 'turn' && t.round === 2)!;
    const hoarder = { ...FITTED.revised, cardUseValue: 40 };
    const spender = { ...FITTED.revised, cardUseValue: -40 };
    const move = (seat: () => PlayedSeat) => heuristicMove(s, cat, new Rand(1), seat);
    const byHoarder = withWeights(hoarder, () => move(everyone));
    const bySpender = withWeights(spender, () => move(everyone));
    expect(byHoarder).not.toEqual(bySpender);
    const played = (): PlayedSeat => ({ ...everyone(), weights: hoarder });
    expect(withWeights(spender, () => move(played))).toEqual(byHoarder);
  });

  it('othersFitted: the request names the fitted weights for the other families', () => {
    const plain = requestAt(7, 2, PRESETS.hard.search, 3);
    expect(plain.othersWeights).toBeUndefined();
    const fitted = requestAt(7, 2, { ...PRESETS.hard.search, othersFitted: true }, 3);
    expect(fitted.othersWeights).toEqual(FITTED.revised);
  });

  it('R5.2, R5.3 lockouts: the root weighs a card at an ante no family still in can reach', () => {
    const lockable = (t: GameState): boolean => {
      if (t.pending?.d !== 'turn') return false;
      const sit = situationOf(t);
      return (
        lockouts(
          sit,
          sit.legal.map((l) => l.action),
        ).length > 0
      );
    };
    let s: GameState | null = null;
    for (let seed = 1; !s; seed++) s = playUntil(seed, lockable);
    const seat = s.pending!.seat;
    const sit = situationOf(s, seat, persona);
    const need = lockoutAnte(sit)!;
    const prep = (lock: boolean) => {
      const p = prepareSearch(sit, { ...PRESETS.hard.search, lockouts: lock }, FITTED.revised);
      if ('done' in p) throw new Error('expected a search');
      return p.request.root.map((plan) => plan[0]!);
    };
    const atNeed = (a: Action) => a.type === 'play' && a.ante === need;
    expect(prep(false).some(atNeed)).toBe(false);
    const locked = prep(true).filter(atNeed);
    expect(locked.length).toBeGreaterThan(0);
    const turns = s.stack.findLast((f) => f.f === 'turns');
    const stillIn = s.families
      .map((_, f) => f)
      .filter(
        (f) =>
          f !== seat &&
          turns?.f === 'turns' &&
          !(turns.passed & seatBit(f)) &&
          s.families[f]!.hand.length > 0,
      );
    expect(stillIn.length).toBeGreaterThan(0);
    expect(checkAction(s, locked[0])).toBeNull();
    const after = cloneState(s);
    const events = applyTrusted(after, locked[0]!);
    // The family's follow-ups and the windows played on, up to the next turn someone must take.
    while (after.pending && after.pending.d !== 'turn' && after.round === s.round) {
      const d = after.pending;
      const next = legalFor(after, d.seat).find((l) => !l.terms && l.action.type !== 'sell')!;
      events.push(
        ...applyTrusted(
          after,
          d.d === 'window' ? { type: 'pass', seat: d.seat } : defaultAction(next),
        ),
      );
    }
    expect(events).toContainEqual(expect.objectContaining({ e: 'ante', seat, amount: need }));
    for (const f of stillIn) expect(events).toContainEqual({ e: 'pass', seat: f });
  });

  it('R5.3 raise: the root weighs its best cards at the set ante, a toll on every later play', () => {
    const RAISE = 5;
    const raisable = (t: GameState): boolean => {
      if (t.pending?.d !== 'turn' || t.ante >= RAISE) return false;
      const sit = situationOf(t);
      return (
        raises(
          sit,
          sit.legal.map((l) => l.action),
          RAISE,
        ).length > 0
      );
    };
    let s: GameState | null = null;
    for (let seed = 1; !s; seed++) s = playUntil(seed, raisable);
    const seat = s.pending!.seat;
    const sit = situationOf(s, seat, persona);
    const prep = (raise: number) => {
      const p = prepareSearch(sit, { ...PRESETS.hard.search, raise }, FITTED.revised);
      if ('done' in p) throw new Error('expected a search');
      return p.request;
    };
    const atRaise = (a: Action) => a.type === 'play' && a.ante === RAISE;
    const plain = prep(0);
    expect(plain.root.some((plan) => atRaise(plan[0]!))).toBe(false);
    const raised = prep(RAISE);
    const firsts = raised.root.map((plan) => plan[0]!).filter(atRaise);
    expect(firsts.length).toBeGreaterThan(0);
    // The best two cards, each with its follow-up variants (macros.ts).
    expect(new Set(firsts.map((a) => JSON.stringify(a))).size).toBeLessThanOrEqual(2);
    // Each raise is a plan the search had at the least ante, and the budget grows with the plans.
    for (const a of firsts)
      expect(
        plain.root.some(
          (plan) => JSON.stringify({ ...plan[0], ante: RAISE }) === JSON.stringify(a),
        ),
      ).toBe(true);
    expect(raised.config.iterations).toBeGreaterThan(plain.config.iterations);
    expect(checkAction(s, firsts[0])).toBeNull();
    const after = cloneState(s);
    applyTrusted(after, firsts[0]!);
    expect(after.ante).toBe(RAISE);
    // Not offered where the ante is already that high, nor where nobody else is still in.
    const high = cloneState(s);
    high.ante = RAISE;
    expect(raises(situationOf(high, seat, persona), firsts, RAISE)).toEqual([]);
    const alone = cloneState(s);
    const turns = alone.stack.findLast((f) => f.f === 'turns');
    if (turns?.f === 'turns')
      for (let f = 0; f < alone.families.length; f++) if (f !== seat) turns.passed |= seatBit(f);
    expect(raises(situationOf(alone, seat, persona), firsts, RAISE)).toEqual([]);
  });

  it('R5.1, R5.5 buyOut: in the last round the draw buys every card it can pay for', () => {
    const buying = (round: number) => (t: GameState) =>
      t.pending?.d === 'buy' && t.round === round && t.families[t.pending.seat]!.money >= 20;
    const decide = (s: GameState, buyOut: boolean) => {
      const p = prepareSearch(situationOf(s), { ...PRESETS.hard.search, buyOut }, FITTED.revised);
      if (!('done' in p)) throw new Error('a buy is decided by rule');
      return p.done.action;
    };
    let last: GameState | null = null;
    for (let seed = 1; !last; seed++) last = playUntil(seed, buying(4));
    const seat = last.pending!.seat;
    const most = Math.floor(last.families[seat]!.money / cat.rules.cardPrice);
    expect(decide(last, false)).toEqual({ type: 'buy', seat, count: 0 });
    const all = decide(last, true);
    expect(all).toEqual({ type: 'buy', seat, count: most });
    expect(checkAction(last, all)).toBeNull();
    // Before the last round the rule's own buy stands.
    let early: GameState | null = null;
    for (let seed = 1; !early; seed++) early = playUntil(seed, buying(2));
    expect(decide(early, true)).toEqual(decide(early, false));
  });

  it('R6.3 activateByRule: a Crew activation goes by the rule, the target after it by the search', () => {
    const config = { ...PRESETS.hard.search, activateByRule: true };
    const weights = PRESETS.hard.weights.revised;
    const choosing = (t: GameState) =>
      t.pending?.d === 'activate' &&
      new Set(legalFor(t, t.pending.seat).map((l) => l.action.type)).size > 1;
    let s: GameState | null = null;
    for (let seed = 1; !s; seed++) s = playUntil(seed, choosing);
    const ruled = withWeights(weights, () => prepareSearch(situationOf(s), config, weights));
    if (!('done' in ruled)) throw new Error('an activation is decided by rule');
    expect(ruled.done).toEqual(withWeights(weights, () => heuristicChoice(situationOf(s), 0)));
    const searched = { ...config, activateByRule: false };
    expect('request' in prepareSearch(situationOf(s), searched, weights)).toBe(true);
    // The target of a gangster's move or power in the Crew is still searched.
    const aiming = (t: GameState) =>
      t.phase === 'crew' && t.pending?.d === 'target' && legalFor(t, t.pending.seat).length > 1;
    let t: GameState | null = null;
    for (let seed = 1; !t; seed++) t = playUntil(seed, aiming);
    expect('request' in prepareSearch(situationOf(t), config, weights)).toBe(true);
  });

  it('playoutNoise: the playouts spread over close options, the same way every time; a buy keeps its rule', () => {
    const s = playUntil(3, (t) => t.pending?.d === 'turn' && t.round === 2)!;
    const noisy = (): PlayedSeat => ({ ...everyone(), noise: 0.03 });
    const picks = (seat: () => PlayedSeat) =>
      new Set(
        [...Array(40).keys()].map((k) => JSON.stringify(heuristicMove(s, cat, new Rand(k), seat))),
      );
    expect(picks(everyone).size).toBe(1);
    expect(picks(noisy).size).toBeGreaterThan(1);
    // Easy's slips would add a card to the rule's buy or take one from it (heuristic.ts).
    const rich = (t: GameState) =>
      t.pending?.d === 'buy' && t.round < 4 && t.families[t.pending.seat]!.money >= 25;
    let buy: GameState | null = null;
    for (let seed = 1; !buy; seed++) buy = playUntil(seed, rich);
    const bought = heuristicMove(buy, cat, new Rand(3), everyone);
    for (let k = 0; k < 20; k++)
      expect(heuristicMove(buy, cat, new Rand(k), noisy)).toEqual(bought);
    const request = requestAt(7, 2, { ...PRESETS.hard.search, iterations: 32, rootWidth: 4 }, 3);
    const plain = ismcts(request);
    const shaken = { ...request, config: { ...request.config, playoutNoise: 0.03 } };
    expect(ismcts(shaken).stats).not.toEqual(plain.stats);
    expect(ismcts(shaken)).toEqual(ismcts(shaken));
  });

  it('a work cap ends a dear search early, the same way every time, with every plan sampled', () => {
    const request = requestAt(7, 2, { ...PRESETS.medium.search, maxEvaluations: 1 }, 3);
    const plans = request.root.length;
    expect(request.config.iterations).toBeGreaterThan(plans);
    const result = ismcts(request);
    expect(result.iterations).toBe(plans);
    for (const st of result.stats) expect(st.visits).toBe(1);
    expect(ismcts(request)).toEqual(result);
  });

  it('halving: each round samples the plans still in alike, then keeps the better half, down to two', () => {
    const scores = [5, 1, 7, 3, 6, 2, 8, 4];
    const visits = scores.map(() => 0);
    const h = new Halving(scores.length, 48);
    const order: number[] = [];
    for (let k = 0; k < 48; k++) {
      const i = h.next(
        (j) => visits[j]!,
        (j) => scores[j]!,
      );
      visits[i]!++;
      order.push(i);
    }
    // 48 samples in three rounds of 16: 8 plans × 2, the best 4 × 4 more, the best 2 × 8 more.
    expect(order.slice(0, 16).sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]);
    expect(new Set(order.slice(16, 32))).toEqual(new Set([6, 2, 4, 0]));
    expect(new Set(order.slice(32))).toEqual(new Set([6, 2]));
    expect(visits).toEqual([6, 2, 14, 2, 6, 2, 14, 2]);
    expect(h.survivors()).toEqual([2, 6]);
  });

  it('halving: the search spends most samples on its finalists, picks among them, the same way every time', () => {
    const config = { ...PRESETS.hard.search, iterations: 64, rootWidth: 8 };
    const { sit, request: base } = preparedAt(7, 2, config, 3);
    const request = { ...base, config: { ...base.config, halving: true } };
    const result = ismcts(request);
    expect(ismcts(request)).toEqual(result);
    const finalists = result.stats.filter((st) => st.finalist);
    expect(finalists).toHaveLength(2);
    const most = Math.max(...result.stats.map((st) => st.visits));
    for (const st of finalists) expect(st.visits).toBe(most);
    expect(result.stats.reduce((n, st) => n + st.visits, 0)).toBe(result.iterations);
    expect(ismcts(base).stats.every((st) => st.finalist === undefined)).toBe(true);
    // The pick is a finalist even where a plan out of the running has the higher score.
    const out = result.stats.findIndex((st) => !st.finalist);
    const priors = request.priors.map((p, i) => (i === out ? p + 10 : p));
    const chosen = concludeSearch(sit, result, priors).action;
    expect(finalists.map((st) => st.plan[0])).toContainEqual(chosen);
    const unmarked = { ...result, stats: result.stats.map(plain) };
    expect(concludeSearch(sit, unmarked, priors).action).toEqual(result.stats[out]!.plan[0]);
    // The halvings drop plans by the score the pick is made by: a plan's price or revenge counts.
    const first = result.stats.findIndex((st) => st.finalist);
    const shifted = (i: number, by: number) =>
      ismcts({ ...request, adjust: request.priors.map((_, j) => (j === i ? by : 0)) }).stats[i]!;
    expect(shifted(first, -10).finalist).toBe(false);
    expect(shifted(out, 10).finalist).toBe(true);
  });

  it('halving: the request carries the price and revenge of every plan for the halvings, and only with halving', () => {
    const config = { ...PRESETS.hard.search, iterations: 64, rootWidth: 8 };
    const { request } = preparedAt(7, 2, { ...config, halving: true }, 3);
    expect(request.adjust).toHaveLength(request.root.length);
    for (const a of request.adjust!) expect(Number.isFinite(a)).toBe(true);
    expect(preparedAt(7, 2, config, 3).request.adjust).toBeUndefined();
  });

  it('halving on the worker pool: a plan is a finalist if it was one in any part', () => {
    const base = requestAt(7, 2, { ...PRESETS.hard.search, iterations: 64, rootWidth: 8 }, 3);
    const [one, two] = splitRequest({ ...base, config: { ...base.config, halving: true } }, 2).map(
      (r) => ismcts(r),
    );
    const marked = (r: typeof one, keys: string[]) => ({
      ...r!,
      stats: r!.stats.map((st) => ({ ...st, finalist: keys.includes(st.key) })),
    });
    const [k0, k1, k2] = one!.stats.map((st) => st.key);
    const merged = mergeResults([marked(one, [k0!, k1!]), marked(two, [k1!, k2!])]);
    const finalists = merged.stats.filter((st) => st.finalist).map((st) => st.key);
    expect(finalists).toEqual([k0, k1, k2]);
    expect(merged.stats.find((st) => st.key === k0)!.visits).toBe(
      one!.stats[0]!.visits + two!.stats.find((st) => st.key === k0)!.visits,
    );
  });
});

/** A root statistic without its finalist mark. */
function plain<T extends { finalist?: boolean }>(st: T): T {
  const { finalist: _, ...rest } = st;
  return rest as T;
}
