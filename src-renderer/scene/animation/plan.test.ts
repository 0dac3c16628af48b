import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  legalActions,
  view,
  type Action,
  type GameEvent,
  type GameState,
  type GameView,
} from '../../../src-shared/engine';
import { DURATION, plan, type Step } from './plan';
import { RESTING_DICE, shownOf } from './shown';

function start(seed = 7, players = 4): GameState {
  const r = createGame({ seed, players });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A copy of `v` with some fields replaced: the next view a test expects. */
function after(v: GameView, change: (next: GameView) => void): GameView {
  const next = structuredClone(v);
  next.seq = v.seq + 1;
  change(next);
  return next;
}

const kinds = (steps: Step[]) => steps.map((s) => s.kind).filter((k) => k !== 'settle');

describe('plan: events become steps', () => {
  const before = view(start(), 0);
  const mover = before.board[0]!; // #1, tier 1
  const target = before.board[3]!; // #4, tier 2

  it('has nothing to animate without a previous view', () => {
    expect(plan(null, [], before)).toEqual([]);
  });

  it('rolls the Move die onto its face, then swaps the gangsters (R6.4)', () => {
    const events: GameEvent[] = [
      { e: 'roll', die: 'move', face: 4, seat: 1, reroll: false },
      { e: 'swap', a: mover, b: target },
      { e: 'moveResult', mover, target, result: 'success' },
    ];
    const next = after(before, (n) => {
      n.board[0] = target;
      n.board[3] = mover;
      n.sideways = [target, mover];
    });
    const steps = plan(before, events, next);
    expect(kinds(steps)).toEqual(['roll', 'swap']);
    const [roll, swap] = steps;
    expect(roll).toMatchObject({ kind: 'roll', die: 'move', face: 4, seat: 1, reroll: false });
    expect(roll!.before.dice.move).toBe(RESTING_DICE.move);
    expect(roll!.after.dice.move).toBe(4);
    expect(swap).toMatchObject({ kind: 'swap', a: mover, b: target, from: 0, to: 3 });
    expect(swap!.before.board[0]).toBe(mover);
    expect(swap!.after.board[0]).toBe(target);
    expect(swap!.after.board[3]).toBe(mover);
    // The dice keep their face into the next update.
    expect(steps[steps.length - 1]!.after.dice.move).toBe(4);
  });

  it('still swaps when the result comes before the swap, and from a later update', () => {
    const rolled = plan(
      before,
      [{ e: 'roll', die: 'move', face: 6, seat: 0, reroll: false }],
      before,
    );
    expect(kinds(rolled)).toEqual(['roll']);
    const onTable = rolled[rolled.length - 1]!.after;
    const next = after(before, (n) => {
      n.board[0] = target;
      n.board[3] = mover;
    });
    const steps = plan(
      before,
      [
        { e: 'moveResult', mover, target, result: 'success' },
        { e: 'swap', a: mover, b: target },
      ],
      next,
      onTable,
    );
    expect(kinds(steps)).toEqual(['swap']);
    expect(steps[0]!.before.dice.move).toBe(6);
  });

  it('rolls again on a re-roll (R12.3)', () => {
    const steps = plan(
      before,
      [
        { e: 'roll', die: 'whack', face: 4, seat: 2, reroll: false },
        { e: 'roll', die: 'whack', face: 1, seat: 2, reroll: true },
      ],
      before,
    );
    expect(steps.filter((s) => s.kind === 'roll').map((s) => s.after.dice.whack)).toEqual([4, 1]);
  });

  it('sends a whacked gangster to the Fishes and an arrested one to Prison (R9.1, R9.5)', () => {
    const victim = before.board[5]!;
    const jailed = before.board[6]!;
    const next = after(before, (n) => {
      n.board[5] = -1;
      n.board[6] = -1;
      n.fishes = [victim];
      n.prison = [jailed];
    });
    const steps = plan(
      before,
      [
        { e: 'roll', die: 'whack', face: 2, seat: 0, reroll: false },
        { e: 'whackResult', attacker: -1, target: victim, result: 'kill' },
        { e: 'die', gangster: victim },
        { e: 'arrest', gangster: jailed },
      ],
      next,
    );
    expect(kinds(steps)).toEqual(['roll', 'leave', 'leave']);
    expect(steps[1]).toMatchObject({ gangster: victim, slot: 5, pile: 'fishes' });
    expect(steps[1]!.after.fishes).toBe(1);
    expect(steps[2]).toMatchObject({ gangster: jailed, slot: 6, pile: 'prison' });
    expect(steps[2]!.after.prison).toBe(1);
  });

  it('drops placed tokens onto the card, with the stack size before and after', () => {
    const g = before.board[2]!;
    const next = after(before, (n) => {
      n.tokens[g * 6 + 1] = 3;
      n.tokens[g * 6 + 5] = 1;
    });
    const steps = plan(
      before,
      [
        { e: 'place', seat: 1, gangster: g, count: 3 },
        { e: 'neutral', gangster: g, count: 1 },
      ],
      next,
    );
    expect(steps.map((s) => s.kind)).toEqual(['tokens', 'tokens']);
    expect(steps[0]).toMatchObject({ gangster: g, column: 1, from: 0, to: 3 });
    expect(steps[0]!.ms).toBe(DURATION.tokensBase + 3 * DURATION.tokensEach);
    expect(steps[1]).toMatchObject({ gangster: g, column: 5, from: 0, to: 1 });
  });

  it('deals and promotes cards into empty slots (R9.4)', () => {
    const capo = before.board[8]!;
    const under = before.board[7]!;
    const fresh = 40;
    const next = after(before, (n) => {
      n.board[8] = under;
      n.board[7] = fresh;
      n.fishes = [capo];
      n.gangsterDeckCount = before.gangsterDeckCount - 1;
    });
    const steps = plan(
      before,
      [
        { e: 'die', gangster: capo },
        { e: 'promote', gangster: under, from: 7, to: 8 },
        { e: 'deal', gangster: fresh, slot: 7 },
      ],
      next,
    );
    expect(steps.map((s) => s.kind)).toEqual(['leave', 'promote', 'deal']);
    expect(steps[2]!.before.gangsterDeck).toBe(before.gangsterDeckCount);
    expect(steps[2]!.after.gangsterDeck).toBe(before.gangsterDeckCount - 1);
  });

  it('walks each scoring in its own step and merges the two sides of an exchange', () => {
    const g = before.board[8]!;
    const next = after(before, (n) => {
      n.families[0]!.respect = 5;
      n.families[1]!.respect = -2;
      n.families[0]!.money = 8;
    });
    const steps = plan(
      before,
      [
        { e: 'score', seat: 0, gangster: g, respect: 7, money: 3 },
        { e: 'respect', seat: 0, delta: 7, why: 'scored' },
        { e: 'money', seat: 0, delta: 3, why: 'scored' },
        { e: 'respect', seat: 0, delta: -2, why: 'lost an exchange' },
        { e: 'respect', seat: 1, delta: -2, why: 'lost an exchange' },
      ],
      next,
    );
    expect(steps.map((s) => s.kind)).toEqual(['respect']);
    const walk = steps[0]!;
    if (walk.kind !== 'respect') throw new Error('not a walk');
    expect(walk.gangster).toBe(g);
    expect(walk.moves).toEqual([
      { seat: 0, from: 0, to: 5 },
      { seat: 1, from: 0, to: -2 },
    ]);
    expect(walk.after.money[0]).toBe(8);
  });

  it('moves the blackmail token and the ring from where they were', () => {
    const g = before.board[4]!;
    const ringTo = (before.ring + 1) % 4;
    const next = after(before, (n) => {
      n.families[2]!.blackmail = g;
      n.ring = ringTo;
    });
    const steps = plan(
      before,
      [
        { e: 'blackmail', seat: 2, gangster: g },
        { e: 'ring', seat: ringTo },
      ],
      next,
    );
    expect(steps.map((s) => s.kind)).toEqual(['blackmail', 'ring']);
    expect(steps[0]).toMatchObject({ seat: 2, from: -1, to: g });
    expect(steps[1]).toMatchObject({ from: before.ring, to: ringTo });
  });

  it('ends on the next view even when the events do not account for it', () => {
    const next = after(before, (n) => {
      n.board[2] = -1;
      n.families[3]!.money = 99;
    });
    const steps = plan(before, [{ e: 'pass', seat: 0 }], next);
    expect(steps.map((s) => s.kind)).toEqual(['settle']);
    expect(steps[0]!.ms).toBe(0);
    expect(steps[0]!.after).toEqual(shownOf(next));
  });

  it('chains steps: each starts where the one before it ended', () => {
    const g = before.board[1]!;
    const next = after(before, (n) => {
      n.tokens[g * 6] = 2;
    });
    const steps = plan(
      before,
      [
        { e: 'activate', seat: 0, gangster: g, power: 'position', target: -1 },
        { e: 'place', seat: 0, gangster: g, count: 2 },
      ],
      next,
    );
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.before).toBe(steps[i - 1]!.after);
  });
});

