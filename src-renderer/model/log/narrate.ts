/**
 * The game log in plain words (issue #6): each event the engine reports becomes a line with
 * the rule it follows. Drawn cards are never named, even to their owner: in hot-seat the
 * next person reads the same log (DESIGN.md §4).
 */
import { NEUTRAL, type DealPromise, type GameEvent } from '../../../src-shared/engine';
import { firstPhase, phaseName } from '../table/tableText';
import {
  capitalised,
  faceName,
  isYou,
  objectName,
  plural,
  possessive,
  type Names,
} from '../../names';
import { offerText, PROMISE_STATUS_WORDS, promiseText } from '../deals/dealText';
import { minus } from '../../numbers';
import { tieReason, tiedWith } from '../end/tieText';

export type LogTone = 'plain' | 'phase' | 'roll' | 'gain' | 'loss' | 'deal' | 'said';

export interface LogLine {
  text: string;
  rule: string | null;
  /** The family the line is about, for its colour, or -1. */
  seat: number;
  tone: LogTone;
  /** A respect change this line reports, for the end screen's highlights. */
  swing: { seat: number; delta: number } | null;
}

const line = (
  text: string,
  rule: string | null,
  seat = -1,
  tone: LogTone = 'plain',
  swing: LogLine['swing'] = null,
): LogLine => ({ text, rule, seat, tone, swing });

const WHACK_RESULT_WORDS: Record<string, string> = {
  takeover: 'Take-Over: the target dies and the attacker takes his place',
  kill: 'Kill: the target dies',
  miss: 'Miss: nothing happens',
  backfire: 'Backfire: the attacker dies instead',
};

/**
 * Narrates one batch of events. `names` reads positions from the board as it was before
 * the batch, so a gangster arrested in it is still named with his position.
 */
