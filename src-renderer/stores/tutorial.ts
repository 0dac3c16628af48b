/**
 * The guided first game (issue #16): "Learn to play" starts the tutorial table (scenario.ts);
 * while it plays, each lesson the table reaches (coach.ts) is shown once, in order, beside
 * the part of the table it is about, and the choice it suggests is marked. Skipping leaves an
 * ordinary game; any other game ends the tutorial; the title offers it again at any time.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { Action } from '../../src-shared/engine';
import {
  LESSONS,
  LESSON_TEXT,
  isSuggested,
  lessonsAt,
  suggestionAt,
  type Lesson,
} from '../model/tutorial/coach';
import { TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../model/tutorial/scenario';
import { usePlaybackStore } from './playback';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';

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

  // A welcome is a new game on the table: the guided one if we asked for it, else not.
  watch(
    () => session.epoch,
    () => {
      active.value = starting;
      if (starting) {
        seen.value = [];
        queue.value = [];
        screen.go('table');
      }
      starting = false;
    },
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
