import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { publicStory, view } from '../../src-shared/engine';
import { randomWalk } from '../../src-shared/engine/testing/random-walk';
import type { ServerMessage } from '../../src-shared/protocol';
import { updateFor, welcome } from '../testing/fakeLine';
import { randomGame } from '../testing/randomGames';
import { storeTable } from '../testing/storeTable';
import { useLogStore } from './log';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';

/**
 * The updates for two moments of one game where seat 0 decides, the second later than the
 * first (built as the walk goes: its steps share one live state).
 */
function twoDecisions(): { first: ServerMessage; later: ServerMessage; seqs: [number, number] } {
  let first: ServerMessage | null = null;
  let firstSeq = -1;
  for (const s of randomGame({ seed: 12 })) {
    if (s.seat !== 0) continue;
    if (!first) {
      first = updateFor(s.state, 0, [0]);
      firstSeq = s.state.seq;
    } else if (s.state.seq > firstSeq + 5) {
      return { first, later: updateFor(s.state, 0, [0]), seqs: [firstSeq, s.state.seq] };
    }
  }
  throw new Error('The random game had too few decisions for seat 0.');
}

const table = () => storeTable('normal');

describe('continuing a game on the table', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps the table through a welcome and shows the next update at once, unanimated', async () => {
    const { first, later, seqs } = twoDecisions();
    const { line, session } = table();
    line.emit(welcome([0], [0]));
    line.emit(first);
    const playback = usePlaybackStore();
    const prompt = usePromptStore();
    expect(playback.shown?.view.seq).toBe(seqs[0]);
    expect(playback.live).toBe(true);

    // Continue: the host resumes the save and greets again.
    line.emit(welcome([0], [0]));
    // Between the welcome and its update the old table stays, but nothing may be done on it.
    expect(playback.shown?.view.seq).toBe(seqs[0]);
    expect(playback.live).toBe(false);
    expect(prompt.prompt).toBeNull();
    expect(session.act({ type: 'pass', seat: 0 } as never)).toBe(false);

    // The scene is busy with an old animation: the new game's table must not wait for it.
    playback.setAnimating(true);
    line.emit(later);
    expect(playback.shown?.view.seq).toBe(seqs[1]);
    expect(playback.previous).toBeNull();
    expect(playback.live).toBe(true);
    await nextTick();
    expect(prompt.prompt).not.toBeNull();
  });

  it('shows the game when the table opens after the welcome and the update came', () => {
    const { first, seqs } = twoDecisions();
    const { line } = table();
    line.emit(welcome([0], [0]));
    line.emit(first);
    line.emit(welcome([0], [0]));
    line.emit(first);
    // The table's stores are made when the table is first shown (TableView).
    const playback = usePlaybackStore();
    const log = useLogStore();
    expect(playback.shown?.view.seq).toBe(seqs[0]);
    expect(playback.live).toBe(true);
    // The log starts with where things stand, not empty.
    expect(log.entries.length).toBeGreaterThan(0);
  });

  it('waits for the update when the table opens between a welcome and its update', () => {
    const { first, seqs } = twoDecisions();
    const { line } = table();
    line.emit(welcome([0], [0]));
    line.emit(first);
    line.emit(welcome([0], [0]));
    const playback = usePlaybackStore();
    expect(playback.shown).toBeNull();
    line.emit(first);
    expect(playback.shown?.view.seq).toBe(seqs[0]);
    expect(playback.live).toBe(true);
  });
});

describe('the log of a new game (issue #16)', () => {
  it('opens a new game started in the same window with who holds the ring, not a take-back', () => {
    const { first, later } = twoDecisions();
    const { line } = table();
    line.emit(welcome([0], [0]));
    line.emit(first);
    line.emit(later);
    const log = useLogStore();
    usePlaybackStore().catchUp();
    // A new game: its first position is earlier than where the last game had got to.
    line.emit(welcome([0], [0]));
    line.emit(first);
    const texts = log.entries.map((e) => e.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Round 1: (You hold|.+ holds) the Capo ring\.$/);
    expect(texts.join(' ')).not.toContain('took back');
  });
});

describe('the log of a game already going (issue #16)', () => {
  it('asks for the story so far, tells it first, and keeps every line of a long game', () => {
    // A whole random game, as the host would tell it to a window that comes in at its end.
    const walk = randomWalk(41);
    const options = walk.final.options;
    const actions = walk.actions;
    const told = publicStory(options, actions);
    if (!told.ok) throw new Error('no story');
    const { line } = table();
    line.emit(welcome([0], [0]));
    line.emit(updateFor(walk.final, 0, [0]));
    const log = useLogStore();
    usePlaybackStore();
    expect(line.sent).toContainEqual({ t: 'story' });
    const version = walk.final.seq;
    line.emit({
      t: 'story',
      version,
      batches: JSON.parse(JSON.stringify(told.value)),
      promises: view(walk.final, -1).promises,
    });
    expect(log.entries.length).toBeGreaterThan(300);
    // From the first move of round 1 to the final score.
    expect(log.entries[0]!.round).toBe(1);
    expect(log.entries.at(-1)!.text).toMatch(/won the game\.$/);
    // An update the table shows late, which the story already told, is not told twice.
    const count = log.entries.length;
    const late = updateFor(walk.final, 0, [0], [{ e: 'pass', seat: 1 }]);
    line.emit(late);
    expect(log.entries.length).toBe(count);
    line.emit({ ...late, version: version + 1 } as ServerMessage);
    usePlaybackStore().catchUp();
    expect(log.entries.length).toBe(count + 1);
    expect(log.entries.filter((e) => /holds? the Capo ring\.$/.test(e.text)).length).toBeLessThan(
      2,
    );
  });
});
