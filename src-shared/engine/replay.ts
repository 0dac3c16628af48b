/** Seed/options + action log = the same game (DESIGN.md §3). */
import type { Action } from './actions';
import type { GameEvent } from './events';
import { apply, applyTrusted, createGame, type ApplyError } from './flow';
import { cloneState } from './clone';
import type { SetupError } from './setup';
import type { GameState } from './state';
import { eventsFor } from './view';
import { err, ok, type Result } from '../result';

export interface ReplayError {
  code: 'setup' | 'action';
  /** Index of the action that failed. */
  at: number;
  cause: SetupError | ApplyError;
}

export function replay(
  options: unknown,
  actions: readonly Action[],
): Result<GameState, ReplayError> {
  const created = createGame(options);
  if (!created.ok) return err({ code: 'setup', at: -1, cause: created.error });
  let s = created.value;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(s, actions[i]);
    if (!r.ok) return err({ code: 'action', at: i, cause: r.error });
    s = r.value.state;
  }
  return ok(s);
}

/** One action's part of the game's story (`publicStory`). */
export interface StoryBatch {
  round: number;
  /** The board before the action, when it differs from the batch before's. */
  board?: number[];
  /** What the action did, as a spectator sees it: no card drawn or taken is named. */
  events: GameEvent[];
}

/**
 * The game so far as anyone at the table may read it (issue #16: the log rebuilt after a
 * load): every action's events with nothing hidden, and the board they happened on. The
 * actions themselves (and so the cards in hands, the deck and the seed) are not part of it.
 */
export function publicStory(
  options: unknown,
  actions: readonly Action[],
): Result<StoryBatch[], ReplayError> {
  const created = createGame(options);
  if (!created.ok) return err({ code: 'setup', at: -1, cause: created.error });
  let s = created.value;
  const out: StoryBatch[] = [];
  let shownBoard = '';
  for (let i = 0; i < actions.length; i++) {
    const round = s.round;
    const board = [...s.board];
    const r = apply(s, actions[i]);
    if (!r.ok) return err({ code: 'action', at: i, cause: r.error });
    s = r.value.state;
    if (r.value.events.length === 0) continue;
    const key = board.join(',');
    out.push({
      round,
      ...(key !== shownBoard ? { board } : {}),
      events: eventsFor(r.value.events, -1),
    });
    shownBoard = key;
  }
  return ok(out);
}

/** How many actions apart the kept states of a `Rewinder` are. */
const KEEP_EVERY = 32;

/**
 * Steps back and forth through a game's log (issue #16: the replay of the game so far): the
 * game after any number of its actions, from a state kept every few actions, so a step
 * either way costs a few actions, not the whole game. It also knows where each phase began.
 */
export class Rewinder {
  private constructor(
    private readonly actions: readonly Action[],
    private readonly kept: GameState[],
    /** Action counts after which a phase began (0 is the first). */
    readonly marks: number[],
  ) {}

  static open(options: unknown, actions: readonly Action[]): Result<Rewinder, ReplayError> {
    const created = createGame(options);
    if (!created.ok) return err({ code: 'setup', at: -1, cause: created.error });
    let s = created.value;
    const kept: GameState[] = [cloneState(s)];
    const marks = [0];
    for (let i = 0; i < actions.length; i++) {
      const r = apply(s, actions[i]);
      if (!r.ok) return err({ code: 'action', at: i, cause: r.error });
      s = r.value.state;
      if (r.value.events.some((e) => e.e === 'phase')) marks.push(i + 1);
      if ((i + 1) % KEEP_EVERY === 0) kept.push(cloneState(s));
    }
    return ok(new Rewinder(actions, kept, marks));
  }

  get length(): number {
    return this.actions.length;
  }

  /** The game after its first `n` actions (clamped to the log), and the last one's events. */
  at(n: number): { at: number; state: GameState; events: GameEvent[] } {
    const at = Math.max(0, Math.min(this.actions.length, Math.floor(n)));
    // From the kept state before the last action, so that action's events are known.
    const base = at === 0 ? 0 : Math.floor((at - 1) / KEEP_EVERY);
    const s = cloneState(this.kept[base]!);
    let events: GameEvent[] = [];
    for (let i = base * KEEP_EVERY; i < at; i++) events = applyTrusted(s, this.actions[i]!);
    return { at, state: s, events };
  }
}
