import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { Action } from '../../src-shared/engine';
import { FakeLine, updateFor, welcome } from '../testing/fakeLine';
import { randomGame, type Step } from '../testing/randomGames';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';

/** The first decision of a random game that `wanted` accepts. */
function find(wanted: (s: Step) => boolean, seed = 31): Step {
  for (let g = 0; g < 20; g++)
    for (const s of randomGame({ seed: seed + g })) if (wanted(s)) return s;
  throw new Error('No such decision in 20 random games.');
}

function table(speed: 'instant' | 'normal' = 'instant', autoPass = false) {
  setActivePinia(createPinia());
  const line = new FakeLine();
  const settings = useSettingsStore();
  settings.settings = { ...settings.settings, animationSpeed: speed };
  settings.prefs = { autoPass };
  const session = useSessionStore();
  session.connect(() => line);
  const playback = usePlaybackStore();
  const prompt = usePromptStore();
  return { line, session, playback, prompt };
}

/** Puts the step on the table for its deciding seat. */
async function show(line: FakeLine, s: Step) {
  line.emit(welcome([s.seat], [s.seat]));
  line.emit(updateFor(s.state, s.seat, [s.seat], s.events));
  await nextTick();
}

describe('the prompt', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => vi.useRealTimers());

  it('plays a card through its menu, sending exactly a legal action, once', async () => {
    const s = find(
      (x) => x.view.pending?.d === 'turn' && x.legal.some((l) => l.action.type === 'play'),
    );
    const { line, prompt } = table();
    await show(line, s);
    const card = prompt.options.find((c) => c.id.startsWith('card-'))!;
    prompt.choose(card);
    expect(prompt.menus).toHaveLength(1);
    const use = prompt.options.findIndex((c) => c.kind === 'act' && c.action.type === 'play');
    prompt.chooseNumber(use + 1);
    if (prompt.ranged) prompt.confirm();
    const sent = line.acts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'play', seat: s.seat });
    // Answered: nothing more goes out until the table moves on.
    expect(prompt.prompt).toBeNull();
    prompt.pass();
    expect(line.acts()).toHaveLength(1);
  });

  it('refuses to send what is not legal, and says so', async () => {
    const s = find((x) => x.view.pending?.d === 'turn');
    const { line, prompt, session } = table();
    await show(line, s);
    const wrong: Action = { type: 'vendetta', seat: s.seat, gangster: 0 };
    expect(prompt.send(wrong)).toBe(false);
    expect(line.acts()).toEqual([]);
    expect(session.notice).toMatch(/not open/);
  });

  it('asks for a number within the range, and Esc steps back out', async () => {
    const s = find((x) => x.view.pending?.d === 'buy');
    const { line, prompt } = table();
    await show(line, s);
    const buy = prompt.options.find((c) => c.id === 'buy')!;
    prompt.choose(buy);
    expect(prompt.ranged?.range).toMatchObject({ key: 'count', min: 0 });
    expect(prompt.cancel()).toBe(true);
    expect(prompt.ranged).toBeNull();
    prompt.choose(buy);
    prompt.amount = 99;
    prompt.confirm();
    const max = s.legal.find((l) => l.action.type === 'buy')!.range!.max;
    expect(line.acts()).toEqual([{ type: 'buy', seat: s.seat, count: max }]);
  });

  it('highlights the gangsters a placement can go on', async () => {
    const s = find((x) => x.view.pending?.d === 'target' && x.view.stack.at(-1)?.f === 'card');
    const { line, prompt } = table();
    await show(line, s);
    const targets = s.legal.flatMap((l) => (l.action.type === 'target' ? [l.action.gangster] : []));
    expect(prompt.highlight.gangsters.sort()).toEqual([...new Set(targets)].sort());
    expect(prompt.highlight.kind).toBe('place');
    prompt.pick(targets[0]!);
    expect(line.acts()[0]).toMatchObject({ type: 'target', gangster: targets[0] });
  });

  it('passes a window by itself when passing or selling is all there is (R12.4)', async () => {
    const s = find(
      (x) =>
        x.view.pending?.d === 'window' &&
        x.legal.every((l) => ['pass', 'sell', 'offer'].includes(l.action.type)),
    );
    const on = table('instant', true);
    await show(on.line, s);
    await nextTick();
    expect(on.line.acts()).toEqual([{ type: 'pass', seat: s.seat }]);
    const off = table('instant', false);
    await show(off.line, s);
    await nextTick();
    expect(off.line.acts()).toEqual([]);
  });
});

describe('the pace of the table', () => {
  it('shows updates one beat apart, and the prompt only once it has caught up', async () => {
    vi.useFakeTimers();
    // The walk shares one live state: each update is built at its own step.
    const updates = [];
    for (const x of randomGame({ seed: 77, maxSteps: 60 }))
      if (x.events.length > 0) updates.push(updateFor(x.state, x.seat, [x.seat], x.events));
    const [a, ...later] = updates.slice(0, 3);
    const { line, playback } = table('normal');
    line.emit(welcome([0, 1, 2, 3], [0, 1, 2, 3]));
    // Four people at one computer: the first update after a welcome asks for the seat to be
    // taken; the host's answer to that is the same update, now shown.
    line.emit(a!);
    expect(playback.shown?.handoff).toBe((a as { seat: number }).seat);
    line.emit(a!);
    expect(playback.shown?.version).toBeDefined();
    const first = playback.shown;
    for (const u of later) line.emit(u);
    expect(playback.shown).toBe(first);
    expect(playback.queued).toBe(2);
    expect(playback.live).toBe(false);
    vi.advanceTimersByTime(400);
    expect(playback.queued).toBe(1);
    playback.setAnimating(true);
    vi.advanceTimersByTime(400);
    expect(playback.queued).toBe(1);
    playback.setAnimating(false);
    vi.advanceTimersByTime(400);
    expect(playback.queued).toBe(0);
    expect(playback.live).toBe(true);
  });
});
