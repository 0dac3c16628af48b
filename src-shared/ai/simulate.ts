/**
 * Looking ahead on a sampled state: apply an option to a copy, resolve what follows while
 * it is still the same family's small choice (where to put the tokens, whether to pay for
 * one more), average over the faces of a die the option rolls, and read the evaluation.
 * The heuristic bot compares options with this; deals and re-rolls use it too.
 */
import { applyTrusted, cloneState, legalActions } from '../engine';
import type { Action } from '../engine';
import type { Catalog } from '../engine/catalog';
import type { FrameOf } from '../engine/frames';
import type { GameOptions, GameState } from '../engine/state';
import { plainOptions } from './candidates';
import { utilities } from './evaluation';

const scratch = new Float64Array(8);

/**
 * Whose utility a look-ahead maximizes: the seat's own, less a share of the utility of the
 * families it holds a grudge against (personality.ts vengeance, trust.ts grudges).
 */
export interface Perspective {
  seat: number;
  spite: readonly number[] | null;
}

/** The perspective's value of the utilities in `u`. */
export function valueFor(u: Float64Array, p: Perspective): number {
  let v = u[p.seat]!;
  if (p.spite) for (let f = 0; f < p.spite.length; f++) v -= p.spite[f]! * u[f]!;
  return v;
}

/** The perspective's value of a state. */
export function stateValue(s: GameState, cat: Catalog, p: Perspective): number {
  utilities(s, cat, scratch);
  return valueFor(scratch, p);
}

/** The top frame of a state. */
const topOf = (s: GameState) => s.stack[s.stack.length - 1];

/** True while the decision is a follow-up of the family's own card or power (R10, R15.2). */
export function isFollowUp(s: GameState, seat: number): boolean {
  const d = s.pending;
  if (!d || d.seat !== seat) return false;
  if (d.d !== 'target' && d.d !== 'confirm' && d.d !== 'family') return false;
  const f = topOf(s);
  return f !== undefined && (f.f === 'card' || f.f === 'effect') && f.seat === seat;
}

/** The windows of a die just rolled while they wait for re-rolls (R12.2), or null. */
export function rollWindow(s: GameState): FrameOf<'window'> | null {
  const f = topOf(s);
  return s.pending?.d === 'window' && f?.f === 'window' && f.why === 'roll' ? f : null;
}

/**
 * Is `s` inside a move: a die rolled whose windows are still open (R12.2), or a family's card
 * or power still placing its follow-ups (R10)? The evaluation reads such a position as a card
 * spent with nothing yet to show for it, or a roll whose face has not acted; about a third of
 * Hard's playouts were cut off there.
 */
export function midMove(s: GameState): boolean {
  return rollWindow(s) !== null || (s.pending !== null && isFollowUp(s, s.pending.seat));
}

/**
 * Closes the re-roll windows of a die that was just rolled, so it resolves with its face:
 * an estimate that leaves re-rolls to the re-roll check (re-roll.ts).
 */
export function closeRollWindows(s: GameState): void {
  const n = s.families.length;
  for (let guard = 0, f = rollWindow(s); guard < 64 && f; guard++, f = rollWindow(s)) {
    f.quiet = n - 1;
    applyTrusted(s, { type: 'pass', seat: s.pending!.seat });
  }
}

/** Options with one scripted die, by face, for each options object seen. */
const scripted = new WeakMap<GameOptions, GameOptions[]>();

/**
 * The options with the next die scripted to `face` (R1.5), made once per options and face:
 * options never change.
 */
export function withDie(o: GameOptions, face: number): GameOptions {
  let byFace = scripted.get(o);
  if (!byFace) {
    byFace = [];
    scripted.set(o, byFace);
  }
  return (byFace[face] ??= { ...o, dice: [face] });
}

/** Applies `a` on `s` in place, with the next die (if any) showing `face` (R1.5 scripted dice). */
export function applyWithFace(s: GameState, a: Action, face: number): boolean {
  s.options = withDie(s.options, face);
  s.diceUsed = 0;
  applyTrusted(s, a);
  const rolled = s.diceUsed > 0;
  closeRollWindows(s);
  return rolled;
}

/** Expected value right after `a`, with a die it rolls averaged over its faces. */
export function quickValue(base: GameState, a: Action, p: Perspective, cat: Catalog): number {
  return expected(base, a, p, cat, false);
}

/** Like `quickValue`, with the family's own follow-up choices then resolved greedily. */
export function valueOf(base: GameState, a: Action, p: Perspective, cat: Catalog): number {
  return expected(base, a, p, cat, true);
}

function expected(base: GameState, a: Action, p: Perspective, cat: Catalog, settle: boolean) {
  let sum = 0;
  for (let face = 1; face <= 6; face++) {
    const c = cloneState(base);
    const rolled = applyWithFace(c, a, face);
    if (settle) settleFollowUps(c, p, cat);
    const v = stateValue(c, cat, p);
    if (!rolled) return v;
    sum += v;
  }
  return sum / 6;
}

/**
 * Answers the family's follow-up choices on `s` in place, each by one step of look-ahead;
 * the choices made are appended to `record` when given.
 */
export function settleFollowUps(
  s: GameState,
  p: Perspective,
  cat: Catalog,
  record?: Action[],
): void {
  const seat = p.seat;
  for (let guard = 0; guard < 16 && isFollowUp(s, seat); guard++) {
    const options = plainOptions(legalActions(s), seat);
    let best = options[0]!;
    if (options.length > 1) {
      let bestValue = -Infinity;
      for (const o of options) {
        const v = quickValue(s, o, p, cat);
        if (v > bestValue) {
          bestValue = v;
          best = o;
        }
      }
    }
    applyTrusted(s, best);
    record?.push(best);
    closeRollWindows(s);
  }
}

/** The family's follow-up options at `s`, best first by one step of look-ahead. */
export function rankedFollowUps(s: GameState, p: Perspective, cat: Catalog): Action[] {
  const options = plainOptions(legalActions(s), p.seat);
  if (options.length < 2) return options;
  const values = options.map((o) => quickValue(s, o, p, cat));
  return options
    .map((_, i) => i)
    .sort((a, b) => values[b]! - values[a]!)
    .map((i) => options[i]!);
}
