/** R1.1, R10.9 Classic: the coins on the table, in the pool and on their gangsters. */
import { describe, expect, it } from 'vitest';
import { catalogFor, createGame, view } from '../../../src-shared/engine';
import { layoutBoard } from '../layout';
import { layoutSeats } from '../seatLayout';
import { restFrame, type Stagecraft } from './frame';
import { applyEvent, shownOf } from './shown';

const cat = catalogFor('classic');
const layout = layoutBoard(cat.slotTier);
const stage: Stagecraft = {
  layout,
  seats: layoutSeats(layout.bounds, 4, 0),
  board: 0.12,
  coinPool: { gold: cat.rules.blackmailCoins, omerta: cat.rules.omertaCoins },
};

function classicView() {
  const r = createGame({ seed: 3, players: 4, edition: 'classic' });
  if (!r.ok) throw new Error(r.error.message);
  return view(r.value, 0);
}

describe('Classic coins on the table', () => {
  it('R1.1 the pool shows 8 plain coins and 2 Omertà coins, in a row below the dice tray', () => {
    const coins = restFrame(stage, shownOf(classicView())).coins;
    expect(coins).toHaveLength(10);
    expect(coins.every((c) => c.seat === -1)).toBe(true);
    expect(coins.filter((c) => c.omerta)).toHaveLength(2);
    const xs = coins.map((c) => c.x);
    expect(new Set(xs).size).toBe(10);
    for (const c of coins) {
      expect(c.x).toBeGreaterThan(layout.tray.minX);
      expect(c.x).toBeLessThan(layout.tray.maxX);
      expect(c.z).toBeGreaterThan(layout.tray.maxZ);
      expect(c.z).toBeLessThan(layout.legend.minZ);
    }
  });

  it('R10.9 a coin taken goes on its gangster in its family’s colour, and back to the pool when its token leaves', () => {
    const v = classicView();
    const g = v.board[4]!;
    let shown = applyEvent(shownOf(v), { e: 'blackmail', seat: 2, gangster: g, omerta: true });
    let coins = restFrame(stage, shown).coins;
    expect(coins).toHaveLength(10);
    const placed = coins.filter((c) => c.seat >= 0);
    expect(placed).toEqual([expect.objectContaining({ seat: 2, omerta: true })]);
    expect(coins.filter((c) => c.seat === -1 && c.omerta)).toHaveLength(1);
    shown = applyEvent(shown, { e: 'coinBack', gangster: g });
    coins = restFrame(stage, shown).coins;
    expect(coins.every((c) => c.seat === -1)).toBe(true);
  });

  it('R9.5 a coin leaves the board with its gangster', () => {
    const v = classicView();
    const g = v.board[2]!;
    let shown = applyEvent(shownOf(v), { e: 'blackmail', seat: 1, gangster: g, omerta: false });
    shown = applyEvent(shown, { e: 'arrest', gangster: g });
    expect(shown.coins).toEqual([]);
  });
});
