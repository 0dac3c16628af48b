/**
 * Which screen is up (issue #6): the title, the new-game lobby, the saves, the settings, the
 * rules reference, the table, (desktop) joining another computer's table, or the campaigns
 * and one campaign's screen (issue #13). Rules and settings opened from the table go back to it.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

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
  /**
   * The screens `back` returns through, the latest last: the rules opened at the table, then
   * how to play opened from the rules, go back to the rules and then to the table. The title
   * and the table start it afresh; a screen already on it is gone back to, not stacked again.
   */
  const trail = ref<Screen[]>([]);

  /** Opens a screen; `back` later returns to the one it was opened from. */
  function go(next: Screen) {
    if (next === current.value) return;
    const at = trail.value.indexOf(next);
    if (next === 'title' || next === 'table') trail.value = [];
    else if (at >= 0) trail.value = trail.value.slice(0, at);
    else trail.value = [...trail.value, current.value];
    current.value = next;
  }

  function back() {
    current.value = trail.value.at(-1) ?? 'title';
    trail.value = trail.value.slice(0, -1);
  }

  /** A menu screen reached from the table, whose game is still there to go back to. */
  const fromTable = computed(() => trail.value.includes('table'));

  /**
   * A menu screen's Back (its button, and Esc): a campaign to the list of campaigns, the list
   * to the title, any other screen to where it was opened from.
   */
  function leave() {
    if (current.value === 'campaign') go('campaigns');
    else if (current.value === 'campaigns') go('title');
    else back();
  }

  return { current, trail, fromTable, go, back, leave };
});
