/**
 * What the player may do now, as controls (issue #6): every choice comes from the engine's
 * legal actions for this seat and nothing else (DESIGN.md §3), so the UI can only ever send
 * a legal action. Plain TS without a DOM, so that a test can prove every action the engine
 * offers is reachable through some control.
 */
import {
  OFFERS_PER_MOMENT,
  atEndWindow,
  cardAtEnd,
  cardSale,
  type Action,
  type GameView,
  type LegalAction,
} from '../../../src-shared/engine';
import type { Names } from '../../names';
import { questionFor } from './promptQuestion';
import type { Choice, Prompt } from './choice';

export type { ActChoice, CardChoices, Choice, ChoiceRange, MenuChoice, Prompt } from './choice';
import { act, addButton, cardOf, gangsterChoices, handUse, influenceText } from './promptChoices';

/** How an action is reached: a button in the prompt, a gangster on the board, a card in hand, the deal panel. */
export type ControlKind = 'button' | 'board' | 'hand' | 'deal';

/** Every action type and the control that reaches it; a new type fails to compile until it has one. */
export function controlOf(a: Action): ControlKind {
  switch (a.type) {
    case 'buy':
    case 'pass':
    case 'decline':
    case 'confirm':
    case 'family':
    case 'tie':
    case 'gate':
    case 'reroll':
    case 'answer':
    case 'due':
      return 'button';
    case 'activate':
      return a.power === 'move' ? 'board' : 'button';
    case 'target':
    case 'vendetta':
      return 'board';
    case 'play':
    case 'sell':
    case 'crewCard':
    case 'snitch':
      return 'hand';
    case 'offer':
    case 'counter':
      return 'deal';
  }
}

/** `c` sends, or opens a menu that leads to, an action that passes `test`. */
export function leadsTo(c: Choice, test: (a: Action) => boolean): boolean {
  return c.kind === 'act' ? test(c.action) : c.options.some((o) => leadsTo(o, test));
}

/** Families this seat may make an offer to now (R13.2). */
export function offerTargets(legal: readonly LegalAction[]): number[] {
  return legal.flatMap((l) => (l.action.type === 'offer' ? [l.action.to] : []));
}

/**
 * The seat holds a decision it could make offers at, but has made the offers a moment allows
 * (docs/rules-decisions.md, Deals): the offer bar says so instead of vanishing unexplained.
 */
export function offersSpent(view: GameView, legal: readonly LegalAction[]): boolean {
  const d = view.pending;
  if (!d || d.seat !== view.seat || d.d === 'answer' || d.d === 'due') return false;
  return offerTargets(legal).length === 0 && view.talk[view.seat]! >= OFFERS_PER_MOMENT;
}

