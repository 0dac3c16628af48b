/**
 * The evaluation function: what a position is worth to each family, read from the public
 * table only (hand sizes, never hand contents). The search cuts its playouts off with it and
 * the heuristic bot compares its options with it, so both play for the same thing.
 *
 * A family's projected final respect is what it has (respect, money at the edition's final
 * rate, cards at their sell price, R11.1, R11.2, R5.5) plus what its gangsters will still
 * score (R6.5, and Classic's last scoring, R11.2): each gangster's points times the family's
 * share of its control, times the scorings left. The
 * projections become utilities through a soft win probability whose spread shrinks as the
 * game ends, so a seat that maximizes its utility plays to win, not to pile up respect
 * (and does not feed the leader).
 */
import { CAPO_SLOT } from '../engine/board';
import { allSeats } from '../engine/context';
import type { Catalog } from '../engine/catalog';
import { betweenRounds, cardAtEnd, cardSale, roundsOf } from '../engine/round';
import type { GameState } from '../engine/state';
import type { Edition, Phase } from '../engine/vocabulary';
import { NEUTRAL, TOKEN_STRIDE } from '../engine/vocabulary';
import { learnedLogits, learnedWeights } from './learned';

/** Weights of the evaluation, named so the tests and the docs can refer to them. */
export const EVAL = {
  /**
   * A card is worth its sale (R5.5) at the final rate (R11.1, R11.2), plus this while rounds
   * remain and its family may still play it in the Business under way (R5.2).
   */
  cardUseValue: 0.5,
  /**
   * Taken off `cardUseValue` (down to nothing) for a card held over to a later round: its
   * family has passed (R5.2), or no Business is under way. Above 0, a family that passes
   * with cards in hand loses by it (docs/ai.md, Hoarding).
   */
  heldCardDiscount: 0,
  /** What a dollar is worth beyond its final rate while rounds remain (it buys cards). */
  moneyUseValue: 0,
  /** A re-roll token saves $10 when used, less when it is not. */
  rerollToken: 0.8,
  vendetta: 0.8,
  /** The ring breaks ties (R7.3, R11.1). */
  ring: 0.6,
  /** Sharpness of control shares: how much a lead of one token is worth while the Business runs, and in the Crew. */
  controlSharpnessBusiness: 2,
  controlSharpnessCrew: 4,
  /** Later rounds are less certain (moves, whacks, arrests). */
  futureRoundWeight: 0.75,
  /** A gangster two tokens short of the arrest threshold is at risk (R9.1). */
  nearArrestFactor: 0.8,
  /** Spread of the win-probability softmax: at the end, and added per remaining round. */
  spreadAtEnd: 1.5,
  spreadPerRound: 1.8,
  /** Share of the utility given to the margin over the best rival (the rest is win chance). */
  marginShare: 0.15,
  marginScale: 4,
  /**
   * 1: the win chances come from the learned table for the game's edition and table size
   * (learned.ts), where one was fitted; 2: from the table fitted on Medium bots' games where
   * one was fitted, else as 1; 0: from the projection's softmax alone.
   */
  learned: 0,
  /**
   * 1: once no scoring is left (Revised, after the last round's Crew has scored), the ring is
   * worth only the tie for the win it breaks (R11.1) and a re-roll token or the Vendetta card
   * nothing; 0: they keep their weights to the end.
   */
  tieOnlyAtEnd: 0,
} as const;

/**
 * The ring's worth once no scoring is left (`tieOnlyAtEnd`): it wins a tie for the win
 * (R11.1), and is less than any other difference in final respect.
 */
const RING_AT_END = 0.01;

/** A set of evaluation weights: the hand-set `EVAL`, or fitted ones (fitted-weights.ts). */
export type EvalWeights = { readonly [K in keyof typeof EVAL]: number };

/** Weights for each edition: a bot reads those of the game it plays. */
export type EditionWeights = { readonly [E in Edition]: EvalWeights };

/** The hand-set weights, in both editions. */
export const HAND_SET: EditionWeights = { revised: EVAL, classic: EVAL };

/** The weights the evaluation reads now (`withWeights`). */
let W: EvalWeights = EVAL;

/**
 * Runs `f` with the evaluation reading `weights`, then restores the previous ones: a bot
 * decides with its preset's weights (presets.ts), synchronously, on its own thread.
 */
export function withWeights<T>(weights: EvalWeights, f: () => T): T {
  const before = W;
  W = weights;
  try {
    return f();
  } finally {
    W = before;
  }
}

/**
 * The phase a position is read in: its own, except between two rounds (`betweenRounds`),
 * where the round already counted is read from its first phase, with its Business, scoring
 * and Feds all still to come. Read as the Feds just ended, it lost a round of scoring and of
 * spread, and the payments due before the last round read as the end of the game.
 */
function phaseRead(s: GameState, cat: Catalog): Phase {
  return betweenRounds(s, cat) ? cat.rules.phases[0]! : s.phase;
}

