import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { createGame, view, type GameState } from '../../src-shared/engine';
import type { ServerMessage } from '../../src-shared/protocol';
import { welcome, type FakeLine } from '../testing/fakeLine';
import { storeTable } from '../testing/storeTable';
import { useReplayStore } from './replay';

function game(): GameState {
  const g = createGame({ seed: 5, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function moment(s: GameState, at: number, seat = 0): ServerMessage {
  return {
    t: 'replay',
    version: 3,
    at,
    of: 40,
    marks: [0, 12, 30],
    seat,
    view: view(s, seat),
    events: [],
  };
}

function setup() {
  const { line } = storeTable();
  line.emit(welcome([0], [0]));
  return { line, replay: useReplayStore() };
}

const asked = (line: FakeLine) => line.sent.flatMap((m) => (m.t === 'replay' ? [m.at] : []));

describe('the replay of the game so far (issue #16)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('opens at the table as it is now, and steps back and forth one action at a time', async () => {
    const { line, replay } = setup();
    replay.open();
    expect(asked(line)).toEqual([Number.MAX_SAFE_INTEGER]);
    line.emit(moment(game(), 40));
    await nextTick();
    expect(replay.moment).toMatchObject({ at: 40, of: 40 });
    replay.step(-1);
    // A second step before the first is answered is not sent on top of it.
    replay.step(-1);
    expect(asked(line)).toEqual([Number.MAX_SAFE_INTEGER, 39]);
    line.emit(moment(game(), 39));
    await nextTick();
    expect(replay.previous).not.toBeNull();
    replay.step(1);
    expect(asked(line).at(-1)).toBe(40);
  });

  it('R4.1: jumps to the start of this phase, the one before, and the next', async () => {
    const { line, replay } = setup();
    replay.open();
    line.emit(moment(game(), 20));
    await nextTick();
    replay.phase(-1);
    expect(asked(line).at(-1)).toBe(12);
    line.emit(moment(game(), 12));
    await nextTick();
    replay.phase(-1);
    expect(asked(line).at(-1)).toBe(0);
    line.emit(moment(game(), 0));
    await nextTick();
    replay.phase(1);
    expect(asked(line).at(-1)).toBe(12);
  });

  it('refuses a moment that carries a hand this seat did not own', async () => {
    const { line, replay } = setup();
    replay.open();
    const s = game();
    const leaky = view(s, 0);
    leaky.families[1]!.hand = [...s.families[1]!.hand];
    line.emit({ ...moment(s, 10), view: leaky } as ServerMessage);
    await nextTick();
    expect(replay.moment).toBeNull();
    expect(replay.problem).toMatch(/cannot be shown/);
  });

  it('ends when another game comes to the table', async () => {
    const { line, replay } = setup();
    replay.open();
    line.emit(moment(game(), 10));
    await nextTick();
    line.emit(welcome([0], [0]));
    await nextTick();
    expect(replay.active).toBe(false);
    expect(replay.moment).toBeNull();
  });
});
