/**
 * The guided first game's coach (issue #16): which short lesson the table shows, and which
 * choice it points at, read from the same update every seat gets (its view, its legal
 * actions, the events since the last one). Lessons follow what happens on the table, not a
 * fixed script, so a player who does something else is still taught each step when it comes.
 */
import {
  TOKEN_STRIDE,
  catalogFor,
  moveOdds,
  type Action,
  type GameEvent,
  type GameView,
  type LegalAction,
} from '../../../src-shared/engine';
import { INFLUENCE_CARD, OR_CARD } from '../../../src-shared/tutorial/scenario';
import { sellOutNow } from '../hand/sellOut';

export const LESSONS = [
  'welcome',
  'draw',
  'influence',
  'target',
  'orAbility',
  'ante',
  'crew',
  'move',
  'roll',
  'deal',
  'feds',
  'standings',
  'sellOut',
  'end',
] as const;
export type Lesson = (typeof LESSONS)[number];

/** Where on the table a lesson points (a `data-coach` anchor), and what it says. */
export interface LessonText {
  title: string;
  text: string;
  /** The rule the lesson summarises, opened by its chip. */
  rule: string;
  anchor: 'board' | 'prompt' | 'hand' | 'header' | 'deals' | 'end';
}

export const LESSON_TEXT: Record<Lesson, LessonText> = {
  welcome: {
    title: 'Welcome to the family business',
    text: 'The board is a ladder of nine positions; #9 is the Capo. Families put influence tokens on gangsters, and whoever has the most on one controls him. After four rounds, the family with the most respect wins.',
    rule: 'R2.1',
    anchor: 'board',
  },
  draw: {
    title: 'The Business: cards first',
    text: 'Every round starts with three free influence cards for each family: yours are in your hand below. Once you have $10 or more, you may also buy cards, once a round, before you play.',
    rule: 'R5.1',
    anchor: 'hand',
  },
  influence: {
    title: 'Play a card for influence',
    text: 'On your turn, play one card. Each icon puts that many of your tokens on one gangster of its type or position. The marked card puts 3 tokens on #1: enough to control him.',
    rule: 'R10.1',
    anchor: 'hand',
  },
  target: {
    title: 'Choose the gangster',
    text: 'Click a highlighted gangster on the board, or a line here. The most tokens on a gangster controls him; a tie is broken by the ring holder.',
    rule: 'R7.1',
    anchor: 'prompt',
  },
  orAbility: {
    title: 'A card with OR',
    text: 'A card marked OR can be played for its ability instead of its tokens. Cement Shoes whacks any gangster for $5: a die decides whether he dies. Try it on a gangster another family controls.',
    rule: 'R5.2',
    anchor: 'hand',
  },
  ante: {
    title: 'The ante is open',
    text: 'Every family has acted once, so a play may now add money to the ante. While it stands, every play costs at least the ante: raise it to make the others pay, or pass to keep your money.',
    rule: 'R5.3',
    anchor: 'prompt',
  },
  crew: {
    title: 'The Crew',
    text: 'Now the gangsters act, from #1 up, then score from #9 down. Whoever controls a gangster decides what he does, and takes his respect and money when he scores.',
    rule: 'R6.1',
    anchor: 'header',
  },
  move: {
    title: 'Make a Move',
    text: 'Your gangster may go after one in the tier above: roll the die and add his respect; reach the position’s number and they swap places. Each target shows its odds. The marked one has the best.',
    rule: 'R6.4',
    anchor: 'prompt',
  },
  roll: {
    title: 'The die is not final yet',
    text: 'Before a roll counts, any family may re-roll it, with a re-roll token or $10. The prompt shows what the die does now and what a re-roll would change.',
    rule: 'R12.3',
    anchor: 'prompt',
  },
  deal: {
    title: 'Make a deal',
    text: 'Anything but cards and tokens can be traded: money now or later, a tie-break, a promise not to attack. Press Offer beside a family to write one. Promises are recorded, kept or broken, for everyone to see.',
    rule: 'R13.1',
    anchor: 'deals',
  },
  feds: {
    title: 'The Feds',
    text: 'At the end of each round, any gangster with 10 or more tokens on him is arrested. Empty positions are filled by promotion from below, then from the deck. What they did this time stays under “What the Feds did”, at the top right of the table, until the Crew.',
    rule: 'R9.1',
    anchor: 'header',
  },
  standings: {
    title: 'Who leads?',
    text: 'Press S at any time for the standings: each family’s respect, money and cards, and what the final scoring would give them now. Stuck on a choice? Press H, or Hint, for what a bot would do in your place.',
    rule: 'R11.1',
    anchor: 'header',
  },
  sellOut: {
    title: 'The last round: sell out',
    text: 'A card still in your hand when the game ends scores 1 respect; sold for $10, it scores 2. Play the cards that still help and sell the rest: the sell button above your hand does it at once, and the game asks once more before the final count, each card a numbered choice.',
    rule: 'R11.1',
    anchor: 'hand',
  },
  end: {
    title: 'Final scoring',
    text: 'The game is over: each family gained 1 respect per card in hand and 1 per full $5. That is the whole game. Start a new one from the title, or replay this one from “Learn to play”.',
    rule: 'R11.1',
    anchor: 'end',
  },
};

