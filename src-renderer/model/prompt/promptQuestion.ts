/**
 * The question a decision asks, in words, with its rule id: `view.pending` says who must act
 * and the kind of question; the top frames of `view.stack` say what it is about (which card
 * or icon is being placed, which gangster activates, why a window is open).
 */
import {
  NEUTRAL,
  atEndWindow,
  cardAtEnd,
  cardSale,
  catalogFor,
  seatsIn,
  type Decision,
  type Frame,
  type GameView,
  type LegalAction,
} from '../../../src-shared/engine';
import {
  capitalised,
  faceName,
  listText,
  objectName,
  plural,
  possessive,
  says,
  type Names,
} from '../../names';
import { iconText } from '../hand/cardText';
import { firstPhase } from '../table/tableText';
import { lastRoundBuyNote, sellOutNow } from '../hand/sellOut';
import { offerText } from '../deals/dealText';
import { moveRollNow, whackChance, whackRollNow } from './odds';

/** How the scene highlights the gangsters a choice can go on (TableScene `highlight.kind`). */
export type HighlightKind = 'place' | 'target' | 'move' | 'tie';

export interface Question {
  question: string;
  /** A second line that explains a cost or a rule (the ante, R5.3), or null. */
  detail: string | null;
  rule: string;
  highlight: HighlightKind | null;
  /** The gangster the decision is about (an activation, a gate, a tie), or -1. */
  subject: number;
  /** The words for saying no to an optional choice. */
  declineLabel: string;
}

const ask = (
  question: string,
  rule: string,
  more: Partial<Omit<Question, 'question' | 'rule'>> = {},
): Question => ({
  question,
  rule,
  detail: more.detail ?? null,
  highlight: more.highlight ?? null,
  subject: more.subject ?? -1,
  declineLabel: more.declineLabel ?? 'Decline',
});

const top = (view: GameView, depth = 1): Frame | undefined => view.stack[view.stack.length - depth];

export function questionFor(view: GameView, legal: readonly LegalAction[], names: Names): Question {
  const d = view.pending!;
  switch (d.d) {
    case 'buy': {
      const last = lastRoundBuyNote(view);
      return ask(
        `Buy extra cards at $${names.cat.rules.cardPrice} each?`,
        view.phase === 'fence' ? 'R8.2' : 'R5.1',
        {
          detail:
            (view.phase === 'fence'
              ? 'The Fence: you drew 4, 3 or 2 cards for holding 0, 1 or more gangsters (R8.1). Announce one number; the cards are drawn at once.'
              : 'Announce one number; the cards are drawn at once. Once per round.') +
            (last ? ` ${last}` : ''),
        },
      );
    }
    case 'turn':
      return ask(
        `Your ${view.options.edition === 'classic' ? 'Commission' : 'Business'} turn: play a card, discard one for 1 token, use an OR ability, or pass.`,
        'R5.2',
        { detail: `${lastTurnsDetail(view)}${anteDetail(view, legal)}` },
      );
    case 'target':
      return targetQuestion(view, d, legal, names);
    case 'confirm':
      return confirmQuestion(view, legal, names);
    case 'family': {
      const f = top(view);
      if (f?.f === 'effect')
        return ask('Take cards from which family’s hand?', 'R15.2', { declineLabel: 'Decline' });
      return ask('Which family may place 1 token on any gangster?', 'R10.5');
    }
    case 'tie':
      return tieQuestion(view, d, names);
    case 'gate':
      return ask(
        `${names.gangsterAt(d.gangster)} is about to act, and your blackmail ${view.options.edition === 'classic' ? 'coin' : 'token'} is on him. Permit his activation?`,
        'R6.6',
        { subject: d.gangster, highlight: 'target' },
      );
    case 'activate':
      return activateQuestion(d, legal, names);
    case 'window':
      return windowQuestion(view, names);
    case 'answer': {
      const o = view.offers.find((x) => x.id === d.offer);
      if (!o) return ask('Answer the offer.', 'R13.2');
      // The terms name the reader as the question does: "leave your gangsters alone", not Ann's.
      const toYou: Names = { ...names, family: (s) => (s === o.to ? 'You' : names.family(s)) };
      return ask(
        `${says(names.family(o.from), 'offers', 'offer')} you a deal: ${offerText(o, toYou, { from: 'they', to: 'you' })}.`,
        'R13.2',
        {
          detail: view.options.house.bindingDeals
            ? 'Binding Deals: the table will enforce every term (R13.4).'
            : 'Money now moves at once; every other term is a promise on the ledger (R13.3).',
        },
      );
    }
    case 'due': {
      const p = view.promises.find((x) => x.id === d.promise);
      const amount = p?.term.k === 'payLater' ? p.term.amount : 0;
      return ask(
        `You promised ${p ? objectName(names.family(p.to)) : 'a family'} $${amount} now. Pay it?`,
        'R13.3',
        { detail: 'Not paying breaks your word, and every family sees it on the ledger.' },
      );
    }
  }
}

