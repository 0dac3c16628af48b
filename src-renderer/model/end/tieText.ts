/**
 * How a tie for the most respect was broken (R11.1, R11.2: the engine's `finalTie`, or its `end`
 * event), in words for the end screen and the log: a family level with the winner deserves to
 * read why it lost.
 */
import { seatsIn } from '../../../src-shared/engine/board';
import type { FinalTie, GameResult } from '../../../src-shared/engine';
import { listText, objectName, says } from '../../names';

export const tieRule = (tie: FinalTie): 'R11.1' | 'R11.2' =>
  tie.by === 'ringHolder' ? 'R11.1' : 'R11.2';

/** The families the winner was level with: "The Straccis", "Ann and The Cuneos". */
export function tiedWith(tie: FinalTie, winner: number, family: (seat: number) => string): string {
  const others = seatsIn(tie.among).filter((s) => s !== winner);
  return listText(others.map((s) => objectName(family(s))));
}

/**
 * Why the winner came out of the tie: "The Cuneos hold the Capo ring, the first tie-breaker".
 * In Revised (R11.1) the tie's `holder` names who chose, where it is known.
 */
export function tieReason(tie: FinalTie, winner: number, family: (seat: number) => string): string {
  const w = family(winner);
  const holder = tie.holder;
  switch (tie.by) {
    case 'ringHolder':
      // Mid-sentence: "you", never "You".
      if (holder === undefined) return `the ring holder chose ${objectName(w)}`;
      return holder === winner
        ? `the ring holder breaks the tie, and ${says(objectName(w), 'holds', 'hold')} the Capo ring`
        : `the ring holder, ${objectName(family(holder))}, chose ${objectName(w)}`;
    case 'ring':
      return `${says(w, 'holds', 'hold')} the Capo ring, the first tie-breaker`;
    case 'position':
      return `${says(w, 'controls', 'control')} the highest position of the families tied`;
    case 'money':
      return `${says(w, 'has', 'have')} the most money, cards cashed at their price`;
    case 'tokens':
      return `${says(w, 'has', 'have')} the most tokens on the board`;
    case 'cards':
      return `${says(w, 'has', 'have')} the most cards in hand`;
    case 'rollOff':
      return `${w} rolled highest in a roll-off of the Move die`;
  }
}

/**
 * The end screen's line under the winner: "Level on 37 respect with The Straccis: The Cuneos
 * hold the Capo ring, the first tie-breaker (R11.2)." Null when nobody was level.
 */
export function tieLine(
  result: GameResult,
  tie: FinalTie | null,
  family: (seat: number) => string,
): string | null {
  if (!tie) return null;
  const total = result.families.find((r) => r.seat === result.winner)?.total;
  const level = total === undefined ? 'Level' : `Level on ${total} respect`;
  const reason = tieReason(tie, result.winner, family);
  return `${level} with ${tiedWith(tie, result.winner, family)}: ${reason} (${tieRule(tie)}).`;
}
