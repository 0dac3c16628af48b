/**
 * The one place the session host meets the Nothing Personal engine. The host itself only
 * handles seats, intents, checkpoints and transports.
 */
import {
  apply,
  createGame,
  eventsFor,
  hash,
  legalFor,
  view,
  type Action,
  type GameEvent,
  type GameState,
} from '../../src-shared/engine';
import { actingSeats } from '../../src-shared/engine';

export type { GameState, GameEvent, Action };

export const gameRules = {
  create: createGame,
  apply,
  hash,
  actingSeats,
  viewFor(s: GameState, seat: number) {
    return { view: view(s, seat), legal: legalFor(s, seat) };
  },
  eventsFor,
  seq: (s: GameState) => s.seq,
  over: (s: GameState) => s.pending === null,
};
