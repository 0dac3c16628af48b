/**
 * A tie for the win (R11.1, R11.2) and what broke it. The engine breaks it as the game ends
 * (round.ts, `final`); this reads the same facts back from the final position, so the end
 * screen, the log and a campaign's story can say why the winner won without the state or a
 * save carrying anything more. Every fact read is public: any seat's view will do.
 */
import type { Catalog } from './catalog';
import { CAPO_SLOT, controlOf, seatsIn } from './board';
import type { GameView } from './view';
import type { TieBreaker } from './vocabulary';

/**
 * The tied families as a mask of seats, and the rule that told them apart; `holder`, with
 * R11.1's choice, is the ring holder who made it.
 */
export interface FinalTie {
  among: number;
  by: TieBreaker;
  holder?: number;
}

/** What the tie-breakers read of a position and of each family (`cards`: cards in hand). */
export interface TieFacts {
  ring: number;
  board: readonly number[];
  tokens: readonly number[];
  families: readonly { money: number; supply: number; cards: number }[];
}

/** The highest slot `seat` controls (R7.1, a tie broken by nobody here), or −1. */
function highestControlled(t: TieFacts, seat: number, cat: Catalog): number {
  for (let slot = CAPO_SLOT; slot >= 0; slot--) {
    const g = t.board[slot]!;
    if (g >= 0 && controlOf(t, g, cat) === seat) return slot;
  }
  return -1;
}

/**
 * R11.2's tie-breakers before the roll-off, in order: the ring; the highest position
 * controlled; more money (cards cashed); more tokens on the board; more cards in hand. Returns
 * the families still level and the breaker that left one, or `by` null when only a roll-off of
 * the Move die can decide among `tied`.
 */
export function breakTie(
  t: TieFacts,
  mask: number,
  cat: Catalog,
): { tied: number[]; by: TieBreaker | null } {
  let tied = seatsIn(mask);
  if (tied.includes(t.ring)) return { tied: [t.ring], by: 'ring' };
  const rules = cat.rules;
  const steps: [TieBreaker, (seat: number) => number][] = [
    ['position', (seat) => highestControlled(t, seat, cat)],
    ['money', (seat) => t.families[seat]!.money + t.families[seat]!.cards * rules.finalCardMoney],
    ['tokens', (seat) => rules.familyTokens - t.families[seat]!.supply],
    ['cards', (seat) => t.families[seat]!.cards],
  ];
  for (const [by, key] of steps) {
    const keys = tied.map(key);
    const top = Math.max(...keys);
    tied = tied.filter((_, i) => keys[i] === top);
    if (tied.length === 1) return { tied, by };
  }
  return { tied, by: null };
}

/**
 * The tie for the win at the end of a game, read from its final position: the families level
 * on the most respect and what broke the tie (R11.1: the ring holder's choice; R11.2: the first
 * tie-breaker that left one family, else the roll-off). Null before the end or without a tie.
 */
export function finalTie(v: GameView, cat: Catalog): FinalTie | null {
  if (!v.result) return null;
  const best = Math.max(...v.result.families.map((r) => r.total));
  const among = v.result.families.reduce((m, r) => (r.total === best ? m | (1 << r.seat) : m), 0);
  if ((among & (among - 1)) === 0) return null;
  if (cat.rules.finalTieBreak !== 'chain') return { among, by: 'ringHolder', holder: v.ring };
  const facts: TieFacts = {
    ring: v.ring,
    board: v.board,
    tokens: v.tokens,
    families: v.families.map((f) => ({ money: f.money, supply: f.supply, cards: f.handCount })),
  };
  return { among, by: breakTie(facts, among, cat).by ?? 'rollOff' };
}
