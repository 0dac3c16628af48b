/**
 * Personalities: a second dial, independent of strength (issue #4). Honesty is how often a
 * bot keeps a non-binding promise when breaking it would pay (R13.3); vengeance how much it
 * holds a broken promise against the family that broke it; greed how much of a deal's gain
 * it wants for itself. Shown to the player in the lobby.
 */

export interface Personality {
  id: string;
  name: string;
  /** 1: keeps every promise; 0: breaks any promise as soon as breaking pays. */
  honesty: number;
  /** 0: forgets; 1: refuses every deal with, and goes after, a family that betrayed it. */
  vengeance: number;
  /** 0: takes any deal that helps it; 1: wants most of the gain, and pays little. */
  greed: number;
}

export const PERSONALITIES = {
  businessman: {
    id: 'businessman',
    name: 'The Businessman',
    honesty: 0.9,
    vengeance: 0.4,
    greed: 0.4,
  },
  gentleman: { id: 'gentleman', name: 'The Gentleman', honesty: 1, vengeance: 0.2, greed: 0.2 },
  shark: { id: 'shark', name: 'The Shark', honesty: 0.3, vengeance: 0.4, greed: 0.9 },
  hothead: { id: 'hothead', name: 'The Hothead', honesty: 0.7, vengeance: 1, greed: 0.5 },
  snake: { id: 'snake', name: 'The Snake', honesty: 0, vengeance: 0.6, greed: 0.7 },
} as const satisfies Record<string, Personality>;

export type PersonalityId = keyof typeof PERSONALITIES;
/** Every personality's id; never empty, so a schema can take it as an enum as it is. */
export const PERSONALITY_IDS = Object.keys(PERSONALITIES) as [PersonalityId, ...PersonalityId[]];
export const DEFAULT_PERSONALITY: Personality = PERSONALITIES.businessman;

/**
 * An honest family (honesty 0.5 or more) keeps the promises it makes as a rule: it makes none
 * it means to break, pays what it promised when due, and counts its own word as kept.
 */
export const honest = (p: Personality): boolean => p.honesty >= 0.5;

const clamp01 = (x: unknown, fallback: number): number =>
  typeof x === 'number' && Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : fallback;

/**
 * A personality from a lobby value: a known id, or an object with the three dials (each
 * clamped to [0, 1]); anything else gives the default.
 */
export function personalityFrom(input: unknown): Personality {
  if (typeof input === 'string' && Object.hasOwn(PERSONALITIES, input))
    return PERSONALITIES[input as PersonalityId];
  if (typeof input !== 'object' || input === null) return DEFAULT_PERSONALITY;
  const o = input as Record<string, unknown>;
  const d = DEFAULT_PERSONALITY;
  return {
    id: typeof o.id === 'string' ? o.id : 'custom',
    name: typeof o.name === 'string' ? o.name : 'Custom',
    honesty: clamp01(o.honesty, d.honesty),
    vengeance: clamp01(o.vengeance, d.vengeance),
    greed: clamp01(o.greed, d.greed),
  };
}

const grade = (x: number, words: readonly [string, string, string]): string =>
  words[x < 0.34 ? 0 : x < 0.67 ? 1 : 2]!;

/** One line for the lobby: what to expect from this family at the table. */
export function describePersonality(p: Personality): string {
  const honest =
    p.honesty >= 1
      ? 'keeps every promise'
      : grade(p.honesty, [
          'breaks promises when it pays',
          'usually keeps its word',
          'almost always keeps its word',
        ]);
  const vengeful = grade(p.vengeance, ['forgives', 'remembers betrayals', 'never forgives']);
  const greedy = grade(p.greed, ['takes a fair price', 'bargains hard', 'wants the lion’s share']);
  return `${p.name}: ${honest}, ${vengeful}, ${greedy}.`;
}

/**
 * What breaking one promise costs a bot in its own utility (a utility is a win chance, so
 * 0.05 is five points of it): nothing for the perfectly dishonest, beyond any gain for the
 * perfectly honest.
 */
export function breakCost(p: Personality): number {
  if (p.honesty >= 1) return Infinity;
  return (0.04 * p.honesty) / (1 - p.honesty);
}