/** What the coach reads: this seat's update. */
export interface CoachMoment {
  view: GameView;
  legal: readonly LegalAction[];
  events: readonly GameEvent[];
}

const mine = (m: CoachMoment, d: string) =>
  m.view.pending?.seat === m.view.seat && m.view.pending.d === d;

/** The lessons this moment teaches, in the order they should be read. */
export function lessonsAt(m: CoachMoment): Lesson[] {
  const out: Lesson[] = ['welcome'];
  const { view } = m;
  const phases = m.events.flatMap((e) => (e.e === 'phase' ? [e.phase] : []));
  if (view.result || m.events.some((e) => e.e === 'end')) return [...out, 'end'];
  if (phases.includes('crew') || view.phase === 'crew') out.push('crew');
  if (phases.includes('feds') || view.phase === 'feds') out.push('feds');
  if (view.round >= 2 && view.phase === 'business') out.push('standings');
  // R5.1: the cards are drawn before the first question of a Business (a buy, or a turn).
  if (mine(m, 'buy') || mine(m, 'turn')) out.push('draw');
  if (mine(m, 'turn')) {
    const hint = suggestionAt(m);
    if (hint?.type === 'play') out.push(hint.mode === 'influence' ? 'influence' : 'orAbility');
    if (m.legal.some((l) => l.range?.key === 'ante' && l.range.max > 0)) out.push('ante');
    // Once the lesson's own cards are played: the rest of the turn is the player's.
    if (!hint && m.legal.some((l) => l.action.type === 'offer')) out.push('deal');
    if (sellOutNow(view)) out.push('sellOut');
  }
  if (mine(m, 'target')) out.push('target');
  if (mine(m, 'activate')) out.push('move');
  if (mine(m, 'window') && view.stack.some((f) => f.f === 'move' || f.f === 'whack'))
    out.push('roll');
  return out;
}

/** A choice the coach points at: matched against the prompt's and the hand's actions. */
export type Suggestion =
  | { type: 'play'; card: number; mode: 'influence' | 'or' }
  | { type: 'target'; gangster: number }
  | { type: 'activate'; target: number }
  /** Buy no cards (R5.1). */
  | { type: 'no' };

/**
 * The choice the coach marks now, if it has one: buy no cards, play the lesson's cards, whack
 * the gangster another family has the most tokens on, Make a Move on the likeliest target.
 */
export function suggestionAt(m: CoachMoment): Suggestion | null {
  const { view, legal } = m;
  if (view.pending?.seat !== view.seat) return null;
  const cat = catalogFor(view.options.edition);
  switch (view.pending.d) {
    case 'buy':
      return { type: 'no' };
    case 'turn': {
      for (const [id, mode] of [
        [INFLUENCE_CARD, 'influence'],
        [OR_CARD, 'or'],
      ] as const) {
        const card = cat.cardIndex.get(id);
        const playable = legal.some(
          (l) => l.action.type === 'play' && l.action.card === card && l.action.mode === mode,
        );
        if (card !== undefined && playable) return { type: 'play', card, mode };
      }
      return null;
    }
    case 'target': {
      const top = view.stack[view.stack.length - 1];
      if (top?.f !== 'effect' || top.effect.kind !== 'whack') return null;
      const theirs = (g: number) => {
        let most = 0;
        for (let f = 0; f < view.families.length; f++)
          if (f !== view.seat) most = Math.max(most, view.tokens[g * TOKEN_STRIDE + f] ?? 0);
        return (view.tokens[g * TOKEN_STRIDE + view.seat] ?? 0) > 0 ? 0 : most;
      };
      const best = bestOf(legal, 'target', (a) =>
        a.type === 'target'
          ? theirs(a.gangster) * 10 + (cat.gangsters[a.gangster]?.respect ?? 0)
          : 0,
      );
      return best && best.type === 'target' && theirs(best.gangster) > 0
        ? { type: 'target', gangster: best.gangster }
        : null;
    }
    case 'activate': {
      const mover = view.pending.gangster;
      const best = bestOf(legal, 'activate', (a) => {
        if (a.type !== 'activate' || a.power !== 'move') return -1;
        const slot = view.board.indexOf(a.target);
        return moveOdds(mover, slot, cat).filter((o) => o === 'success').length;
      });
      return best?.type === 'activate' && best.power === 'move'
        ? { type: 'activate', target: best.target }
        : null;
    }
    default:
      return null;
  }
}

function bestOf(
  legal: readonly LegalAction[],
  type: Action['type'],
  score: (a: Action) => number,
): Action | null {
  let best: Action | null = null;
  let top = -Infinity;
  for (const l of legal) {
    if (l.action.type !== type) continue;
    const s = score(l.action);
    if (s > top) {
      top = s;
      best = l.action;
    }
  }
  return best;
}

/** This action is the one the coach points at. */
export function isSuggested(a: Action, s: Suggestion | null): boolean {
  if (!s) return false;
  switch (s.type) {
    case 'play':
      return a.type === 'play' && a.card === s.card && a.mode === s.mode;
    case 'target':
      return a.type === 'target' && a.gangster === s.gangster;
    case 'activate':
      return a.type === 'activate' && a.power === 'move' && a.target === s.target;
    case 'no':
      return a.type === 'buy' && a.count === 0;
  }
}