/** R11.1, R5.5: in the last round a card sold scores more than one kept, and the end asks once more. */
function lastTurnsDetail(view: GameView): string {
  if (!sellOutNow(view)) return '';
  return 'Last round: the cards you do not play score more sold than kept; the game asks you once more before the final count (R11.1, R5.5). ';
}

/** R5.3 in plain words, from the ranges the engine gives the plays. */
function anteDetail(view: GameView, legal: readonly LegalAction[]): string {
  const open = legal.some((l) => l.range?.key === 'ante');
  if (view.ante > 0)
    return open
      ? `The ante stands at $${view.ante}: playing, discarding or using an ability costs at least that, and paying more raises it (R5.3).`
      : `The ante stands at $${view.ante}: playing, discarding or using an ability costs at least that (R5.3).`;
  if (open)
    return 'Every family has acted, so you may add an ante: whatever you pay becomes the price of every later play (R5.3).';
  return 'No ante yet: it opens once every family has taken an action this phase (R5.3).';
}

function targetQuestion(
  view: GameView,
  d: Extract<Decision, { d: 'target' }>,
  legal: readonly LegalAction[],
  names: Names,
): Question {
  const f = top(view);
  if (f?.f === 'opening') {
    const n = view.families.length;
    return ask(
      `The opening: place 1 token on any gangster (round ${Math.floor(f.k / n) + 1} of ${names.cat.rules.initialPlacements}).`,
      'R3.6',
      {
        highlight: 'place',
        detail:
          'Each family places one token in turn, three times around; whoever then holds the Capo takes the ring.',
      },
    );
  }
  if (f?.f === 'promote') {
    const position = names.cat.content.positions[f.slot];
    return ask(
      `The ${position?.name ?? 'position'} (#${f.slot + 1}) is empty: who is promoted into it?`,
      'R9.4',
      {
        highlight: 'target',
        detail:
          'You choose as the family above the vacancy: first from the tier below, else any lower position, else an Associate. A gangster climbs once a phase.',
      },
    );
  }
  if (f?.f === 'card') {
    const card = names.cat.cards[f.card]!;
    if (f.mode === 'discard')
      return ask(`Place 1 token on any gangster (discarding ${card.title}).`, 'R5.2', {
        highlight: 'place',
      });
    if (d.seat !== f.seat)
      return ask(
        `${says(names.family(f.seat), 'lets', 'let')} you place 1 token on any gangster.`,
        'R10.5',
        {
          highlight: 'place',
          declineLabel: 'Place nothing',
        },
      );
    const icon = card.icons[f.icon];
    if (icon)
      return ask(
        `${card.title}: place ${plural(icon.n, 'token')} for its ${iconText(icon, names.cat)} icon.`,
        'R10.1',
        {
          highlight: 'place',
          detail: 'All of an icon’s tokens go on one gangster (R10.2).',
        },
      );
  }
  if (f?.f === 'effect') {
    const q = effectQuestion(f, names);
    // R12.2: a cost beyond the cash is paid by selling first; until then no target is offered.
    const short = f.effect.kind === 'whack' && !legal.some((l) => l.action.type === 'target');
    if (!short) return q;
    const money = view.families[view.seat]?.money ?? 0;
    return {
      ...q,
      detail: `You have $${money}, less than this whack costs: sell a card to pay for it (R12.2), or decline.`,
    };
  }
  return ask('Choose a gangster.', 'R10.12', { highlight: 'target' });
}

