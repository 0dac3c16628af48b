/**
 * The controls a prompt is made of, one kind of legal action at a time: a card's uses, the
 * prompt's buttons, and the gangsters a choice can go on (promptModel.ts puts them together).
 */
import type { Action, Catalog, Decision, GameView, LegalAction } from '../../../src-shared/engine';
import { NEUTRAL, atEndWindow } from '../../../src-shared/engine';
import { capitalised, plural, possessive, type Names } from '../../names';
import { moveChance } from './odds';
import { arrestNote, arrestWatch } from '../table/arrest';
import { stakesOn, stakeTexts } from '../table/stakes';
import { firstPhase } from '../table/tableText';
import { effectText } from '../hand/cardText';
import type { ActChoice, Choice, ChoiceRange, Prompt } from './choice';

/** A choice that sends one action. */
export const act = (
  id: string,
  label: string,
  action: Action,
  extra: Partial<Pick<ActChoice, 'hint' | 'gangster' | 'range'>> = {},
): ActChoice => ({
  kind: 'act',
  id,
  label,
  action,
  hint: extra.hint ?? null,
  gangster: extra.gangster ?? -1,
  range: extra.range ?? null,
});

/** Who has influence on a gangster, e.g. "You ×2 · The Tattaglias ×3 · neutral ×1". */
export function influenceText(view: GameView, g: number, names: Names): string {
  const parts = stakeTexts(stakesOn(view, g), names.column);
  return parts.length > 0 ? parts.join(' · ') : 'no influence';
}

/** The engine's range, with words for what the number counts. */
function rangeOf(l: LegalAction, cat: Catalog): ChoiceRange | null {
  if (!l.range) return null;
  const label =
    l.range.key === 'ante'
      ? 'Ante ($)'
      : l.action.type === 'buy'
        ? `Cards at $${cat.rules.cardPrice}`
        : 'Tokens';
  return { ...l.range, label };
}

/** The card a hand action is about. */
export function cardOf(a: Action): number {
  return a.type === 'play' || a.type === 'sell' || a.type === 'crewCard' || a.type === 'snitch'
    ? a.card
    : -1;
}

/** Playing (R5.2), selling (R5.5) or a Crew card (R10.7), as a button on the card. */
export function handUse(l: LegalAction, cat: Catalog): ActChoice {
  const a = l.action;
  if (a.type === 'play')
    return act(`play-${a.card}-${a.mode}`, PLAY_LABELS[a.mode], a, {
      hint: playHint(a.mode, a.card, cat),
      range: rangeOf(l, cat),
    });
  if (a.type === 'crewCard')
    return act(`crew-${a.card}-${a.mode}`, a.mode === 'influence' ? 'Play now' : 'Use OR now', a, {
      hint:
        a.mode === 'or' ? effectText(cat.cards[a.card]!.or!) : 'Place its influence now (R10.7).',
    });
  return act(`sell-${cardOf(a)}`, `Sell for $${cat.rules.sellPrice}`, a, {
    hint: 'Selling is not an action: your turn goes on (R5.5).',
  });
}

/** The prompt's own buttons: the numbered choices, and the one that says no. */
export function addButton(prompt: Prompt, l: LegalAction, view: GameView, names: Names) {
  const a = l.action;
  switch (a.type) {
    case 'pass':
      prompt.no = act(
        'pass',
        prompt.kind === 'turn'
          ? `Pass for this ${firstPhase(view.options.edition)}`
          : atEndWindow(view)
            ? 'Done selling'
            : 'Pass',
        a,
      );
      return;
    case 'decline':
      prompt.no = act('decline', prompt.declineLabel, a);
      return;
    case 'answer':
      if (a.accept) prompt.choices.push(act('accept', 'Accept the deal', a));
      else prompt.no = act('reject', 'Reject', a);
      return;
    case 'buy':
      prompt.choices.push(
        act('buy', 'Buy cards', a, {
          range: rangeOf(l, names.cat),
          hint: `You have $${view.families[view.seat]!.money}; the cards are drawn at once.`,
        }),
      );
      prompt.no = act('buy-none', 'Buy none', { ...a, count: 0 });
      return;
    case 'activate':
      prompt.choices.push(activationChoice(a, view, names));
      return;
    default:
      prompt.choices.push(buttonChoice(a, view, names));
  }
}

const PLAY_LABELS: Record<'influence' | 'discard' | 'or', string> = {
  influence: 'Play for influence',
  discard: 'Discard for 1 token',
  or: 'Use OR ability',
};

function playHint(mode: 'influence' | 'discard' | 'or', card: number, cat: Catalog): string {
  if (mode === 'discard') return 'Place 1 of your tokens on any gangster (R5.2b).';
  if (mode === 'or') return effectText(cat.cards[card]!.or!);
  return 'Place its icons, then resolve its text (R10).';
}

