/** Seed/options + action log = the same game (DESIGN.md §3). */
import type { Action } from './actions';
import { apply, createGame, type ApplyError } from './flow';
import type { SetupError } from './setup';
import type { GameState } from './state';
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
