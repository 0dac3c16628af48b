/**
 * The game log: every batch of events the table shows, narrated in plain words with rule
 * ids (model/log/narrate.ts), and the bots' one-line reasons. A window that comes to a
 * game already going (a load, a reload, a guest joining late) asks the host for the story
 * so far and tells it first (issue #16); a new game starts the log afresh.
 */
import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import { catalogFor, type DealPromise, type GameEvent } from '../../src-shared/engine';
import { namesFor, says } from '../names';
import { narrate, type LogLine } from '../model/log/narrate';
import { quoted } from '../model/log/quoted';
import { aboutDeals, followsPlan, plannedSteps, tellsNothing } from '../model/log/reasons';
import { usePlaybackStore } from './playback';
import { useSessionStore } from './session';

export interface LogEntry extends LogLine {
  id: number;
  round: number;
  /** The version of the position the line was told at (the story's lines: the story's). */
  version: number;
  /** A bot's reason for a move, which the player may hide (model/log/reasons.ts). */
  reason?: true;
}

/** A line as told, before it has its place in the log. */
type Told = LogLine & Pick<LogEntry, 'reason'>;

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
  /** The steps still to come of the plan each seat last named, so none is said twice. */
  let planned: Record<number, string[]> = {};

  /** The story of this game has been asked for. */
  let asked = false;
  /** The version the story told up to: updates shown later but not newer are in it already. */
  let toldUpTo = -1;
  watch(
    () => session.epoch,
    () => {
      entries.value = [];
      words.value = {};
      planned = {};
      asked = false;
      toldUpTo = -1;
    },
    { flush: 'sync' },
  );
  // The story so far goes before what this window has seen since it asked; lines it already
  // tells (up to its version), the opening line among them, give way to it.
  watch(
    () => session.story,
    (story) => {
      const now = playback.shown;
      if (!story || !now) return;
      const cat = catalogFor(now.view.options.edition);
      const promises = story.promises as DealPromise[];
      let board = now.view.board;
      const told: LogEntry[] = [];
      for (const b of story.batches) {
        board = b.board ?? board;
        const names = namesFor({ board }, cat, session.seatName);
        for (const l of narrate(b.events as GameEvent[], names, promises))
          told.push({ ...l, id: next++, round: b.round, version: story.version });
      }
      entries.value = [...told, ...entries.value.filter((e) => e.version > story.version)];
      toldUpTo = story.version;
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
          u.version,
        );
        return;
      }
      // A game put on the table starts the log with where things stand; one already going
      // asks for its story too.
      if (entries.value.length === 0 && u.events.length === 0) {
        const v = u.view;
        if (v.seq > 0 && !asked) {
          asked = true;
          session.askStory();
        }
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
          u.version,
        );
        return;
      }
      if (u.events.length === 0 || u.version <= toldUpTo) return;
      // Positions as they were before the batch: a gangster arrested in it keeps his title.
      const board = playback.previous ?? u.view;
      const names = namesFor(board, catalogFor(u.view.options.edition), session.seatName);
      const lines: Told[] = narrate(u.events, names, u.view.promises);
      // A plan is followed within its phase: a new phase forgets what was planned.
      if (u.events.some((e) => e.e === 'phase')) planned = {};
      const said = u.said;
      if (said) {
        const deal = aboutDeals(u.events, said.seat);
        const rest = deal ? null : followsPlan(planned[said.seat] ?? [], said.text);
        if (rest) planned = { ...planned, [said.seat]: rest };
        else if (!deal && tellsNothing(said.text)) planned = { ...planned, [said.seat]: [] };
        else {
          // The words follow the move they explain, before what came of it (a phase that
          // ended, a game that was won).
          const after = lines.findIndex((l) => l.seat === said.seat) + 1;
          lines.splice(after > 0 ? after : lines.length, 0, {
            text: `${session.seatName(said.seat)}: ${quoted(said.text)}`,
            rule: null,
            seat: said.seat,
            tone: 'said',
            swing: null,
            ...(deal ? {} : { reason: true as const }),
          });
          if (!deal) planned = { ...planned, [said.seat]: plannedSteps(said.text) };
        }
        remember(u.events, said);
      }
      append(lines, u.view.round, u.version);
    },
    // Immediate: the table may open on a game already going, whose first line is due now.
    { flush: 'sync', immediate: true },
  );

  function append(lines: Told[], round: number, version: number) {
    entries.value = [...entries.value, ...lines.map((l) => ({ ...l, id: next++, round, version }))];
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