function activationChoice(
  a: Extract<Action, { type: 'activate' }>,
  view: GameView,
  names: Names,
): ActChoice {
  const d = view.pending as Extract<Decision, { d: 'activate' }>;
  const slot = view.board.indexOf(d.gangster);
  if (a.power === 'gangster') {
    const text = names.cat.content.gangsters[d.gangster]?.power?.text ?? '';
    return act('power-gangster', 'Use his own power', a, { hint: text });
  }
  const position = names.cat.content.positions[slot];
  return act('power-position', `Use the ${position?.name ?? 'position'} power`, a, {
    hint: position?.power.text ?? '',
  });
}

/** Buttons whose label depends only on the action and the pending question. */
function buttonChoice(a: Action, view: GameView, names: Names): ActChoice {
  switch (a.type) {
    case 'confirm':
      return act('confirm', confirmLabel(view, names), a);
    case 'family':
      return act(`family-${a.family}`, names.family(a.family), a);
    case 'tie':
      return act(`tie-${a.family}`, names.family(a.family), a);
    case 'gate':
      return act(a.permit ? 'permit' : 'refuse', a.permit ? 'Permit' : 'Refuse', a, {
        hint: a.permit ? 'The gangster acts as its controller chooses.' : 'The gangster must pass.',
      });
    case 'reroll':
      return a.pay === 'token'
        ? act('reroll-token', 'Re-roll with a token', a, {
            hint: `You have ${plural(view.families[view.seat]!.rerolls, 're-roll token')} (R12.3).`,
          })
        : act('reroll-money', `Re-roll for $${names.cat.rules.rerollPrice}`, a);
    case 'due': {
      const d = view.pending as Extract<Decision, { d: 'due' }>;
      const p = view.promises.find((x) => x.id === d.promise);
      const amount = p?.term.k === 'payLater' ? p.term.amount : 0;
      return a.pay
        ? act('due-pay', `Pay $${amount}`, a)
        : act('due-break', 'Do not pay', a, { hint: 'The ledger records a broken promise.' });
    }
    default:
      // Every other action type has its own control (controlOf); this is a bug guard.
      return act(`other-${a.type}`, a.type, a);
  }
}

function confirmLabel(view: GameView, names: Names): string {
  const f = view.stack[view.stack.length - 1];
  if (f?.f === 'effect' && f.effect.kind === 'blackmail') return 'An Omertà coin';
  if (f?.f !== 'card') return 'Yes';
  const rider = names.cat.cards[f.card]?.riders[f.rider];
  if (rider?.kind === 'extraToken') return `Pay $${rider.cost} for one more token`;
  const g = f.on.find((x) => x >= 0) ?? -1;
  return `Blackmail ${names.gangster(g)}`;
}

/**
 * Gangster picks, one per gangster: a pick that also names a token column (swap, remove)
 * becomes a small menu of whose token when there is more than one (R10.11, R2.1 #1).
 */
export function gangsterChoices(picks: LegalAction[], view: GameView, names: Names): Choice[] {
  const byGangster = new Map<number, LegalAction[]>();
  for (const l of picks) {
    const g = pickedGangster(l.action);
    byGangster.set(g, [...(byGangster.get(g) ?? []), l]);
  }
  const out: Choice[] = [];
  for (const [g, list] of byGangster) {
    const arrest = arrestNote(arrestWatch(view, g));
    const hint =
      list[0]!.action.type === 'activate'
        ? moveOdds(view, g, names)
        : `${influenceText(view, g, names)}${arrest ? ` · ${arrest}` : ''}`;
    const one = (l: LegalAction, id: string, label: string): ActChoice =>
      act(id, label, l.action, { gangster: g, hint, range: rangeOf(l, names.cat) });
    if (list.length === 1) {
      out.push(one(list[0]!, `gangster-${g}`, pickLabel(list[0]!.action, names)));
      continue;
    }
    out.push({
      kind: 'menu',
      id: `gangster-${g}`,
      label: names.gangsterAt(g),
      hint,
      gangster: g,
      question: `${names.gangster(g)}: whose token?`,
      options: list.map((l) => {
        const column = (l.action as Extract<Action, { type: 'target' }>).column;
        return one(
          l,
          `gangster-${g}-${column}`,
          column === NEUTRAL
            ? 'A neutral token'
            : `${capitalised(possessive(names.column(column)))} token`,
        );
      }),
    });
  }
  return out;
}

/** R6.4: what a Make a Move on `target` needs and how likely it is (odds.ts). */
function moveOdds(view: GameView, target: number, names: Names): string {
  const d = view.pending as Extract<Decision, { d: 'activate' }>;
  return moveChance(d.gangster, view.board.indexOf(target), names.cat);
}

function pickedGangster(a: Action): number {
  if (a.type === 'target') return a.gangster;
  if (a.type === 'activate') return a.target;
  return -1;
}

function pickLabel(a: Action, names: Names): string {
  if (a.type === 'activate') return `Make a Move on ${names.gangsterAt(a.target)}`;
  return names.gangsterAt(pickedGangster(a));
}
