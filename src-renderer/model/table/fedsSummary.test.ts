/**
 * The Feds' banner (R9): arrests and newcomers line by line, a long run of promotions as one
 * line.
 */
import { describe, expect, it } from 'vitest';
import { catalogFor, view, type GameEvent } from '../../../src-shared/engine';
import { start } from '../../../src-shared/engine/tests/scenario';
import { namesFor } from '../../names';
import { narrate } from '../log/narrate';
import { fedsSummary, PROMOTIONS_LISTED } from './fedsSummary';

const cat = catalogFor('revised');

function table() {
  const v = view(start().s, 0);
  const names = namesFor(v, cat, (s) => `Family ${s + 1}`);
  const ASSOCIATE = 9;
  /** The gangster at `slot` arrested, everyone below up a place, a newcomer as the Associate. */
  const arrestAt = (slot: number): GameEvent[] => {
    const below = (to: number) => (to === 0 ? ASSOCIATE : to - 1);
    const up = Array.from({ length: slot + 1 }, (_, i): GameEvent => {
      const to = slot - i;
      return { e: 'promote', gangster: v.board[below(to)]!, from: below(to), to };
    });
    return [
      { e: 'arrest', gangster: v.board[slot]! },
      ...up,
      { e: 'deal', gangster: 40, slot: ASSOCIATE },
    ];
  };
  return { v, names, arrestAt };
}

describe('what the Feds did, for the banner (R9)', () => {
  it('R9.4: lists a few promotions one by one, as the log does', () => {
    const { v, names, arrestAt } = table();
    const events = arrestAt(PROMOTIONS_LISTED - 2);
    expect(events.filter((e) => e.e === 'promote')).toHaveLength(PROMOTIONS_LISTED - 1);
    expect(fedsSummary(events, names, v.promises)).toEqual(
      narrate(events, names, v.promises).map((l) => l.text),
    );
  });

  it('R9.4: folds a long run of promotions into one line that names the highest move', () => {
    const { v, names, arrestAt } = table();
    // The Capo (#9) arrested: all eight below him and the Associate move up.
    const events = arrestAt(8);
    const lines = fedsSummary(events, names, v.promises);
    const capo = names.gangster(v.board[7]!);
    expect(lines).toEqual([
      `The Feds arrested ${names.gangsterAt(v.board[8]!)}.`,
      `${capo} moved up to Capo, and 8 more gangsters each to the place left empty above them.`,
      `${names.gangster(40)} joins the board as Associate.`,
    ]);
    expect(lines.length).toBeLessThan(narrate(events, names, v.promises).length);
  });
});
