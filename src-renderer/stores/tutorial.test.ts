import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../../src-shared/tutorial/scenario';
import { PROTOCOL_VERSION, type ServerMessage } from '../../src-shared/protocol';
import { updateFor, welcome, type FakeLine } from '../testing/fakeLine';
import { guidedGame } from '../testing/guidedGame';
import { storeTable } from '../testing/storeTable';
import { useScreenStore } from './screen';
import { useTutorialStore } from './tutorial';

function table() {
  const { line, session } = storeTable('instant');
  return { line, session, tutorial: useTutorialStore(), screen: useScreenStore() };
}

const moments = [...guidedGame()];

/** The guided game started and welcomed, its first moment on the table. */
async function startGuided(line: FakeLine, tutorial: ReturnType<typeof useTutorialStore>) {
  line.emit(welcome([0], [0]));
  tutorial.start();
  line.emit(welcome([0], [0]));
  const first = moments[0]!;
  line.emit(updateFor(first.state, 0, [0], first.events));
  await nextTick();
  return first;
}

describe('the guided first game’s coach (issue #16)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('starts the tutorial table and goes to it when the host welcomes the new game', async () => {
    const { line, tutorial, screen } = table();
    line.emit(welcome([0], [0]));
    expect(tutorial.start()).toBe(true);
    expect(line.sent.at(-1)).toEqual({
      t: 'start',
      game: 'nothing-personal',
      options: TUTORIAL_OPTIONS,
      seats: TUTORIAL_SEATS,
    });
    expect(tutorial.active).toBe(false);
    line.emit(welcome([0], [0]));
    await nextTick();
    expect(tutorial.active).toBe(true);
    expect(screen.current).toBe('table');
  });

  it('shows each lesson the table reaches once, in order, one at a time', async () => {
    const { line, tutorial } = table();
    const first = await startGuided(line, tutorial);
    expect(tutorial.lesson).toBe('welcome');
    expect(tutorial.progress.at).toBe(1);
    tutorial.next();
    expect(tutorial.lesson).toBe('draw');
    tutorial.next();
    expect(tutorial.lesson).toBe('influence');
    // The same moment again teaches nothing new.
    line.emit(updateFor(first.state, 0, [0], []));
    await nextTick();
    tutorial.next();
    expect(tutorial.lesson).toBeNull();
    expect(tutorial.seen).toEqual(['welcome', 'draw', 'influence']);
  });

  it('marks the choice the lesson is about, on the update that can be acted on', async () => {
    const { line, tutorial } = table();
    const first = await startGuided(line, tutorial);
    expect(tutorial.suggests(first.action!)).toBe(true);
    const other = first.legal.find(
      (l) => l.action.type === 'play' && l.action.card !== (first.action as { card: number }).card,
    );
    expect(tutorial.suggests(other!.action)).toBe(false);
  });

  it('skipping leaves an ordinary game: no lesson, no mark', async () => {
    const { line, tutorial } = table();
    const first = await startGuided(line, tutorial);
    tutorial.skip();
    expect(tutorial.lesson).toBeNull();
    expect(tutorial.suggests(first.action!)).toBe(false);
    const later = moments.find((m) => m.view.phase === 'crew')!;
    line.emit(updateFor(later.state, 0, [0], later.events));
    await nextTick();
    expect(tutorial.lesson).toBeNull();
  });

  it('any other game on the table ends the tutorial', async () => {
    const { line, tutorial } = table();
    line.emit(welcome([0], [0]));
    tutorial.start();
    line.emit(welcome([0], [0]));
    await nextTick();
    expect(tutorial.active).toBe(true);
    line.emit(welcome([0], [0]));
    await nextTick();
    expect(tutorial.active).toBe(false);
    const first = moments[0]!;
    line.emit(updateFor(first.state, 0, [0], first.events));
    await nextTick();
    expect(tutorial.lesson).toBeNull();
  });

  describe('after a load', () => {
    beforeEach(() => {
      const kept = new Map<string, string>();
      vi.stubGlobal('localStorage', {
        getItem: (k: string) => kept.get(k) ?? null,
        setItem: (k: string, v: string) => void kept.set(k, v),
        removeItem: (k: string) => void kept.delete(k),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    const tutorialWelcome = (): ServerMessage => ({
      t: 'welcome',
      v: PROTOCOL_VERSION,
      game: 'nothing-personal',
      role: 'host',
      yours: [0],
      seats: TUTORIAL_SEATS.map((s, seat) => ({ seat, name: s.name, kind: s.kind })),
    });

    it('the guided game, loaded again, carries on from the lessons already read', async () => {
      const { line, tutorial } = table();
      line.emit(tutorialWelcome());
      tutorial.start();
      line.emit(tutorialWelcome());
      const first = moments[0]!;
      line.emit(updateFor(first.state, 0, [0], first.events));
      await nextTick();
      tutorial.next();
      tutorial.next();
      await nextTick();
      expect(tutorial.seen).toEqual(['welcome', 'draw']);
      // The player leaves and continues the autosave: the host welcomes the same table.
      line.emit(tutorialWelcome());
      await nextTick();
      expect(tutorial.active).toBe(true);
      expect(tutorial.seen).toEqual(['welcome', 'draw']);
      line.emit(updateFor(first.state, 0, [0], first.events));
      await nextTick();
      expect(tutorial.lesson).toBe('influence');
      // Another game at this table ends it, and a later load of it does not bring it back.
      line.emit(welcome([0], [0]));
      await nextTick();
      expect(tutorial.active).toBe(false);
      line.emit(tutorialWelcome());
      await nextTick();
      expect(tutorial.active).toBe(false);
    });
  });
});
