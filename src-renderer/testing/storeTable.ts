/**
 * What a store test starts from: fresh stores connected to a fake line (fakeLine.ts), the
 * table's animations at the speed the test asks for.
 */
import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import type { Settings } from '../../src-shared/save/settings';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { FakeLine, updateFor, welcome } from './fakeLine';
import type { Step } from './randomGames';

export function storeTable(speed?: Settings['animationSpeed']) {
  const pinia = createPinia();
  setActivePinia(pinia);
  const line = new FakeLine();
  const settings = useSettingsStore();
  if (speed) settings.settings = { ...settings.settings, animationSpeed: speed };
  const session = useSessionStore();
  session.connect(() => line);
  return { pinia, line, settings, session };
}

/** Puts a step of a random game on the table for its deciding seat. */
export async function showStep(line: FakeLine, s: Step) {
  line.emit(welcome([s.seat], [s.seat]));
  line.emit(updateFor(s.state, s.seat, [s.seat], s.events));
  await nextTick();
}
