/**
 * Influence cards and powers in words (R10, R15.3): the content holds card titles and
 * structured icons, riders and abilities, but no printed text, so the hand, the prompts and
 * the hover help read them from here.
 */
import type { Catalog } from '../../../src-shared/engine';
import type { ActiveEffect, Icon, Rider } from '../../../src-shared/content/schema';
import { TYPE_NAMES } from '../../palette';
import { plural } from '../../names';

/** R10.1: "Thug 2" or, for a red position icon, "Solderi 3". */
export function iconText(icon: Icon, cat: Catalog): string {
  if (icon.kind === 'type') return `${TYPE_NAMES[icon.type]} ${icon.n}`;
  const position = cat.content.positions.find((p) => p.number === icon.position);
  return `${position?.name ?? `#${icon.position}`} ${icon.n}`;
}

/** R10.1 in a sentence: what one icon places. */
export function iconSentence(icon: Icon, cat: Catalog): string {
  const tokens = plural(icon.n, 'token');
  if (icon.kind === 'type') return `Place ${tokens} on one ${TYPE_NAMES[icon.type]}.`;
  const position = cat.content.positions.find((p) => p.number === icon.position);
  return `Place ${tokens} on the gangster in the ${position?.name ?? `#${icon.position}`} position.`;
}

export function riderText(rider: Rider): string {
  switch (rider.kind) {
    case 'extraToken':
      return `You may pay $${rider.cost} to place one more token with the first icon (R10.4).`;
    case 'letOtherPlace':
      return 'Then another family of your choice may place 1 token on any gangster (R10.5).';
    case 'blackmailPlaced':
      return 'You may then blackmail the gangster you placed on (R10.9).';
  }
}

/** An active effect (OR ability, gangster or position power) in a sentence. */
export function effectText(e: ActiveEffect): string {
  switch (e.kind) {
    case 'whack':
      return `Whack a gangster for $${e.cost} (R10.10).`;
    case 'blackmail':
      return 'Put your blackmail token on a gangster (R10.9).';
    case 'replaceBlackmail':
      return "Replace another family's blackmail token with yours.";
    case 'swapTokens':
      return 'Trade two tokens of different families between two gangsters (R10.11).';
    case 'moveTokens':
      return `Move up to ${plural(e.count, 'token')} of yours from one gangster to another.`;
    case 'addNeutral':
      return `Put up to ${plural(e.count, 'neutral token')} on different gangsters.`;
    case 'removeNeutral':
      return `Take up to ${plural(e.count, 'neutral token')} off the board.`;
    case 'removeToken': {
      const tiers = e.tiers.map((t) => (t === 0 ? 'the Associate' : `tier ${t}`)).join(' or ');
      return `Take 1 token (any family or neutral) off a gangster in ${tiers}.`;
    }
    case 'draw':
      return `Draw ${plural(e.count, 'influence card')}.`;
    case 'steal':
      return `Take ${plural(e.count, 'random card')} from another family's hand.`;
    case 'gainMoney':
      return `Take $${e.amount} from the bank.`;
    case 'moneyPerControlled':
      return `Take $${e.amount} for each gangster you control.`;
  }
}

export interface CardFace {
  title: string;
  /** Short icon labels with their type, for colour chips. */
  icons: { text: string; colourKey: string }[];
  /** Every line of the card's text, in the order it resolves (R10.3). */
  lines: string[];
  crew: boolean;
  snitch: boolean;
}

/** A card as the hand shows it. */
export function cardFace(c: number, cat: Catalog): CardFace {
  const card = cat.cards[c];
  if (!card) return { title: 'Unknown card', icons: [], lines: [], crew: false, snitch: false };
  const lines = card.snitch
    ? ['Snitch: arrest a gangster with 10 or more influence whenever you hold priority (R10.8).']
    : [
        ...card.icons.map((i) => iconSentence(i, cat)),
        ...card.riders.map(riderText),
        ...(card.or ? [`OR: ${effectText(card.or)}`] : []),
        ...(card.crew ? ['May also be played in the Crew when you hold priority (R10.7).'] : []),
      ];
  return {
    title: card.title,
    icons: card.icons.map((i) => ({
      text: iconText(i, cat),
      colourKey: i.kind === 'type' ? i.type : 'position',
    })),
    lines,
    crew: card.crew,
    snitch: card.snitch,
  };
}
