/** The rules reference's search, so a rule id clicked anywhere opens the reference at it. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { ruleEntry } from '../rules/reference';
import { useScreenStore } from './screen';

export const useRulesStore = defineStore('rules', () => {
  const screen = useScreenStore();
  const query = ref('');

  /** Opens the rules reference showing `id` (e.g. "R6.4"). */
  function show(id: string) {
    query.value = ruleEntry(id)?.id ?? id;
    screen.go('rules');
  }

  return { query, show };
});
