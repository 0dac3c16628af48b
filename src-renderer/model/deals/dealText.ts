/** Deal terms and promises in plain words (R13.1, R13.3). */
import { VENDETTA_TIE, type DealPromise, type Term } from '../../../src-shared/engine';
import { listText, objectName, possessive, type Names } from '../../names';

const ACTIVATION_WORDS = {
  gangster: 'use his own power',
  position: 'use his position power',
  move: 'Make a Move',
  pass: 'pass',
} as const;

/** One term, as what the promising family will do: "pay $3 now", "leave your gangsters…". */
export function termText(t: Term, names: Names): string {
  switch (t.k) {
    case 'pay':
      return `pay $${t.amount} now`;
    case 'payLater':
      return `pay $${t.amount} at the end of the ${t.when === 'endOfPhase' ? 'phase' : 'round'}`;
    case 'tieBreak':
      // R14.1: the tie for the least respect at Bookkeeping decides who takes the card.
      if (t.gangster === VENDETTA_TIE)
        return `hand ${objectName(names.family(t.family))} the Vendetta card at a tie for the least respect`;
      return `break the next tie on ${names.gangster(t.gangster)} for ${objectName(names.family(t.family))}`;
    case 'gate':
      return `${t.permit ? 'permit' : 'refuse'} ${names.gangster(t.gangster)}'s next activation`;
    case 'activate': {
      const what = ACTIVATION_WORDS[t.power];
      const on = t.power === 'move' && t.target >= 0 ? ` on ${names.gangster(t.target)}` : '';
      return `have ${names.gangster(t.gangster)} ${what}${on}`;
    }
    case 'spare':
      return `leave ${possessive(names.family(t.family))} gangsters alone this round`;
    case 'reroll':
      return t.pay ? 'pay for a re-roll of this die' : 'not pay for a re-roll of this die';
    case 'influence':
      return `${t.place ? 'place' : 'not place'} influence on ${names.gangster(t.gangster)} this phase`;
  }
}

export function termsText(terms: readonly Term[], names: Names): string {
  const parts = terms.map((t) => termText(t, names));
  return parts.length === 0 ? 'give nothing' : listText(parts);
}

/**
 * An offer as the two families' commitments: "You would pay $3 now; The Tattaglias would
 * leave your gangsters alone this round", and "…; you would pay $3 now" the other way round.
 * `sides` name them for a reader who is one of them (the prompt: "they would…; you would…").
 */
export function offerText(
  o: { from: number; to: number; give: readonly Term[]; get: readonly Term[] },
  names: Names,
  sides: { from: string; to: string } = {
    from: names.family(o.from),
    to: names.family(o.to),
  },
): string {
  return `${sides.from} would ${termsText(o.give, names)}; ${objectName(sides.to)} would ${termsText(o.get, names)}`;
}

export const PROMISE_STATUS_WORDS: Record<DealPromise['status'], string> = {
  pending: 'pending',
  kept: 'kept',
  broken: 'broken',
  void: 'lapsed',
  released: 'released',
};

/**
 * A promise's status in words. One released because the other side broke its word in the same
 * deal (R13.3, docs/rules-decisions.md, "A deal broken on one side") is "released", and a
 * payment so released "not owed".
 */
export function promiseStatusWord(p: Pick<DealPromise, 'status' | 'term'>): string {
  return p.status === 'released' && p.term.k === 'payLater'
    ? 'not owed'
    : PROMISE_STATUS_WORDS[p.status];
}

/** "The Tattaglias promised You: $3 at the end of the round". */
export function promiseText(p: DealPromise, names: Names): string {
  return `${names.family(p.by)} → ${names.family(p.to)}: ${termText(p.term, names)}`;
}