/** Random legal play: the simulation of each batch of events must land on the engine's view. */
describe('plan: follows the engine through whole games', () => {
  function walk(
    seed: number,
    actions: number,
    check: (prev: GameView, ev: GameEvent[], next: GameView) => void,
  ) {
    let s = start(seed, 3 + (seed % 3));
    let r = seed * 2654435761;
    const rand = (n: number) => {
      r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
      return r % n;
    };
    for (let i = 0; i < actions && s.pending; i++) {
      const options = legalActions(s).filter(
        (l) => l.action.type !== 'offer' && l.action.type !== 'counter',
      );
      const chosen = options[rand(options.length)];
      if (!chosen) break;
      const action = (
        chosen.range ? { ...chosen.action, [chosen.range.key]: chosen.range.min } : chosen.action
      ) as Action;
      const seat = action.seat;
      const prev = view(s, seat);
      const result = apply(s, action);
      if (!result.ok) throw new Error(result.error.message);
      s = result.value.state;
      check(prev, result.value.events, view(s, seat));
    }
  }

  it('needs no settle for the board, tokens, blackmail, respect, ring or piles', () => {
    let rolls = 0;
    let batches = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      walk(seed, 1500, (prev, events, next) => {
        const steps = plan(prev, events, next);
        const last = steps.filter((st) => st.kind !== 'settle').pop();
        const end = last ? last.after : shownOf(prev);
        const want = shownOf(next, end.dice);
        expect(end.board).toEqual(want.board);
        expect(end.tokens).toEqual(want.tokens);
        expect(end.blackmail).toEqual(want.blackmail);
        expect(end.respect).toEqual(want.respect);
        expect(end.ring).toBe(want.ring);
        expect(end.prison).toBe(want.prison);
        expect(end.fishes).toBe(want.fishes);
        expect(steps[steps.length - 1]!.after).toEqual(want);
        rolls += steps.filter((st) => st.kind === 'roll').length;
        batches++;
      });
    }
    expect(batches).toBeGreaterThan(600);
    expect(rolls).toBeGreaterThan(0);
  });
});
