/**
 * Whether the final scores (R11.1) are up: they open when a game is over, the player may put
 * them away to look at the table, and bring them back from the prompt. Another game on the
 * table opens them again.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { useSessionStore } from './session';

export const useEndStore = defineStore('end', () => {
  const session = useSessionStore();
  const open = ref(true);
  watch(
    () => session.epoch,
    () => (open.value = true),
  );
  return { open, hide: () => (open.value = false), show: () => (open.value = true) };
});