/**
 * The first position slot whose scoring this round is still to come, counting down from the
 * Capo (R6.1: scoring walks #9 down to #1, after the activations in Revised and before them
 * in Classic): slots <= the returned value still score; -1 when this round's scoring is over.
 */
function scoringFrom(s: GameState, phase: Phase, cat: Catalog): number {
  if (phase === 'business' || phase === 'setup') return CAPO_SLOT;
  if (phase !== 'crew') return -1;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]!;
    if (f.f !== 'crew') continue;
    if (f.stage === 'score') return f.slot;
    return cat.rules.crewStages[0] === 'activate' ? CAPO_SLOT : -1;
  }
  return -1;
}

/** Rounds still to be played after the current one. */
export function roundsAfter(s: GameState, cat: Catalog): number {
  if (s.phase === 'ended') return 0;
  return Math.max(0, roundsOf(s, cat) - s.round);
}

const shares = new Float64Array(8);

/**
 * exp(sharp·d) for the token leads d a share can see (whole and half tokens down to −32),
 * computed once: the evaluation runs thousands of times a decision. Index: 2·(d + 32).
 */
const EXP_SPAN = 32;
const expTables = new Map<number, Float64Array>();

function expTable(sharp: number): Float64Array {
  let t = expTables.get(sharp);
  if (!t) {
    t = new Float64Array(4 * EXP_SPAN + 2);
    for (let i = 0; i < t.length; i++) t[i] = Math.exp(sharp * (i / 2 - EXP_SPAN));
    expTables.set(sharp, t);
  }
  return t;
}

/** exp(sharp·d), from the table when d is in it. */
function expLead(table: Float64Array, sharp: number, d: number): number {
  const i = 2 * (d + EXP_SPAN);
  return i >= 0 && i < table.length ? table[i]! : Math.exp(sharp * d);
}

/**
 * Each family's expected share of control of `g` (R7.1), written to `shares`. Nobody
 * controls when neutral tokens reach the top count, so neutral competes as "nobody" with a
 * half-token edge; a tie-immune gangster with a tie belongs to nobody.
 */
function controlShares(s: GameState, g: number, n: number, sharp: number, tieImmune: boolean) {
  const base = g * TOKEN_STRIDE;
  let max = 0;
  for (let f = 0; f < n; f++) if (s.tokens[base + f]! > max) max = s.tokens[base + f]!;
  for (let f = 0; f < n; f++) shares[f] = 0;
  if (max === 0) return;
  const table = expTable(sharp);
  let sum = 0;
  let top = 0;
  for (let f = 0; f < n; f++) {
    const t = s.tokens[base + f]!;
    if (t === 0) continue;
    if (t === max) top++;
    const w = expLead(table, sharp, t - max);
    shares[f] = w;
    sum += w;
  }
  const neutral = s.tokens[base + NEUTRAL]!;
  if (neutral > 0) sum += expLead(table, sharp, neutral + 0.5 - max);
  if (tieImmune && top > 1) sum += top;
  for (let f = 0; f < n; f++) shares[f]! /= sum;
}

/** Seats that may still play a card this Business (R5.2), as a bitmask; 0 outside it. */
function activeSeats(s: GameState): number {
  if (s.phase !== 'business') return 0;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]!;
    if (f.f === 'turns') return allSeats(s) & ~f.passed;
    if (f.f === 'draw') return allSeats(s);
  }
  return 0;
}

