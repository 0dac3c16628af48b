/**
 * The animation plan (DESIGN.md §4: the scene derives, never decides). The engine's events
 * say what happened (events.ts); the planner walks them from the state on the table and
 * turns those worth seeing into steps, each with the state before and after it. The last
 * step always ends on the next view, whatever the events said, so a missed or unknown
 * event can make the table jump but never leaves it wrong.
 */
import type { GameEvent, GameView } from '../../../src-shared/engine';
import type { DieKind } from '../layout';
import { applyEvent, sameShown, shownOf, slotOf, tokenAt, type Shown } from './shown';

export interface RespectMove {
  seat: number;
  from: number;
  to: number;
}

export type StepBody =
  /** A die tumbles in from the roller's seat and lands on `face` (R1.5, R12.3). */
  | { kind: 'roll'; die: DieKind; face: number; seat: number; reroll: boolean }
  /** A card flies from the gangster deck to an empty slot (R9.4). */
  | { kind: 'deal'; gangster: number; slot: number }
  /** A card slides up the board with its influence (R9.4, R10.10 Take-Over). */
  | { kind: 'promote'; gangster: number; from: number; to: number }
  /** A successful Make a Move: `a` goes from slot `from` to slot `to`, `b` the other way (R6.4). */
  | { kind: 'swap'; a: number; b: number; from: number; to: number }
  /** A card leaves the board for a pile (R9.1, R9.5). */
  | { kind: 'leave'; gangster: number; slot: number; pile: 'fishes' | 'prison' }
  /** A stack grows (tokens drop on) or shrinks (tokens lift off). */
  | { kind: 'tokens'; gangster: number; column: number; from: number; to: number }
  | { kind: 'moveTokens'; seat: number; from: number; to: number; count: number }
  | { kind: 'swapTokens'; a: number; aColumn: number; b: number; bColumn: number }
  /** A blackmail token moves from a gangster (or its family's seat, -1) to another (R10.9). */
  | { kind: 'blackmail'; seat: number; from: number; to: number }
  /** Meepsters walk the respect track; `gangster` is the card that scored, if any. */
  | { kind: 'respect'; moves: RespectMove[]; gangster: number }
  /** The Capo ring changes hands (R7.4). */
  | { kind: 'ring'; from: number; to: number }
  /** A gangster acts (its card lifts a moment) or passes; either way it turns sideways (R6.3). */
  | { kind: 'activate'; gangster: number; acted: boolean }
  /** Whatever the events did not account for: the table jumps to the next view. */
  | { kind: 'settle' };

export type StepKind = StepBody['kind'];

export type Step = StepBody & {
  /** Duration at speed 1. */
  ms: number;
  before: Shown;
  after: Shown;
};

/** Durations at speed 1, in milliseconds. */
export const DURATION = {
  roll: 1400,
  deal: 750,
  promote: 650,
  swap: 1000,
  leave: 1100,
  tokensBase: 360,
  tokensEach: 70,
  tokensMax: 900,
  moveTokens: 800,
  swapTokens: 800,
  blackmail: 650,
  respectBase: 320,
  respectEach: 110,
  ring: 800,
  activate: 420,
  pass: 260,
} as const;

/**
 * Steps from `previous` to `next` through `events`. `from` is the state the table shows now
 * (it carries the dice faces); without it the previous view is taken with resting dice.
 * Without a previous view there is nothing to animate: no steps, the table just shows `next`.
 */
