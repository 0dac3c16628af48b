/**
 * The way a screen's store runs a storage request: `busy` while it runs (its buttons wait),
 * the answer handed on when it succeeds, its reason in `message` when it fails.
 */
import type { Ref } from 'vue';
import type { StorageResult } from '../../src-shared/protocol';

export function storageTask(busy: Ref<boolean>, message: Ref<string | null>) {
  return async function run<T>(
    work: () => Promise<StorageResult<T>>,
    done?: (v: T) => void,
  ): Promise<boolean> {
    busy.value = true;
    try {
      const r = await work();
      if (r.ok) done?.(r.value);
      else message.value = r.error.message;
      return r.ok;
    } finally {
      busy.value = false;
    }
  };
}
