/**
 * Root moves as short plans (macro actions): a card played or a power used, followed by
 * the family's own follow-up choices (where the tokens go, which gangster to hit). Left to
 * the tree, every follow-up would split a root move's samples among good and bad
 * placements and undervalue it; instead each root move comes with its best first follow-ups
 * by look-ahead (a few variants, so the search still chooses where to place), the rest
 * answered greedily. Follow-ups depend only on public facts and the family's own hand, so a
 * plan made on one determinization holds in every other.
 */
import { applyTrusted, cloneState } from '../../engine';
import type { Action } from '../../engine';
import type { GameState } from '../../engine/state';
import {
  closeRollWindows,
  isFollowUp,
  rankedFollowUps,
  settleFollowUps,
  stateValue,
} from '../simulate';
import type { Situation } from '../situation';

/** Variants of the first follow-up kept per root move. */
export const FOLLOW_UP_VARIANTS = 2;

export interface RootPlan {
  plan: Action[];
  /** One-step look-ahead value of the plan (the heuristic's measure), dice averaged. */
  prior: number;
}

export function rootPlans(sit: Situation, moves: readonly Action[]): RootPlan[] {
  const out: RootPlan[] = [];
  for (const a of moves) {
    const c = cloneState(sit.state);
    applyTrusted(c, a);
    if (!isFollowUp(c, sit.seat)) {
      out.push({ plan: [a], prior: planValue(sit, [a]) });
      continue;
    }
    for (const first of rankedFollowUps(c, sit.persp, sit.cat).slice(0, FOLLOW_UP_VARIANTS)) {
      const plan = [a, first];
      const v = cloneState(c);
      applyTrusted(v, first);
      settleFollowUps(v, sit.persp, sit.cat, plan);
      out.push({ plan, prior: planValue(sit, plan) });
    }
  }
  return out;
}

/**
 * The bot's determinization after its own moves of `plan`, with the first die it rolls showing
 * `face` and that die's re-roll windows closed; `rolled` says whether a die was rolled (if
 * not, every face gives the same position).
 */
export function afterPlan(
  sit: Situation,
  plan: readonly Action[],
  face: number,
): { state: GameState; rolled: boolean } {
  const c = cloneState(sit.state);
  c.options = { ...c.options, dice: [face] };
  c.diceUsed = 0;
  for (const a of plan) {
    if (c.pending?.seat !== sit.seat) break;
    applyTrusted(c, a);
  }
  const rolled = c.diceUsed > 0;
  closeRollWindows(c);
  return { state: c, rolled };
}

/** The plan's value on the bot's determinization, with the first die it rolls averaged. */
function planValue(sit: Situation, plan: readonly Action[]): number {
  let sum = 0;
  for (let face = 1; face <= 6; face++) {
    const { state, rolled } = afterPlan(sit, plan, face);
    const v = stateValue(state, sit.cat, sit.persp);
    if (!rolled) return v;
    sum += v;
  }
  return sum / 6;
}
