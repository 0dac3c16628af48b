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

/** The screens of the menus, which Esc leaves as their Back button does (App.vue). */
export const MENU_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'lobby',
  'saves',
  'settings',
  'rules',
  'howto',
  'join',
  'campaigns',
  'campaign',
]);

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

  /**
   * A menu screen's Back (its button, and Esc): a campaign to the list of campaigns, the list
   * to the title, any other screen to where it was opened from.
   */
  function leave() {
    if (current.value === 'campaign') go('campaigns');
    else if (current.value === 'campaigns') go('title');
    else back();
  }

  return { current, returnTo, go, back, leave };
});
