import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../../src-shared/engine';
import type { SeatInfo } from '../../../src-shared/protocol';
import { DEFAULT_DRAFT, type LobbyDraft } from '../lobby/lobbyModel';
import { challengeText, nextChallenge } from './challenge';

/** The default form: "You" and three Easy bots. */
const draft = (): LobbyDraft => structuredClone(DEFAULT_DRAFT);
const seatsOf = (d: LobbyDraft): SeatInfo[] =>
  d.seats
    .slice(0, d.players)
    .map((s, seat) => ({ seat, name: s.name, kind: s.kind === 'bot' ? 'bot' : 'human' }));
const result = (winner: number, totals = [40, 21, 30, 12]): GameResult => ({
  winner,
  families: totals.map((total, seat) => ({ seat, board: total, cards: 0, money: 0, total })),
});

describe('the next difficulty after a win (issue #15)', () => {
  it('offers Medium to a person here who beat three Easy bots, with the margin', () => {
    const d = draft();
    const c = nextChallenge(d, seatsOf(d), result(0), [0]);
    expect(c).toEqual({ beaten: 'easy', next: 'medium', bots: 3, by: 10 });
    expect(challengeText(c!, 'You')).toEqual({
      said: 'You beat three Easy bots by 10 respect.',
      about: expect.stringMatching(/^Medium: .+/),
      button: 'Try Medium bots…',
    });
    // A win on a tie-break has no margin to tell.
    const tied = nextChallenge(d, seatsOf(d), result(0, [30, 30, 2, 1]), [0]);
    expect(challengeText(tied!, 'You').said).toBe('You beat three Easy bots.');
  });

  it('offers Hard after Medium, and nothing after Hard', () => {
    const d = draft();
    d.seats = d.seats.map((s) => (s.kind === 'bot' ? { ...s, preset: 'medium' } : s));
    expect(nextChallenge(d, seatsOf(d), result(0), [0])?.next).toBe('hard');
    d.seats = d.seats.map((s) => (s.kind === 'bot' ? { ...s, preset: 'hard' } : s));
    expect(nextChallenge(d, seatsOf(d), result(0), [0])).toBeNull();
  });

  it('offers nothing for a loss, a mixed table, a guest’s win, or a game the form did not start', () => {
    const d = draft();
    expect(nextChallenge(d, seatsOf(d), result(2), [0])).toBeNull();
    const mixed = draft();
    mixed.seats[2] = { ...mixed.seats[2]!, preset: 'medium' };
    expect(nextChallenge(mixed, seatsOf(mixed), result(0), [0])).toBeNull();
    const guest = draft();
    guest.seats[1] = { ...guest.seats[1]!, kind: 'remote', name: 'Gino' };
    expect(nextChallenge(guest, seatsOf(guest), result(1), [0])).toBeNull();
    const loaded = seatsOf(d).map((s, i) => (i === 2 ? { ...s, name: 'The Straccis' } : s));
    expect(nextChallenge(d, loaded, result(0), [0])).toBeNull();
    expect(nextChallenge(d, seatsOf(d).slice(0, 3), result(0), [0])).toBeNull();
  });

  it('counts one bot in words, at a hot-seat table of two people', () => {
    const d = draft();
    d.players = 3;
    d.seats[1] = { ...d.seats[1]!, kind: 'human', name: 'Bob' };
    const c = nextChallenge(d, seatsOf(d), result(1, [20, 33, 25]), [0, 1]);
    expect(c).toMatchObject({ bots: 1, by: 8 });
    expect(challengeText(c!, 'Bob').said).toBe('Bob beat one Easy bot by 8 respect.');
  });
});
