/**
 * The search bot's choices: the same rules as the heuristic bot where a rule decides well
 * (buying, ties, the blackmail gate, due payments, re-rolls by expected value; with
 * `activateByRule`, the Crew's activations), the search for everything else. Split in two
 * halves around the search itself, so the search can run inline or on the worker pool.
 */
import type { Action } from '../../engine';
import { canonicalJson } from '../../save/checksum';
import type { Decision } from '../bot';
import { defaultAction, sales } from '../candidates';
import { revenge } from '../attacks';
import { breachCost, promisesBroken } from '../deals/keeping';
import type { EvalWeights } from '../evaluation';
import { describe } from '../explain';
import { FITTED } from '../fitted-weights';
import { buyOut, heuristicChoice, sellOut } from '../heuristic';
import { rerollCheck } from '../reroll';
import type { Situation } from '../situation';
import { correctedScore, type SearchConfig, type SearchRequest, type SearchResult } from './ismcts';
import { lockouts, raises } from './lockout';
import { rootPlans } from './macros';
import { weighed } from './policy';

/** Decisions a rule answers better than a search of a few plies. */
const RULED = new Set(['buy', 'tie', 'gate', 'due']);

/**
 * Cards offered with a raised ante when `lockouts` or `raise` is on: the best few by one-step
 * value.
 */
const RAISED_PLAYS = 2;

/** A search that runs where its runner puts it: inline, or on worker threads. */
export interface SearchRunner {
  run(req: SearchRequest): SearchResult | Promise<SearchResult>;
}

export type Prepared = { done: Decision } | { request: SearchRequest };

/**
 * The observer's root options: its plain moves at their default amounts. (Raising the ante
 * at the root crowded the few plans searched with near-copies of one card; the tree still
 * widens antes progressively for every family below the root.)
 */
function rootOptions(sit: Situation): Action[] {
  const out: Action[] = [];
  for (const l of sit.legal) if (weighed(l, sit.seat)) out.push(defaultAction(l));
  return out;
}

/** Everything before the search: rules, re-rolls, the options and the budget. */
export function prepareSearch(
  sit: Situation,
  config: SearchConfig,
  weights: EvalWeights,
  maxMillis?: number,
): Prepared {
  const d = sit.state.pending!;
  const top = sit.state.stack[sit.state.stack.length - 1];
  const bought = d.d === 'buy' && config.buyOut ? buyOut(sit) : null;
  if (bought) return { done: bought };
  const ruled =
    RULED.has(d.d) ||
    (d.d === 'family' && top?.f === 'card') ||
    (d.d === 'activate' && config.activateByRule === true);
  if (ruled) return { done: heuristicChoice(sit, 0) };
  if (d.d === 'window') {
    const all = [
      ...sit.legal.filter((l) => l.action.seat === sit.seat && !l.terms).map((l) => l.action),
    ];
    const reroll = rerollCheck(
      sit.state,
      [...all, ...sales(sit.legal, sit.seat)],
      sit.persp,
      sit.cat,
      sit.breakPrice,
    );
    if (reroll) return { done: { action: reroll.action, why: reroll.why } };
  }
  let moves = rootOptions(sit);
  if (sit.breakPrice === Infinity) {
    const kept = moves.filter((a) => promisesBroken(sit.state, a, sit.cat) === 0);
    if (kept.length > 0) moves = kept;
  }
  if (moves.length === 1) {
    const only = moves[0]!;
    if (only.type === 'pass') return { done: sellOut(sit) ?? { action: only, why: 'pass' } };
    return {
      done: { action: only, why: `${describe(only, sit.state, sit.cat)}: the only option` },
    };
  }
  // The search decides among the best few plans by one-step look-ahead.
  const plans = rootPlans(sit, moves)
    .sort((a, b) => b.prior - a.prior)
    .slice(0, config.rootWidth);
  const firsts = plans.map((p) => p.plan[0]!);
  if (config.lockouts) plans.push(...rootPlans(sit, lockouts(sit, firsts).slice(0, RAISED_PLAYS)));
  if (config.raise) {
    const raised = raises(sit, firsts, config.raise).slice(0, RAISED_PLAYS);
    plans.push(...rootPlans(sit, raised));
  }
  // The budget is per plan: fewer plans, fewer samples.
  const scale = plans.length / config.rootWidth;
  const request: SearchRequest = {
    view: sit.view,
    root: plans.map((p) => p.plan),
    priors: plans.map((p) => p.prior),
    config: {
      ...config,
      iterations: Math.max(plans.length, Math.round(config.iterations * scale)),
    },
    seed: sit.rand.next(),
    weights,
    trust: sit.trust,
    honesty: sit.persona.honesty,
    spite: sit.persp.spite ? [...sit.persp.spite] : null,
  };
  if (config.halving)
    request.adjust = plans.map((p) => planAdjustment(sit, p.plan[0]!, sit.breakPrice));
  if (config.othersFitted) request.othersWeights = FITTED[sit.view.options.edition];
  if (maxMillis !== undefined) request.maxMillis = maxMillis;
  return { request };
}

