/**
 * The player's settings (src-shared/save/settings.ts) as the host keeps them, with a copy in
 * this window for when the host cannot answer, plus the choices the window keeps by itself
 * (`WindowPrefs`: auto-pass windows, R12.4; the flat board; the bots' reasons in the log).
 * "Skip animations" is the `instant` speed.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  readSettings,
  type Settings,
  type SettingsPatch,
} from '../../src-shared/save/settings';
import { fieldsReader, readLocal, writeLocal } from '../localPrefs';
import { paletteFor } from '../palette';
import { useSessionStore } from './session';

/** Scene speed for each setting: 1 is normal, 0 no animation (TableScene `speed`). */
const SPEEDS: Record<Settings['animationSpeed'], number> = {
  slow: 0.5,
  normal: 1,
  fast: 2,
  instant: 0,
};

export interface WindowPrefs {
  /** R12.4: pass a window at once when passing and selling are all it offers. */
  autoPass: boolean;
  /**
   * The board in plain HTML (FlatBoard.vue) instead of the 3D table: for a computer too slow
   * for it. Kept by the window, since it is about this machine, not the player.
   */
  flatBoard: boolean;
  /** The log shows why bots move; their words about deals and promises show either way. */
  botReasons: boolean;
  /** The prompt offers a hint (H): what a bot would do in the player's place. */
  hints: boolean;
}

const DEFAULT_PREFS: WindowPrefs = {
  autoPass: true,
  flatBoard: false,
  botReasons: true,
  hints: true,
};

const readPrefs = fieldsReader<WindowPrefs>(
  { autoPass: z.boolean(), flatBoard: z.boolean(), botReasons: z.boolean(), hints: z.boolean() },
  DEFAULT_PREFS,
);

export const useSettingsStore = defineStore('settings', () => {
  const session = useSessionStore();
  const settings = ref<Settings>(readLocal('settings', (raw) => readSettings(raw).settings));
  const prefs = ref<WindowPrefs>(readLocal('prefs', readPrefs));
  /** A problem the host reported, in its words. */
  const problem = ref<string | null>(null);

  const speed = computed(() => SPEEDS[settings.value.animationSpeed]);
  const colourBlind = computed(() => settings.value.palette === 'colour-blind');
  /** The colours of families and types, for the scene and the DOM alike (palette.ts). */
  const palette = computed(() => paletteFor(colourBlind.value));

  async function load() {
    const r = await session.storage({ op: 'getSettings' });
    if (!r.ok) {
      problem.value = `Your settings could not be read (${r.error.message}); using the ones this window remembers.`;
      return;
    }
    problem.value = null;
    settings.value = r.value;
    writeLocal('settings', r.value);
  }

  /** Applies a change at once and keeps it with the host; the host's answer is the truth. */
  async function change(patch: SettingsPatch) {
    settings.value = { ...settings.value, ...patch };
    writeLocal('settings', settings.value);
    // A guest's settings are its own: the host keeps only its own window's.
    if (session.role === 'guest') return;
    const r = await session.storage({ op: 'setSettings', patch });
    if (r.ok) {
      problem.value = null;
      settings.value = r.value;
      writeLocal('settings', r.value);
    } else problem.value = `That setting was kept in this window only: ${r.error.message}`;
  }

  function changePrefs(patch: Partial<WindowPrefs>) {
    prefs.value = { ...prefs.value, ...patch };
    writeLocal('prefs', prefs.value);
  }

  /** Back to the defaults of how the table looks, sounds and moves; game defaults stay. */
  function reset() {
    const d = DEFAULT_SETTINGS;
    void change({
      animationSpeed: d.animationSpeed,
      sound: d.sound,
      volume: d.volume,
      palette: d.palette,
      uiScale: d.uiScale,
    });
    changePrefs(DEFAULT_PREFS);
  }

  return {
    settings,
    prefs,
    problem,
    speed,
    colourBlind,
    palette,
    load,
    change,
    changePrefs,
    reset,
  };
});
