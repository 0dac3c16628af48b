/**
 * Campaigns (issue #13): the list with the lifetime statistics, the campaign open on its
 * screen, starting one from the lobby, playing its next game (or resuming the one in play),
 * abandoning, deleting, export and import. `playing` is the campaign whose game is on the
 * table (the host names the table's game to its window), so the end of that game leads back
 * to its standings, however the game got there (its screen, Continue, Load).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { CampaignView as Campaign } from '../../src-shared/campaign/format';
import { gameInPlay } from '../../src-shared/campaign/campaign';
import type { CampaignSummary, NewCampaignRequest } from '../../src-shared/protocol';
import type { LifetimeRow } from '../../src-shared/campaign/telling';
import { download } from '../download';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';
import { storageTask } from './storageTask';

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
  const playing = computed(
    () =>
      list.value.find((c) => c.latestSave !== null && c.latestSave === session.gameId)?.id ?? null,
  );
  const busy = ref(false);
  /** The last outcome in words: an error or a confirmation. */
  const message = ref<string | null>(null);

  const run = storageTask(busy, message);

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

  /**
   * The campaign screen shows the campaign as it is now (after a game ended, say), and the
   * list behind it is brought up to date with it: back on the list, the lifetime figures
   * already count the game, rather than changing under the player's eyes.
   */
  async function reload() {
    const id = current.value?.id ?? playing.value;
    if (!id) return;
    await Promise.all([
      run(
        () => session.storage({ op: 'getCampaign', id }),
        (c) => (current.value = c),
      ),
      refresh(),
    ]);
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

  /**
   * Puts the campaign's game on the table: the one in play, or the next. The table is shown
   * once the host has put that game there (its welcome names it), never the game before it.
   */
  async function play(id: string): Promise<boolean> {
    message.value = null;
    let saveId: string | null = null;
    const ok = await run(
      () => session.storage({ op: 'playCampaign', id }),
      (c) => {
        current.value = c;
        saveId = gameInPlay(c)?.saveId ?? null;
      },
    );
    if (!ok) return false;
    await Promise.all([refresh(), onTable(saveId)]);
    screen.go('table');
    return true;
  }

  /** Settles once the host's welcome names this game as the table's (or after a while). */
  function onTable(saveId: string | null, timeoutMs = 15_000): Promise<void> {
    return new Promise((done) => {
      if (saveId === null || session.gameId === saveId) return done();
      const timer = setTimeout(finish, timeoutMs);
      const stop = watch(
        () => session.gameId,
        (g) => {
          if (g === saveId) finish();
        },
      );
      function finish() {
        clearTimeout(timer);
        stop();
        done();
      }
    });
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
    abandonGame: (id: string) => change('abandonCampaignGame', id),
    abandon: (id: string) => change('abandonCampaign', id),
    remove,
    exportCampaign,
    importCampaign,
  };
});
