/** The words of the game, as literal tables (DESIGN.md §5.2). */

export const GANGSTER_TYPES = ['thug', 'hitman', 'conman', 'gambler'] as const;
export type GangsterType = (typeof GANGSTER_TYPES)[number];

export const EDITIONS = ['revised', 'classic'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Position numbers of the hierarchy board, #1 (lowest) to #9 (the Capo), R2.1. */
export const POSITION_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PositionNumber = (typeof POSITION_NUMBERS)[number];
export const CAPO: PositionNumber = 9;

/** Families sit in seats 0..4; token arrays keep a sixth column for neutral influence. */
export const MAX_FAMILIES = 5;
export const MIN_FAMILIES = 3;
export const NEUTRAL = 5;
export const TOKEN_STRIDE = 6;

export const FAMILY_COLOURS = ['crimson', 'navy', 'emerald', 'amber', 'violet'] as const;
export type FamilyColour = (typeof FAMILY_COLOURS)[number];

/** 'business' is Classic's Commission (R4.2); 'fence' and 'family' are Classic only. */
export const PHASES = ['setup', 'business', 'crew', 'fence', 'feds', 'family', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * What told apart the families level on the most respect at the end: R11.1 the ring holder's
 * choice; R11.2 the first of Classic's tie-breakers that left one family (the ring, the highest
 * position controlled, the money with the cards cashed, the tokens on the board, the cards in
 * hand, a roll-off of the Move die).
 */
export const TIE_BREAKERS = [
  'ringHolder',
  'ring',
  'position',
  'money',
  'tokens',
  'cards',
  'rollOff',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

/** Faces of the black Move die in roll order 1..6, R1.5. */
export const MOVE_FACES = ['knife', '2', '3', '4', '5', 'ring'] as const;
export type MoveFace = (typeof MOVE_FACES)[number];

/** Faces of the red Whack die, R1.5. */
export const WHACK_FACES = ['takeover', 'kill', 'kill', 'miss', 'miss', 'backfire'] as const;
export type WhackFace = (typeof WHACK_FACES)[number];
