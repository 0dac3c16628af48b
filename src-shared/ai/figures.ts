/**
 * What a preset's families did with deals and grudges in a tournament (issue #15), from the
 * games' records: how often they offered and what, how their offers were answered and how
 * they answered others', what they asked, the cash deals moved, their promises kept and
 * broken and the trust the table had in them at the end, and whom they attacked once
 * somebody had broken a promise to them.
 */
import type { DealPromise, Term } from '../engine';
import { cashNow as cash } from './deals/valuation';
import { trustTable } from './trust';

/** An offer or counter as a game record keeps it. */
export interface OfferRecord {
  id: number;
  from: number;
  to: number;
  status: string;
  give: Term[];
  get: Term[];
  /** Counters that led to it (0: an offer, not a counter). */
  depth: number;
  round: number;
}

/**
 * A decision at which a family could attack (Make a Move, Whack) another family's gangster.
 * Masks are by seat: the families it could attack, and those that had broken a promise to it.
 */
export interface AttackChoice {
  seat: number;
  choices: number;
  betrayers: number;
  /** The family it attacked, or -1. */
  victim: number;
}

/** What the figures read from one game. */
export interface FigureRecord {
  /** Preset by seat for this game. */
  seats: string[];
  /** The game's public ledger at its end (R13.3), for campaigns' memory (issue #13) too. */
  promises: DealPromise[];
  /** Every offer made: who to whom, its terms, and how it was answered. */
  offers: OfferRecord[];
  attacks: AttackChoice[];
  /** The edition's final rate, dollars per respect (R11.1, R11.2). */
  dollarsPerRespect: number;
}

