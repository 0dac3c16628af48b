import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { atEndWindow, whyNot, type Action } from '../../src-shared/engine';
import { start } from '../../src-shared/engine/tests/scenario';
import { updateFor, welcome } from '../testing/fakeLine';
import { randomGame, type Step } from '../testing/randomGames';
import { showStep, storeTable } from '../testing/storeTable';
import { usePlaybackStore } from './playback';
import { stillPassing, usePromptStore } from './prompt';

/** The first decision of a random game that `wanted` accepts. */
function find(wanted: (s: Step) => boolean, seed = 31): Step {
  for (let g = 0; g < 20; g++)
    for (const s of randomGame({ seed: seed + g })) if (wanted(s)) return s;
  throw new Error('No such decision in 20 random games.');
}

function table(speed: 'instant' | 'normal' = 'instant', autoPass = false) {
  const { line, settings, session } = storeTable(speed);
  settings.prefs = { ...settings.prefs, autoPass };
  const playback = usePlaybackStore();
  const prompt = usePromptStore();
  return { line, session, playback, prompt };
}

describe('the prompt', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => vi.useRealTimers());

  it('plays a card through its menu, sending exactly a legal action, once', async () => {
    const s = find(
      (x) => x.view.pending?.d === 'turn' && x.legal.some((l) => l.action.type === 'play'),
    );
    const { line, prompt } = table();
    await showStep(line, s);
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

  it('says why a card of the hand cannot be played, with the rule (issue #16)', async () => {
    const s = find((x) => x.view.pending?.d === 'turn' && whyNot(x.state, x.seat).length > 0);
    const { line, prompt } = table();
    await showStep(line, s);
    const expected = whyNot(s.state, s.seat);
    expect(prompt.whyNot.map((l) => l.rule)).toEqual(expected.map((b) => b.rule));
    expect(prompt.whyNot.every((l) => l.text.endsWith('.'))).toBe(true);
    // Answered: what the old prompt left out is not said of the next one.
    prompt.pass();
    expect(prompt.whyNot).toEqual([]);
  });

  it('refuses to send what is not legal, and says so', async () => {
    const s = find((x) => x.view.pending?.d === 'turn');
    const { line, prompt, session } = table();
    await showStep(line, s);
    const wrong: Action = { type: 'vendetta', seat: s.seat, gangster: 0 };
    expect(prompt.send(wrong)).toBe(false);
    expect(line.acts()).toEqual([]);
    expect(session.notice).toMatch(/not open/);
  });

  it('asks for a number within the range, and Esc steps back out', async () => {
    const s = find((x) => x.view.pending?.d === 'buy');
    const { line, prompt } = table();
    await showStep(line, s);
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
    await showStep(line, s);
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
    await showStep(on.line, s);
    await nextTick();
    expect(on.line.acts()).toEqual([{ type: 'pass', seat: s.seat }]);
    const off = table('instant', false);
    await showStep(off.line, s);
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

describe('passing until the phase ends (issue #16)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  /** Windows of one seat, as sent at the time: two in one phase, then one in a later phase. */
  function windows() {
    for (let seed = 1; seed < 60; seed++) {
      const found: { seat: number; key: string; msg: ReturnType<typeof updateFor> }[] = [];
      for (const s of randomGame({ seed, house: { rerollTokens: 0 } })) {
        const top = s.view.stack[s.view.stack.length - 1];
        if (s.view.pending?.d !== 'window' || top?.f !== 'window' || top.why === 'roll') continue;
        const key = `${s.view.round}:${s.view.phase}`;
        found.push({ seat: s.seat, key, msg: updateFor(s.state, s.seat, [s.seat]) });
      }
      for (let i = 0; i < found.length; i++) {
        const a = found[i]!;
        const b = found.slice(i + 1).find((x) => x.seat === a.seat && x.key === a.key);
        const later = found.slice(i + 1).find((x) => x.seat === a.seat && x.key !== a.key);
        if (b && later) return { seat: a.seat, first: a.msg, second: b.msg, later: later.msg };
      }
    }
    throw new Error('No seat had two windows in one phase.');
  }

  it('passes every window of the phase by itself, then stops when the phase is over', async () => {
    const { seat, first, second, later } = windows();
    const { line, prompt } = table();
    line.emit(welcome([seat], [seat]));
    line.emit(first);
    await nextTick();
    expect(prompt.prompt?.kind).toBe('window');
    prompt.passFor('phase');
    expect(line.acts()).toEqual([{ type: 'pass', seat }]);
    expect(prompt.passUntil).toMatchObject({ seat });

    line.emit(second);
    await nextTick();
    expect(line.acts()).toHaveLength(2);

    line.emit(later);
    await nextTick();
    // Another phase: the player is asked again.
    expect(prompt.passUntil).toBeNull();
    expect(line.acts()).toHaveLength(2);
    expect(prompt.prompt?.kind).toBe('window');
  });

  it('stops at once for an offer to answer or a die rolled against a gangster of ours', () => {
    let checked = 0;
    for (const s of randomGame({ seed: 91, house: { rerollTokens: 2 }, offers: 0.2 })) {
      const p = s.view.pending;
      if (!p || p.seat !== s.seat) continue;
      const until = { seat: s.seat, round: s.view.round, phase: s.view.phase };
      const top = s.view.stack[s.view.stack.length - 1];
      const die = s.view.stack[s.view.stack.length - 2];
      const kind = p.d;
      const ours =
        kind === 'window' &&
        top?.f === 'window' &&
        top.why === 'roll' &&
        (die?.f === 'move' || die?.f === 'whack') &&
        (die.seat === s.seat ||
          (s.view.tokens[die.target * 6 + s.seat] ?? 0) > 0 ||
          (die.f === 'move' && (s.view.tokens[die.mover * 6 + s.seat] ?? 0) > 0));
      const fake = { kind } as Parameters<typeof stillPassing>[2];
      expect(stillPassing(until, s.view, fake), `${kind} ${top?.f}`).toBe(
        !(kind === 'answer' || ours),
      );
      // Another person's prompt at a hot-seat table leaves their pass as it is.
      expect(stillPassing({ ...until, seat: (s.seat + 1) % 4 }, s.view, fake)).toBe(true);
      expect(stillPassing({ ...until, round: s.view.round - 1 }, s.view, fake)).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('selling out in the last round (R11.1, R5.5)', () => {
  beforeEach(() => setActivePinia(createPinia()));
  afterEach(() => vi.useRealTimers());

  /**
   * Seat 0's first Business turn of the last round on the table, for the people at `seats`
   * (more than one: a hot-seat table, whose first update asks for the seat to be taken).
   */
  async function lastRoundTurn(seats = [0], speed: 'instant' | 'normal' = 'instant') {
    const g = start();
    g.advance((x) => x.s.pending?.d === 'turn' && x.s.pending.seat === 0 && x.s.round === 4);
    const { line, prompt } = table(speed);
    line.emit(welcome(seats, seats));
    if (seats.length > 1) line.emit(updateFor(g.s, 0, seats));
    line.emit(updateFor(g.s, 0, seats));
    await nextTick();
    return { g, line, prompt };
  }

  it('asks the last window even with auto-pass on: it is the one chance left to sell (R11.1, R12.4)', async () => {
    const g = start();
    g.advanceToPhase('business', 4);
    g.editNoHands().editHand(0, ['thug-1-a', 'hitman-1-a']);
    g.advance((x) => atEndWindow(x.s));
    const { line, prompt } = table('instant', true);
    line.emit(welcome([0], [0]));
    line.emit(updateFor(g.s, 0, [0]));
    await nextTick();
    expect(line.acts()).toEqual([]);
    expect(prompt.prompt?.kind).toBe('window');
    expect(prompt.prompt?.no?.label).toBe('Done selling');
    prompt.sellAll();
    expect(line.acts()).toEqual([{ type: 'sell', seat: 0, card: g.fam(0).hand[0] }]);
  });

  it('sells the whole hand, one card an update, keeping the turn open, then stops', async () => {
    const { g, line, prompt } = await lastRoundTurn();
    const hand = g.fam(0).hand.slice();
    expect(hand.length).toBeGreaterThan(1);
    prompt.sellAll();
    for (let k = 0; k < hand.length; k++) {
      const sent = line.acts();
      expect(sent).toHaveLength(k + 1);
      expect(sent[k]).toEqual({ type: 'sell', seat: 0, card: hand[k] });
      g.do(sent[k] as Action);
      line.emit(updateFor(g.s, 0, [0]));
      await nextTick();
    }
    // The hand is sold: the turn is still the player's, and nothing more went out.
    expect(g.fam(0).hand).toEqual([]);
    expect(line.acts()).toHaveLength(hand.length);
    expect(prompt.sellingOut).toBeNull();
    expect(prompt.prompt?.kind).toBe('turn');
  });

  it('holds no beat between its own sales at the table’s normal pace: nobody else moved', async () => {
    vi.useFakeTimers();
    const { g, line, prompt } = await lastRoundTurn([0], 'normal');
    const hand = g.fam(0).hand.slice();
    prompt.sellAll();
    for (let k = 0; k < hand.length; k++) {
      const events = g.do(line.acts()[k] as Action);
      line.emit(updateFor(g.s, 0, [0], events));
      await nextTick();
    }
    // Every sale went out with no time passing, and the turn is open at once.
    expect(line.acts()).toHaveLength(hand.length);
    expect(g.fam(0).hand).toEqual([]);
    expect(prompt.prompt?.kind).toBe('turn');
  });

  it('stops selling, without asking again, when the host refuses a sale', async () => {
    const { line, prompt } = await lastRoundTurn();
    prompt.sellAll();
    line.emit({ t: 'error', code: 'illegal', message: 'That sale is not open.' });
    await nextTick();
    expect(line.acts()).toHaveLength(1);
    expect(prompt.sellingOut).toBeNull();
    // The question is open again for the player's own choice.
    expect(prompt.prompt?.kind).toBe('turn');
  });

  it('stops selling when the table moves to another seat’s question', async () => {
    const { g, line, prompt } = await lastRoundTurn([0, 1]);
    prompt.sellAll();
    g.do(line.acts()[0] as Action);
    g.do({ type: 'pass', seat: 0 });
    g.advance((x) => x.s.pending?.seat === 1);
    line.emit(updateFor(g.s, 1, [0, 1]));
    await nextTick();
    expect(line.acts()).toHaveLength(1);
    expect(prompt.sellingOut).toBeNull();
  });
});