/** An effect's question, a sentence: capitalised when no gangster's name leads it (a card's ability). */
function effectQuestion(f: Extract<Frame, { f: 'effect' }>, names: Names): Question {
  const q = effectAsks(f, names);
  return { ...q, question: capitalised(q.question) };
}

function effectAsks(f: Extract<Frame, { f: 'effect' }>, names: Names): Question {
  const e = f.effect;
  const who = f.gangster >= 0 ? `${names.gangster(f.gangster)}: ` : '';
  switch (e.kind) {
    case 'whack':
      return ask(`${who}whack which gangster for $${e.cost}?`, 'R10.10', {
        highlight: 'target',
        detail: `The Capo costs $${names.cat.rules.capoWhackSurcharge} more. ${whackChance(f.gangster >= 0)}`,
      });
    case 'blackmail':
      if (names.cat.rules.blackmailCoins > 0)
        return ask(`${who}put a blackmail coin on which gangster?`, 'R10.9', {
          highlight: 'target',
          detail:
            'The coin takes one of your tokens, which counts as influence (R7.2); it comes off if that token does.',
        });
      return ask(`${who}put your blackmail token on which gangster?`, 'R10.9', {
        highlight: 'target',
      });
    case 'replaceBlackmail':
      return ask(`${who}replace whose blackmail token with yours?`, 'R15.2', {
        highlight: 'target',
      });
    case 'swapTokens':
      return f.picks.length === 0
        ? ask(`${who}pick the first token to trade.`, 'R10.11', { highlight: 'target' })
        : ask(
            `${who}trade ${tokenOf(f.picks[1]!, names)} on ${names.gangster(f.picks[0]!)} with which token?`,
            'R10.11',
            { highlight: 'target' },
          );
    case 'moveTokens':
      return f.picks.length === 0
        ? ask(`${who}move your tokens from which gangster?`, 'R2.1', { highlight: 'target' })
        : ask(
            `${who}move how many tokens from ${names.gangster(f.picks[0]!)}, and onto whom?`,
            'R2.1',
            { highlight: 'place' },
          );
    case 'addNeutral':
      return ask(`${who}put a neutral token on which gangster? (${f.left} more at most)`, 'R2.1', {
        highlight: 'place',
        declineLabel: 'Stop here',
      });
    case 'removeNeutral':
      return ask(
        `${who}take a neutral token off which gangster? (${f.left} more at most)`,
        'R2.1',
        { highlight: 'target', declineLabel: 'Stop here' },
      );
    case 'removeToken':
      return ask(`${who}take 1 token off which gangster?`, 'R2.1', { highlight: 'target' });
    default:
      return ask(`${who}choose a gangster.`, 'R10.12', { highlight: 'target' });
  }
}

/**
 * An activation (R6.3) names what this gangster can do now, from the legal actions: a power, a
 * Make a Move, both, or neither (the Capo has no one above him; a power may cost more than the
 * family can raise). "Use a power, Make a Move, or pass" with Pass alone below it read as a bug.
 */
