/**
 * The end of the game in numbers and a few words (R11): each family's final respect with
 * its breakdown (board, cards, money, R11.3), the winner, and highlights from the log and
 * the ledger of promises.
 */
import type { DealPromise, GameResult } from '../../../src-shared/engine';
import type { LogLine } from '../log/narrate';
import { plural } from '../../names';

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
    if (honest.length > 0) highlights.push(`Kept every promise: ${honest.map(family).join(', ')}.`);
  }
  return { winner: result.winner, rows, highlights };
}
