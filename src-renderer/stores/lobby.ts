/**
 * The new-game form, remembered between games (issue #6): the whole form in this window's
 * storage, and the parts the settings file has fields for (table size, people, edition,
 * house rules, bot preset) with the host, so the desktop and the browser agree.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import {
  DEFAULT_DRAFT,
  gameRequest,
  readDraft,
  type LobbyDraft,
} from '../components/lobby/lobbyModel';
import { readLocal, writeLocal } from '../localPrefs';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';

export const useLobbyStore = defineStore('lobby', () => {
  const session = useSessionStore();
  const settings = useSettingsStore();
  const screen = useScreenStore();
  const draft = ref<LobbyDraft>(readLocal('lobby', readDraft));
  const problem = ref<string | null>(null);
  const starting = ref(false);

  watch(draft, (d) => writeLocal('lobby', d), { deep: true });
  // The game answers a start with a welcome (a new epoch): then the table is ready.
  watch(
    () => session.epoch,
    () => {
      if (!starting.value) return;
      starting.value = false;
      screen.go('table');
    },
  );
  watch(
    () => session.notice,
    (n) => {
      if (starting.value && n) {
        starting.value = false;
        problem.value = n;
      }
    },
  );

  function start() {
    const r = gameRequest(draft.value);
    if (!r.ok) {
      problem.value = r.message;
      return;
    }
    problem.value = null;
    if (!session.start(r.options, r.seats)) {
      problem.value = 'Not connected to the table yet. Wait a moment and try again.';
      return;
    }
    starting.value = true;
    const seats = draft.value.seats.slice(0, draft.value.players);
    const firstBot = seats.find((s) => s.kind === 'bot');
    void settings.change({
      players: draft.value.players,
      humans: seats.filter((s) => s.kind === 'human').length,
      edition: draft.value.edition,
      house: { ...draft.value.house },
      ...(firstBot ? { botPreset: firstBot.preset } : {}),
    });
  }

  function resetForm() {
    draft.value = structuredClone(DEFAULT_DRAFT);
    problem.value = null;
  }

  return { draft, problem, starting, start, resetForm };
});
