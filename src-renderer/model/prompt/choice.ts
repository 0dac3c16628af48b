/**
 * What a prompt offers (issue #6), as types only: the choices, their menus and ranges, and
 * the prompt itself. The prompt model builds them (promptModel.ts) with the choice builders
 * (promptChoices.ts); both read these types from here, so neither imports the other's types.
 */
import type { Action, Decision } from '../../../src-shared/engine';
import type { Question } from './promptQuestion';

export interface ChoiceRange {
  key: 'count' | 'ante';
  min: number;
  max: number;
  /** What the number means, e.g. "Ante ($)". */
  label: string;
}

interface ChoiceBase {
  /** Stable within one prompt: a key for lists and tests. */
  id: string;
  label: string;
  hint: string | null;
  /** The gangster this choice is about on the board, or -1. */
  gangster: number;
}

/** Sends one action; with a range, after the player picks a value. */
export interface ActChoice extends ChoiceBase {
  kind: 'act';
  action: Action;
  range: ChoiceRange | null;
}

/** Opens further choices: a card's uses, a gangster's token columns, a Snitch's targets. */
export interface MenuChoice extends ChoiceBase {
  kind: 'menu';
  question: string;
  options: Choice[];
}

export type Choice = ActChoice | MenuChoice;

export interface CardChoices {
  card: number;
  /** Playing, discarding, OR abilities, Crew cards, Snitches and selling (R5.2, R5.5, R10). */
  uses: Choice[];
}

export interface Prompt extends Question {
  kind: Decision['d'];
  seat: number;
  /** Numbered options (keys 1–9, then 0 and letters: keyboard.ts), in the order shown. */
  choices: Choice[];
  /** Saying no: pass, decline, reject, buy none (key P). */
  no: ActChoice | null;
  cards: CardChoices[];
  /** The offer a counter would answer (R13.2), or -1. */
  counter: number;
}
