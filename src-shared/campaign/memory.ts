/**
 * Grudges that outlast a game (issue #13): each family's record of promises kept and broken,
 * read from the public ledger of every finished game of the campaign (R13.3: nothing
 * hidden), carried into the next game with a slow decay, so a family that broke its word in
 * game 1 is still discounted in game 3, a little less each game.
 */
import type { DealPromise } from '../engine';
import { ledgerRecords, type DealRecord, type Record as Word } from '../ai/trust';

/** What each later game keeps of the record so far: half of it is forgotten in about 2.4 games. */
export const MEMORY_DECAY = 0.75;

/** Each campaign family's record (by family id), as the table remembers it. */
export type Memory = Readonly<{ [family: string]: Word }>;

/** A finished game's public ledger: its promises and the offers they came from. */
export interface Ledger {
  promises: readonly DealPromise[];
  offers: readonly DealRecord[];
}

/** The record after one more game: the old one decayed, plus this game's kept and broken promises. */
export function remember(
  memory: Memory,
  seats: readonly string[],
  game: Ledger,
  decay = MEMORY_DECAY,
): Memory {
  const word = ledgerRecords(game.promises, game.offers, seats.length);
  return rememberWord(memory, seats, word, decay);
}

/** The same, from each seat's count of kept and broken promises in the game (story.ts). */
export function rememberWord(
  memory: Memory,
  seats: readonly string[],
  word: readonly Word[],
  decay = MEMORY_DECAY,
): Memory {
  const out: { [family: string]: Word } = {};
  for (const [family, w] of Object.entries(memory))
    out[family] = { kept: w.kept * decay, broken: w.broken * decay };
  word.forEach((r, seat) => {
    const family = seats[seat];
    if (family === undefined) return;
    const was = out[family] ?? { kept: 0, broken: 0 };
    out[family] = { kept: was.kept + r.kept, broken: was.broken + r.broken };
  });
  return out;
}

/** The memory folded over a campaign's finished games, in order. */
export function memoryOf(
  games: readonly (Ledger & { seats: readonly string[] })[],
  decay = MEMORY_DECAY,
): Memory {
  return games.reduce<Memory>((m, g) => remember(m, g.seats, g, decay), {});
}

/** What the table remembers of each seat's family in a new game: the trust prior per seat. */
export function priorsFor(memory: Memory, seats: readonly string[]): Word[] {
  return seats.map((f) => memory[f] ?? { kept: 0, broken: 0 });
}
