/**
 * Short lines for the game log: every bot decision says why in a few words (issue #4),
 * naming families by colour and gangsters and cards by their printed names.
 */
import type { Action, GameState } from '../engine';
import type { Catalog } from '../engine/catalog';
import { FAMILY_COLOURS } from '../engine/vocabulary';
import { VENDETTA_TIE, type Term } from '../engine';

/**
 * A family in a bot's line: a mark the session host replaces with that seat's name
 * (`withFamilyNames`), since a bot does not know what the people at the table called it.
 */
export const familyName = (seat: number): string => `{family:${seat}}`;

/** A bot's line with its family marks replaced by names (the colours where a name is missing). */
export function withFamilyNames(text: string, names: readonly string[]): string {
  return text.replace(/\{family:(\d+)\}/g, (_, i: string) => {
    const seat = Number(i);
    const colour = FAMILY_COLOURS[seat] ?? `family ${seat + 1}`;
    return names[seat] ?? colour.charAt(0).toUpperCase() + colour.slice(1);
  });
}

/**
 * A line cut to `max` characters at a word's end, with an ellipsis to show it goes on; a
 * line that fits is unchanged.
 */
export function fitLine(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const end = room.lastIndexOf(' ');
  const kept = end > max / 2 ? room.slice(0, end) : room;
  return `${kept.replace(/[\s,:;→-]+$/, '')}…`;
}

export const gangsterName = (cat: Catalog, g: number): string => cat.gangsters[g]?.name ?? 'nobody';

export const percent = (p: number): string => `${Math.round(p * 100)}%`;

/** What an action does, in a few words. */
export function describe(a: Action, s: GameState, cat: Catalog): string {
  const top = s.stack[s.stack.length - 1];
  switch (a.type) {
    case 'play': {
      const title = cat.cards[a.card]!.title;
      const ante = a.ante > 0 ? ` (ante $${a.ante})` : '';
      if (a.mode === 'discard') return `discard ${title} for a token${ante}`;
      if (a.mode === 'or') return `use the OR ability of ${title}${ante}`;
      return `play ${title}${ante}`;
    }
    case 'target':
      if (top?.f === 'effect' && top.effect.kind === 'whack')
        return `whack ${gangsterName(cat, a.gangster)}`;
      if (a.count > 1) return `${a.count} tokens to ${gangsterName(cat, a.gangster)}`;
      return `${gangsterName(cat, a.gangster)}`;
    case 'activate':
      if (a.power === 'move') return `Make a Move on ${gangsterName(cat, a.target)}`;
      return a.power === 'gangster' ? 'use his own power' : 'use the position power';
    case 'pass':
      return 'pass';
    case 'sell':
      return `sell ${cat.cards[a.card]!.title}`;
    case 'buy':
      return a.count > 0 ? `buy ${a.count} card${a.count > 1 ? 's' : ''}` : 'buy nothing';
    case 'decline':
      return 'decline';
    case 'confirm':
      return 'yes';
    case 'family':
      return familyName(a.family);
    case 'tie':
      return `tie to ${familyName(a.family)}`;
    case 'gate':
      return a.permit ? 'permit' : 'refuse';
    case 'reroll':
      return a.pay === 'token' ? 're-roll with a token' : 're-roll for $10';
    case 'snitch':
      return `snitch on ${gangsterName(cat, a.gangster)}`;
    case 'crewCard':
      return `play ${cat.cards[a.card]!.title} in the Crew`;
    case 'vendetta':
      return `Vendetta on ${gangsterName(cat, a.gangster)}`;
    case 'offer':
      return `offer ${familyName(a.to)}: ${terms(a.give, cat)} for ${terms(a.get, cat)}`;
    case 'answer':
      return a.accept ? 'deal' : 'no deal';
    case 'counter':
      return `counter: ${terms(a.give, cat)} for ${terms(a.get, cat)}`;
    case 'due':
      return a.pay ? 'pay as promised' : 'do not pay';
  }
}

/** One term, in a few words. */
export function term(t: Term, cat: Catalog): string {
  switch (t.k) {
    case 'pay':
      return `$${t.amount}`;
    case 'payLater':
      return `$${t.amount} at the end of the ${t.when === 'endOfPhase' ? 'phase' : 'round'}`;
    case 'tieBreak':
      return t.gangster === VENDETTA_TIE
        ? `the Vendetta card to ${familyName(t.family)}`
        : `the tie on ${gangsterName(cat, t.gangster)} to ${familyName(t.family)}`;
    case 'gate':
      return `${t.permit ? 'let' : 'stop'} ${gangsterName(cat, t.gangster)} act`;
    case 'activate':
      return t.power === 'move'
        ? `${gangsterName(cat, t.gangster)} moves on ${gangsterName(cat, t.target)}`
        : `${gangsterName(cat, t.gangster)} does ${t.power}`;
    case 'spare':
      return `spare ${familyName(t.family)}`;
    case 'reroll':
      return t.pay ? 'a re-roll' : 'no re-roll';
    case 'influence':
      return `${t.place ? '' : 'no '}influence on ${gangsterName(cat, t.gangster)}`;
  }
}

export function terms(ts: readonly Term[], cat: Catalog): string {
  return ts.length === 0 ? 'nothing' : ts.map((t) => term(t, cat)).join(' + ');
}
