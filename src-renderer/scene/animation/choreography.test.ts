import { describe, expect, it } from 'vitest';
import {
  catalogFor,
  createGame,
  view,
  type GameEvent,
  type GameView,
} from '../../../src-shared/engine';
import { DIE_SIZE, layoutBoard } from '../layout';
import { layoutSeats } from '../seatLayout';
import { meepsterSpot, trackSpot } from '../track';
import { stepFrame } from './choreography';
import { pileTop, restFrame, type Stagecraft } from './frame';
import { plan, type Step } from './plan';
import { shownOf } from './shown';

const layout = layoutBoard(catalogFor('revised').slotTier);
const stage: Stagecraft = {
  layout,
  seats: layoutSeats(layout.bounds, 4, 0),
  board: 0.12,
  coinPool: { gold: 0, omerta: 0 },
};

function start(): GameView {
  const r = createGame({ seed: 11, players: 4 });
  if (!r.ok) throw new Error(r.error.message);
  return view(r.value, 0);
}

function only(before: GameView, change: (n: GameView) => void, events: GameEvent[]): Step {
  const next = structuredClone(before);
  change(next);
  const steps = plan(before, events, next).filter((s) => s.kind !== 'settle');
  expect(steps).toHaveLength(1);
  return steps[0]!;
}

const near = (a: { x: number; z: number }, b: { x: number; z: number }) =>
  Math.hypot(a.x - b.x, a.z - b.z) < 1e-6;

describe('the table at rest', () => {
  const v = start();
  v.tokens[v.board[2]! * 6 + 1] = 3;
  v.tokens[v.board[2]! * 6 + 5] = 1;
  v.families[3]!.blackmail = v.board[2]!;
  v.families[0]!.respect = -4;
  const f = restFrame(stage, shownOf(v));

  it('lays each gangster on its slot, face up', () => {
    expect(f.cards.size).toBe(10);
    v.board.forEach((g, slot) => {
      const card = f.cards.get(g)!;
      expect(near(card, layout.places[slot]!)).toBe(true);
      expect(card.flip).toBe(0);
    });
  });

  it('stacks tokens by family on their card, neutral after the families', () => {
    const stacks = f.stacks.filter((s) => s.gangster === v.board[2]);
    expect(stacks.map((s) => [s.column, s.count])).toEqual([
      [1, 3],
      [5, 1],
    ]);
    expect(stacks[0]!.x).toBeLessThan(stacks[1]!.x);
  });

  it('sets a blackmail token beside its card, and the others at their seats', () => {
    const card = f.cards.get(v.board[2]!)!;
    const coin = f.coins[3]!;
    expect(coin.x).toBeLessThan(card.x - 1.25);
    expect(Math.abs(coin.z - card.z)).toBeLessThan(1.75);
    expect(near(f.coins[0]!, stage.seats[0]!.coin)).toBe(true);
  });

  it('stands each meepster on its score, a negative one on the track too', () => {
    const cell = layout.track[trackSpot(-4).index]!;
    expect(near(f.meepsters[0]!, meepsterSpot(cell, 0))).toBe(true);
    expect(f.meepsters[0]!.laps).toBe(0);
  });

  it('lays the ring by its holder and the dice in the tray', () => {
    expect(near(f.ring!, stage.seats[v.ring]!.ring)).toBe(true);
    expect(near(f.dice.move, layout.dice.move)).toBe(true);
    expect(f.dice.move.spin).toBe(0);
    expect(f.dice.move.y).toBeCloseTo(stage.board + DIE_SIZE / 2);
  });
});

