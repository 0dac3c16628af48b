/**
 * Which screen is up (issue #6): the title, the new-game lobby, the saves, the settings, the
 * rules reference, the table, (desktop) joining another computer's table, or the campaigns
 * and one campaign's screen (issue #13). Rules and settings opened from the table go back to it.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export const SCREENS = [
  'title',
  'lobby',
  'saves',
  'settings',
  'rules',
  'howto',
  'table',
  'join',
  'campaigns',
  'campaign',
] as const;
export type Screen = (typeof SCREENS)[number];

export const useScreenStore = defineStore('screen', () => {
  const current = ref<Screen>('title');
  const returnTo = ref<Screen>('title');

  /** Opens a screen; `back` later returns to the one it was opened from. */
  function go(next: Screen) {
    if (next === current.value) return;
    returnTo.value = next === 'title' || next === 'table' ? 'title' : current.value;
    current.value = next;
  }

  function back() {
    current.value = returnTo.value;
    returnTo.value = 'title';
  }

  return { current, returnTo, go, back };
});
