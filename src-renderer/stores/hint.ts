/**
 * A hint (H, or the prompt's Hint button, unless the settings turn hints off): what a bot
 * would do in the player's place, worked out by the host from this seat's own view and
 * answered to this window alone. It belongs to the position it was asked at: the next move
 * on the table takes it away. The control the hint points at is marked as the guided game
 * marks its suggestions, with the bot's reason beside the question.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { Action } from '../../src-shared/engine';
import { HINTS_OFF_MESSAGE } from '../../src-shared/protocol';
import { actsOf, hintTest } from '../model/hint/hintMatch';
import { leadsTo } from '../model/prompt/promptModel';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';
import { useTutorialStore } from './tutorial';

export const useHintStore = defineStore('hint', () => {
  const session = useSessionStore();
  const playback = usePlaybackStore();
  const prompt = usePromptStore();
  const tutorial = useTutorialStore();
  const settings = useSettingsStore();

  /** The version of the position a hint was asked at, while its answer is awaited. */
  const asked = ref<number | null>(null);
  const position = computed(() => {
    const u = playback.shown;
    return u && prompt.prompt ? { version: u.version, seat: u.seat } : null;
  });
  watch(position, (p) => {
    if (p?.version !== asked.value) asked.value = null;
  });
  // The host could not work one out, and said so: the button is there to try again.
  watch(
    () => session.notice,
    (notice) => {
      if (notice) asked.value = null;
    },
  );

  /** The host's hint for the position on screen, if it came. */
  const shown = computed(() => {
    const h = session.hinted;
    const p = position.value;
    return h && p && h.version === p.version && h.seat === p.seat ? h : null;
  });
  const asking = computed(() => asked.value !== null && shown.value === null);
  /** The table gives the seat on screen no hints (the lobby's switch). */
  const offAtTable = computed(() => {
    const p = position.value;
    return p !== null && session.seats[p.seat]?.hints === false;
  });
  /**
   * A decision of this seat's own is on screen and no hint has been asked for it yet; this
   * window shows hints (Settings) and the table gives them.
   */
  const available = computed(
    () =>
      settings.prefs.hints &&
      position.value !== null &&
      !offAtTable.value &&
      !asking.value &&
      !shown.value,
  );

  /** Asks for a hint; H at a table without hints says why nothing comes. */
  function ask() {
    const p = position.value;
    if (p && offAtTable.value && settings.prefs.hints) {
      session.notice = HINTS_OFF_MESSAGE;
      return;
    }
    if (!p || !available.value) return;
    if (session.askHint()) asked.value = p.version;
  }

  /** Whether a control that sends `a`, or opens a menu leading to it, is the one hinted at. */
  const test = computed<(a: Action) => boolean>(() => {
    const h = shown.value;
    const p = prompt.prompt;
    if (!h || !p || typeof h.action !== 'object' || h.action === null) return () => false;
    const acts = actsOf([...p.choices, ...(p.no ? [p.no] : []), ...p.cards.flatMap((c) => c.uses)]);
    return hintTest(h.action as Action, acts);
  });

  /** The guided game's suggestion or the hint: the controls marked for the player. */
  const marked = (a: Action): boolean => tutorial.suggests(a) || test.value(a);

  /** The gangsters on the board whose choice is marked: the table marks their labels too. */
  const onBoard = computed(() =>
    prompt.options.filter((c) => c.gangster >= 0 && leadsTo(c, marked)).map((c) => c.gangster),
  );

  return { shown, asking, available, offAtTable, ask, marked, onBoard };
});