describe('the table part-way through a step', () => {
  const v = start();

  it('tumbles a die in from the roller and lands it still on its face', () => {
    const step = only(v, () => {}, [{ e: 'roll', die: 'whack', face: 3, seat: 2, reroll: false }]);
    const early = stepFrame(stage, step, 0).dice.whack;
    expect(near(early, stage.seats[2]!)).toBe(true);
    expect(early.spin).toBeGreaterThan(0);
    const end = stepFrame(stage, step, 1).dice.whack;
    expect(end.face).toBe(3);
    expect(end.spin).toBeCloseTo(0);
    expect(near(end, layout.dice.whack)).toBe(true);
  });

  it('flies a dealt card from the deck, turning it face up', () => {
    const slot = 4;
    const g = 50;
    const step = only(
      v,
      (n) => {
        n.board[slot] = g;
        n.gangsterDeckCount--;
      },
      [{ e: 'deal', gangster: g, slot }],
    );
    const first = stepFrame(stage, step, 0).cards.get(g)!;
    expect(near(first, layout.piles.gangsters)).toBe(true);
    expect(first.flip).toBeCloseTo(Math.PI);
    const last = stepFrame(stage, step, 1).cards.get(g)!;
    expect(near(last, layout.places[slot]!)).toBe(true);
    expect(last.flip).toBeCloseTo(0);
  });

  it('slides a whacked card face down onto the Fishes, which grows when it lands', () => {
    const g = v.board[6]!;
    const step = only(
      v,
      (n) => {
        n.board[6] = -1;
        n.fishes = [g];
      },
      [{ e: 'die', gangster: g }],
    );
    const mid = stepFrame(stage, step, 0.5);
    expect(mid.cards.get(g)!.y).toBeGreaterThan(stage.board + 0.3);
    expect(mid.piles.fishes).toBe(0);
    const end = stepFrame(stage, step, 1);
    const card = end.cards.get(g)!;
    expect(near(card, layout.piles.fishes)).toBe(true);
    expect(card.flip).toBeCloseTo(Math.PI);
    expect(card.y).toBeCloseTo(pileTop(stage, 1));
  });

  it('drops placed tokens from above onto the stack', () => {
    const g = v.board[1]!;
    const step = only(v, (n) => (n.tokens[g * 6 + 2] = 2), [
      { e: 'place', seat: 2, gangster: g, count: 2 },
    ]);
    const stack = stepFrame(stage, step, 0).stacks.find((s) => s.gangster === g)!;
    expect(stack.count).toBe(2);
    expect(stack.moving.every((m) => m.dy > 1)).toBe(true);
    const landed = stepFrame(stage, step, 1).stacks.find((s) => s.gangster === g)!;
    expect(landed.moving.every((m) => m.dy === 0)).toBe(true);
  });

  it('swaps two cards, the tokens riding along', () => {
    const a = v.board[0]!;
    const b = v.board[4]!;
    const withTokens = structuredClone(v);
    withTokens.tokens[a * 6] = 2;
    const step = only(
      withTokens,
      (n) => {
        n.board[0] = b;
        n.board[4] = a;
      },
      [{ e: 'swap', a, b }],
    );
    const mid = stepFrame(stage, step, 0.5);
    const card = mid.cards.get(a)!;
    const stack = mid.stacks.find((s) => s.gangster === a)!;
    expect(Math.abs(stack.x - card.x)).toBeLessThan(1.3);
    expect(Math.abs(stack.z - card.z)).toBeLessThan(1.8);
    expect(card.y).toBeGreaterThan(stage.board + 1);
    const end = stepFrame(stage, step, 1);
    expect(near(end.cards.get(a)!, layout.places[4]!)).toBe(true);
    expect(near(end.cards.get(b)!, layout.places[0]!)).toBe(true);
  });

  it('walks a meepster along the track, hopping from space to space', () => {
    const step = only(v, (n) => (n.families[1]!.respect = 4), [
      { e: 'respect', seat: 1, delta: 4, why: 'scored' },
    ]);
    const spot = (r: number) => meepsterSpot(layout.track[trackSpot(r).index]!, 1);
    expect(near(stepFrame(stage, step, 0).meepsters[1]!, spot(0))).toBe(true);
    const hopping = stepFrame(stage, step, 0.125).meepsters[1]!;
    expect(hopping.y).toBeGreaterThan(stage.board + 0.3);
    expect(near(stepFrame(stage, step, 1).meepsters[1]!, spot(4))).toBe(true);
  });
});
