import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { createGame, legalFor, type Action, type GameState } from '../../src-shared/engine';
import { updateFor, welcome } from '../testing/fakeLine';
import { storeTable } from '../testing/storeTable';
import { useHintStore } from './hint';
import { usePromptStore } from './prompt';
import { useSessionStore } from './session';

/** A four-family game at its first decision, seat `seat`'s, on the table of that seat. */
async function atDecision() {
  const t = storeTable('instant');
  const g = createGame({ seed: 11, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  const s: GameState = g.value;
  const seat = s.pending!.seat;
  t.line.emit(welcome([seat], [seat]));
  t.line.emit(updateFor(s, seat, [seat]));
  await nextTick();
  return { ...t, s, seat, hint: useHintStore(), prompt: usePromptStore() };
}

describe('a hint at the table', () => {
  it('asks the host for the position on screen, once, and marks what the answer points at', async () => {
    const { line, s, seat, hint, prompt } = await atDecision();
    expect(prompt.prompt).not.toBeNull();
    expect(hint.available).toBe(true);
    hint.ask();
    expect(line.sent.at(-1)).toEqual({ t: 'hint', seat, version: s.seq });
    expect(hint.asking).toBe(true);
    expect(hint.available).toBe(false);
    hint.ask();
    expect(line.sent.filter((m) => m.t === 'hint')).toHaveLength(1);
    const pass = legalFor(s, seat).find((l) => l.action.type === 'pass')!.action;
    line.emit({ t: 'hint', seat, version: s.seq, action: pass, why: 'pass' });
    await nextTick();
    expect(hint.shown?.why).toBe('pass');
    expect(hint.asking).toBe(false);
    expect(hint.marked(pass)).toBe(true);
    const other = legalFor(s, seat).find((l) => l.action.type === 'play')!.action;
    expect(hint.marked(other)).toBe(false);
  });

  it('belongs to its position: an answer for another is not shown, and the next move clears it', async () => {
    const { line, s, seat, hint } = await atDecision();
    hint.ask();
    const pass: Action = { type: 'pass', seat } as Action;
    line.emit({ t: 'hint', seat, version: s.seq + 7, action: pass, why: 'stale' });
    await nextTick();
    expect(hint.shown).toBeNull();
    line.emit({ t: 'hint', seat, version: s.seq, action: pass, why: 'pass' });
    await nextTick();
    expect(hint.shown).not.toBeNull();
    const next = { ...s, seq: s.seq + 1 };
    line.emit(updateFor(next, seat, [seat]));
    await nextTick();
    expect(hint.shown).toBeNull();
    expect(hint.available).toBe(true);
  });

  it('gives the button back when the host says no hint could be worked out', async () => {
    const { line, s, hint } = await atDecision();
    hint.ask();
    line.emit({ t: 'rejected', version: s.seq, code: 'no-hint', message: 'No hint.' });
    await nextTick();
    expect(hint.asking).toBe(false);
    expect(hint.available).toBe(true);
    hint.ask();
    expect(hint.asking).toBe(true);
  });

  it('is not offered when the player turned hints off', async () => {
    const { settings, hint } = await atDecision();
    settings.prefs = { ...settings.prefs, hints: false };
    expect(hint.available).toBe(false);
  });

  it('is not offered to a seat the table gives no hints, whatever this window shows', async () => {
    const { line, seat, hint, settings } = await atDecision();
    expect(settings.prefs.hints).toBe(true);
    const w = welcome([seat], [seat]);
    if (w.t !== 'welcome') throw new Error('not a welcome');
    line.emit({
      t: 'seats',
      seats: w.seats.map((x) => (x.seat === seat ? { ...x, hints: false } : x)),
    });
    await nextTick();
    expect(hint.available).toBe(false);
    hint.ask();
    expect(line.sent.filter((m) => m.t === 'hint')).toHaveLength(0);
    // H says why nothing comes, rather than nothing at all.
    expect(useSessionStore().notice).toBe('The host turned hints off at this table.');
  });
});
