/**
 * DESIGN.md §5.5 in the renderer: real updates of random games go through the stores, and
 * after every step the whole Pinia state is dumped and searched for anything private to
 * another seat: a hand, a drawn or stolen card, a deck, the generator. In hot-seat the
 * person not at the computer counts as another seat too (DESIGN.md §4).
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { updateFor, welcome } from '../testing/fakeLine';
import { randomGame } from '../testing/randomGames';
import { storeTable } from '../testing/storeTable';
import { useDealsStore } from './deals';
import { useLogStore } from './log';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';

const FORBIDDEN_KEYS = ['rng', 'influenceDeck', 'gangsterDeck', 'diceUsed'];

/** Every private thing in the dump that does not belong to `allowed` (-1: nobody's). */
function leaks(dump: unknown, allowed: number): string[] {
  const found: string[] = [];
  const walk = (x: unknown, path: string) => {
    if (Array.isArray(x)) return x.forEach((v, i) => walk(v, `${path}[${i}]`));
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const k of FORBIDDEN_KEYS) if (k in o) found.push(`${path}.${k}`);
    if (Array.isArray(o.families))
      o.families.forEach((f, i) => {
        const hand = (f as { hand?: unknown }).hand;
        if (hand !== null && hand !== undefined && i !== allowed)
          found.push(`${path}.families[${i}].hand`);
      });
    if ((o.e === 'draw' || o.e === 'steal') && Array.isArray(o.cards) && o.cards.length > 0) {
      const mine = o.seat === allowed || (o.e === 'steal' && o.from === allowed);
      if (!mine) found.push(`${path} (${o.e} of seat ${String(o.seat)})`);
    }
    for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
  };
  walk(dump, 'state');
  return found;
}

function setUp() {
  const table = storeTable('instant');
  // Every store that holds game data, as the table screen has them.
  usePlaybackStore();
  useLogStore();
  usePromptStore();
  useDealsStore();
  return table;
}

describe('no hidden information in the stores', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('holds only its own seat’s hand and draws, at every step of random games', () => {
    for (const seed of [11, 12, 13]) {
      const { pinia, line } = setUp();
      line.emit(welcome([1], [1]));
      let steps = 0;
      let ownCards = 0;
      for (const step of randomGame({ seed, house: { vendetta: true }, offers: 0.05 })) {
        line.emit(updateFor(step.state, 1, [1], step.events));
        const text = JSON.stringify(pinia.state.value);
        expect(leaks(JSON.parse(text), 1), `seed ${seed}, step ${steps}`).toEqual([]);
        if (/"hand":\[\d/.test(text)) ownCards++;
        steps++;
      }
      expect(steps).toBeGreaterThan(100);
      // The seat's own cards were there: a check that never sees a hand would prove nothing.
      expect(ownCards).toBeGreaterThan(10);
    }
  });

  it('in hot-seat, holds nobody’s cards behind the hand-off, then only the new player’s', () => {
    const { pinia, line, session } = setUp();
    const yours = [0, 2];
    line.emit(welcome(yours, yours));
    let looking = 0;
    let handoffs = 0;
    for (const step of randomGame({ seed: 21, offers: 0.05 })) {
      line.emit(updateFor(step.state, looking, yours, step.events));
      const handoff = session.update?.handoff ?? -1;
      const dump = () => JSON.parse(JSON.stringify(pinia.state.value));
      if (handoff >= 0) {
        handoffs++;
        expect(leaks(dump(), -1), `hand-off at seq ${step.state.seq}`).toEqual([]);
        // The next person takes the computer: the table asks the host for their seat.
        session.look(handoff);
        expect(line.sent.at(-1)).toEqual({ t: 'look', seat: handoff });
        looking = handoff;
        line.emit(updateFor(step.state, looking, yours, []));
      }
      expect(leaks(dump(), looking), `seq ${step.state.seq}`).toEqual([]);
    }
    expect(handoffs).toBeGreaterThan(5);
  });

  it('in hot-seat, shows no hand after a welcome until someone takes a seat, nor the old game’s', () => {
    const { pinia, line, session } = setUp();
    const playback = usePlaybackStore();
    const yours = [0, 2];
    const dump = () => JSON.parse(JSON.stringify(pinia.state.value));
    const hello = welcome(yours, yours);
    line.emit(hello);
    let checked = false;
    for (const step of randomGame({ seed: 31, maxSteps: 40 })) {
      // The host goes on with the seat it looked through: its first update is a hand-off.
      line.emit(updateFor(step.state, 0, yours, []));
      expect(session.update!.handoff).toBeGreaterThanOrEqual(0);
      expect(leaks(dump(), -1)).toEqual([]);
      session.look(session.update!.handoff);
      line.emit(updateFor(step.state, 0, yours, []));
      expect(session.update!.handoff).toBe(-1);
      expect(playback.shown!.view.families[0]!.hand).not.toBeNull();
      checked = true;
      break;
    }
    expect(checked).toBe(true);
    // Another game is loaded: the picture kept until its first update shows no hand.
    line.emit(hello);
    expect(leaks(dump(), -1)).toEqual([]);
  });
});
