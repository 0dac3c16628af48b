/**
 * What the game waits for: the seat that must act and the kind of question. The details
 * (which gangsters, which amounts) come from `legalActions`, the one source of legality.
 */
export type Decision =
  /** R5.1: how many extra cards to buy. */
  | { d: 'buy'; seat: number }
  /** R5.2: a Business action. */
  | { d: 'turn'; seat: number }
  /** Pick a gangster (icon placement, a discard's token, an effect's target). */
  | { d: 'target'; seat: number }
  /** An optional extra: pay for one more token (R10.4), blackmail the placed gangster. */
  | { d: 'confirm'; seat: number }
  /** Pick a family (R10.5 letOtherPlace, steal). */
  | { d: 'family'; seat: number }
  /** R7.3: the ring holder breaks a tie on `gangster` among the seats in `among` (bitmask). */
  | { d: 'tie'; seat: number; gangster: number; among: number }
  /** R6.6: the blackmail holder permits or refuses an activation. */
  | { d: 'gate'; seat: number; gangster: number }
  /** R6.3: the controller chooses how `gangster` activates. */
  | { d: 'activate'; seat: number; gangster: number }
  /** R12: the seat holds priority in the open window. */
  | { d: 'window'; seat: number }
  /** R13.2: answer an offer. */
  | { d: 'answer'; seat: number; offer: number }
  /** R13.3: pay a promised later payment, or break the promise. */
  | { d: 'due'; seat: number; promise: number };

export type DecisionKind = Decision['d'];
