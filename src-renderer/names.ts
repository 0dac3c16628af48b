/**
 * How the table names things in words: families by their seat names, gangsters by their
 * printed names and where they sit, cards by title, dice faces as printed (R1.5). Prompts,
 * the log and the deal panel all speak through one `Names`, so a family is never "Family 2"
 * in one place and "The Tattaglias" in another.
 */
import {
  MOVE_FACES,
  NEUTRAL,
  WHACK_FACES,
  type Catalog,
  type GameView,
} from '../src-shared/engine';

export interface Names {
  cat: Catalog;
  /** "You" or the seat's name ("The Corleonis"). */
  family(seat: number): string;
  /** A token column: a family, or the neutral pool. */
  column(column: number): string;
  gangster(g: number): string;
  /** Where a gangster sits now: "the Capo", "the Associate", or "" when off the board. */
  where(g: number): string;
  /** "Vito Copindole (Capo)". */
  gangsterAt(g: number): string;
  /** A board slot's position name. */
  slot(slot: number): string;
  card(c: number): string;
}

export function namesFor(
  view: Pick<GameView, 'board'>,
  cat: Catalog,
  seatName: (seat: number) => string,
): Names {
  const slot = (s: number): string =>
    cat.content.positions[s]?.name ?? (s >= 0 ? 'Associate' : 'nowhere');
  const where = (g: number): string => {
    const s = view.board.indexOf(g);
    return s < 0 ? '' : slot(s);
  };
  const gangster = (g: number): string => cat.gangsters[g]?.name ?? 'an unknown gangster';
  return {
    cat,
    family: seatName,
    column: (c) => (c === NEUTRAL ? 'neutral' : seatName(c)),
    gangster,
    where,
    gangsterAt: (g) => {
      const w = where(g);
      return w ? `${gangster(g)} (${w})` : gangster(g);
    },
    slot,
    card: (c) => cat.cards[c]?.title ?? 'a card',
  };
}

const MOVE_FACE_NAMES: Record<(typeof MOVE_FACES)[number], string> = {
  knife: 'a Knife',
  '2': 'a 2',
  '3': 'a 3',
  '4': 'a 4',
  '5': 'a 5',
  ring: 'a Ring',
};

const WHACK_FACE_NAMES: Record<(typeof WHACK_FACES)[number], string> = {
  takeover: 'Take-Over',
  kill: 'Kill',
  miss: 'Miss',
  backfire: 'Backfire',
};

/** A die face 1..6 as printed on that die (R1.5). */
export function faceName(die: 'move' | 'whack', face: number): string {
  if (die === 'move') return MOVE_FACE_NAMES[MOVE_FACES[face - 1] ?? 'knife'];
  return WHACK_FACE_NAMES[WHACK_FACES[face - 1] ?? 'miss'];
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/**
 * Whether a family's name takes a plural verb: "You" and "The Corleonis" do, "Ann" does not.
 * Seat names come from the lobby, where the person at the computer is "You" by default.
 */
export function pluralName(name: string): boolean {
  const n = name.trim();
  return /^you$/i.test(n) || /^the\s.+s$/i.test(n);
}

/** The name with its verb agreeing: `says('The Corleonis', 'holds', 'hold')`. */
export function says(name: string, singular: string, plural: string): string {
  return `${name} ${pluralName(name) ? plural : singular}`;
}

/** "A", "A and B", "A, B and C". */
export function listText(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const isYou = (name: string) => /^you$/i.test(name.trim());

/** A name without its leading article: "The Tattaglias" is "Tattaglias", "The Crew" "Crew". */
export const withoutArticle = (name: string): string => name.replace(/^The /, '');

/**
 * A name split before its closing number, so a chip too narrow for the whole name cuts the
 * words and keeps the number: "Family 3" reads "Fam… 3", not "Famil…", beside "Family 2".
 */
export function numberedName(name: string): { head: string; tail: string } {
  const m = /^(.*\S)(\s+\d+)$/.exec(name);
  return m ? { head: m[1]!, tail: m[2]! } : { head: name, tail: '' };
}

/** Who steps up to the hot-seat: "I am Ann: show my table", "We are The Barzinis: show our table". */
export const claimSeat = (name: string): string =>
  pluralName(name) ? `We are ${name}: show our table` : `I am ${name}: show my table`;

/** The name as the object of a sentence: "offered you a deal", "for The Corleonis". */
export const objectName = (name: string): string => (isYou(name) ? 'you' : name);

/** Whose: "your", "The Corleonis'", "Ann's". */
export function possessive(name: string): string {
  const n = name.trim();
  if (isYou(n)) return 'your';
  return /s$/i.test(n) ? `${n}'` : `${n}'s`;
}

/** The first letter up, for words that start a sentence ("your token" → "Your token"). */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
