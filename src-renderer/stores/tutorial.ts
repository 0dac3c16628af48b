/**
 * The guided first game (issue #16): "Learn to play" starts the tutorial table (scenario.ts);
 * while it plays, each lesson the table reaches (coach.ts) is shown once, in order, beside
 * the part of the table it is about, and the choice it suggests is marked. Skipping leaves an
 * ordinary game; any other game ends the tutorial; the title offers it again at any time.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { z } from 'zod';
import type { Action } from '../../src-shared/engine';
import {
  LESSONS,
  LESSON_TEXT,
  isSuggested,
  lessonsAt,
  suggestionAt,
  type Lesson,
} from '../model/tutorial/coach';
import { TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../../src-shared/tutorial/scenario';
import { readLocal, writeLocal } from '../localPrefs';
import { usePlaybackStore } from './playback';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';

/** The lessons read in the guided game under way, kept so a load of it carries on teaching. */
const KEPT = 'tutorial';
const KeptSchema = z.object({ seen: z.array(z.enum(LESSONS)) }).nullable();
const readKept = (raw: unknown) => KeptSchema.safeParse(raw).data ?? null;

export const useTutorialStore = defineStore('tutorial', () => {
  const session = useSessionStore();
  const playback = usePlaybackStore();
  const screen = useScreenStore();
  /** The game on the table is the guided one, and the coach is on. */
  const active = ref(false);
  const seen = ref<Lesson[]>([]);
  const queue = ref<Lesson[]>([]);
  let starting = false;

  const lesson = computed(() => (active.value ? (queue.value[0] ?? null) : null));
  const text = computed(() => (lesson.value ? LESSON_TEXT[lesson.value] : null));
  /** "2 of 13": how far through the lessons the student is. */
  const progress = computed(() => ({ at: seen.value.length + 1, of: LESSONS.length }));

  /** Starts the guided game; false when the table is not connected. */
  function start(): boolean {
    if (session.status !== 'open') return false;
    if (!session.start({ ...TUTORIAL_OPTIONS }, TUTORIAL_SEATS)) return false;
    starting = true;
    return true;
  }

  /** The table's seats are the guided game's (a load of it, or the host brought back). */
  const tutorialSeats = () =>
    session.seats.length === TUTORIAL_SEATS.length &&
    TUTORIAL_SEATS.every(
      (t, i) => session.seats[i]?.name === t.name && session.seats[i]?.kind === t.kind,
    );

  // A welcome is a new game on the table: the guided one if we asked for it, or the one under
  // way brought back (a load, a reload); any other game ends the tutorial.
  watch(
    () => session.epoch,
    () => {
      const kept = readLocal(KEPT, readKept);
      queue.value = [];
      if (starting) {
        seen.value = [];
        screen.go('table');
      } else if (kept && tutorialSeats()) seen.value = [...kept.seen];
      active.value = starting || (kept !== null && tutorialSeats());
      if (!active.value) writeLocal(KEPT, null);
      starting = false;
    },
  );
  watch(
    seen,
    (s) => {
      if (active.value) writeLocal(KEPT, { seen: s });
    },
    { deep: true },
  );

  // What the table shows teaches the lessons it reaches, each once.
  watch(
    () => playback.shown,
    (u) => {
      if (!active.value || !u) return;
      for (const l of lessonsAt({ view: u.view, legal: u.legal, events: u.events }))
        if (!seen.value.includes(l) && !queue.value.includes(l)) queue.value.push(l);
    },
  );

  /** The student has read the lesson on show. */
  function next() {
    const l = queue.value.shift();
    if (l) seen.value.push(l);
  }

  /** No more lessons: the game goes on as an ordinary one. */
  function skip() {
    active.value = false;
    queue.value = [];
    writeLocal(KEPT, null);
  }

  /** The choice the coach points at, on the update that can be acted on. */
  const suggestion = computed(() => {
    const u = session.update;
    if (!active.value || !u || !playback.live) return null;
    return suggestionAt({ view: u.view, legal: u.legal, events: u.events });
  });
  const suggests = (a: Action) => isSuggested(a, suggestion.value);

  return { active, lesson, text, progress, seen, start, next, skip, suggestion, suggests };
});