function activateQuestion(
  d: Extract<Decision, { d: 'activate' }>,
  legal: readonly LegalAction[],
  names: Names,
): Question {
  const uses = legal.flatMap((l) => (l.action.type === 'activate' ? [l.action.power] : []));
  const move = uses.includes('move');
  const power = uses.some((p) => p !== 'move');
  const can =
    power && move
      ? 'use a power, Make a Move, or pass'
      : power
        ? 'use a power or pass'
        : move
          ? 'Make a Move or pass'
          : null;
  const who = names.gangsterAt(d.gangster);
  const moveDetail = names.cat.rules.moveNeedsMoreThanTarget
    ? 'Make a Move rolls the Move die: face + his card respect must beat the target’s position number; a Ring always wins, a Knife kills him. Win or lose, 4 respect changes hands (R6.4).'
    : 'Make a Move rolls the Move die: face + his card respect must reach the target’s position number; a Ring always wins, a Knife kills him (R6.4).';
  return ask(
    can ? `${who} activates: ${can}.` : `${who} activates, with nothing he can do now: pass.`,
    'R6.3',
    { subject: d.gangster, highlight: 'move', detail: move ? moveDetail : null },
  );
}

function confirmQuestion(view: GameView, legal: readonly LegalAction[], names: Names): Question {
  const f = top(view);
  if (f?.f === 'effect' && f.effect.kind === 'blackmail') {
    const g = f.picks[0] ?? -1;
    return ask(`Blackmail ${names.gangster(g)} with an Omertà coin or a plain one?`, 'R1.1', {
      subject: g,
      highlight: 'target',
      detail: 'Nobody can replace an Omertà coin with their own; there are only two.',
      declineLabel: 'A plain coin',
    });
  }
  if (f?.f === 'card') {
    const card = names.cat.cards[f.card]!;
    const rider = card.riders[f.rider];
    const g = f.on.find((x) => x >= 0) ?? -1;
    if (rider?.kind === 'extraToken') {
      // R12.2: short of the cost, cards are sold first (the engine asks only when they would
      // cover it): the prompt says why there is no yes yet.
      const money = view.families[view.seat]?.money ?? 0;
      const short = !legal.some((l) => l.action.type === 'confirm');
      return ask(
        `${card.title}: pay $${rider.cost} to place one more token on ${names.gangster(g)}?`,
        'R10.4',
        {
          subject: g,
          highlight: 'place',
          declineLabel: 'No, keep the money',
          detail: short
            ? `You have $${money}, less than the $${rider.cost} it costs: sell a card to pay for it (R12.2), or keep the money.`
            : null,
        },
      );
    }
    return ask(`${card.title}: blackmail ${names.gangster(g)}?`, 'R10.9', {
      subject: g,
      highlight: 'target',
      declineLabel: 'No',
    });
  }
  return ask('Do you want this extra?', 'R10.3', { declineLabel: 'No' });
}

/** Who a tie is among, in seat order: "The Corleonis and you". */
function tiedFamilies(among: number, names: Names): string {
  return listText(seatsIn(among).map((seat) => objectName(names.family(seat))));
}

/** The respect the families of a tie for the least or the most respect share. */
function tiedRespect(view: GameView, among: number): number {
  const first = seatsIn(among)[0];
  return first === undefined ? 0 : (view.families[first]?.respect ?? 0);
}

