/**
 * Deals (R13): an offer is a list of terms on each side. Money "now" moves at acceptance;
 * every other term becomes a promise whose outcome the ledger shows to every seat.
 */

/** A tie-break term's gangster for the tie over who takes the Vendetta card (R14.1). */
export const VENDETTA_TIE = -1;

/** R13.1, moments a later payment can name. */
export const DUE_MOMENTS = ['endOfPhase', 'endOfRound'] as const;
export type DueMoment = (typeof DUE_MOMENTS)[number];

export type Term =
  /** Pay $amount at acceptance. */
  | { k: 'pay'; amount: number }
  /** Pay $amount at a named later moment. */
  | { k: 'payLater'; amount: number; when: DueMoment }
  /**
   * As ring holder, break the next tie on `gangster` in favour of `family`; `gangster` -1 is
   * the tie for the Vendetta card at this round's Bookkeeping (R14.1): it goes to `family`.
   */
  | { k: 'tieBreak'; gangster: number; family: number }
  /** As blackmail holder, permit or refuse `gangster`'s next activation this round. */
  | { k: 'gate'; gangster: number; permit: boolean }
  /** As controller, activate `gangster` next time with this choice (R6.3). */
  | {
      k: 'activate';
      gangster: number;
      power: 'gangster' | 'position' | 'move' | 'pass';
      target: number;
    }
  /** Do not Make a Move on or Whack a gangster `family` controls until the end of the round. */
  | { k: 'spare'; family: number }
  /** Pay (or do not pay) for a re-roll of the die now waiting in a window. */
  | { k: 'reroll'; pay: boolean }
  /** Place (or do not place) influence on `gangster` during this phase. */
  | { k: 'influence'; gangster: number; place: boolean };

export type TermKind = Term['k'];

export type OfferStatus = 'open' | 'accepted' | 'rejected' | 'countered';

export interface Offer {
  id: number;
  from: number;
  to: number;
  /** What `from` gives or promises. */
  give: Term[];
  /** What `to` gives or promises in return. */
  get: Term[];
  status: OfferStatus;
  /** How many counters led to this offer (R13.2 counters are bounded). */
  depth: number;
  round: number;
}

/**
 * `void`: its moment never came (it lapsed); `released`: the other side of its deal broke a
 * promise of the deal first (R13.3, docs/rules-decisions.md "A deal broken on one side").
 * Neither counts as kept or broken.
 */
export type PromiseStatus = 'pending' | 'kept' | 'broken' | 'void' | 'released';

/** A promise of the public ledger (R13.3). */
export interface Promise {
  id: number;
  offer: number;
  /** The family that promised, and to whom. */
  by: number;
  to: number;
  term: Term;
  status: PromiseStatus;
  /** Round and phase the promise was made in (it speaks of them). */
  round: number;
  phase: string;
  /** Set once the moment the promise speaks of has started (re-roll windows). */
  armed: boolean;
}
