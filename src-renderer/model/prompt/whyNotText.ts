/**
 * "Why not", in words (issue #16): what the prompt leaves out, and the reason the engine gave
 * (engine/whyNot.ts), said to the person deciding.
 */
import type { Blocked } from '../../../src-shared/engine';
import type { Names } from '../../names';

export interface WhyNotLine {
  subject: Blocked['subject'];
  /** "its OR ability" on a card; the power, gangster or re-roll otherwise. */
  what: string;
  /** "it costs $8 and you have $5 to spend" */
  why: string;
  /** "Cement Shoes, its OR ability: it costs $8; you have $5 to spend." */
  text: string;
  rule: string;
}

const MODES = {
  influence: 'for influence',
  or: 'its OR ability',
  snitch: 'as a Snitch',
} as const;

/** "for influence", "its OR ability": a way to play a card. */
export const cardUse = (mode: keyof typeof MODES): string => MODES[mode];

function what(b: Blocked, names: Names, slot: number): string {
  const x = b.subject;
  switch (x.k) {
    case 'card':
      return `${names.card(x.card)}, ${cardUse(x.mode)}`;
    case 'power':
      return x.power === 'position' ? `The ${names.slot(slot)} power` : 'His own power';
    case 'target':
      return names.gangsterAt(x.gangster);
    case 'reroll':
      return 'A re-roll';
  }
}

function why(b: Blocked, names: Names, cards: number): string {
  const r = b.reason;
  switch (r.code) {
    case 'ante':
      return `the ante is $${r.ante} and you have $${r.money}`;
    case 'supply':
      return `it needs ${r.need} of your tokens and you have ${r.supply} left`;
    case 'noGangster':
      return 'no gangster it could go on is on the board';
    case 'promisedPlacement':
      return 'your binding promises keep your tokens off every gangster it could go on';
    case 'cost':
      return `it costs $${r.cost} and you have $${r.money} to spend`;
    case 'noTarget':
      return 'it has nothing to act on now';
    case 'snitch':
      return `no gangster has ${r.threshold} or more tokens on him`;
    case 'spared':
      return `you promised ${r.family >= 0 ? names.family(r.family) : 'his family'} to leave their gangsters alone this round`;
    case 'reroll':
      return `it takes a re-roll token or $${r.price}, and you have no token and $${r.money}${
        cards > 0 && r.money < r.price ? ': sell a card first' : ''
      }`;
    case 'promisedNoReroll':
      return 'you promised not to pay for a re-roll of this die';
  }
}

/** Each blocked choice as a line; `slot` is the board slot of the gangster activating, if any. */
export function whyNotLines(
  blocked: readonly Blocked[],
  names: Names,
  cards: number,
  slot = -1,
): WhyNotLine[] {
  return blocked.map((b) => {
    const line = { what: what(b, names, slot), why: why(b, names, cards) };
    return { subject: b.subject, ...line, text: `${line.what}: ${line.why}.`, rule: b.rule };
  });
}
