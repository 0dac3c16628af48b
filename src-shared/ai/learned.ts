/**
 * The learned win chances (issue #15): the hand-made projection says what each family will
 * have at the end; a conditional logit fitted on self-play results (tools/fit-learned.ts)
 * turns it, and a few facts it weighs only by rule of thumb or not at all, into each
 * family's chance to win. One weight vector per stage of the game (round, and the Business
 * or what follows it), one table per edition and table size; where no table was fitted, the
 * evaluation keeps the projection's own softmax (evaluation.ts). Public facts only: hand
 * sizes, never hand contents.
 */
import { type Catalog, catalogFor } from '../engine/catalog';
import { betweenRounds } from '../engine/round';
import type { GameState } from '../engine/state';
import type { Edition } from '../engine/vocabulary';
import { NEUTRAL, TOKEN_STRIDE } from '../engine/vocabulary';
import { isPositionSlot } from '../engine/board';
import { pointsAt } from '../engine/crew';
import TABLES from './learned-weights.json';
import CHOICE_TABLES from './choice-weights.json';

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
  /** In a fit on games of one preset against others: that preset's edge by stage (not read). */
  edge?: Record<string, number>;
}

/**
 * Whose games a table was fitted on: four Steady bots (the default, every search preset's),
 * or four Medium bots (read by Hard where its rivals are search bots, `fieldOf`, through
 * `learned` 2 in its weights, evaluation.ts).
 */
export type TableGames = 'steady' | 'medium';
export const TABLE_GAMES: readonly TableGames[] = ['steady', 'medium'];

/**
 * Whose games a seat's table looks like, from every seat's bot preset (null for a person),
 * which the lobby shows everyone: 'medium' where at least half of the other seats are Medium
 * or Hard bots, 'steady' otherwise (people, Easy and Steady bots).
 */
export function fieldOf(presets: readonly (string | null)[], seat: number): TableGames {
  const others = presets.filter((_, i) => i !== seat);
  const searchers = others.filter((p) => p === 'medium' || p === 'hard').length;
  return others.length > 0 && 2 * searchers >= others.length ? 'medium' : 'steady';
}

/**
 * Where a table is kept: its edition and table size, and `-medium` for one fitted on Medium
 * bots' games.
 */
export const tableKey = (edition: Edition, players: number, games: TableGames = 'steady') =>
  `${edition}-${players}${games === 'steady' ? '' : `-${games}`}`;

/**
 * The stage of a position: its round and "b" while the Business (Classic's Commission) or the
 * setup runs, or is still to begin between rounds (`betweenRounds`), "c" after it. The fit
 * groups positions by it.
 */
export function stageKey(s: GameState): string {
  return `r${Math.max(1, s.round)}${isEarly(s) ? 'b' : 'c'}`;
}

const isEarly = (s: GameState) =>
  s.phase === 'business' || s.phase === 'setup' || betweenRounds(s, catalogFor(s.options.edition));

/**
 * The tables as the evaluation looks them up, thousands of times a decision: by edition and
 * table size, the weights at index 2 · (round − 1) + (0 early, 1 after). A stage the fit left
 * out (too few positions) reads the round before's.
 */
type Indexed = Partial<Record<Edition, number[][][]>>;

function indexed(tables: Record<string, LearnedTable>, games: TableGames = 'steady'): Indexed {
  const out: Indexed = {};
  for (const [key, table] of Object.entries(tables)) {
    const [edition, players, field = 'steady'] = key.split('-') as [Edition, string, string?];
    if (field !== games) continue;
    const rounds = Math.max(...Object.keys(table.stages).map((k) => Number(k.slice(1, -1))));
    const list: number[][] = [];
    for (let i = 0; i < 2 * rounds; i++) {
      const w = table.stages[`r${(i >> 1) + 1}${i & 1 ? 'c' : 'b'}`] ?? list[i - 2];
      if (w) list[i] = w;
    }
    (out[edition] ??= [])[Number(players)] = list;
  }
  return out;
}

const byTable = indexed(TABLES as Record<string, LearnedTable>);
const byMedium = indexed(TABLES as Record<string, LearnedTable>, 'medium');
/** The tables fitted to the search's own picks (choice-fit.ts), read in its playouts. */
const byChoice = indexed(CHOICE_TABLES as Record<string, LearnedTable>);
let choiceOn = false;

/**
 * Runs `f` with `learnedWeights` reading the table fitted to the search's picks where one
 * was fitted (the search's `choiceTable` setting, ismcts.ts), then restores the other.
 */
export function withChoiceTable<T>(f: () => T): T {
  const before = choiceOn;
  choiceOn = true;
  try {
    return f();
  } finally {
    choiceOn = before;
  }
}

/**
 * The learned weights for `s`: its edition and table size's table, at its stage (a longer
 * game than the table's reads its last round), or undefined where no table was fitted. With
 * `games` 'medium', the table fitted on Medium bots' games where there is one. Inside
 * `withChoiceTable`, the table fitted to the search's picks where there is one.
 */
export function learnedWeights(
  s: GameState,
  games: TableGames = 'steady',
): readonly number[] | undefined {
  const n = s.families.length;
  const e = s.options.edition;
  const list =
    (choiceOn ? byChoice[e]?.[n] : undefined) ??
    (games === 'medium' ? byMedium[e]?.[n] : undefined) ??
    byTable[e]?.[n];
  if (!list) return undefined;
  const round = Math.min(Math.max(1, s.round), list.length >> 1);
  return list[2 * (round - 1) + (isEarly(s) ? 0 : 1)];
}

/**
 * Each gangster's points in each slot at the final rate, by catalog: `pointsAt` (R6.5) in a
 * position, its card's on an Associate slot.
 */
const pointTables = new WeakMap<Catalog, Float64Array>();

function pointsTable(cat: Catalog): Float64Array {
  let t = pointTables.get(cat);
  if (t) return t;
  const slots = cat.slotTier.length;
  const rate = cat.rules.finalDollarsPerRespect;
  t = new Float64Array(cat.gangsters.length * slots);
  cat.gangsters.forEach((card, g) => {
    for (let slot = 0; slot < slots; slot++) {
      const p = isPositionSlot(slot)
        ? pointsAt(cat, g, slot)
        : { respect: card.respect, money: card.money };
      t![g * slots + slot] = p.respect + p.money / rate;
    }
  });
  pointTables.set(cat, t);
  return t;
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
  const table = pointsTable(cat);
  const slots = cat.slotTier.length;
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
    const points = table[g * slots + slot]!;
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
