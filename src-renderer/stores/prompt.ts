/**
 * The decision on the table and the player's half-made choice: an opened menu (a card's
 * uses, a gangster's token columns, a Snitch's targets) or a number being picked for a range.
 * Everything sent goes through `send`, which checks it against the legal actions first, so
 * no control can send an illegal action. Auto-pass (R12.4) answers windows where passing
 * and selling are all there is to do.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import {
  TOKEN_STRIDE,
  atEndWindow,
  catalogFor,
  type Action,
  type GameView,
} from '../../src-shared/engine';
import { namesFor, type Names } from '../names';
import { whyNotLines, type WhyNotLine } from '../model/prompt/whyNotText';
import {
  buildPrompt,
  isLegal,
  type ActChoice,
  type Choice,
  type MenuChoice,
  type Prompt,
} from '../model/prompt/promptModel';
import type { HighlightKind } from '../model/prompt/promptQuestion';
import { usePlaybackStore } from './playback';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';

/** What the scene is asked to highlight (TableScene `highlight`). */
export interface Highlight {
  gangsters: number[];
  slots: number[];
  kind: HighlightKind | null;
}

const NO_HIGHLIGHT: Highlight = { gangsters: [], slots: [], kind: null };

export const usePromptStore = defineStore('prompt', () => {
  const session = useSessionStore();
  const playback = usePlaybackStore();
  const settings = useSettingsStore();

  const names = computed<Names | null>(() => {
    const u = playback.shown;
    return u ? namesFor(u.view, catalogFor(u.view.options.edition), session.seatName) : null;
  });
  /** An action went out and its answer has not come back yet. */
  const sent = ref(false);
  /** The seat selling its whole hand, one card an update (R5.5: selling keeps the decision). */
  const sellingOut = ref<number | null>(null);
  const prompt = computed<Prompt | null>(() => {
    const u = playback.shown;
    if (!u || !names.value || !playback.live || sent.value) return null;
    return buildPrompt(u.view, u.legal, names.value);
  });
  /** What the prompt leaves out and why (issue #16), in words. */
  const whyNot = computed<WhyNotLine[]>(() => {
    const u = playback.shown;
    if (!prompt.value || !u || !names.value) return [];
    const p = u.view.pending;
    const slot = p?.d === 'activate' ? u.view.board.indexOf(p.gangster) : -1;
    const cards = u.view.families[u.view.seat]?.handCount ?? 0;
    return whyNotLines(u.blocked, names.value, cards, slot);
  });
  /** Menus opened, innermost last. */
  const menus = shallowRef<MenuChoice[]>([]);
  /** A choice waiting for its number, and the number. */
  const ranged = shallowRef<ActChoice | null>(null);
  const amount = ref(0);

  /** The choices on offer now: the innermost open menu's, or the prompt's own. */
  const options = computed<Choice[]>(() => {
    if (ranged.value) return [];
    return menus.value[menus.value.length - 1]?.options ?? prompt.value?.choices ?? [];
  });

  const highlight = computed<Highlight>(() => {
    const p = prompt.value;
    const u = playback.shown;
    if (!p || !u) return NO_HIGHLIGHT;
    const picks = ranged.value ? [ranged.value] : options.value;
    const gangsters = picks.map((c) => c.gangster).filter((g) => g >= 0);
    const slot = p.subject >= 0 ? u.view.board.indexOf(p.subject) : -1;
    return {
      gangsters: gangsters.length > 0 ? gangsters : p.subject >= 0 ? [p.subject] : [],
      slots: slot >= 0 ? [slot] : [],
      kind: gangsters.length > 0 || p.subject >= 0 ? p.highlight : null,
    };
  });

  function clearDraft() {
    menus.value = [];
    ranged.value = null;
  }

  watch(
    () => playback.shown,
    () => {
      sent.value = false;
      clearDraft();
    },
  );

  // A refusal from the host answers the action too: the question is open again, and a
  // sell-out in progress stops rather than ask again.
  watch(
    () => session.notice,
    (n) => {
      if (n === null) return;
      sent.value = false;
      sellingOut.value = null;
    },
  );

  /** The one door out: an action is sent only if it is legal on the table shown. */
  function send(action: Action): boolean {
    const u = playback.shown;
    if (!u || !playback.live || sent.value) return false;
    if (!isLegal(action, u.legal)) {
      session.notice = 'That choice is not open any more.';
      return false;
    }
    if (!session.act(action)) return false;
    // Selling never ends a decision (R5.5): the next update comes with the same question.
    sent.value = true;
    clearDraft();
    return true;
  }

  function choose(c: Choice) {
    if (c.kind === 'menu') {
      menus.value = [...menus.value, c];
      return;
    }
    if (c.range) {
      ranged.value = c;
      amount.value = c.range.min;
      return;
    }
    send(c.action);
  }

  /** Keys 1–9. */
  function chooseNumber(n: number) {
    const c = options.value[n - 1];
    if (c) choose(c);
  }

  /** Enter: sends the number being picked, or the only choice there is. */
  function confirm() {
    const r = ranged.value;
    if (r?.range) {
      const v = Math.min(r.range.max, Math.max(r.range.min, Math.round(amount.value)));
      send({ ...r.action, [r.range.key]: v } as Action);
      return;
    }
    const only = options.value.length === 1 ? options.value[0] : undefined;
    if (only) choose(only);
  }

  /** Esc: steps back out of a half-made choice. */
  function cancel(): boolean {
    if (ranged.value) {
      ranged.value = null;
      return true;
    }
    if (menus.value.length > 0) {
      menus.value = menus.value.slice(0, -1);
      return true;
    }
    return false;
  }

  /** P: pass, decline or reject. */
  function pass() {
    const no = prompt.value?.no;
    if (no) send(no.action);
  }

  /** A gangster clicked on the table: the choice for it, if the open choices have one. */
  function pick(gangster: number) {
    const c = options.value.find((x) => x.gangster === gangster);
    if (c) choose(c);
  }

  /**
   * Passing every window until the phase (or the round) ends (issue #16): the player holds
   * a Crew card and does not want to be asked at each of a Crew's windows. It stops by
   * itself when the phase or round is over, and at once when something concerns this family:
   * an offer to answer, or a die rolled by it or against a gangster it has influence on.
   */
  const passUntil = ref<PassUntil | null>(null);

  function passFor(scope: 'phase' | 'round') {
    const v = playback.shown?.view;
    if (!v || prompt.value?.kind !== 'window') return;
    passUntil.value = { seat: v.seat, round: v.round, phase: scope === 'phase' ? v.phase : null };
    pass();
  }

  function stopPassing() {
    passUntil.value = null;
  }

  function sellNext(): boolean {
    const u = playback.shown;
    const seat = u?.view.seat;
    const sale = u?.legal.find((l) => l.action.type === 'sell' && l.action.seat === seat);
    if (!sale || sellingOut.value !== seat || !send(sale.action)) {
      sellingOut.value = null;
      return false;
    }
    return true;
  }

  /** Sell every card in hand (the last round, R11.1). */
  function sellAll() {
    const u = playback.shown;
    if (!u || !prompt.value) return;
    sellingOut.value = u.view.seat;
    sellNext();
  }

  // R12.4: nothing to do but pass or sell, and the player asked not to be bothered.
  watch(prompt, (p) => {
    const u = playback.shown;
    if (!p || !u) return;
    if (sellingOut.value !== null && sellNext()) return;
    const until = passUntil.value;
    if (until && !stillPassing(until, u.view, p)) passUntil.value = null;
    if (p.kind !== 'window' || !p.no) return;
    // R11.1, R5.5: the last window is the one chance left to sell, so it is always asked.
    if (atEndWindow(u.view)) return;
    if (passUntil.value?.seat === u.view.seat) {
      send(p.no.action);
      return;
    }
    if (!settings.prefs.autoPass) return;
    const onlyPass = u.legal.every((l) => ['pass', 'sell', 'offer'].includes(l.action.type));
    if (onlyPass) send(p.no.action);
  });

  return {
    names,
    prompt,
    options,
    menus,
    ranged,
    amount,
    highlight,
    whyNot,
    send,
    choose,
    chooseNumber,
    confirm,
    cancel,
    pass,
    pick,
    passUntil,
    passFor,
    stopPassing,
    sellingOut,
    sellAll,
  };
});

export interface PassUntil {
  /** The seat passing (at a hot-seat table, each person passes for their own). */
  seat: number;
  round: number;
  /** The phase it lasts for; null: the rest of the round. */
  phase: GameView['phase'] | null;
}

/**
 * Whether passing on goes on at this prompt: same phase (or round), nothing of the passing
 * family's at stake. Another person's prompt at a hot-seat table leaves it as it is.
 */
export function stillPassing(until: PassUntil, view: GameView, p: Prompt): boolean {
  if (view.round !== until.round) return false;
  if (until.phase !== null && view.phase !== until.phase) return false;
  if (view.seat !== until.seat) return true;
  if (p.kind === 'answer') return false;
  const w = view.stack[view.stack.length - 1];
  const die = view.stack[view.stack.length - 2];
  if (p.kind === 'window' && w?.f === 'window' && w.why === 'roll') {
    if (die?.f === 'move' || die?.f === 'whack') {
      if (die.seat === view.seat) return false;
      const at = (g: number) => view.tokens[g * TOKEN_STRIDE + view.seat] ?? 0;
      if (at(die.target) > 0) return false;
      if (die.f === 'move' && at(die.mover) > 0) return false;
    }
  }
  return true;
}
