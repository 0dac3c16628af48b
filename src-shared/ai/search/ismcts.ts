/**
 * Single-observer Information Set Monte Carlo Tree Search (issue #4). One tree for the
 * observer; every iteration samples a fresh determinization of what it cannot see (hidden
 * cards, deck order, dice), walks the tree choosing by UCB among the moves available in that
 * sample (availability counts), opens one new move, plays a short cut-off playout (policy.ts)
 * and scores it with the evaluation. Each seat's edges carry that seat's own utility, so every
 * family maximizes its own outcome. Die faces are public once rolled: the node after a roll
 * is chosen by its face. Ranges (antes, buys) open one more value as a node's visits grow
 * (progressive widening). At the root, the plans share their samples (common random numbers)
 * and are compared net of the plan's own die (a control variate). Pure TypeScript: runs
 * inline or in a worker.
 */
import { applyTrusted, cloneState, legalActions } from '../../engine';
import type { Action, GameEvent, GameView, LegalAction } from '../../engine';
import { catalogFor, type Catalog } from '../../engine/catalog';
import type { GameState } from '../../engine/state';
import { evaluations, utilities, withWeights, type EvalWeights } from '../evaluation';
import { breakCost, personalityFrom } from '../personality';
import { Rand, sampleSeed } from '../rand';
import { closeRollWindows, midMove, stateValue, valueFor, type Perspective } from '../simulate';
import { actionKey, hiddenKey } from './keys';
import { instantiate } from '../bot';
import { defaultAction, rangeLadder } from '../candidates';
import { withChoiceTable } from '../learned';
import { heuristicMove, playoutMove, weighed, type PlayedSeat, type PlayoutPolicy } from './policy';
import { Halving } from './halving';
import { Resampler } from './resample';

export interface SearchConfig {
  /** Iterations in all (split among workers by the pool). */
  iterations: number;
  /** Playout moves after the tree before the evaluation cuts off (die-window passes not counted). */
  playoutDepth: number;
  /** Who plays the playout moves: the cheap weighted draw, or the heuristic bot (policy.ts). */
  playout: PlayoutPolicy;
  /** Moves the tree goes down at most before the playout takes over (bounds an iteration's cost). */
  treeDepth: number;
  /** UCB exploration constant (utilities are in [0, 1]). */
  exploration: number;
  /** Progressive widening: a node opens range values up to rank widening·√visits. */
  widening: number;
  /** Opponent modelling: sample whether each pending promise is kept, by trust and honesty. */
  modelPromises: boolean;
  /** Root plans searched: the best by one-step look-ahead (the rest are pruned). */
  rootWidth: number;
  /**
   * A cap on the search's work in positions evaluated (the playouts' look-ahead included),
   * reached only by the dearest decisions: it bounds their time as a clock would, but the
   * result depends on the request alone. Every plan is still sampled once.
   */
  maxEvaluations?: number;
  /**
   * The other families in the playouts choose by the fitted weights (the way Medium plays
   * and hoards its cards), not by the search's own: a trial for Hard (docs/ai.md).
   */
  othersFitted?: boolean;
  /**
   * The root also weighs its best cards played with an ante no other family can reach, so
   * they must pass (lockout.ts): a trial for Hard (docs/ai.md).
   */
  lockouts?: boolean;
  /**
   * The root also weighs its best cards played with the ante raised to this amount, where the
   * ante is open and lower and another family is still in (lockout.ts): a trial for Hard
   * (docs/ai.md). 0 or absent: never.
   */
  raise?: number;
  /**
   * In the last round's draw, buy every card the family can pay for (heuristic.ts `buyOut`,
   * R5.1, R5.5): a trial for Hard (docs/ai.md).
   */
  buyOut?: boolean;
  /**
   * The playouts' heuristic moves read the learned table fitted to the search's own picks
   * (choice-fit.ts) where one was fitted, and the leaves keep the shipped one: Hard's
   * (docs/ai.md, "A table fitted to Hard's own choices").
   */
  choiceTable?: boolean;
  /**
   * Gumbel noise of this scale on the values of the playouts' heuristic moves (utility units),
   * so the playouts' families spread over their options as a search's picks do (the choice
   * fit's β of about 32 is a scale near 0.03): a trial for Hard (docs/ai.md). A buy keeps its
   * rule. 0 or absent: the best move every time.
   */
  playoutNoise?: number;
  /**
   * The root's samples go by sequential halving (halving.ts), not by UCB: the better half of
   * the plans gets the next round's samples, down to two finalists, and the pick is one of
   * them: a trial for Hard (docs/ai.md).
   */
  halving?: boolean;
  /**
   * A Crew activation (R6.3: a power, Make a Move or pass) goes by the heuristic's one-step
   * look-ahead, as buying and ties do; the search still picks the move's target. Hard's:
   * its searches chose activations worse than the rule does (docs/ai.md, "Hard's searches by
   * the kind of decision").
   */
  activateByRule?: boolean;
  /**
   * A playout cut off in the middle of a move plays on until the move is whole (`playout`):
   * the die in the air resolves and the card's or power's follow-ups are placed before the
   * evaluation reads the position. Hard's (docs/ai.md, "Playouts that finish the move they
   * stop in").
   */
  finishCut?: boolean;
}

