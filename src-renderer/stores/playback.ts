/**
 * Paces what the table shows (issue #6): updates are shown one at a time, each after the
 * scene has finished animating the one before (TableScene emits `animating`) and after a
 * short beat, so a person can follow the bots' turns. The newest update is the only one that
 * can be acted on: the prompt waits until the table has caught up with it.
 *
 * A welcome (a new game, a loaded save, a host brought back) does not clear the table: the
 * old picture stays, not live, until the new game's first update replaces it at once and
 * without animation. So the scene keeps its WebGL context, whose first frame compiles every
 * shader (seconds on software GL), and "Waiting for the table…" never shows in between.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { GameView } from '../../src-shared/engine';
import type { ContextTrouble } from '../model/table/tableText';
import { publicOnly, useSessionStore, type SeatUpdate } from './session';
import { useSettingsStore } from './settings';

/** Pause after an update with events at normal speed, in ms. */
const BEAT_MS = 350;
/** A scene that never says it is done animating holds the table no longer than this. */
const MAX_HOLD_MS = 5_000;

/**
 * An update that only answers this window's own sale (R5.5): nobody else moved, so there is
 * nothing to follow and no beat to wait (a hand sold out is twelve of them in a row).
 */
function ownSale(u: SeatUpdate): boolean {
  return u.events.every(
    (e) => (e.e === 'sell' || (e.e === 'money' && e.why === 'sell')) && e.seat === u.view.seat,
  );
}

export const usePlaybackStore = defineStore('playback', () => {
  const session = useSessionStore();
  const settings = useSettingsStore();
  /** The update on the table now. */
  const shown = shallowRef<SeatUpdate | null>(null);
  /** The view before it, for the scene's animation. */
  const previous = shallowRef<GameView | null>(null);
  const animating = ref(false);
  /** The 3D table has drawn its first frame (its shaders are compiled): set out, offstage or not. */
  const tableReady = ref(false);
  /** How far the 3D table is prepared before its first frame, 0 to 1. */
  const tableWarming = ref(0);
  /** What keeps the 3D table from drawing, if anything (TableScene's WebGL context). */
  const tableTrouble = ref<ContextTrouble | null>(null);
  /** The 3D table was drawn by the processor (software GL), not a graphics card. */
  const tableSoftware = ref(false);
  const queued = ref(0);
  let queue: SeatUpdate[] = [];
  /** A welcome came: the next update starts the table afresh. */
  let fresh = false;
  let holdUntil = 0;
  let animatingSince = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The table shows the newest update: its legal actions may be acted on. */
  const live = computed(() => shown.value !== null && shown.value === session.update);

  /**
   * Puts `u` on the table; `from` is the view the scene animates from (none for a new game or
   * a hand-off), set first, so whoever watches the table never pairs `u` with a view it does
   * not follow (the log would read a new game's first view as a take-back).
   */
  function show(u: SeatUpdate, from: GameView | null = shown.value?.view ?? null) {
    previous.value = from;
    shown.value = u;
    const speed = settings.speed;
    holdUntil = u.events.length > 0 && speed > 0 && !ownSale(u) ? Date.now() + BEAT_MS / speed : 0;
  }

  function clearTimer() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function pump() {
    clearTimer();
    while (queue.length > 0) {
      if (settings.speed > 0) {
        const now = Date.now();
        const sceneWait = animating.value ? animatingSince + MAX_HOLD_MS - now : 0;
        const wait = Math.max(holdUntil - now, sceneWait);
        if (wait > 0) {
          timer = setTimeout(pump, wait);
          break;
        }
      }
      show(queue.shift()!);
    }
    queued.value = queue.length;
  }

  /** Everything at once: the player does not want to wait. */
  function catchUp() {
    clearTimer();
    for (const u of queue) show(u);
    queue = [];
    queued.value = 0;
  }

  /**
   * Another game is on the table: nothing queued is shown, the next update comes at once, and
   * the picture kept meanwhile shows no hand (whoever sits here now may be someone else).
   */
  function restart() {
    clearTimer();
    if (shown.value) shown.value = publicOnly(shown.value, -1);
    queue = [];
    queued.value = 0;
    animating.value = false;
    holdUntil = 0;
    fresh = true;
  }

  function setAnimating(on: boolean) {
    animating.value = on;
    if (on) animatingSince = Date.now();
    else pump();
  }

  watch(
    () => session.epoch,
    () => restart(),
    { flush: 'sync' },
  );
  watch(
    () => session.update,
    (u) => {
      if (!u) return;
      // A new game starts from its own first view: nothing to animate from.
      if (fresh) {
        fresh = false;
        show(u, null);
        return;
      }
      // A hand-off shows at once and forgets the view before it: it belonged to another person.
      if (u.handoff >= 0 || shown.value === null || shown.value.handoff >= 0) {
        catchUp();
        if (u.handoff >= 0) show(u, null);
        else show(u);
        return;
      }
      queue.push(u);
      pump();
    },
    { flush: 'sync' },
  );

  // The table loads after the game may have started: it begins with what is there now.
  if (session.update) show(session.update);

  return {
    shown,
    previous,
    animating,
    tableReady,
    tableWarming,
    tableTrouble,
    tableSoftware,
    queued,
    live,
    setAnimating,
    catchUp,
  };
});
