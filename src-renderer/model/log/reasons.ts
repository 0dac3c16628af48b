/**
 * Which of a bot's words the log may fold away. Every bot says why it moved (issue #4); a
 * player who has read enough of them can hide the reasons for moves, but never the words
 * that go with a deal (an offer, a counter, a refusal: R13.2) or with keeping or breaking a
 * promise (R13.3), which are how the table bargains.
 */
import type { GameEvent } from '../../../src-shared/engine';

/** The words of `seat` in a batch are about a deal or a promise, not only about a move. */
export function aboutDeals(events: readonly GameEvent[], seat: number): boolean {
  return events.some(
    (e) =>
      (e.e === 'offer' && e.from === seat) ||
      (e.e === 'answer' && e.seat === seat) ||
      e.e === 'promise',
  );
}

/** The move a bot's words name: what comes before its first `: ` (`pass` has no reason). */
const moveOf = (words: string): string => {
  const colon = words.indexOf(': ');
  return colon < 0 ? words : words.slice(0, colon);
};

/**
 * A searching bot names a whole plan when it plays a card (`play X → 3 tokens to A, B: ...`)
 * and then decides each step again as it comes: the steps its words plan, in order.
 */
export function plannedSteps(words: string): string[] {
  const move = moveOf(words);
  const arrow = move.indexOf(' → ');
  return arrow < 0 ? [] : move.slice(arrow + ' → '.length).split(', ');
}

/**
 * When words repeat a step still to come of the plan last said (`steps`), the steps left
 * after it; otherwise null: a step that parts from the plan is news and stays.
 */
export function followsPlan(steps: readonly string[], words: string): string[] | null {
  const at = steps.indexOf(moveOf(words));
  return at < 0 ? null : [...steps.slice(0, at), ...steps.slice(at + 1)];
}

/**
 * Words that only restate a move the log already tells: a bare `pass`, or a move that was
 * the only one the bot could make.
 */
export const tellsNothing = (words: string): boolean =>
  words === 'pass' || words === 'the only option' || words.endsWith(': the only option');
