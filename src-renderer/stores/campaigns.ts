/**
 * Campaigns (issue #13): the list with the lifetime statistics, the campaign open on its
 * screen, starting one from the lobby, playing its next game (or resuming the one in play),
 * abandoning, deleting, export and import. `playing` is the campaign whose game is on the
 * table, so the end of that game leads back to its standings.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { Campaign } from '../../src-shared/campaign/format';
import type { CampaignSummary, NewCampaignRequest, StorageResult } from '../../src-shared/protocol';
import type { LifetimeRow } from '../../src-shared/campaign/telling';
import { download } from '../download';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';

export const useCampaignsStore = defineStore('campaigns', () => {
  const session = useSessionStore();
  const screen = useScreenStore();
  const list = shallowRef<CampaignSummary[]>([]);
  const lifetime = shallowRef<LifetimeRow[]>([]);
  /** Campaigns kept for a newer version of the app. */
  const newer = ref(0);
  /** The campaign on the campaign screen. */
  const current = shallowRef<Campaign | null>(null);
  /** The campaign whose game is on the table. */
  const playing = ref<string | null>(null);
  const busy = ref(false);
  /** The last outcome in words: an error or a confirmation. */
  const message = ref<string | null>(null);

  async function run<T>(work: () => Promise<StorageResult<T>>, done?: (v: T) => void) {
    busy.value = true;
    try {
      const r = await work();
      if (r.ok) done?.(r.value);
      else message.value = r.error.message;
      return r.ok;
    } finally {
      busy.value = false;
    }
  }

  async function refresh() {
    await run(
      () => session.storage({ op: 'listCampaigns' }),
      (v) => {
        list.value = v.campaigns;
        lifetime.value = v.lifetime;
        newer.value = v.newer;
      },
    );
  }

  /** Opens a campaign's screen. */
  async function open(id: string) {
    message.value = null;
    if (
      await run(
        () => session.storage({ op: 'getCampaign', id }),
        (c) => (current.value = c),
      )
    )
      screen.go('campaign');
  }

  /** The campaign screen shows the campaign as it is now (after a game ended, say). */
  async function reload() {
    const id = current.value?.id ?? playing.value;
    if (!id) return;
    await run(
      () => session.storage({ op: 'getCampaign', id }),
      (c) => (current.value = c),
    );
  }

  /** Creates the campaign and puts its first game on the table. */
  async function create(request: NewCampaignRequest): Promise<boolean> {
    message.value = null;
    let made: Campaign | null = null;
    const ok = await run(
      () => session.storage({ op: 'createCampaign', campaign: request }),
      (c) => (made = c),
    );
    if (!ok || !made) return false;
    current.value = made;
    return play((made as Campaign).id);
  }

  /** Puts the campaign's game on the table: the one in play, or the next. */
  async function play(id: string): Promise<boolean> {
    message.value = null;
    const ok = await run(
      () => session.storage({ op: 'playCampaign', id }),
      (c) => {
        current.value = c;
        playing.value = c.id;
      },
    );
    if (ok) screen.go('table');
    return ok;
  }

  /** A save was put on the table (Continue, Load): note the campaign it belongs to, if any. */
  function loaded(saveId: string) {
    playing.value = list.value.find((c) => c.saveInPlay === saveId)?.id ?? null;
  }

  async function change(op: 'abandonCampaignGame' | 'abandonCampaign', id: string) {
    message.value = null;
    await run(
      () => session.storage({ op, id }),
      (c) => {
        current.value = c;
        message.value =
          op === 'abandonCampaign'
            ? `“${c.name}” has ended where it stands.`
            : 'The game was abandoned: it scores nothing.';
      },
    );
    await refresh();
  }

  async function remove(id: string) {
    message.value = null;
    const ok = await run(() => session.storage({ op: 'deleteCampaign', id }));
    if (ok) {
      if (current.value?.id === id) current.value = null;
      if (playing.value === id) playing.value = null;
      screen.go('campaigns');
    }
    await refresh();
  }

  async function exportCampaign(id: string) {
    message.value = null;
    await run(
      () => session.storage({ op: 'exportCampaign', id }),
      (file) => download(file.fileName, file.text),
    );
  }

  async function importCampaign(file: File) {
    message.value = null;
    const text = await file.text();
    await run(
      () => session.storage({ op: 'importCampaign', file: { fileName: file.name, text } }),
      (c) => (message.value = `Imported “${c.name}”.`),
    );
    await refresh();
  }

  return {
    list,
    lifetime,
    newer,
    current,
    playing,
    busy,
    message,
    refresh,
    open,
    reload,
    create,
    play,
    loaded,
    abandonGame: (id: string) => change('abandonCampaignGame', id),
    abandon: (id: string) => change('abandonCampaign', id),
    remove,
    exportCampaign,
    importCampaign,
  };
});
