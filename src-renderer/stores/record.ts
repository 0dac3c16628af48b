/**
 * The player's record against the bots (src-shared/record), as the host's window shows it: the
 * lobby's line, the end screen's, the settings' table and its Start again. Kept by the host,
 * so a guest's window has none.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { PlayerRecord } from '../../src-shared/record/format';
import { useSessionStore } from './session';
import { storageTask } from './storageTask';

export const useRecordStore = defineStore('record', () => {
  const session = useSessionStore();
  const record = shallowRef<PlayerRecord | null>(null);
  const busy = ref(false);
  /** The last outcome in words: why the record cannot be shown, or that it was cleared. */
  const message = ref<string | null>(null);
  const run = storageTask(busy, message);
  const kept = computed(() => session.role === 'host');

  async function refresh() {
    if (!kept.value) return;
    await run(
      () => session.storage({ op: 'getRecord' }),
      (r) => (record.value = r),
    );
  }

  async function clear() {
    message.value = null;
    await run(
      () => session.storage({ op: 'clearRecord' }),
      (r) => {
        record.value = r;
        message.value = 'Your record starts again from the next game.';
      },
    );
  }

  return { record, busy, message, kept, refresh, clear };
});
