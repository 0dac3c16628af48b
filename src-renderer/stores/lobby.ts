/**
 * The new-game form, remembered between games (issue #6): the whole form in this window's
 * storage, and the parts the settings file has fields for (table size, people, edition,
 * house rules, bot preset) with the host, so the desktop and the browser agree.
 *
 * Seats for people on other devices (issue #12): once the host opens them, the form's seats
 * are put on the table (`table`) as they change, guests take them before the game starts,
 * and a guest's name becomes its family's name.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { LanTable, SeatInfo, SeatSpec } from '../../src-shared/protocol';
import {
  DEFAULT_DRAFT,
  draftFromSettings,
  gameRequest,
  readDraft,
  withEdition,
  type FormProblem,
  type LobbyDraft,
} from '../model/lobby/lobbyModel';
import type { Edition } from '../../src-shared/engine';
import type { PresetId } from '../../src-shared/ai/presets';
import {
  DEFAULT_CAMPAIGN_FORM,
  campaignRequest,
  type CampaignForm,
} from '../model/campaign/campaignModel';
import { useCampaignsStore } from './campaigns';
import { hasLocal, readLocal, writeLocal } from '../localPrefs';
import { useScreenStore } from './screen';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';

export const useLobbyStore = defineStore('lobby', () => {
  const session = useSessionStore();
  const settings = useSettingsStore();
  const screen = useScreenStore();
  const draft = ref<LobbyDraft>(readLocal('lobby', readDraft));
  const problem = ref<string | null>(null);
  /** The families whose name stopped the start (blank, or another's): marked on the form. */
  const problemSeats = ref<number[]>([]);
  const starting = ref(false);

  /** Why the form cannot start, said below it and marked on the fields at fault. */
  function refuse(r: FormProblem) {
    problem.value = r.message;
    problemSeats.value = r.seats ?? [];
  }
  watch(problem, (p) => {
    if (p === null) problemSeats.value = [];
  });

  watch(
    draft,
    (d) => {
      writeLocal('lobby', d);
      // A name put right takes its mark off at once; with the last one the words go, or
      // say what else still stops the start.
      if (problemSeats.value.length === 0) return;
      const r = gameRequest(d);
      if (r.ok) problem.value = null;
      else refuse(r);
    },
    { deep: true },
  );

  /**
   * A new game, or the first game of a new campaign (issue #13): opened from the campaigns,
   * the form also asks the campaign's name, length and scoring, and its families are the
   * campaign's. It goes back to a new game's form once the lobby is left.
   */
  const mode = ref<'game' | 'campaign'>('game');
  const campaignForm = ref<CampaignForm>({ ...DEFAULT_CAMPAIGN_FORM });
  /**
   * A window that has never shown the form starts from the host's new-game defaults. The
   * host's settings may land after the form opened (the title's buttons do not wait for
   * them): while the form still shows the draft they gave, it takes the ones that land.
   */
  let seeded: string | null = null;
  function seedFromSettings() {
    draft.value = draftFromSettings(settings.settings);
    seeded = JSON.stringify(draft.value);
  }
  watch(
    () => screen.current,
    (now) => {
      if (now !== 'lobby') {
        mode.value = 'game';
        seeded = null;
      } else if (!hasLocal('lobby')) seedFromSettings();
    },
    // The form's own first showing may be what creates this store.
    { immediate: true },
  );
  watch(
    () => settings.settings,
    () => {
      if (seeded !== null && JSON.stringify(draft.value) === seeded) seedFromSettings();
    },
  );

  /** The table on the local network, as the host last said. */
  const lan = ref<LanTable | null>(null);
  /** The form's seats are on the table for guests to take. */
  const seatsOpen = ref(false);
  const hasRemote = computed(() =>
    draft.value.seats.slice(0, draft.value.players).some((s) => s.kind === 'remote'),
  );

  async function refreshLan() {
    const r = await session.storage({ op: 'lanStatus' });
    if (r.ok) lan.value = r.value;
  }

  /**
   * Opens the remote seats to guests: on the desktop, the table opens on the local network;
   * the Node host was started open (`--lan`) or for this computer only.
   */
  async function openSeats() {
    if (!(await hostOnNetwork())) return;
    seatsOpen.value = true;
    publish();
  }

  /**
   * Opens the table on the local network (the desktop; the Node host's is fixed when it
   * starts). False, with the problem said, if it could not be opened.
   */
  async function hostOnNetwork(): Promise<boolean> {
    problem.value = null;
    const r = await session.storage({ op: 'openLan' });
    if (r.ok) lan.value = r.value;
    else if (r.error.code !== 'fixed') {
      problem.value = r.error.message;
      return false;
    }
    return true;
  }

  async function closeLan() {
    const r = await session.storage({ op: 'closeLan' });
    if (r.ok) lan.value = r.value;
  }

  /** Puts the form's seats on the table, if they differ from what is there. */
  function publish() {
    if (!seatsOpen.value || starting.value || screen.current !== 'lobby') return;
    const r = gameRequest(draft.value);
    if (!r.ok) return;
    if (session.update === null && sameSeats(session.seats, r.seats)) return;
    session.table(r.seats);
  }
  let publishTimer: ReturnType<typeof setTimeout> | null = null;
  watch(
    draft,
    () => {
      if (publishTimer) clearTimeout(publishTimer);
      publishTimer = setTimeout(publish, 250);
    },
    { deep: true },
  );
  // A restarted host, or another window's new game, puts other seats there: ours go back.
  watch(() => session.epoch, publish);

  /** A guest who takes a seat gives its family their name. */
  const named = new Map<number, string>();
  watch(
    () => session.seats,
    (seats) => {
      if (!seatsOpen.value) return;
      for (const s of seats) {
        if (!s.holder || named.get(s.seat) === s.holder) continue;
        named.set(s.seat, s.holder);
        const d = draft.value.seats[s.seat];
        if (d?.kind === 'remote') d.name = s.holder;
      }
    },
  );
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
      refuse(r);
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

  /** Creates the campaign from the form and puts its first game on the table. */
  async function startCampaign() {
    const r = campaignRequest(draft.value, campaignForm.value);
    if (!r.ok) {
      refuse(r);
      return;
    }
    problem.value = null;
    starting.value = true;
    const campaigns = useCampaignsStore();
    const ok = await campaigns.create(r.value);
    starting.value = false;
    if (!ok) {
      problem.value = campaigns.message ?? 'The campaign could not be started.';
      return;
    }
    campaignForm.value = { ...DEFAULT_CAMPAIGN_FORM };
  }

  /** The new-game form again with every bot a difficulty up: the end screen's challenge. */
  function stepUp(next: PresetId) {
    draft.value = {
      ...draft.value,
      seats: draft.value.seats.map((s) => (s.kind === 'bot' ? { ...s, preset: next } : s)),
    };
    screen.go('lobby');
  }

  /** Big-screen mode: every person plays on their own device; this screen shows the table. */
  function everyoneRemote() {
    draft.value.seats = draft.value.seats.map((s) =>
      s.kind === 'human' ? { ...s, kind: 'remote' } : s,
    );
  }

  function setEdition(edition: Edition) {
    draft.value = withEdition(draft.value, edition);
  }

  function resetForm() {
    draft.value = structuredClone(DEFAULT_DRAFT);
    problem.value = null;
  }

  return {
    draft,
    problem,
    problemSeats,
    starting,
    start,
    startCampaign,
    mode,
    campaignForm,
    resetForm,
    setEdition,
    lan,
    seatsOpen,
    hasRemote,
    refreshLan,
    openSeats,
    hostOnNetwork,
    closeLan,
    everyoneRemote,
    stepUp,
  };
});

/** The table holds these seats already (names, kinds and which are remote). */
function sameSeats(info: SeatInfo[], specs: SeatSpec[]): boolean {
  return (
    info.length === specs.length &&
    specs.every(
      (s, i) =>
        info[i]!.name === s.name && info[i]!.kind === s.kind && !!info[i]!.remote === !!s.remote,
    )
  );
}
