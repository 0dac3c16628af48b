/**
 * The one place the session host (and the save checks in persistence) meet the Nothing
 * Personal engine. The host itself only handles seats, intents, checkpoints and transports.
 */
import {
  actingSeats,
  apply,
  checkAction,
  createGame,
  eventsFor,
  hash,
  legalFor,
  publicStory,
  replay,
  Rewinder,
  RULES_REVISION,
  view,
  whyNot,
  type Action,
  type GameEvent,
  type GameState,
} from '../../src-shared/engine';
import type { Checkpoint } from '../../src-shared/protocol';

export type { GameState, GameEvent, Action, Rewinder };

export interface ReplayProblem {
  code: 'replay-failed' | 'hash-mismatch' | 'older-rules' | 'newer-version';
  message: string;
}

export const gameRules = {
  /** The revision of the rules every new checkpoint records. */
  revision: RULES_REVISION,
  create: createGame,
  apply,
  /** Why an action may not be taken now, or null: a check that applies nothing. */
  check: checkAction,
  hash,
  actingSeats,
  viewFor(s: GameState, seat: number) {
    return { view: view(s, seat), legal: legalFor(s, seat) };
  },
  /** What the seat's prompt leaves out and why (issue #16): for the seat's own client only. */
  blockedFor: whyNot,
  eventsFor,
  /** The game's log, to step back and forth through (issue #16: the replay). */
  rewind: (options: unknown, actions: readonly Action[]) => Rewinder.open(options, actions),
  /** The game so far as anyone at the table may read it (issue #16: the log after a load). */
  story: publicStory,
  seq: (s: GameState) => s.seq,
  over: (s: GameState) => s.pending === null,
  seed: (s: GameState) => s.options.seed,
  /**
   * Whether an action with these events may be taken back (issue #6 undo): it showed nobody
   * a hidden card (a draw, a steal, a gangster dealt from the deck), rolled no die and did not
   * end the game.
   */
  undoable: (events: readonly GameEvent[]) =>
    !events.some(
      (e) => e.e === 'draw' || e.e === 'steal' || e.e === 'deal' || e.e === 'roll' || e.e === 'end',
    ),
  /**
   * Replays a checkpoint's log and checks it reaches the recorded hash (and seq). A log from
   * an earlier revision of the rules that fails is `older-rules` (the file is sound, the
   * rules moved on), one from a later revision `newer-version` (docs/persistence.md, "Rules
   * revisions").
   */
  replay(
    cp: Pick<Checkpoint, 'rules' | 'options' | 'actions' | 'hash' | 'seq'>,
  ): { ok: true; value: GameState } | { ok: false; error: ReplayProblem } {
    const r = replay(cp.options, cp.actions as Action[]);
    const fits = r.ok && hash(r.value) === cp.hash && r.value.seq === cp.seq;
    if (!fits && cp.rules > RULES_REVISION) {
      return {
        ok: false,
        error: {
          code: 'newer-version',
          message: `The game was played under a newer revision of the rules (${cp.rules}; this version plays revision ${RULES_REVISION}). Update the app to open it.`,
        },
      };
    }
    if (!fits && cp.rules < RULES_REVISION) {
      return {
        ok: false,
        error: {
          code: 'older-rules',
          message: `The game was played under an earlier revision of the rules (${cp.rules}; this version plays revision ${RULES_REVISION}), and its moves no longer lead where they did.`,
        },
      };
    }
    if (!r.ok) {
      return {
        ok: false,
        error: {
          code: 'replay-failed',
          message:
            r.error.at < 0
              ? `The saved game's options cannot start a game: ${r.error.cause.message}`
              : `The saved game stops making sense at move ${r.error.at + 1}: ${r.error.cause.message}`,
        },
      };
    }
    if (!fits) {
      return {
        ok: false,
        error: {
          code: 'hash-mismatch',
          message: 'The saved moves do not lead to the position that was saved.',
        },
      };
    }
    return r;
  },
};
