/**
 * The guided first game's table (issue #16): the student holds the ring and draws the cards
 * the lessons use (a position card that controls #1, an OR card that whacks), against three
 * Easy bots. A fixed seed and stacked deck (setup.ts `stack`) make it the same game every
 * time the student follows the coach; the rest is an ordinary game.
 */
import type { GameOptionsInput } from '../engine';
import type { SeatSpec } from '../protocol';
import { canonicalJson } from '../save/checksum';

/** The card ids the guided game deals to its student that a lesson names. */
export const INFLUENCE_CARD = 'position-1';
export const OR_CARD = 'whack-thug';

export const TUTORIAL_OPTIONS = {
  seed: 7,
  players: 4,
  edition: 'revised',
  house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
  firstPlayer: 0,
  // R5.1: the ring holder draws first, so the first three cards are the student's.
  stack: { influence: [INFLUENCE_CARD, OR_CARD, 'thug-2-a'] },
} satisfies GameOptionsInput;

export const TUTORIAL_SEATS: SeatSpec[] = [
  { kind: 'human', name: 'You' },
  { kind: 'bot', name: 'The Corleonis', bot: { preset: 'easy', personality: 'gentleman' } },
  { kind: 'bot', name: 'The Tattaglias', bot: { preset: 'easy', personality: 'businessman' } },
  { kind: 'bot', name: 'The Barzinis', bot: { preset: 'easy', personality: 'hothead' } },
];

/** The guided game's name on the title screen and in the save list. */
export const TUTORIAL_NAME = 'Learn to play';

/**
 * Whether a game was set out as the guided one: its options and seats are the tutorial's
 * (the save list names its autosave "Learn to play").
 */
export function isTutorialGame(options: unknown, seats: readonly SeatSpec[]): boolean {
  return (
    canonicalJson(options) === canonicalJson(TUTORIAL_OPTIONS) &&
    canonicalJson(seats) === canonicalJson(TUTORIAL_SEATS)
  );
}