export function narrate(
  events: readonly GameEvent[],
  names: Names,
  promises: readonly DealPromise[],
): LogLine[] {
  const out: LogLine[] = [];
  const f = names.family;
  const g = names.gangsterAt;
  // R5.1 Revised draws in the Business; R8.1, R8.2 Classic's in the Fence.
  const fence = names.cat.rules.fenceDraw !== null;
  const drawRule = fence ? 'R8.1' : 'R5.1';
  const buyRule = fence ? 'R8.2' : 'R5.1';
  const endRule = names.cat.rules.finalRescore ? 'R11.2' : 'R11.1';
  for (const [i, e] of events.entries()) {
    switch (e.e) {
      case 'phase':
        out.push(
          line(
            `Round ${e.round}: ${phaseName(e.phase, names.cat.edition)} begins.`,
            names.cat.edition === 'classic' ? 'R4.2' : 'R4.1',
            -1,
            'phase',
          ),
        );
        break;
      case 'ring':
        out.push(line(`${f(e.seat)} took the Capo ring.`, 'R7.4', e.seat));
        break;
      case 'draw':
        out.push(line(`${f(e.seat)} drew ${plural(e.count, 'card')}.`, drawRule, e.seat));
        break;
      case 'buy':
        out.push(line(`${f(e.seat)} bought ${plural(e.count, 'card')}.`, buyRule, e.seat));
        break;
      case 'sell':
        out.push(line(`${f(e.seat)} sold ${names.card(e.card)}.`, 'R5.5', e.seat));
        break;
      case 'play':
        out.push(playLine(e, names));
        break;
      case 'pass':
        out.push(
          line(`${f(e.seat)} passed for this ${firstPhase(names.cat.edition)}.`, 'R5.2', e.seat),
        );
        break;
      case 'ante':
        out.push(
          line(
            `${f(e.seat)} paid an ante of $${e.amount}; the ante is now $${e.ante}.`,
            'R5.3',
            e.seat,
          ),
        );
        break;
      case 'place':
        out.push(
          line(
            `${f(e.seat)} placed ${plural(e.count, 'token')} on ${g(e.gangster)}.`,
            'R10.1',
            e.seat,
          ),
        );
        break;
      case 'neutral':
        out.push(line(`${plural(e.count, 'neutral token')} went on ${g(e.gangster)}.`, 'R1.2'));
        break;
      case 'remove':
        out.push(
          line(
            `${capitalised(tokensOf(e.count, e.column, names))} came off ${g(e.gangster)}.`,
            'R2.1',
          ),
        );
        break;
      case 'moveTokens':
        out.push(
          line(
            `${f(e.seat)} moved ${plural(e.count, 'token')} from ${g(e.from)} to ${g(e.to)}.`,
            'R2.1',
            e.seat,
          ),
        );
        break;
      case 'swapTokens':
        out.push(
          line(
            `${capitalised(tokensOf(1, e.aColumn, names))} on ${g(e.a)} traded places with ${tokensOf(1, e.bColumn, names)} on ${g(e.b)}.`,
            'R10.11',
          ),
        );
        break;
      case 'coinBack':
        out.push(
          line(`The blackmail coin on ${g(e.gangster)} went back to the pool.`, 'R10.9', -1),
        );
        break;
      case 'blackmail':
        out.push(
          line(
            e.omerta === undefined
              ? `${capitalised(possessive(f(e.seat)))} blackmail token went on ${g(e.gangster)}.`
              : `${capitalised(f(e.seat))} now holds ${e.omerta ? 'an Omertà coin' : 'a blackmail coin'} on ${g(e.gangster)}.`,
            'R10.9',
            e.seat,
          ),
        );
        break;
      case 'money': {
        const m = moneyLine(e, names);
        if (m) out.push(m);
        break;
      }
      case 'respect': {
        const r = respectLine(e, names);
        if (r) out.push(r);
        break;
      }
      case 'control':
        break;
      case 'tie':
        out.push(
          line(
            `${f(e.seat)} broke the tie${e.gangster >= 0 ? ` on ${g(e.gangster)}` : ''} ${tieFor(f(e.seat), f(e.family), e.seat === e.family)}.`,
            'R7.3',
            e.seat,
          ),
        );
        break;
      case 'gate':
        out.push(
          line(
            `${f(e.seat)} ${e.permit ? 'permitted' : 'refused'} ${g(e.gangster)}'s activation.`,
            'R6.6',
            e.seat,
          ),
        );
        break;
      case 'activate':
        out.push(activateLine(e, names));
        break;
      case 'roll':
        out.push(
          line(
            `${f(e.seat)} ${e.reroll ? 're-rolled' : 'rolled'} ${faceName(e.die, e.face)} on the ${e.die === 'move' ? 'Move' : 'Whack'} die.`,
            e.reroll ? 'R12.3' : e.die === 'move' ? 'R6.4' : 'R10.10',
            e.seat,
            'roll',
          ),
        );
        break;
      case 'swap':
        break;
      case 'moveResult':
        out.push(
          line(
            e.result === 'success'
              ? `Make a Move succeeds: ${names.gangster(e.mover)} and ${names.gangster(e.target)} swap places.`
              : e.result === 'death'
                ? `A Knife: ${names.gangster(e.mover)} dies in the attempt.`
                : `Make a Move fails: ${names.gangster(e.target)} holds his place.`,
            'R6.4',
            -1,
            'roll',
          ),
        );
        break;
      case 'whackResult':
        out.push(
          line(
            `Whack on ${names.gangster(e.target)}: ${WHACK_RESULT_WORDS[e.result] ?? e.result}.`,
            'R10.10',
            -1,
            'roll',
          ),
        );
        break;
      case 'die':
        out.push(line(`${g(e.gangster)} sleeps with the Fishes.`, 'R9.5', -1, 'loss'));
        break;
      case 'arrest':
        out.push(line(`The Feds arrested ${g(e.gangster)}.`, 'R9.1', -1, 'loss'));
        break;
      case 'promote':
        out.push(line(`${names.gangster(e.gangster)} moved up to ${names.slot(e.to)}.`, 'R9.4'));
        break;
      case 'deal':
        out.push(
          line(`${names.gangster(e.gangster)} joins the board as ${names.slot(e.slot)}.`, 'R9.4'),
        );
        break;
      case 'score':
        out.push(
          line(
            e.final
              ? `${g(e.gangster)} scored ${respectText(e.respect)} once more at the end, for ${objectName(f(e.seat))}.`
              : `${g(e.gangster)} scored ${respectText(e.respect)} and ${moneyText(e.money)} for ${objectName(f(e.seat))}.`,
            e.final ? 'R11.2' : 'R6.5',
            e.seat,
            'gain',
            { seat: e.seat, delta: e.respect },
          ),
        );
        break;
      case 'steal':
        out.push(
          line(
            `${f(e.seat)} took ${plural(e.count, 'card')} from ${objectName(f(e.from))}.`,
            'R15.2',
            e.seat,
          ),
        );
        break;
      case 'vendetta':
        out.push(
          line(
            e.played
              ? `${f(e.seat)} played the Vendetta card.`
              : `${f(e.seat)} took the Vendetta card.`,
            'R14.1',
            e.seat,
          ),
        );
        break;
      case 'offer':
        out.push(
          line(
            `${f(e.from)} offered ${objectName(f(e.to))} a deal: ${offerText(e, names)}.`,
            'R13.1',
            e.from,
            'deal',
          ),
        );
        break;
      case 'answer': {
        // R13.2: a counter is heard as the answer, then the offer it makes (engine/deals/offers.ts).
        const next = events[i + 1];
        const countered = !e.accept && next?.e === 'offer' && next.from === e.seat;
        const did = e.accept ? 'accepted' : countered ? 'countered' : 'turned down';
        out.push(line(`${f(e.seat)} ${did} the offer.`, 'R13.2', e.seat, 'deal'));
        break;
      }
      case 'promise': {
        const p = promises.find((x) => x.id === e.promise);
        if (p)
          out.push(
            line(
              e.status === 'released'
                ? `${p.term.k === 'payLater' ? 'Payment not owed' : 'Promise released'}: ${promiseText(p, names)}; ${objectName(names.family(p.to))} broke ${isYou(names.family(p.to)) ? 'your' : 'their'} side of the deal.`
                : `Promise ${PROMISE_STATUS_WORDS[e.status]}: ${promiseText(p, names)}.`,
              'R13.3',
              p.by,
              e.status === 'broken' ? 'loss' : 'deal',
            ),
          );
        break;
      }
      case 'end':
        out.push(
          line(
            e.tie
              ? `${f(e.winner)} won the game, level on respect with ${tiedWith(e.tie, e.winner, f)}: ${tieReason(e.tie, e.winner, f)}.`
              : `${f(e.winner)} won the game.`,
            endRule,
            e.winner,
            'phase',
          ),
        );
        break;
    }
  }
  return out;
}

