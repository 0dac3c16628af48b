/**
 * The game log: every batch of events the table shows, narrated in plain words with rule
 * ids (components/log/narrate.ts), and the bots' one-line reasons. It covers what this
 * window has seen since the game was put on the table; a new game starts it afresh.
 */
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import { catalogFor, type GameEvent } from '../../src-shared/engine';
import { namesFor, says } from '../names';
import { narrate, type LogLine } from '../components/log/narrate';
import { usePlaybackStore } from './playback';
import { useSessionStore } from './session';

export interface LogEntry extends LogLine {
  id: number;
  round: number;
}

/** What a bot said when it made or answered an offer (the update's `said`), by offer id. */
export interface OfferWords {
  offer?: string;
  answer?: string;
}

export const useLogStore = defineStore('log', () => {
  const session = useSessionStore();
  const playback = usePlaybackStore();
  const entries = shallowRef<LogEntry[]>([]);
  const words = shallowRef<Record<number, OfferWords>>({});
  let next = 1;

  watch(
    () => session.epoch,
    () => {
      entries.value = [];
      words.value = {};
    },
    { flush: 'sync' },
  );
  watch(
    () => playback.shown,
    (u) => {
      if (!u) return;
      // An undo puts the table back a step: the log keeps what was said, and says it.
      if (playback.previous && u.view.seq < playback.previous.seq) {
        append(
          [
            {
              text: `${session.seatName(u.seat)} took back the last move.`,
              rule: null,
              seat: u.seat,
              tone: 'plain',
              swing: null,
            },
          ],
          u.view.round,
        );
        return;
      }
      // A game put on the table starts the log with where things stand.
      if (entries.value.length === 0 && u.events.length === 0) {
        const v = u.view;
        append(
          [
            {
              text: v.pending
                ? `Round ${v.round}: ${says(session.seatName(v.ring), 'holds', 'hold')} the Capo ring.`
                : 'This game is over.',
              rule: v.pending ? 'R7.4' : 'R11.1',
              seat: v.pending ? v.ring : -1,
              tone: 'phase',
              swing: null,
            },
          ],
          v.round,
        );
        return;
      }
      if (u.events.length === 0) return;
      // Positions as they were before the batch: a gangster arrested in it keeps his title.
      const board = playback.previous ?? u.view;
      const names = namesFor(board, catalogFor(u.view.options.edition), session.seatName);
      const lines = narrate(u.events, names, u.view.promises);
      const said = u.said;
      if (said) {
        lines.push({
          text: `${session.seatName(said.seat)}: “${said.text}”`,
          rule: null,
          seat: said.seat,
          tone: 'said',
          swing: null,
        });
        remember(u.events, said);
      }
      append(lines, u.view.round);
    },
    // Immediate: the table may open on a game already going, whose first line is due now.
    { flush: 'sync', immediate: true },
  );

  function append(lines: LogLine[], round: number) {
    entries.value = [...entries.value, ...lines.map((l) => ({ ...l, id: next++, round }))];
  }

  /** R13.2: a bot's reason goes with the offer it made or answered. */
  function remember(events: readonly GameEvent[], said: { seat: number; text: string }) {
    const next = { ...words.value };
    for (const e of events) {
      if (e.e === 'offer' && e.from === said.seat)
        next[e.offer] = { ...next[e.offer], offer: said.text };
      if (e.e === 'answer' && e.seat === said.seat)
        next[e.offer] = { ...next[e.offer], answer: said.text };
    }
    words.value = next;
  }

  return { entries, words };
});
