/**
 * Saved games (src-shared/save): the list, continuing the latest autosave, loading, naming,
 * deleting, restoring a backup of a damaged save, export and import, and the notices about
 * files that had to be set aside. The desktop app exports and imports through main's file
 * dialogs; a browser downloads and uploads the save's text.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { SaveSummary, StorageNotice } from '../../src-shared/save';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';
import { storageTask } from './storageTask';
import { download } from '../download';

/** The newest unfinished autosave: what "Continue" opens. */
export function latestGame(saves: readonly SaveSummary[]): SaveSummary | null {
  const open = saves.filter((s) => s.kind === 'auto' && !s.over && s.status === 'ok');
  open.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return open[0] ?? null;
}

export const useSavesStore = defineStore('saves', () => {
  const session = useSessionStore();
  const screen = useScreenStore();
  const list = shallowRef<SaveSummary[]>([]);
  const notices = shallowRef<StorageNotice[]>([]);
  const busy = ref(false);
  /** The last outcome, in words: an error or a confirmation. */
  const message = ref<string | null>(null);
  const latest = computed(() => latestGame(list.value));

  const bridge = () => (typeof window === 'undefined' ? undefined : window.nothingPersonal);

  const run = storageTask(busy, message);

  async function refresh() {
    await run(
      () => session.storage({ op: 'listSaves' }),
      (v) => (list.value = v),
    );
    await run(
      () => session.storage({ op: 'listNotices' }),
      (v) => (notices.value = v),
    );
  }

  async function load(id: string) {
    message.value = null;
    if (await run(() => session.storage({ op: 'loadSave', id }))) screen.go('table');
  }

  async function saveAs(name: string) {
    message.value = null;
    await run(
      () => session.storage({ op: 'saveAs', name }),
      (s) => (message.value = `Saved as “${s.name}”.`),
    );
    await refresh();
  }

  async function remove(id: string) {
    message.value = null;
    await run(() => session.storage({ op: 'deleteSave', id }));
    await refresh();
  }

  async function restore(id: string) {
    message.value = null;
    await run(
      () => session.storage({ op: 'restoreBackup', id }),
      (s) => (message.value = `“${s.name}” is back from its backup.`),
    );
    await refresh();
  }

  async function exportSave(id: string) {
    message.value = null;
    const b = bridge();
    if (b) {
      await run(
        () => b.exportSave(id),
        (v) => (message.value = v ? `Exported to ${v.path}.` : null),
      );
      return;
    }
    await run(
      () => session.storage({ op: 'exportSave', id }),
      (file) => download(file.fileName, file.text),
    );
  }

  /** Desktop: main's open dialog. Browser: the file the player picked. */
  async function importSave(file?: File) {
    message.value = null;
    const b = bridge();
    if (b) {
      await run(
        () => b.importSave(),
        (s) => (message.value = s ? `Imported “${s.name}”.` : null),
      );
    } else if (file) {
      const text = await file.text();
      await run(
        () => session.storage({ op: 'importSave', file: { fileName: file.name, text } }),
        (s) => (message.value = `Imported “${s.name}”.`),
      );
    }
    await refresh();
  }

  async function dismiss(id: string) {
    await run(() => session.storage({ op: 'dismissNotice', id }));
    await refresh();
  }

  return {
    list,
    notices,
    busy,
    message,
    latest,
    refresh,
    load,
    saveAs,
    remove,
    restore,
    exportSave,
    importSave,
    dismiss,
  };
});