/** Projected final respect of every family, written to `out[0..n)`. */
export function project(s: GameState, cat: Catalog, out: Float64Array): void {
  const n = s.families.length;
  if (s.result) {
    for (let f = 0; f < n; f++) out[f] = s.result.families[f]!.total;
    return;
  }
  const after = roundsAfter(s, cat);
  const rules = cat.rules;
  // R11.1, R5.5: the game's last window lets every family sell what it holds, so a card is
  // worth at least its sale to the end.
  const cardValue = Math.max(cardSale(rules), cardAtEnd(rules)) + (after > 0 ? W.cardUseValue : 0);
  const moneyValue = 1 / rules.finalDollarsPerRespect + (after > 0 ? W.moneyUseValue : 0);
  // A held card loses part of its use value, which is there only while rounds remain.
  const held = cardValue - (after > 0 ? Math.min(W.heldCardDiscount, W.cardUseValue) : 0);
  const active = held < cardValue ? activeSeats(s) : -1;
  const phase = phaseRead(s, cat);
  const from = scoringFrom(s, phase, cat);
  // R11.1, R11.2: nothing is left to score but the final tally (Classic scores once more).
  const settled = W.tieOnlyAtEnd === 1 && after === 0 && from < 0 && !rules.finalRescore;
  const reroll = settled ? 0 : W.rerollToken;
  for (let f = 0; f < n; f++) {
    const fam = s.families[f]!;
    out[f] =
      fam.respect +
      fam.money * moneyValue +
      fam.hand.length * (active < 0 || active & (1 << f) ? cardValue : held) +
      fam.rerolls * reroll;
  }
  if (s.vendetta >= 0 && !settled) out[s.vendetta]! += W.vendetta;
  out[s.ring]! += settled ? RING_AT_END : W.ring;

  const sharp = phase === 'crew' ? W.controlSharpnessCrew : W.controlSharpnessBusiness;
  const arrestAt = rules.arrestAt[Math.min(Math.max(n, 3), 5) - 3]!;
  const fedsAhead =
    phase === 'business' || phase === 'crew' || phase === 'fence' || phase === 'setup';
  let future = 0;
  for (let k = 0; k < after; k++) future += Math.pow(W.futureRoundWeight, k + 1);
  // R11.2: Classic scores every controlled gangster's respect once more after the last round.
  const lastScoring = rules.finalRescore ? Math.pow(W.futureRoundWeight, after) : 0;
  const positions = cat.content.positions;
  for (let slot = 0; slot <= CAPO_SLOT; slot++) {
    const g = s.board[slot]!;
    if (g < 0) continue;
    const card = cat.gangsters[g]!;
    const pos = positions[slot]!;
    const bonus = card.bonusTier === cat.slotTier[slot] ? card.bonusRespect : 0;
    const respect = card.respect + pos.respect + bonus;
    const points = respect + (card.money + pos.money) / rules.finalDollarsPerRespect;
    let worth = slot <= from ? points : 0;
    if (future > 0 || lastScoring > 0) {
      let total = 0;
      for (let c = 0; c < TOKEN_STRIDE; c++) total += s.tokens[g * TOKEN_STRIDE + c]!;
      const risk = !fedsAhead
        ? 1
        : total >= arrestAt
          ? 0
          : total >= arrestAt - 2
            ? W.nearArrestFactor
            : 1;
      worth += (points * future + respect * lastScoring) * risk;
    }
    if (worth === 0) continue;
    controlShares(s, g, n, sharp, card.tieImmune);
    for (let f = 0; f < n; f++) out[f]! += shares[f]! * worth;
  }
}

const proj = new Float64Array(8);
const logits = new Float64Array(8);
const weights = new Float64Array(8);

/** The spread of final results still possible: wide early, narrow at the end. */
export function spread(s: GameState, cat: Catalog): number {
  const phase = phaseRead(s, cat);
  const left = roundsAfter(s, cat) + (phase === 'business' ? 1 : phase === 'crew' ? 0.6 : 0);
  return W.spreadAtEnd + W.spreadPerRound * left;
}

/**
 * Positions evaluated so far in this thread: the unit of work a search may be capped by
 * (`SearchConfig.maxEvaluations`), since it is deterministic where time is not.
 */
export let evaluations = 0;

/**
 * Every family's projection, written to `proj`, and the projection's win logits, written to
 * `out`: projected final respect over the spread, shifted by the leader's (which changes no
 * softmax, the learned one included). The learned table's first feature.
 */
export function projectionLogits(
  s: GameState,
  cat: Catalog,
  proj: Float64Array,
  out: Float64Array,
): void {
  const n = s.families.length;
  project(s, cat, proj);
  let top = -Infinity;
  for (let f = 0; f < n; f++) if (proj[f]! > top) top = proj[f]!;
  const sigma = s.result ? 0.35 : spread(s, cat);
  for (let f = 0; f < n; f++) out[f] = (proj[f]! - top) / sigma;
}

/** The share of the utility the win chance has in the weights read now (1 − `marginShare`). */
export const winShare = (): number => 1 - W.marginShare;

/**
 * Utilities in [0, 1] of every family, written to `out[0..n)`: mostly the chance to win
 * (a softmax of projections, or of the learned logits where a table was fitted, learned.ts),
 * partly the margin over the best rival, so a seat that cannot win still plays for its
 * result.
 */
export function utilities(s: GameState, cat: Catalog, out: Float64Array): void {
  evaluations++;
  const n = s.families.length;
  projectionLogits(s, cat, proj, logits);
  const learned =
    W.learned && !s.result ? learnedWeights(s, W.learned === 2 ? 'medium' : 'steady') : undefined;
  if (learned) learnedLogits(s, cat, learned, logits, logits);
  let max = -Infinity;
  for (let f = 0; f < n; f++) if (logits[f]! > max) max = logits[f]!;
  let sum = 0;
  for (let f = 0; f < n; f++) {
    weights[f] = Math.exp(logits[f]! - max);
    sum += weights[f]!;
  }
  for (let f = 0; f < n; f++) {
    let rival = -Infinity;
    for (let o = 0; o < n; o++) if (o !== f && proj[o]! > rival) rival = proj[o]!;
    let win = weights[f]! / sum;
    if (s.result) win = s.result.winner === f ? 1 : 0;
    const margin = 1 / (1 + Math.exp(-(proj[f]! - rival) / W.marginScale));
    out[f] = (1 - W.marginShare) * win + W.marginShare * margin;
  }
}

/** Projected final respect of every family, as a plain array (for explanations and deals). */
export function projections(s: GameState, cat: Catalog): number[] {
  const out = new Float64Array(s.families.length);
  project(s, cat, out);
  return Array.from(out);
}
