/**
 * The learned win chances (issue #15): the hand-made projection says what each family will
 * have at the end; a conditional logit fitted on self-play results (tools/fit-learned.ts)
 * turns it, and a few facts it weighs only by rule of thumb or not at all, into each
 * family's chance to win. One weight vector per stage of the game (round, and the Business
 * or what follows it), one table per edition and table size; where no table was fitted, the
 * evaluation keeps the projection's own softmax (evaluation.ts). Public facts only: hand
 * sizes, never hand contents.
 */
import type { Catalog } from '../engine/catalog';
import type { GameState } from '../engine/state';
import type { Edition } from '../engine/vocabulary';
import { NEUTRAL, TOKEN_STRIDE } from '../engine/vocabulary';
import TABLES from './learned-weights.json';

/**
 * The features of one family, in order:
 * - 0: the projection's win logit (projected final respect over the spread), the baseline
 *   the rest corrects;
 * - 1–5: respect, money at the final rate (R11.1, R11.2), cards in hand, re-roll tokens
 *   (R1.6), the Capo ring (R7.4);
 * - 6–10: the points (respect, and money at the final rate) of the gangsters it controls
 *   (R7.1; a tie shared by the tied), by the tier of their slot: the Capo, tier 3, 2, 1,
 *   the Associates (who score nothing but move up, R9.4);
 * - 11–15: the same points times its share of each gangster's tokens, by tier;
 * - 16: its tokens on the board, in tens;
 * - 17–20: its place in the turn order after the ring holder (R4.3): 1st to 4th after.
 */
export const FEATURES = 21;

/** A fitted table: a weight vector per stage key (`stageKey`). */
export interface LearnedTable {
  games: number;
  seed: number;
  stages: Record<string, number[]>;
}

const tables = TABLES as Record<string, LearnedTable>;

/** Where a table is kept: its edition and table size. */
export const tableKey = (edition: Edition, players: number) => `${edition}-${players}`;

/** The table for `s`'s edition and table size, if one was fitted. */
export function tableFor(s: GameState): LearnedTable | undefined {
  return tables[tableKey(s.options.edition, s.families.length)];
}

/**
 * The stage of a position: its round (a longer game than the table's reads its last round)
 * and "b" while the Business (Classic's Commission) or the setup runs, "c" after it.
 */
export function stageKey(s: GameState): string {
  const early = s.phase === 'business' || s.phase === 'setup';
  return `r${Math.max(1, s.round)}${early ? 'b' : 'c'}`;
}

/** The weights for `s` in `table`: its stage's, or the last round's for a long game. */
export function stageWeights(table: LearnedTable, s: GameState): number[] | undefined {
  const key = stageKey(s);
  const w = table.stages[key];
  if (w) return w;
  let last: number[] | undefined;
  for (let r = s.round - 1; r >= 1 && !last; r--) last = table.stages[`r${r}${key.slice(-1)}`];
  return last;
}

/**
 * Every family's features, written to `out[f * FEATURES + k]`, from the projection's logits
 * `logit[f]` (projected final respect over the spread).
 */
export function features(
  s: GameState,
  cat: Catalog,
  logit: ArrayLike<number>,
  out: Float64Array,
): void {
  const n = s.families.length;
  const rate = cat.rules.finalDollarsPerRespect;
  out.fill(0, 0, n * FEATURES);
  for (let f = 0; f < n; f++) {
    const fam = s.families[f]!;
    const o = f * FEATURES;
    out[o] = logit[f]!;
    out[o + 1] = fam.respect;
    out[o + 2] = fam.money / rate;
    out[o + 3] = fam.hand.length;
    out[o + 4] = fam.rerolls;
    out[o + 5] = s.ring === f ? 1 : 0;
    const order = (f - s.ring + n) % n;
    if (order > 0) out[o + 16 + order] = 1;
  }
  const positions = cat.content.positions;
  for (let slot = 0; slot < s.board.length; slot++) {
    const g = s.board[slot]!;
    if (g < 0) continue;
    const base = g * TOKEN_STRIDE;
    let max = 0;
    let at = 0;
    let sum = s.tokens[base + NEUTRAL]!;
    for (let f = 0; f < n; f++) {
      const t = s.tokens[base + f]!;
      sum += t;
      if (t > max) {
        max = t;
        at = 0;
      }
      if (t === max && t > 0) at++;
    }
    const card = cat.gangsters[g]!;
    const pos = positions[slot];
    const bonus = pos && card.bonusTier === cat.slotTier[slot] ? card.bonusRespect : 0;
    const points =
      card.respect + (pos ? pos.respect + bonus : 0) + (card.money + (pos ? pos.money : 0)) / rate;
    const group = 4 - cat.slotTier[slot]!;
    const controlled = max > 0 && s.tokens[base + NEUTRAL]! < max;
    for (let f = 0; f < n; f++) {
      const mine = s.tokens[base + f]!;
      if (mine === 0) continue;
      const o = f * FEATURES;
      if (controlled && mine === max) out[o + 6 + group]! += points / at;
      out[o + 11 + group]! += (points * mine) / sum;
      out[o + 16]! += mine / 10;
    }
  }
}

const x = new Float64Array(5 * FEATURES);

/** Each family's win logit by `w`, written to `out[0..n)`. */
export function learnedLogits(
  s: GameState,
  cat: Catalog,
  w: readonly number[],
  logit: ArrayLike<number>,
  out: Float64Array,
): void {
  const n = s.families.length;
  features(s, cat, logit, x);
  for (let f = 0; f < n; f++) {
    let z = 0;
    for (let k = 0; k < FEATURES; k++) z += w[k]! * x[f * FEATURES + k]!;
    out[f] = z;
  }
}
