/**
 * Pace (issue #15): how many offers a bot makes, and to whom. A bot keeps nothing between
 * decisions, so pace is read from the offers in its view, and each offer it makes goes
 * through here.
 */
import type { Action, LegalAction, Term } from '../../engine';
import type { Decision } from '../bot';
import { terms as describeTerms } from '../explain';
import type { Situation } from '../situation';
import { cashOf, isCash } from './valuation';

/**
 * Offers to one family in one round. The view dates offers by round, not phase (a phase in
 * every offer would change the hash every save replays to): a cap per round caps every phase.
 */
export const OFFERS_PER_ROUND = 3;
/** Offers by one family in one round, to all the others. */
export const OFFERS_PER_ROUND_IN_ALL = 5;

export interface ProposalStyle {
  samples: number;
  /** The Betrayer promises later payments it never makes, and promises them big. */
  promiseLater: boolean;
}

/** The cash an offer's terms move from its proposer to its receiver, now or later, net. */
const cashTo = (give: readonly Term[], get: readonly Term[]): number => cashOf(give) - cashOf(get);

/** What an offer is about, its cash left out: a price changes, the deal does not. */
const dealOf = (give: readonly Term[], get: readonly Term[]): string =>
  JSON.stringify([give.filter((t) => !isCash(t)), get.filter((t) => !isCash(t))]);

/**
 * Pace without memory: a bot keeps nothing between decisions but what its view shows, and
 * the view holds every offer of the game. A bot makes at most OFFERS_PER_ROUND offers to one
 * family and OFFERS_PER_ROUND_IN_ALL in all in a round, never makes the same offer twice, and
 * offers a deal refused (or countered) this round again only on better terms for the family
 * that refused it: a threat comes back cheaper or not at all, a bid for a tie higher.
 */
export function offerAllowed(sit: Situation, to: number, give: Term[], get: Term[]): boolean {
  const key = `${JSON.stringify(give)}:${JSON.stringify(get)}`;
  const deal = dealOf(give, get);
  const cash = cashTo(give, get);
  let toThem = 0;
  let inAll = 0;
  for (const o of sit.view.offers) {
    if (o.from !== sit.seat) continue;
    if (o.to === to && `${JSON.stringify(o.give)}:${JSON.stringify(o.get)}` === key) return false;
    if (o.round !== sit.view.round) continue;
    inAll++;
    if (o.to !== to) continue;
    toThem++;
    const refused = o.status === 'rejected' || o.status === 'countered';
    if (refused && cash <= cashTo(o.give, o.get) && dealOf(o.give, o.get) === deal) return false;
  }
  return toThem < OFFERS_PER_ROUND && inAll < OFFERS_PER_ROUND_IN_ALL;
}

export const canOffer = (legal: readonly LegalAction[], seat: number, to: number): boolean =>
  legal.some(
    (l) => l.terms && l.action.type === 'offer' && l.action.seat === seat && l.action.to === to,
  );

/** The offer as the bot's decision, with its line for the log; null when pace or the rules forbid it. */
export function offer(
  sit: Situation,
  to: number,
  give: Term[],
  get: Term[],
  why: string,
): Decision | null {
  if (!canOffer(sit.legal, sit.seat, to) || !offerAllowed(sit, to, give, get)) return null;
  const action: Action = { type: 'offer', seat: sit.seat, to, give, get };
  return { action, why };
}

/**
 * What an offer says, for the log: "what I give for what I get" ("the tie on Guistono to The
 * Barzinis for $5"). The terms say what it is about; a heading before them said it twice.
 */
export const offerWords = (sit: Situation, give: Term[], get: Term[]): string =>
  `${describeTerms(give, sit.cat)} for ${describeTerms(get, sit.cat)}`;

/** Has `by` a pending promise (R13.3) whose term passes `test`? */
export const promised = (sit: Situation, by: number, test: (t: Term) => boolean): boolean =>
  sit.view.promises.some((p) => p.by === by && p.status === 'pending' && test(p.term));
