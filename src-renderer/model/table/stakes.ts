/**
 * The influence on one gangster as the screens tell it (R7.1): each column (a family, or the
 * neutral tokens) that has tokens on him, with the count. One reading for the prompt's hints,
 * the board's labels and the hover card.
 */
import { TOKEN_STRIDE, type GameView } from '../../../src-shared/engine';

export interface Stake {
  column: number;
  count: number;
}

/** The columns with tokens on gangster `g`, in column order (families, then neutral). */
export function stakesOn(view: Pick<GameView, 'tokens'>, g: number): Stake[] {
  const out: Stake[] = [];
  for (let column = 0; column < TOKEN_STRIDE; column++) {
    const count = view.tokens[g * TOKEN_STRIDE + column] ?? 0;
    if (count > 0) out.push({ column, count });
  }
  return out;
}

/**
 * Each stake as "You ×2": the "×" keeps a count apart from a name that ends in a number
 * ("Family 3 ×2", not "Family 3 2").
 */
export const stakeTexts = (stakes: readonly Stake[], name: (column: number) => string): string[] =>
  stakes.map((s) => `${name(s.column)} ×${s.count}`);