/** What a plan's first move adds to its score: a broken promise's price, revenge on a betrayer. */
function planAdjustment(sit: Situation, first: Action, price: number): number {
  return (
    revenge(sit.state, first, sit.persp, sit.cat) -
    breachCost(promisesBroken(sit.state, first, sit.cat), price)
  );
}

/**
 * Sees every search's decision as it is concluded: the plans and their samples, the pick, and
 * each plan's score before a broken promise's price or revenge (`correctedScore`).
 */
export type SearchObserver = (
  sit: Situation,
  stats: SearchResult['stats'],
  best: number,
  corrected: readonly number[],
) => void;

let watcher: SearchObserver | null = null;

/** Has `f` see every decision concluded from now on (null: none); a fitting tool's hook. */
export function observeSearches(f: SearchObserver | null): void {
  watcher = f;
}

/**
 * Everything after. Each plan's score is its one-step value corrected by what its samples
 * showed after it: prior + mean(value − value right after the plan), the control variate the
 * search selects by (ismcts.ts); a plan the search never reached keeps its prior. A plan
 * that breaks promises pays their price; an attack on a betrayer carries its revenge. With
 * `halving`, the pick is among the finalists. Then the line for the log.
 */
export function concludeSearch(
  sit: Situation,
  result: SearchResult,
  priors: readonly number[],
): Decision {
  const price = sit.breakPrice;
  const stats = result.stats;
  let best = 0;
  let bestScore = -Infinity;
  const corrected = stats.map((st, i) =>
    correctedScore(priors[i]!, st.visits, st.total, st.baseline),
  );
  const scores = corrected.map((c, i) => c + planAdjustment(sit, stats[i]!.plan[0]!, price));
  const someFinalist = stats.some((st) => st.finalist);
  scores.forEach((sc, i) => {
    if (someFinalist && !stats[i]!.finalist) return;
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  watcher?.(sit, stats, best, corrected);
  const chosen = stats[best]!;
  const action = chosen.plan[0]!;
  if (action.type === 'pass') {
    const out = sellOut(sit);
    if (out) return out;
  }
  return {
    action,
    why: `${describePlan(sit, chosen.plan)}: ${compared(sit, stats, scores, best)}`,
  };
}

/** Scores closer than this (a point of a win chance) make a close call. */
const CLOSE_CALL = 0.01;

/**
 * How the chosen plan compared, in words a player can weigh: the plan that came nearest,
 * how many others there were, and whether it was a close call ("it played out a little
 * better than pass and 2 other plans"). Plans that read alike count once.
 */
function compared(
  sit: Situation,
  stats: SearchResult['stats'],
  scores: readonly number[],
  best: number,
): string {
  const chosen = stats[best]!.plan;
  const rivals = new Map<string, number>();
  scores.forEach((score, i) => {
    if (i === best) return;
    const name = rivalName(sit, stats[i]!.plan, chosen);
    if (score > (rivals.get(name) ?? -Infinity)) rivals.set(name, score);
  });
  let rival: string | null = null;
  let near = -Infinity;
  for (const [name, score] of rivals) {
    if (score > near) [rival, near] = [name, score];
  }
  if (rival === null) return 'it played out best';
  const rest = rivals.size - 1;
  const others = rest > 0 ? ` and ${rest} other plan${rest === 1 ? '' : 's'}` : '';
  const how = scores[best]! - near < CLOSE_CALL ? 'a little better' : 'better';
  return `it played out ${how} than ${rival}${others}`;
}

/** The hand card an action names, if it names one. */
const cardOf = (a: Action): number | null => ('card' in a ? a.card : null);

/**
 * A plan the bot did not choose, as the whole table may read it (a bot's words are public):
 * a card it names stays in the hand, so it is told only as "a card" unless the chosen move
 * shows that same card; a plan that starts as the chosen one does differs only in where it
 * goes on.
 */
function rivalName(sit: Situation, plan: readonly Action[], chosen: readonly Action[]): string {
  const first = plan[0]!;
  if (canonicalJson(first) === canonicalJson(chosen[0])) return 'the same move with other targets';
  const card = cardOf(first);
  const shown = cardOf(chosen[0]!);
  if (card !== null && card !== shown) {
    const which = shown === null ? 'a card' : 'another card';
    return first.type === 'sell' ? `selling ${which}` : `playing ${which}`;
  }
  return describe(first, sit.state, sit.cat);
}

function describePlan(sit: Situation, plan: readonly Action[]): string {
  const first = describe(plan[0]!, sit.state, sit.cat);
  const then = plan.slice(1).filter((a) => a.type === 'target');
  if (then.length === 0) return first;
  return `${first} → ${then.map((a) => describe(a, sit.state, sit.cat)).join(', ')}`;
}
