/**
 * The replay of the game so far (issue #16): the table steps back and forth through the
 * game's log, read-only, one action at a time or a phase at a time, from the host's replay
 * of its own log. It shows only what this seat saw then: the host sends the public table, and
 * this seat's own hand when the window holds the seat. The live game waits meanwhile.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { GameEvent, GameView } from '../../src-shared/engine';
import { useSessionStore } from './session';
import { readUpdate } from './update';

export interface ReplayMoment {
  at: number;
  of: number;
  marks: number[];
  view: GameView;
  events: GameEvent[];
}

export const useReplayStore = defineStore('replay', () => {
  const session = useSessionStore();
  const active = ref(false);
  const moment = shallowRef<ReplayMoment | null>(null);
  /** The view stepped from, for the scene to animate the step (none after a jump). */
  const previous = shallowRef<GameView | null>(null);
  const problem = ref<string | null>(null);
  /** The step asked for and not answered yet: the next one waits, so steps are not lost. */
  let asked: number | null = null;
  let stepping = false;

  function ask(at: number, step: boolean) {
    if (asked !== null) return;
    stepping = step;
    asked = at;
    if (!session.askReplay(at)) asked = null;
  }

  /** Opens the replay at the table as it is now. */
  function open() {
    problem.value = null;
    active.value = true;
    moment.value = null;
    asked = null;
    ask(Number.MAX_SAFE_INTEGER, false);
  }

  function close() {
    active.value = false;
    moment.value = null;
    previous.value = null;
    asked = null;
  }

  watch(
    () => session.replayed,
    (m) => {
      asked = null;
      if (!active.value || !m) return;
      const read = readUpdate({ view: m.view, legal: [], events: m.events });
      if (!read.ok) {
        problem.value = `The replay cannot be shown: ${read.error}.`;
        return;
      }
      previous.value = stepping && moment.value ? moment.value.view : null;
      moment.value = {
        at: m.at,
        of: m.of,
        marks: m.marks,
        view: read.value.view,
        events: read.value.events,
      };
    },
  );
  // Another game on the table: the replay of the old one ends.
  watch(
    () => session.epoch,
    () => close(),
  );

  const at = computed(() => moment.value?.at ?? 0);
  const of = computed(() => moment.value?.of ?? 0);

  /** One action back (-1) or on (+1). */
  function step(d: -1 | 1) {
    const m = moment.value;
    if (m && m.at + d >= 0 && m.at + d <= m.of) ask(m.at + d, true);
  }

  /** To the start of this phase, or the one before when at its start (-1); or the next (+1). */
  function phase(d: -1 | 1) {
    const m = moment.value;
    if (!m) return;
    const to =
      d < 0
        ? ([...m.marks].reverse().find((x) => x < m.at) ?? 0)
        : (m.marks.find((x) => x > m.at) ?? m.of);
    ask(to, false);
  }

  function go(to: number) {
    ask(to, false);
  }

  return { active, moment, previous, problem, at, of, open, close, step, phase, go };
});