export interface SearchRequest {
  view: GameView;
  /** The observer's options at the root, each a plan: a move and its own follow-ups (macros.ts). */
  root: Action[][];
  /** Each plan's one-step value (macros.ts), dice averaged: the root's control variate. */
  priors: number[];
  config: SearchConfig;
  seed: number;
  /** The evaluation's weights the search reads (presets.ts). */
  weights: EvalWeights;
  /** The weights the other families' playout moves are chosen by, when not `weights`. */
  othersWeights?: EvalWeights;
  /**
   * With `halving`: what the conclusion adds to each plan's score (a broken promise's price,
   * revenge on a betrayer, choose.ts), so the halvings drop plans by the score the pick is
   * made by.
   */
  adjust?: number[];
  /** Trust in each family (trust.ts), for `modelPromises`. */
  trust: number[];
  honesty: number;
  spite: number[] | null;
  /** Safety net: stop after this many ms of `clock` (results then depend on timing). */
  maxMillis?: number;
}

export interface RootStat {
  key: string;
  plan: Action[];
  visits: number;
  total: number;
  /** The sum, over its visits, of the observer's value right after the plan. */
  baseline: number;
  /** With `halving`: the plan was still in when the search ended; the pick is among these. */
  finalist?: boolean;
}

export interface SearchResult {
  stats: RootStat[];
  iterations: number;
}

class Edge {
  n = 0;
  w = 0;
  avail = 0;
  /** At the root: the sum of the observer's values right after the plan (the control variate). */
  base = 0;
  /** The `gather` call that last offered this edge: several moves may share one edge. */
  seen = 0;
  /** The node after this move, by the face of a die it rolled (0: none). */
  next: (Node | undefined)[] = [];
  constructor(
    readonly key: string,
    readonly action: Action,
    /** At the root: the follow-ups played after `action` while they stay legal. */
    readonly then: Action[] = [],
  ) {}
}

class Node {
  visits = 0;
  readonly edges = new Map<string, Edge>();
}

const events: GameEvent[] = [];
/** Whether the last `step` drew on chance or on hidden cards (a roll, a draw, a theft). */
let chance = false;

/**
 * Plays an edge's move on `s`, then its follow-ups (root plans) while they stay legal, and
 * returns the face of the last die rolled, or 0. A plan's follow-ups depend on public facts
 * and the observer's hand: they stay legal in every sample unless chance (a die, a draw)
 * came in between.
 */
function play(s: GameState, edge: Edge, move: Action, observer: number): number {
  let face = step(s, move);
  let unsure = chance;
  for (const next of edge.then) {
    if (unsure ? !stillLegal(s, observer, next) : s.pending?.seat !== observer) break;
    face = step(s, next) || face;
    unsure ||= chance;
  }
  return face;
}

/** The observer's value of `s` once a die just rolled resolves with its face (on a copy). */
function settledValue(s: GameState, cat: Catalog, persp: Perspective): number {
  const c = cloneState(s);
  closeRollWindows(c);
  return stateValue(c, cat, persp);
}

const DEFAULT_PERSONA = personalityFrom(undefined);

/**
 * How the heuristic plays each seat in a playout: the observer as itself, the rest as the
 * default family, choosing by `othersWeights` when the request gives them.
 */
function playedSeats(req: SearchRequest): (seat: number) => PlayedSeat {
  const noise = req.config.playoutNoise ?? 0;
  const others: PlayedSeat = {
    persona: DEFAULT_PERSONA,
    breakPrice: breakCost(DEFAULT_PERSONA),
    spite: null,
    noise,
    ...(req.othersWeights ? { weights: req.othersWeights } : {}),
  };
  const persona = { ...DEFAULT_PERSONA, honesty: req.honesty };
  const self: PlayedSeat = { persona, breakPrice: breakCost(persona), spite: req.spite, noise };
  return (seat) => (seat === req.view.seat ? self : others);
}

/** Applies `a` and returns the face of the last die it rolled, or 0. */
function step(s: GameState, a: Action): number {
  events.length = 0;
  applyTrusted(s, a, events);
  let face = 0;
  chance = false;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.e === 'roll') {
      chance = true;
      if (face === 0) face = e.face;
    } else if (e.e === 'draw' || e.e === 'steal') chance = true;
  }
  return face;
}

