import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src-shared/engine';
import type { ServerMessage } from '../../src-shared/protocol';
import { updateFor, welcome } from '../testing/fakeLine';
import { randomGame } from '../testing/randomGames';
import { storeTable } from '../testing/storeTable';
import { useLogStore } from './log';
import { usePlaybackStore } from './playback';

/** Updates for the person in seat 0 as seat 1, a bot, moves and says each of `words`. */
function botSays(words: { text: string; extra?: GameEvent[] }[]): ServerMessage[] {
  const out: ServerMessage[] = [];
  for (const s of randomGame({ seed: 7 })) {
    if (s.events.length === 0 || s.events.some((e) => e.e === 'phase')) continue;
    const w = words[out.length]!;
    const u = updateFor(s.state, 0, [0], [...s.events, ...(w.extra ?? [])]);
    if (u.t === 'update') u.said = { seat: 1, text: w.text };
    out.push(u);
    if (out.length === words.length) return out;
  }
  throw new Error('The random game had too few moves.');
}

const saidLines = () =>
  useLogStore()
    .entries.filter((e) => e.tone === 'said')
    .map((e) => ({ text: e.text, reason: e.reason === true }));

describe('a bot’s words in the log (issue #4, R13.2)', () => {
  it('says a plan once, keeps a step that parts from it, drops a bare pass, and marks deal words as not hideable', () => {
    const { line } = storeTable('instant');
    line.emit(welcome([0], [0]));
    // The table's stores, made as the table opens, before the moves come.
    const playback = usePlaybackStore();
    useLogStore();
    const refusal: GameEvent = { e: 'answer', offer: 9, seat: 1, accept: false };
    const updates = botSays([
      { text: 'play Broken Windows → 3 tokens to Gino, Leo: it came out best' },
      { text: '3 tokens to Gino: it came out best' },
      { text: 'Leo: it came out best' },
      { text: 'Leo: it came out best' },
      { text: 'pass' },
      { text: 'no deal: it costs me $5', extra: [refusal] },
      { text: '2 tokens to Carlo: the best of what I can do' },
    ]);
    for (const u of updates) line.emit(u);
    playback.catchUp();
    expect(saidLines()).toEqual([
      { text: expect.stringContaining('“play Broken Windows → 3 tokens'), reason: true },
      // The plan's two steps were said with it; a second "Leo" is a decision of its own.
      { text: expect.stringContaining('“Leo: it came out best”'), reason: true },
      { text: expect.stringContaining('“no deal: it costs me $5”'), reason: false },
      { text: expect.stringContaining('“2 tokens to Carlo'), reason: true },
    ]);
  });

  it('puts the words after the move they explain, before what came of it', () => {
    const { line } = storeTable('instant');
    line.emit(welcome([0], [0]));
    const playback = usePlaybackStore();
    const log = useLogStore();
    const [u] = botSays([{ text: 'pass: keep the cash' }]);
    if (u!.t !== 'update') throw new Error('not an update');
    u!.events = [
      { e: 'pass', seat: 1 },
      { e: 'phase', phase: 'feds', round: 1 },
    ];
    line.emit(u!);
    playback.catchUp();
    const told = log.entries.slice(-3).map((e) => e.tone);
    expect(told).toEqual(['plain', 'said', 'phase']);
  });
});
