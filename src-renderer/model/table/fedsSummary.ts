/**
 * What the Feds did (R9), in a few lines for the table's banner. An arrest near the top moves
 * everyone below it up a place (R9.4): ten lines of "moved up to" say less than the board
 * itself shows a moment later, so past a few they become one line that names the highest move
 * and counts the rest. The log keeps every move.
 */
import type { DealPromise, GameEvent } from '../../../src-shared/engine';
import type { Names } from '../../names';
import { narrate } from '../log/narrate';

/** Up to this many promotions are listed one by one. */
export const PROMOTIONS_LISTED = 3;

export function fedsSummary(
  events: readonly GameEvent[],
  names: Names,
  promises: readonly DealPromise[],
): string[] {
  const say = (es: readonly GameEvent[]) => narrate(es, names, promises).map((l) => l.text);
  const moves = events.flatMap((e) => (e.e === 'promote' ? [e] : []));
  if (moves.length <= PROMOTIONS_LISTED) return say(events);
  const first = events.findIndex((e) => e.e === 'promote');
  // Slots count up from #1; the Associates come after the nine positions.
  const top = moves.reduce((a, b) => (b.to > a.to && names.cat.slotTier[b.to]! > 0 ? b : a));
  const rest = moves.length - 1;
  return [
    ...say(events.slice(0, first)),
    `${names.gangster(top.gangster)} moved up to ${names.slot(top.to)}, and ${rest} more ` +
      `gangsters each to the place left empty above them.`,
    ...say(events.slice(first).filter((e) => e.e !== 'promote')),
  ];
}