/** Opponent modelling: each pending promise stays (and binds) with the promiser's trust. */
function samplePromises(s: GameState, req: SearchRequest, rand: Rand) {
  let kept = false;
  s.promises = s.promises.map((p) => {
    if (p.status !== 'pending') return p;
    const keep = rand.float() < (p.by === req.view.seat ? req.honesty : req.trust[p.by]!);
    kept ||= keep;
    return keep ? p : { ...p, status: 'void' };
  });
  if (kept) s.options = { ...s.options, house: { ...s.options.house, bindingDeals: true } };
}

/**
 * Plays `depth` moves of the policy on `s` (fewer if the game ends). The passes of a die
 * window are not counted as moves: every roll opens one for each family, and counted they
 * ate most of a short playout, which then stopped right after the dice it was to judge.
 * With `finish`, a cut-off that falls inside a move plays on until the move is whole
 * (`midMove`), at most `FINISH_MOVES` more.
 */
export function playout(
  s: GameState,
  depth: number,
  policy: (s: GameState) => Action | null,
  finish = false,
) {
  let extra = 0;
  for (let k = 0; s.pending;) {
    if (k >= depth) {
      if (!finish || extra >= FINISH_MOVES || !midMove(s)) return;
      extra++;
    }
    if (s.pending.d !== 'window') k++;
    const a = policy(s);
    if (!a) return;
    applyTrusted(s, a, events);
    events.length = 0;
  }
}

/** Enough to place a card's every icon and resolve a die's windows. */
const FINISH_MOVES = 24;

export function ismcts(req: SearchRequest, clock?: () => number): SearchResult {
  return withWeights(req.weights, () => search(req, clock));
}

function search(req: SearchRequest, clock?: () => number): SearchResult {
  const cat = catalogFor(req.view.options.edition);
  const rand = new Rand(req.seed);
  const resampler = new Resampler(req.view, rand);
  const { config } = req;
  const observer = req.view.seat;
  const persp: Perspective = { seat: observer, spite: req.spite };
  const rootEdges = req.root.map(
    (plan) => new Edge(plan.map(actionKey).join('>'), plan[0]!, plan.slice(1)),
  );
  const u = new Float64Array(8);
  const path: Edge[] = [];
  const seats: number[] = [];
  const available: Edge[] = [];
  const moves: Move[] = [];
  const hasPromises = req.view.promises.some((p) => p.status === 'pending');
  const seatOf = playedSeats(req);
  const byHeuristic = config.playout === 'heuristic';
  const started = clock?.() ?? 0;
  const work = evaluations;
  const cap = config.maxEvaluations ?? Infinity;
  const halving = config.halving ? new Halving(rootEdges.length, config.iterations) : null;
  const visitsOf = (i: number) => rootEdges[i]!.n;
  const scoreOf = (i: number) => rootMean(rootEdges[i]!, req.priors[i]!) + (req.adjust?.[i] ?? 0);
  let it = 0;
  for (; it < config.iterations; it++) {
    if (clock && req.maxMillis !== undefined && (it & 3) === 0 && it > 0)
      if (clock() - started > req.maxMillis) break;
    if (it >= rootEdges.length && evaluations - work > cap) break;
    path.length = 0;
    seats.length = 0;

    // The root: every plan is available in every sample, so the plan is chosen first, and
    // its k-th visit sees the k-th sample: plans are compared on the same cards and dice.
    for (const e of rootEdges) e.avail++;
    const plan = halving
      ? halving.next(visitsOf, scoreOf)
      : select(rootEdges, config.exploration, req.priors);
    let edge = rootEdges[plan]!;
    const sampled = new Rand(sampleSeed(req.seed, edge.n));
    const s = resampler.sample(sampled);
    if (config.modelPromises && hasPromises) samplePromises(s, req, sampled);
    let face = play(s, edge, edge.action, observer);
    edge.base += settledValue(s, cat, persp);
    path.push(edge);
    seats.push(observer);

    // Selection and expansion below the root, one new edge per iteration.
    while (edge.n > 0 && s.pending && path.length < config.treeDepth) {
      const node = (edge.next[face] ??= new Node());
      const seat = s.pending.seat;
      gather(node, s, seat, observer, config.widening, available, moves);
      if (available.length === 0) break;
      node.visits++;
      const at = select(available, config.exploration);
      edge = available[at]!;
      face = play(s, edge, materialize(moves[at]!.legal, moves[at]!.value), observer);
      path.push(edge);
      seats.push(seat);
    }

    // Cut-off playout, then the evaluation.
    const move = (t: GameState) =>
      byHeuristic ? heuristicMove(t, cat, sampled, seatOf) : playoutMove(t, sampled);
    // The choice table is switched on once for the whole playout, not per move.
    const finish = config.finishCut === true;
    if (byHeuristic && config.choiceTable)
      withChoiceTable(() => playout(s, config.playoutDepth, move, finish));
    else playout(s, config.playoutDepth, move, finish);
    utilities(s, cat, u);
    for (let i = 0; i < path.length; i++) {
      const e = path[i]!;
      e.n++;
      e.w += seats[i] === observer ? valueFor(u, persp) : u[seats[i]!]!;
    }
  }
  const finalists = new Set(halving?.survivors());
  return {
    stats: rootEdges.map((e, i) => ({
      key: e.key,
      plan: [e.action, ...e.then],
      visits: e.n,
      total: e.w,
      baseline: e.base,
      ...(halving ? { finalist: finalists.has(i) } : {}),
    })),
    iterations: it,
  };
}

