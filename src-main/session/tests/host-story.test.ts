/**
 * The game's story for a window's log (issue #16): any client may ask for it and gets the
 * public events of every action so far, the same story the engine tells, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { publicStory } from '../../../src-shared/engine';
import { PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { SessionHost } from '../host';
import { fakeClient } from '../testing/fake-client';

const BOTS: SeatSpec[] = [0, 1, 2, 3].map((i) => ({
  kind: 'bot',
  name: `Bot ${i}`,
  bot: { preset: 'random' },
}));

describe('the story of the game on the table (issue #16)', () => {
  it('tells a spectator every action’s public events up to the position it is shown', async () => {
    const host = new SessionHost({ botDelayMs: 0, report: () => {}, persist: () => {} });
    await host.start({ seed: 21, players: 4, firstPlayer: 0 }, BOTS);
    const end = Date.now() + 20_000;
    while (host.current?.pending && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await host.idle();
    expect(host.current?.pending).toBeNull();

    const watcher = fakeClient(host, 'guest');
    await watcher.say({ t: 'hello', v: PROTOCOL_VERSION });
    await watcher.say({ t: 'story' });
    const story = watcher.last();
    if (story?.t !== 'story') throw new Error(`expected a story, got ${JSON.stringify(story)}`);
    const cp = host.checkpoint!;
    const told = publicStory(cp.options, cp.actions as never);
    if (!told.ok) throw new Error('the engine could not tell the story');
    expect(story.batches).toEqual(JSON.parse(JSON.stringify(told.value)));
    expect(story.batches.length).toBeGreaterThan(100);
    const update = watcher.inbox.filter((m) => m.t === 'update').at(-1);
    expect(update?.t === 'update' && update.version).toBe(story.version);
    // No card in anybody's hand is named in it.
    for (const b of story.batches)
      for (const e of b.events as { e: string; cards?: unknown[] }[])
        if (e.e === 'draw' || e.e === 'steal') expect(e.cards).toEqual([]);

    // Asked again, the same story, told from what was kept.
    await watcher.say({ t: 'story' });
    expect(watcher.last()).toEqual(story);
    host.dispose();
  });
});
