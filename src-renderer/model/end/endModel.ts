/**
 * The end of the game in numbers and a few words (R11): each family's final respect with
 * its breakdown (board, cards, money, R11.3), the winner, and highlights from the log and
 * the ledger of promises.
 */
import {
  saleGain,
  type DealPromise,
  type GameResult,
  type Ruleset,
} from '../../../src-shared/engine';
import type { LogLine } from '../log/narrate';
import { listText, plural } from '../../names';

export interface EndRow {
  seat: number;
  name: string;
  board: number;
  cards: number;
  money: number;
  total: number;
  winner: boolean;
}

export interface EndSummary {
  winner: number;
  rows: EndRow[];
  highlights: string[];
}

export function endSummary(
  result: GameResult,
  lines: readonly LogLine[],
  promises: readonly DealPromise[],
  family: (seat: number) => string,
  /** The family this window plays, for a word about its own game. */
  own?: { seat: number; rules: Ruleset },
): EndSummary {
  const rows = result.families
    .map((r) => ({ ...r, name: family(r.seat), winner: r.seat === result.winner }))
    .sort((a, b) => Number(b.winner) - Number(a.winner) || b.total - a.total);
  const highlights: string[] = [];

  let swing: LogLine | null = null;
  for (const l of lines)
    if (l.swing && (!swing || Math.abs(l.swing.delta) > Math.abs(swing.swing!.delta))) swing = l;
  if (swing) highlights.push(`Biggest swing: ${swing.text}`);

  const settled = promises.filter((p) => p.status === 'kept' || p.status === 'broken');
  if (settled.length === 0) highlights.push('No promise was put to the test.');
  else {
    const kept = settled.filter((p) => p.status === 'kept').length;
    highlights.push(
      `Deals: ${plural(kept, 'promise')} kept, ${plural(settled.length - kept, 'promise')} broken.`,
    );
    const broken = new Map<number, number>();
    for (const p of settled)
      if (p.status === 'broken') broken.set(p.by, (broken.get(p.by) ?? 0) + 1);
    const worst = [...broken].sort((a, b) => b[1] - a[1])[0];
    if (worst)
      highlights.push(
        `Least trustworthy: ${family(worst[0])}, ${plural(worst[1], 'broken promise')}.`,
      );
    const honest = result.families
      .map((r) => r.seat)
      .filter((s) => settled.some((p) => p.by === s) && !broken.has(s));
    if (honest.length > 0) highlights.push(`Kept every promise: ${listText(honest.map(family))}.`);
  }
  const unsold = own ? unsoldCards(result, own.seat, own.rules, family) : null;
  if (unsold) highlights.push(unsold);
  return { winner: result.winner, rows, highlights };
}

/**
 * R11.1, R5.5: what a family's cards kept to the end cost it, where selling them would have
 * scored more (Revised: 1 respect kept, $10 sold is 2), for next time.
 */
function unsoldCards(
  result: GameResult,
  seat: number,
  rules: Ruleset,
  family: (seat: number) => string,
): string | null {
  const row = result.families.find((r) => r.seat === seat);
  const gain = saleGain(rules);
  // R11.1 counts the cards apart (`row.cards`); R11.2 cashes them, and selling gains nothing.
  if (!row || gain <= 0 || row.cards <= 0) return null;
  const count = row.cards / rules.finalRespectPerCard;
  const more = count * gain;
  return `${family(seat)} kept ${plural(count, 'card')} to the end: sold for $${rules.sellPrice} each in the last round, ${count === 1 ? 'it' : 'they'} would have scored ${more} more respect (R11.1, R5.5).`;
}
