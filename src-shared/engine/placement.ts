/** Where influence may go (R10.1, R10.2). */
import type { Icon } from '../content/schema';
import type { Catalog, CompiledCard } from './catalog';
import { typeBit } from './catalog';
import { restrictPlacement } from './deals/binding';
import type { GameState } from './state';

/** Gangsters an icon's tokens may all go on (R10.1), or none if the supply is short (R10.2). */
export function iconTargets(s: GameState, seat: number, icon: Icon, cat: Catalog): number[] {
  if (s.families[seat]!.supply < icon.n) return [];
  const out: number[] = [];
  if (icon.kind === 'position') {
    const g = s.board[icon.position - 1]!;
    if (g >= 0) out.push(g);
  } else {
    const bit = typeBit(icon.type);
    for (const g of s.board) if (g >= 0 && (cat.gangsters[g]!.types & bit) !== 0) out.push(g);
  }
  return restrictPlacement(s, seat, out);
}

/** Any gangster on the board, the Associates included (R5.2b, R10.5). */
export function anyTargets(s: GameState, seat: number): number[] {
  if (s.families[seat]!.supply < 1) return [];
  const out: number[] = [];
  for (const g of s.board) if (g >= 0) out.push(g);
  return restrictPlacement(s, seat, out);
}

/** R10.2: a card can be played for influence when at least one of its icons can be placed in full. */
export function canPlaceSomeIcon(
  s: GameState,
  seat: number,
  card: CompiledCard,
  cat: Catalog,
): boolean {
  for (const icon of card.icons) if (iconTargets(s, seat, icon, cat).length > 0) return true;
  return false;
}