export function plan(
  previous: GameView | null,
  events: readonly GameEvent[],
  next: GameView,
  from?: Shown,
): Step[] {
  if (!previous) return [];
  let sim = from ?? shownOf(previous);
  const steps: Step[] = [];
  /** Whether the last step is a respect step still open to more moves. */
  let respectOpen = false;
  /** The gangster whose scoring the next respect event reports (R6.5), or -1. */
  let scorer = -1;

  const push = (body: StepBody, ms: number, after: Shown) => {
    steps.push({ ...body, ms, before: sim, after } as Step);
    respectOpen = body.kind === 'respect';
  };

  for (const e of events) {
    const after = applyEvent(sim, e);
    switch (e.e) {
      case 'roll':
        push(
          { kind: 'roll', die: e.die, face: e.face, seat: e.seat, reroll: e.reroll },
          DURATION.roll,
          after,
        );
        break;
      case 'deal':
        push({ kind: 'deal', gangster: e.gangster, slot: e.slot }, DURATION.deal, after);
        break;
      case 'promote':
        if (e.from !== e.to)
          push(
            { kind: 'promote', gangster: e.gangster, from: e.from, to: e.to },
            DURATION.promote,
            after,
          );
        break;
      case 'swap': {
        const a = slotOf(sim, e.a);
        const b = slotOf(sim, e.b);
        if (a >= 0 && b >= 0)
          push({ kind: 'swap', a: e.a, b: e.b, from: a, to: b }, DURATION.swap, after);
        break;
      }
      case 'die':
      case 'arrest': {
        const slot = slotOf(sim, e.gangster);
        if (slot >= 0)
          push(
            {
              kind: 'leave',
              gangster: e.gangster,
              slot,
              pile: e.e === 'die' ? 'fishes' : 'prison',
            },
            DURATION.leave,
            after,
          );
        break;
      }
      case 'place':
      case 'neutral':
      case 'remove': {
        const column = e.e === 'place' ? e.seat : e.e === 'neutral' ? 5 : e.column;
        const was = tokenAt(sim, e.gangster, column);
        const now = tokenAt(after, e.gangster, column);
        if (was !== now && slotOf(sim, e.gangster) >= 0) {
          const ms = Math.min(
            DURATION.tokensMax,
            DURATION.tokensBase + DURATION.tokensEach * Math.abs(now - was),
          );
          push({ kind: 'tokens', gangster: e.gangster, column, from: was, to: now }, ms, after);
        }
        break;
      }
      case 'moveTokens':
        if (e.count > 0)
          push(
            { kind: 'moveTokens', seat: e.seat, from: e.from, to: e.to, count: e.count },
            DURATION.moveTokens,
            after,
          );
        break;
      case 'swapTokens':
        push(
          { kind: 'swapTokens', a: e.a, aColumn: e.aColumn, b: e.b, bColumn: e.bColumn },
          DURATION.swapTokens,
          after,
        );
        break;
      case 'blackmail': {
        const was = sim.blackmail[e.seat] ?? -1;
        // Classic's coins (R10.9) appear on their card with the step's end state.
        if (!sim.coins && was !== e.gangster)
          push(
            { kind: 'blackmail', seat: e.seat, from: was, to: e.gangster },
            DURATION.blackmail,
            after,
          );
        break;
      }
      case 'score':
        // Each scoring gangster gets its own walk; its respect event follows.
        respectOpen = false;
        sim = after;
        scorer = e.gangster;
        continue;
      case 'respect': {
        const last = steps[steps.length - 1];
        const wasRespect = sim.respect[e.seat] ?? 0;
        const nowRespect = after.respect[e.seat] ?? 0;
        if (respectOpen && last?.kind === 'respect') {
          const move = last.moves.find((m) => m.seat === e.seat);
          if (move) move.to = nowRespect;
          else last.moves.push({ seat: e.seat, from: wasRespect, to: nowRespect });
          last.after = after;
          last.ms = respectMs(last.moves);
        } else {
          const moves = [{ seat: e.seat, from: wasRespect, to: nowRespect }];
          push({ kind: 'respect', moves, gangster: scorer }, respectMs(moves), after);
        }
        scorer = -1;
        break;
      }
      case 'ring':
        if (sim.ring !== e.seat)
          push({ kind: 'ring', from: sim.ring, to: e.seat }, DURATION.ring, after);
        break;
      case 'activate': {
        const acted = e.power !== 'pass';
        if (slotOf(sim, e.gangster) >= 0)
          push(
            { kind: 'activate', gangster: e.gangster, acted },
            acted ? DURATION.activate : DURATION.pass,
            after,
          );
        else extend(steps, after);
        break;
      }
      default:
        // Nothing to see (money, cards in hand, deals): the state moves on quietly, and
        // the last step, if any, already ends on it so the next one starts from it.
        extend(steps, after);
        break;
    }
    sim = after;
  }

  const final = shownOf(next, sim.dice);
  const last = steps[steps.length - 1];
  if (!last || !sameShown(last.after, final))
    steps.push({ kind: 'settle', ms: 0, before: last ? last.after : sim, after: final });
  return steps;
}

function respectMs(moves: readonly RespectMove[]): number {
  const longest = Math.max(...moves.map((m) => Math.min(12, Math.abs(m.to - m.from))));
  return DURATION.respectBase + DURATION.respectEach * longest;
}

/** A quiet change joins the last step's end state. */
function extend(steps: Step[], after: Shown) {
  const last = steps[steps.length - 1];
  if (last) last.after = after;
}

/** Total duration at speed 1. */
export function planDuration(steps: readonly Step[]): number {
  return steps.reduce((t, s) => t + s.ms, 0);
}
