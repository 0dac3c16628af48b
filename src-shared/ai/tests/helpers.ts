/** Shared set-ups for the AI tests: games, decisions found by playing, situations. */
import {
  applyTrusted,
  catalogFor,
  createGame,
  legalFor,
  view,
  type Action,
  type DealPromise,
  type GameState,
  type Term,
} from '../../engine';
import { attackedFamily } from '../attacks';
import { createBot } from '../factory';
import { PERSONALITIES, type Personality } from '../personality';
import { Rand } from '../rand';
import { situation, type Situation } from '../situation';

export const cat = catalogFor('revised');

export function newGame(seed: number, players = 4, house: Record<string, unknown> = {}): GameState {
  const r = createGame({ seed, players, house });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays heuristic bots from a new game until `stop` holds for the state, or the game ends. */
export function playUntil(
  seed: number,
  stop: (s: GameState) => boolean,
  players = 4,
  house: Record<string, unknown> = {},
): GameState | null {
  const s = newGame(seed, players, house);
  const bots = Array.from({ length: players }, (_, i) => createBot('heuristic', seed * 31 + i));
  while (s.pending) {
    if (stop(s)) return s;
    const seat = s.pending.seat;
    const a: Action = bots[seat]!.decide(view(s, seat), legalFor(s, seat)).action;
    applyTrusted(s, a);
  }
  return null;
}

/** The situation of the seat that must decide in `s`. */
export function situationOf(
  s: GameState,
  seat = s.pending!.seat,
  persona: Personality = PERSONALITIES.businessman,
  seed = 1,
): Situation {
  return situation(view(s, seat), legalFor(s, seat), persona, new Rand(seed));
}

/** Removes every token from the board (returning them to their owners). */
export function clearBoard(s: GameState) {
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i]!;
    if (t === 0) continue;
    const column = i % 6;
    if (column === 5) s.neutral += t;
    else s.families[column]!.supply += t;
    s.tokens[i] = 0;
  }
}

/** Seed's game played until a ring holder breaks a tie on a gangster it is not part of (R7.3). */
export function ringOutsideTie(seed: number): GameState | null {
  return playUntil(
    seed,
    (t) =>
      t.pending?.d === 'tie' &&
      t.pending.gangster >= 0 &&
      (t.pending.among & (1 << t.pending.seat)) === 0,
  );
}

/** A state where the seat to decide could attack a family with cash enough to be threatened. */
export function attackMoment(from: number, money = 8): GameState {
  for (let seed = from; seed < from + 60; seed++) {
    const s = playUntil(seed, (x) => {
      const d = x.pending;
      if (!d || (d.d !== 'activate' && d.d !== 'target')) return false;
      return legalFor(x, d.seat).some((l) => {
        const f = attackedFamily(x, l.action, cat);
        return f >= 0 && f !== d.seat && x.families[f]!.money >= money;
      });
    });
    if (s) return s;
  }
  throw new Error('no attack moment found');
}

/** Puts a promise in the ledger of `s` (R13.3): `by` promised `term` to `to`, made this phase. */
export function promise(
  s: GameState,
  by: number,
  to: number,
  term: Term,
  status: DealPromise['status'] = 'pending',
  armed = false,
): void {
  s.promises.push({
    id: 900 + s.promises.length,
    offer: 0,
    by,
    to,
    term,
    status,
    round: s.round,
    phase: s.phase,
    armed,
  });
}