function tieQuestion(view: GameView, d: Extract<Decision, { d: 'tie' }>, names: Names): Question {
  const f = top(view);
  const detail = 'Other families may make you an offer for your ruling (R13.2).';
  const among = tiedFamilies(d.among, names);
  const who = capitalised(among);
  switch (f?.f) {
    case 'ring':
      return ask(
        `${who} tie for the Capo, ${names.gangster(d.gangster)}. Who takes the ring?`,
        'R7.4',
        { subject: d.gangster, highlight: 'tie', detail },
      );
    case 'feds':
      // A player who has never held the card is told what the ruling gives away.
      return ask(
        `${who} tie for the least respect, ${tiedRespect(view, d.among)} each. You hold the ring: who takes the Vendetta card?`,
        'R14.1',
        {
          detail: `Its holder may whack any gangster once, for free; the Capo still costs $${names.cat.rules.capoWhackSurcharge} (R14.1). ${detail}`,
        },
      );
    case 'final':
      // Classic's last scoring walks the board first (R11.2 step 1): a tied gangster scores
      // for the family the ring holder names, before money is counted, so a ruling can be
      // bought. Revised asks who wins a tie (R11.1) once every total is final: money offered
      // then buys nothing, so the question does not invite it.
      if (d.gangster >= 0)
        return ask(
          `Final scoring: ${among} tie on ${names.gangsterAt(d.gangster)}. You hold the ring: who scores his respect once more?`,
          'R11.2',
          { subject: d.gangster, highlight: 'tie', detail },
        );
      return ask(
        `${who} tie for the most respect, ${tiedRespect(view, d.among)} each: as ring holder, you decide who wins.`,
        'R11.1',
      );
    default:
      return ask(
        `${who} tie on ${names.gangsterAt(d.gangster)}. You hold the ring: who controls him now?`,
        'R7.3',
        { subject: d.gangster, highlight: 'tie', detail },
      );
  }
}

function windowQuestion(view: GameView, names: Names): Question {
  const w = top(view);
  if (w?.f !== 'window') return ask('You hold priority.', 'R12');
  if (atEndWindow(view)) return endWindowQuestion(view);
  const detail = 'You may also sell cards or make an offer; Pass hands priority on (R12.2).';
  if (w.why === 'roll') {
    const die = top(view, 2);
    if (die?.f === 'move') {
      const slot = view.board.indexOf(die.target);
      const odds = slot >= 0 ? `${moveRollNow(die.face, die.mover, slot, names.cat)} ` : '';
      return ask(
        `The Move die shows ${faceName('move', die.face)} for ${names.gangster(die.mover)} against ${names.gangster(die.target)}. Re-roll, or act before it resolves?`,
        'R12.3',
        { detail: `${odds}${detail}`, subject: die.mover },
      );
    }
    if (die?.f === 'whack')
      return ask(
        `The Whack die shows ${faceName('whack', die.face)} against ${names.gangster(die.target)}. Re-roll, or act before it resolves?`,
        'R12.3',
        {
          detail: `${whackRollNow(die.face, die.attacker >= 0 && view.board.includes(die.attacker))} ${detail}`,
          subject: die.target,
        },
      );
  }
  if (w.why === 'turn')
    return ask(`A ${firstPhase(view.options.edition)} turn begins: you hold priority.`, 'R12.1', {
      detail,
    });
  const crew = view.stack.findLast((x) => x.f === 'crew');
  const g = crew?.f === 'crew' ? (view.board[crew.slot] ?? -1) : -1;
  const moment = w.why === 'activate' ? 'acts' : 'scores';
  return ask(
    g >= 0 ? `Before ${names.gangsterAt(g)} ${moment}, you hold priority.` : 'You hold priority.',
    'R12.1',
    { detail, subject: g },
  );
}

/** R11.1, R5.5: the game's last window, where a family still holding cards may sell them. */
function endWindowQuestion(view: GameView): Question {
  const rules = catalogFor(view.options.edition).rules;
  const held = view.families[view.seat]?.hand?.length ?? 0;
  // Selling is not an action (R5.5): the window stays the family's until it is done.
  if (held === 0)
    return ask('Everything is sold: on to the final count?', 'R11.1', {
      detail: 'Done selling ends the game; you are not asked again.',
    });
  return ask(
    `The game ends now: sell ${held === 1 ? 'your card' : 'your cards'} before the final count?`,
    'R11.1',
    {
      detail: `A card kept scores ${cardAtEnd(rules)} respect; sold for $${rules.sellPrice} it scores ${cardSale(rules)} (R11.1, R5.5). Done selling keeps the rest; you are not asked again.`,
    },
  );
}

/** "the neutral token", "your token", "The Barzinis' token". */
function tokenOf(column: number, names: Names): string {
  return column === NEUTRAL ? 'the neutral token' : `${possessive(names.column(column))} token`;
}