/**
 * The edges of `node` available in this sample, created on first sight, with the legal entry
 * (and range value) each stands for here: another family's card plays share an edge
 * (keys.ts). Counts availability. Actions are built only when an edge is created or chosen.
 */
function gather(
  node: Node,
  s: GameState,
  seat: number,
  observer: number,
  widening: number,
  out: Edge[],
  moves: Move[],
) {
  out.length = 0;
  const stamp = ++gathered;
  let used = 0;
  const maxRank = Math.floor(widening * Math.sqrt(node.visits));
  const hidden = seat !== observer;
  for (const l of legalActions(s)) {
    if (!weighed(l, seat)) continue;
    if (l.range && l.action.type !== 'target') {
      const ladder = rangeLadder(l.range.min, l.range.max, l.action.type === 'buy' ? 4 : 6);
      for (let r = 0; r < ladder.length && r <= maxRank; r++)
        used = offer(
          node,
          l,
          ladder[r]!,
          rangeKey(l.action, ladder[r]!, hidden),
          stamp,
          out,
          moves,
          used,
        );
    } else {
      const a = defaultAction(l);
      used = offer(node, l, -1, hidden ? hiddenKey(a) : actionKey(a), stamp, out, moves, used);
    }
  }
}

/** The key of a range entry's action at value `v`, without building it (keys.ts formats). */
function rangeKey(a: Action, v: number, hidden: boolean): string {
  if (a.type === 'play') return (hidden ? 'p' : 'p' + a.card) + a.mode.charAt(0) + v;
  if (a.type === 'buy') return 'b' + v;
  return actionKey(a) + '=' + v;
}

/** Counts `gather` calls, so `offer` sees an edge shared by several moves once per call. */
let gathered = 0;

/** A legal entry and its range value (-1: the entry's default action). */
interface Move {
  legal: LegalAction;
  value: number;
}

function offer(
  node: Node,
  l: LegalAction,
  value: number,
  key: string,
  stamp: number,
  out: Edge[],
  moves: Move[],
  used: number,
): number {
  let e = node.edges.get(key);
  if (!e) {
    e = new Edge(key, materialize(l, value));
    node.edges.set(key, e);
  }
  // Several moves may share an edge (hidden card plays): the first one found stands for it.
  if (e.seen === stamp) return used;
  e.seen = stamp;
  e.avail++;
  out.push(e);
  const m = moves[used];
  if (m) {
    m.legal = l;
    m.value = value;
  } else moves.push({ legal: l, value });
  return used + 1;
}

const materialize = (l: LegalAction, value: number): Action =>
  value < 0 ? defaultAction(l) : instantiate(l, value);

/** Is `a` a legal move of the observer in this sample (a planned follow-up may not be)? */
function stillLegal(s: GameState, observer: number, a: Action): boolean {
  if (s.pending?.seat !== observer) return false;
  const key = actionKey(a);
  for (const l of legalActions(s)) {
    if (l.action.seat !== observer || l.terms) continue;
    if (l.action.type === a.type && actionKey(defaultAction(l)) === key) return true;
  }
  return false;
}

/**
 * A root plan's score: its prior plus the mean of what its samples added after it (the control
 * variate); a plan never sampled keeps its prior. The search selects by it and the conclusion
 * picks by it (choose.ts).
 */
export const correctedScore = (prior: number, visits: number, total: number, baseline: number) =>
  visits > 0 ? prior + (total - baseline) / visits : prior;

const rootMean = (e: Edge, prior: number): number => correctedScore(prior, e.n, e.w, e.base);

/**
 * The index of an unvisited edge first, else of the best by UCB with availability counts.
 * With `priors` (the root), an edge's mean is its prior corrected by what the samples
 * added after the plan: prior + mean(value − value right after the plan), a control variate
 * that removes the plan's own die from the comparison.
 */
function select(edges: readonly Edge[], c: number, priors?: readonly number[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    if (e.n === 0) return i;
    const mean = priors ? rootMean(e, priors[i]!) : e.w / e.n;
    const score = mean + c * Math.sqrt(Math.log(Math.max(1, e.avail)) / e.n);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
