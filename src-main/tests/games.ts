/** Real games for persistence and session tests: bot play through the engine, as checkpoints. */
import {
  RULES_REVISION,
  apply,
  createGame,
  hash,
  legalFor,
  view,
  type Action,
} from '../../src-shared/engine';
import type { Checkpoint, SeatSpec } from '../../src-shared/protocol';
import { decisionSeed } from '../../src-shared/ai/rand';
import { localBots } from '../session/bot-seats';
import type { Decision } from '../../src-shared/ai/bot';

export function botSeats(players: number, humans = 0): SeatSpec[] {
  return Array.from({ length: players }, (_, i) =>
    i < humans
      ? { kind: 'human', name: `Player ${i + 1}` }
      : { kind: 'bot', name: `Bot ${i + 1}`, bot: { preset: 'random' } },
  );
}

/** Every checkpoint of one bot game, from the first state to the last (or `limit` actions). */
export function botGameCheckpoints(
  id: string,
  seed: number,
  players = 3,
  limit = Number.POSITIVE_INFINITY,
): Checkpoint[] {
  const options = { seed, players };
  const seats = botSeats(players);
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const actions: Action[] = [];
  const out: Checkpoint[] = [];
  const record = () =>
    out.push({
      id,
      game: 'nothing-personal',
      rules: RULES_REVISION,
      options,
      seats,
      actions: [...actions],
      seq: s.seq,
      hash: hash(s),
      over: s.pending === null,
    });
  record();
  while (s.pending && actions.length < limit) {
    const seat = s.pending.seat;
    const d = localBots({
      seat,
      spec: seats[seat]!,
      seed: decisionSeed(seed, seat, s.seq),
      view: view(s, seat),
      legal: legalFor(s, seat),
    }) as Decision;
    const r = apply(s, d.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    actions.push(d.action);
    record();
  }
  return out;
}
