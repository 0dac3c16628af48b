/**
 * The rules reference's search and edition, so a rule id clicked anywhere opens the reference
 * at it, in the words of the edition being played (R14.6).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Edition } from '../../src-shared/engine';
import { ruleEntry } from '../rules/reference';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';

export const useRulesStore = defineStore('rules', () => {
  const screen = useScreenStore();
  const query = ref('');
  const edition = ref<Edition>('revised');

  /** Opens the rules reference showing `id` (e.g. "R6.4"), in the edition of the game on the table. */
  function show(id: string) {
    query.value = ruleEntry(id)?.id ?? id;
    edition.value = useSessionStore().view?.options.edition ?? edition.value;
    screen.go('rules');
  }

  return { query, edition, show };
});