/**
 * A score's amounts as its position prints them (R6.5: either may be negative): "3 respect",
 * "−2 respect", "$2", "$−1" (a minus sign, as the hover card writes it, never "$-1").
 */
/** R7.3: whom a ring holder's ruling favoured; "in your own favour" when it chose itself. */
const tieFor = (holder: string, family: string, itself: boolean): string =>
  itself ? `in ${isYou(holder) ? 'your' : 'their'} own favour` : `for ${objectName(family)}`;

const respectText = (n: number) => `${minus(n)} respect`;
const moneyText = (n: number) => `$${minus(n)}`;

/** "a neutral token", "one of your tokens", "2 of The Barzinis' tokens". */
function tokensOf(count: number, column: number, names: Names): string {
  if (column === NEUTRAL) return count === 1 ? 'a neutral token' : `${count} neutral tokens`;
  const whose = possessive(names.column(column));
  return count === 1 ? `one of ${whose} tokens` : `${count} of ${whose} tokens`;
}

function playLine(e: Extract<GameEvent, { e: 'play' }>, names: Names): LogLine {
  const who = names.family(e.seat);
  const card = names.card(e.card);
  switch (e.mode) {
    case 'influence':
      return line(`${who} played ${card}.`, 'R5.2', e.seat);
    case 'discard':
      return line(`${who} discarded ${card} to place 1 token.`, 'R5.2', e.seat);
    case 'or':
      return line(`${who} used the OR ability of ${card}.`, 'R10.6', e.seat);
    case 'crew':
      return line(`${who} played ${card} during the Crew.`, 'R10.7', e.seat);
    case 'snitch':
      return line(`${who} played a Snitch, ${card}.`, 'R10.8', e.seat);
  }
}

function activateLine(e: Extract<GameEvent, { e: 'activate' }>, names: Names): LogLine {
  const who = names.gangsterAt(e.gangster);
  switch (e.power) {
    case 'pass':
      return line(`${who} passed.`, 'R6.3', e.seat);
    case 'move':
      return line(`${who} makes a Move on ${names.gangsterAt(e.target)}.`, 'R6.4', e.seat);
    case 'gangster':
      return line(`${who} used his own power.`, 'R6.3', e.seat);
    default:
      return line(`${who} used his position's power.`, 'R2.1', e.seat);
  }
}

/** Money lines not already told by their own event (a sale, an ante, a purchase, a score). */
function moneyLine(e: Extract<GameEvent, { e: 'money' }>, names: Names): LogLine | null {
  const who = names.family(e.seat);
  switch (e.why) {
    case 'deal':
      return e.delta < 0
        ? line(`${who} paid $${-e.delta} as agreed.`, 'R13.3', e.seat, 'deal')
        : null;
    case 'whack':
      return line(`${who} paid $${-e.delta} for the whack.`, 'R10.10', e.seat);
    case 'extra token':
      return line(`${who} paid $${-e.delta} for one more token.`, 'R10.4', e.seat);
    case 're-roll':
      return line(`${who} paid $${-e.delta} for the re-roll.`, 'R12.3', e.seat);
    case 'power':
      return line(`${who} took $${e.delta} from the bank.`, 'R2.1', e.seat);
    default:
      return null;
  }
}

function respectLine(e: Extract<GameEvent, { e: 'respect' }>, names: Names): LogLine | null {
  const who = names.family(e.seat);
  const swing = { seat: e.seat, delta: e.delta };
  switch (e.why) {
    case 'won an exchange':
      return line(`${who} gained ${e.delta} respect.`, 'R6.4', e.seat, 'gain', swing);
    case 'lost an exchange':
      return line(`${who} lost ${-e.delta} respect.`, 'R6.4', e.seat, 'loss', swing);
    case 'cards in hand':
      return line(`${who}: +${e.delta} respect for cards in hand.`, 'R11.1', e.seat, 'gain');
    case 'money':
      // R11.2: Classic cashes the cards at $8 and counts them with the money.
      return names.cat.rules.finalCardMoney > 0
        ? line(`${who}: +${e.delta} respect for money and cards.`, 'R11.2', e.seat, 'gain')
        : line(`${who}: +${e.delta} respect for money.`, 'R11.1', e.seat, 'gain');
    default:
      return null;
  }
}