/** The seat's prompt, or null when it has no decision of its own now (it may still make offers). */
export function buildPrompt(
  view: GameView,
  legal: readonly LegalAction[],
  names: Names,
): Prompt | null {
  const d = view.pending;
  if (!d || d.seat !== view.seat) return null;
  const own = legal.filter((l) => l.action.seat === view.seat);
  if (own.every((l) => l.action.type === 'offer')) return null;
  const cat = names.cat;
  const prompt: Prompt = {
    ...questionFor(view, own, names),
    kind: d.d,
    seat: view.seat,
    choices: [],
    no: null,
    cards: [],
    counter: -1,
  };
  const cardUses = new Map<number, Choice[]>();
  const useOf = (card: number) => {
    let uses = cardUses.get(card);
    if (!uses) cardUses.set(card, (uses = []));
    return uses;
  };
  const boardPicks: LegalAction[] = [];
  const snitches = new Map<number, LegalAction[]>();
  const vendettas: LegalAction[] = [];

  for (const l of own) {
    const a = l.action;
    switch (controlOf(a)) {
      case 'hand':
        if (a.type === 'snitch') snitches.set(a.card, [...(snitches.get(a.card) ?? []), l]);
        else useOf(cardOf(a)).push(handUse(l, cat));
        break;
      case 'board':
        if (a.type === 'vendetta') vendettas.push(l);
        else boardPicks.push(l);
        break;
      case 'deal':
        if (a.type === 'counter') prompt.counter = a.offer;
        break;
      case 'button':
        addButton(prompt, l, view, names);
        break;
    }
  }

  prompt.choices.push(...gangsterChoices(boardPicks, view, names));
  if (vendettas.length > 0) {
    prompt.choices.push({
      kind: 'menu',
      id: 'vendetta',
      label: 'Play the Vendetta card',
      hint: 'A free whack; the Capo still costs $10 (R14.1).',
      gangster: -1,
      question: 'Vendetta: whack which gangster?',
      options: vendettas.map((l) => {
        const g = (l.action as Extract<Action, { type: 'vendetta' }>).gangster;
        return act(`vendetta-${g}`, names.gangsterAt(g), l.action, {
          gangster: g,
          hint: influenceText(view, g, names),
        });
      }),
    });
  }
  for (const [card, list] of snitches) {
    useOf(card).unshift({
      kind: 'menu',
      id: `snitch-${card}`,
      label: 'Snitch',
      hint: 'Arrest a gangster with 10 or more influence (R10.8).',
      gangster: -1,
      question: `${names.card(card)}: arrest which gangster?`,
      options: list.map((l) => {
        const g = (l.action as Extract<Action, { type: 'snitch' }>).gangster;
        return act(`snitch-${card}-${g}`, names.gangsterAt(g), l.action, {
          gangster: g,
          hint: influenceText(view, g, names),
        });
      }),
    });
  }

  // A whack's target or an extra token's yes that only selling can pay for (R12.2).
  const payBySelling =
    (d.d === 'target' && !own.some((l) => l.action.type === 'target')) ||
    (d.d === 'confirm' && !own.some((l) => l.action.type === 'confirm'));
  // R11.1, R5.5: the game's last window asks whether to sell; its answers are the sales.
  const lastSale = d.d === 'window' && atEndWindow(view);
  const saleHint = lastSale
    ? `Sold, it scores ${cardSale(cat.rules)} respect instead of ${cardAtEnd(cat.rules)} (R11.1, R5.5).`
    : 'The money comes at once, and this question waits for your answer (R5.5).';
  const hand = view.families[view.seat]?.hand ?? [];
  for (const card of hand) {
    const uses = cardUses.get(card);
    if (!uses || prompt.cards.some((c) => c.card === card)) continue;
    prompt.cards.push({ card, uses });
    // A card with something besides selling is a numbered option: 1 opens it, then 1–9 its uses.
    const main = uses.filter((u) => u.kind === 'menu' || u.action.type !== 'sell');
    // R12.2: selling is how a cost beyond the cash is paid; then it is an option of its own,
    // as it is at the game's last window.
    if (main.length === 0 && (payBySelling || lastSale)) {
      for (const u of uses)
        prompt.choices.push({
          ...u,
          label: `Sell ${names.card(card)} for $${cat.rules.sellPrice}`,
          hint: saleHint,
        });
      continue;
    }
    if (main.length > 0) {
      prompt.choices.push({
        kind: 'menu',
        id: `card-${card}`,
        label: names.card(card),
        hint: main.map((u) => u.label).join(' · '),
        gangster: -1,
        question: `${names.card(card)}: what do you do with it?`,
        options: main,
      });
    }
  }
  return prompt;
}

/**
 * Whether `action` is one of the legal actions, values inside their ranges (the engine's
 * `matches`, flow.ts): the last check before anything is sent.
 */
export function isLegal(action: Action, legal: readonly LegalAction[]): boolean {
  const a = action as unknown as Record<string, unknown>;
  return legal.some((l) => {
    const x = l.action as unknown as Record<string, unknown>;
    const keys = Object.keys(x);
    if (Object.keys(a).length !== keys.length) return false;
    return keys.every((k) => {
      const v = a[k];
      if (l.terms && (k === 'give' || k === 'get')) return Array.isArray(v);
      if (l.range && k === l.range.key)
        return typeof v === 'number' && Number.isInteger(v) && v >= l.range.min && v <= l.range.max;
      return x[k] === v;
    });
  });
}