export const OFFER_KINDS = [
  'counter',
  'tie',
  'permission',
  'threat',
  'split',
  'reroll',
  'activation',
  'cash',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What an offer is about, by the first term that names a moment (R13.1). */
export function offerKind(o: Pick<OfferRecord, 'give' | 'get' | 'depth'>): OfferKind {
  if (o.depth > 0) return 'counter';
  const ks = new Set([...o.give, ...o.get].map((t) => t.k));
  if (ks.has('tieBreak')) return 'tie';
  if (ks.has('gate')) return 'permission';
  if (ks.has('spare')) return 'threat';
  if (ks.has('influence')) return 'split';
  if (ks.has('reroll')) return 'reroll';
  if (ks.has('activate')) return 'activation';
  return 'cash';
}

export interface DealFigures {
  /** Offers and counters made, per game played. */
  offersPerGame: number;
  /** Offers made per game, by what they were about. */
  byKind: Record<OfferKind, number>;
  /** Share of its offers the other family accepted (of those answered). */
  accepted: number;
  /** Share of its offers resting on its word (it promised more than cash now) that were accepted. */
  acceptedOnWord: number;
  /** Share of the offers it was made that it accepted (of those it answered). */
  acceptedFromOthers: number;
  /** Mean cash it asked for now in an offer or counter that asked for cash. */
  asked: number;
  /** Cash its accepted deals brought it and cost it, per game (paid now, and later payments made). */
  cashIn: number;
  cashOut: number;
  /** Respect its deals' cash moved its way per game, at the edition's final rate (negative: away). */
  respect: number;
  /** Its promises settled by the end: kept and broken (R13.3). */
  kept: number;
  broken: number;
  /** The table's trust in it at the end of a game (trust.ts), averaged over its games. */
  trustAtEnd: number;
}

export interface GrudgeFigures {
  /** Attacks it made when both a family that had betrayed it and one that had not were in reach. */
  attacks: number;
  /** Share of those attacks aimed at a family that had betrayed it. */
  atBetrayers: number;
  /** Share of the families in reach then that had betrayed it: what aiming at random would give. */
  betrayersInReach: number;
}

const bits = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** The deal figures of `preset` over `records`. */
export function dealFigures(records: readonly FigureRecord[], preset: string): DealFigures {
  let games = 0;
  const d = { made: 0, taken: 0, answered: 0, got: 0, gotTaken: 0, kept: 0, broken: 0 };
  const word = { answered: 0, taken: 0 };
  const byKind = Object.fromEntries(OFFER_KINDS.map((k) => [k, 0])) as Record<OfferKind, number>;
  let asks = 0;
  let askedSum = 0;
  let cashIn = 0;
  let cashOut = 0;
  let respect = 0;
  let trust = 0;
  const answered = (status: string) => status === 'accepted' || status === 'rejected';
  for (const r of records) {
    const table = trustTable(r.promises, r.offers, r.seats.length);
    r.seats.forEach((p, seat) => {
      if (p !== preset) return;
      games++;
      trust += table[seat]!;
      let net = 0;
      for (const o of r.offers) {
        if (o.from === seat) {
          d.made++;
          byKind[offerKind(o)]++;
          if (cash(o.get) > 0) {
            asks++;
            askedSum += cash(o.get);
          }
          if (answered(o.status)) d.answered++;
          if (o.status === 'accepted') d.taken++;
          if (answered(o.status) && o.give.some((t) => t.k !== 'pay')) {
            word.answered++;
            if (o.status === 'accepted') word.taken++;
          }
        } else if (o.to === seat && answered(o.status)) {
          d.got++;
          if (o.status === 'accepted') d.gotTaken++;
        }
        if (o.status !== 'accepted' || (o.from !== seat && o.to !== seat)) continue;
        const mine = o.from === seat ? o.give : o.get;
        const theirs = o.from === seat ? o.get : o.give;
        cashOut += cash(mine);
        cashIn += cash(theirs);
        net += cash(theirs) - cash(mine);
      }
      for (const pr of r.promises) {
        if (pr.by === seat) {
          if (pr.status === 'kept') d.kept++;
          else if (pr.status === 'broken') d.broken++;
        }
        if (pr.status !== 'kept' || pr.term.k !== 'payLater') continue;
        if (pr.by === seat) {
          cashOut += pr.term.amount;
          net -= pr.term.amount;
        } else if (pr.to === seat) {
          cashIn += pr.term.amount;
          net += pr.term.amount;
        }
      }
      respect += net / r.dollarsPerRespect;
    });
  }
  const per = (x: number) => (games > 0 ? x / games : 0);
  return {
    offersPerGame: per(d.made),
    byKind: Object.fromEntries(OFFER_KINDS.map((k) => [k, per(byKind[k])])) as Record<
      OfferKind,
      number
    >,
    accepted: d.answered > 0 ? d.taken / d.answered : 0,
    acceptedOnWord: word.answered > 0 ? word.taken / word.answered : 0,
    acceptedFromOthers: d.got > 0 ? d.gotTaken / d.got : 0,
    asked: asks > 0 ? askedSum / asks : 0,
    cashIn: per(cashIn),
    cashOut: per(cashOut),
    respect: per(respect),
    kept: d.kept,
    broken: d.broken,
    trustAtEnd: per(trust),
  };
}

/** Whom `preset` attacked when a family that had betrayed it and one that had not were both in reach. */
export function grudgeFigures(records: readonly FigureRecord[], preset: string): GrudgeFigures {
  let attacks = 0;
  let at = 0;
  let share = 0;
  for (const r of records)
    for (const a of r.attacks) {
      if (r.seats[a.seat] !== preset || a.victim < 0) continue;
      const reach = bits(a.choices);
      const betrayers = bits(a.choices & a.betrayers);
      if (betrayers === 0 || betrayers === reach) continue;
      attacks++;
      if ((a.betrayers & (1 << a.victim)) !== 0) at++;
      share += betrayers / reach;
    }
  return {
    attacks,
    atBetrayers: attacks > 0 ? at / attacks : 0,
    betrayersInReach: attacks > 0 ? share / attacks : 0,
  };
}

/** Respect the cash of all accepted deals moved per game, at the edition's final rate. */
export function respectMovedPerGame(records: readonly FigureRecord[]): number {
  if (records.length === 0) return 0;
  let moved = 0;
  for (const r of records) {
    let dollars = 0;
    for (const o of r.offers) if (o.status === 'accepted') dollars += cash(o.give) + cash(o.get);
    for (const p of r.promises)
      if (p.status === 'kept' && p.term.k === 'payLater') dollars += p.term.amount;
    moved += dollars / r.dollarsPerRespect;
  }
  return moved / records.length;
}
