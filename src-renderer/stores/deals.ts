/**
 * The deal being written (R13.1): to whom, what this family gives and what it asks, as an
 * offer or as a counter to the offer it must answer (R13.2). Offers go out only when the
 * engine lists an offer (or counter) template for this seat now.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { Action, Term } from '../../src-shared/engine';
import { offerTargets, offersSpent } from '../model/prompt/promptModel';
import { MAX_TERMS_A_SIDE } from '../model/deals/dealTerms';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';
import { useSessionStore } from './session';

export type Side = 'give' | 'get';

export interface Draft {
  /** The family the offer goes to. */
  to: number;
  /** Set when this draft counters an offer (its id). */
  counter: number;
  give: Term[];
  get: Term[];
}

export const useDealsStore = defineStore('deals', () => {
  const playback = usePlaybackStore();
  const prompt = usePromptStore();
  const session = useSessionStore();
  const draft = shallowRef<Draft | null>(null);
  const problem = ref<string | null>(null);

  /** Families an offer may go to now: empty unless the table shows the newest state. */
  const targets = computed(() =>
    playback.live && playback.shown ? offerTargets(playback.shown.legal) : [],
  );

  /** The offers this moment allows are made: the bar says so (docs/rules-decisions.md). */
  const spent = computed(() => {
    const shown = playback.shown;
    return playback.live && !!shown && offersSpent(shown.view, shown.legal);
  });

  watch(
    () => playback.shown?.view.seq,
    () => {
      problem.value = null;
      // An offer is only good for the moment it was written in (R13.2).
      const d = draft.value;
      if (d && d.counter < 0 && !targets.value.includes(d.to)) draft.value = null;
      if (d && d.counter >= 0 && prompt.prompt?.counter !== d.counter) draft.value = null;
    },
  );

  // Another game on the table: an offer written for the last one goes.
  watch(
    () => session.epoch,
    () => close(),
  );

  function open(to: number) {
    problem.value = null;
    draft.value = { to, counter: -1, give: [], get: [] };
  }

  /** Starts a counter from the offer's terms, turned round: what they asked is what we give. */
  function openCounter(offer: { id: number; from: number; give: Term[]; get: Term[] }) {
    problem.value = null;
    draft.value = { to: offer.from, counter: offer.id, give: [...offer.get], get: [...offer.give] };
  }

  function close() {
    draft.value = null;
    problem.value = null;
  }

  function setTerms(side: Side, terms: Term[]) {
    const d = draft.value;
    if (!d || terms.length > MAX_TERMS_A_SIDE) return;
    draft.value = { ...d, [side]: terms };
    // The deal changed: a complaint about the one before no longer stands.
    problem.value = null;
  }

  function submit(): boolean {
    const d = draft.value;
    const u = playback.shown;
    if (!d || !u) return false;
    if (d.give.length + d.get.length === 0) {
      problem.value = 'Put at least one term in the deal.';
      return false;
    }
    const action: Action =
      d.counter >= 0
        ? { type: 'counter', seat: u.seat, offer: d.counter, give: d.give, get: d.get }
        : { type: 'offer', seat: u.seat, to: d.to, give: d.give, get: d.get };
    if (!prompt.send(action)) {
      problem.value = 'The moment for this offer has passed.';
      return false;
    }
    draft.value = null;
    return true;
  }

  return { draft, problem, targets, spent, open, openCounter, close, setTerms, submit };
});
