/** The game's public story (issue #16: the log rebuilt after a load). */
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, publicStory, type GameEvent } from '../index';
import { randomWalk } from '../testing/random-walk';

describe('the public story of a game', () => {
  it('tells every action’s events as a spectator saw them live, on the board of that moment', () => {
    for (const seed of [3, 14, 15]) {
      const walk = randomWalk(seed, { vendetta: true, bindingDeals: seed % 2 === 0 });
      expect(walk.violation ?? null).toBeNull();
      const options = walk.final.options;
      const story = publicStory(options, walk.actions);
      if (!story.ok) throw new Error(JSON.stringify(story.error));

      const created = createGame(options);
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value;
      const live: { round: number; board: number[]; events: GameEvent[] }[] = [];
      for (const a of walk.actions) {
        const before = { round: s.round, board: [...s.board] };
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        if (r.value.events.length > 0)
          live.push({ ...before, events: eventsFor(r.value.events, -1) });
      }
      expect(story.value.map((b) => b.events)).toEqual(live.map((b) => b.events));
      expect(story.value.map((b) => b.round)).toEqual(live.map((b) => b.round));
      // The board is given where it changed; carried forward, it is the board of each moment.
      let board: number[] = [];
      story.value.forEach((b, i) => {
        board = b.board ?? board;
        expect(board).toEqual(live[i]!.board);
      });
      // Nothing hidden: no card drawn or taken is named.
      for (const b of story.value)
        for (const e of b.events)
          if (e.e === 'draw' || e.e === 'steal') expect(e.cards).toEqual([]);
    }
  });

  it('says where a log stops making sense', () => {
    const walk = randomWalk(5);
    const broken = [...walk.actions.slice(0, 10), { type: 'pass', seat: 9 } as never];
    const r = publicStory(walk.final.options, broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.at).toBe(10);
  });
});
