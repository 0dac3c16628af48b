/**
 * Selling out before the end (R11.1, R5.5): a person is told in the last round that a card
 * sold scores more than a card kept, and the game's last window asks them to sell.
 */
import { describe, expect, it } from 'vitest';
import { atEndWindow, catalogFor, legalFor, view, type GameView } from '../../../src-shared/engine';
import { passive, start, type Game, type Policy } from '../../../src-shared/engine/tests/scenario';
import { namesFor } from '../../names';
import { buildPrompt } from '../prompt/promptModel';
import { lastRoundBuyNote, sellOutHint, sellOutNow } from './sellOut';

const passedBusiness = (v: GameView) =>
  !v.stack.some((f) => f.f === 'turns' && (f.passed & (1 << v.seat)) === 0);

/**
 * Every family plays a card on each Business turn it can, so the Crew has gangsters to act
 * (R12.1), but seat 0 passes its turns of the last round at once.
 */
const playing: Policy = (s, legal) => {
  const d = s.pending;
  if (d?.d !== 'turn' || (d.seat === 0 && s.round === 4)) return passive(s, legal);
  return legal.find((l) => l.action.type === 'play' && !l.range)?.action ?? passive(s, legal);
};

/** Seat 0's first window of `round` after its own Business turns are over. */
function windowPastTurns(g: Game, round: number) {
  g.advance(
    (x) =>
      x.s.round === round &&
      x.s.pending?.d === 'window' &&
      x.s.pending.seat === 0 &&
      passedBusiness(view(x.s, 0)),
    playing,
  );
  return view(g.s, 0);
}

const names = namesFor(start().s, catalogFor('revised'), (s) => (s === 0 ? 'You' : `F${s}`));

describe('selling out before the end (R11.1, R5.5)', () => {
  it('R11.1, R5.5: in the last round a card sold scores 2 respect and a kept one 1, and the hand says so', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    const v = view(g.s, 0);
    expect(v.families[0]!.hand!.length).toBeGreaterThan(0);
    expect(sellOutNow(v)).toEqual({ gain: 1 });
    expect(sellOutHint(v)).toBe(
      'Last round: a card kept to the end scores 1 respect; sold for $10 it scores 2 (R11.1, R5.5).',
    );
  });

  it('R11.1, R13.3: says nothing while the payments before the last round come due, and again at those after it', () => {
    const g = start();
    g.advanceToPhase('crew', 3);
    g.oweAtRoundEnd();
    // The round is counted on already (R4.1), but the last round has not begun.
    const before = view(g.s, 0);
    expect([before.round, before.families[0]!.hand!.length > 0]).toEqual([4, true]);
    expect(sellOutNow(before)).toBeNull();
    expect(lastRoundBuyNote(before)).toBeNull();
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    g.advanceToPhase('business', 4);
    expect(sellOutNow(view(g.s, 0))).toEqual({ gain: 1 });
    // After the last round a family paying may still sell (R5.5), and is told so.
    g.advanceToPhase('crew', 4);
    g.oweAtRoundEnd();
    const after = view(g.s, g.s.pending!.seat);
    expect([after.round, after.families[after.seat]!.hand!.length > 0]).toEqual([5, true]);
    expect(sellOutNow(after)).toEqual({ gain: 1 });
  });

  it('R11.1: says nothing before the last round, nor with an empty hand', () => {
    const g = start();
    g.advanceToPhase('business', 3);
    expect(sellOutNow(view(g.s, 0))).toBeNull();
    g.advanceToPhase('business', 4);
    g.editNoHands();
    expect(sellOutNow(view(g.s, 0))).toBeNull();
  });

  it('R14.3: with Long Game the last round is the fifth', () => {
    const g = start({ house: { longGame: true } });
    g.advanceToPhase('business', 4);
    expect(sellOutNow(view(g.s, 0))).toBeNull();
    g.advanceToPhase('business', 5);
    expect(sellOutNow(view(g.s, 0))?.gain).toBe(1);
  });

  it('R11.2: in Classic a card is cashed at its sale price anyway, so there is nothing to say', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    const v = view(g.s, 0);
    const classic: GameView = { ...v, round: 5, options: { ...v.options, edition: 'classic' } };
    expect(sellOutNow(classic)).toBeNull();
  });

  it('R5.2: the last round’s Business turns say a card not played scores more sold', () => {
    const g = start();
    g.advance((x) => x.s.pending?.d === 'turn' && x.s.pending.seat === 0 && x.s.round === 3);
    expect(buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!.detail).not.toMatch(/Last round/);
    g.advance((x) => x.s.pending?.d === 'turn' && x.s.pending.seat === 0 && x.s.round === 4);
    const turn = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(turn.detail).toMatch(
      /^Last round: the cards you do not play score more sold than kept; the game asks you once more before the final count \(R11\.1, R5\.5\)\. No ante yet/,
    );
  });

  it('R12: past its last Business turn, a Crew window no longer warns of a last chance to sell', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    // A "during the Crew" card (R10.7) gives the family the Crew's windows.
    g.editNoHands().editHand(0, ['thug-2-e', 'thug-1-a', 'hitman-1-a']).editMoney(0, 20);
    const v = windowPastTurns(g, 4);
    expect(v.phase).toBe('crew');
    expect(sellOutNow(v)).toEqual({ gain: 1 });
    const prompt = buildPrompt(v, legalFor(g.s, 0), names)!;
    expect(prompt.kind).toBe('window');
    expect(prompt.detail).toMatch(/^You may also sell cards or make an offer/);
  });

  it('R11.1, R5.5: the last window asks to sell before the final count, with Done selling to finish', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    g.editNoHands().editHand(0, ['thug-1-a', 'hitman-1-a']);
    g.advance((x) => atEndWindow(x.s));
    expect(g.s.pending).toEqual({ d: 'window', seat: 0 });
    const v = view(g.s, 0);
    expect(sellOutNow(v)).toEqual({ gain: 1 });
    const prompt = buildPrompt(v, legalFor(g.s, 0), names)!;
    expect(prompt.question).toBe('The game ends now: sell your cards before the final count?');
    expect(prompt.rule).toBe('R11.1');
    expect(prompt.detail).toBe(
      'A card kept scores 1 respect; sold for $10 it scores 2 (R11.1, R5.5). Done selling keeps the rest; you are not asked again.',
    );
    expect(prompt.no?.label).toBe('Done selling');
    // Its answers are the sales, numbered as any choice, so 1 sells a card from the keyboard.
    expect(prompt.choices.map((c) => c.kind === 'act' && c.action)).toEqual([
      { type: 'sell', seat: 0, card: expect.any(Number) },
      { type: 'sell', seat: 0, card: expect.any(Number) },
    ]);
    expect(prompt.choices[0]!.label).toMatch(/^Sell .+ for \$10$/);
    expect(prompt.choices[0]!.hint).toBe('Sold, it scores 2 respect instead of 1 (R11.1, R5.5).');
    // All sold, the window is still the family's (selling is not an action, R5.5) until it is done.
    for (const c of [...g.s.families[0]!.hand]) g.do({ type: 'sell', seat: 0, card: c });
    const done = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(done.question).toBe('Everything is sold: on to the final count?');
    expect(done.choices).toEqual([]);
    expect(done.no?.label).toBe('Done selling');
  });

  it('R5.1: the last round’s buy says a card not played ends the game worth less than its price', () => {
    const g = start();
    /** The first buy of `round`, every family given the cash to buy before its draw. */
    const buyIn = (round: number) => {
      g.advance((x) => x.s.round === round - 1 && x.s.phase === 'crew');
      for (let seat = 0; seat < 4; seat++) g.editMoney(seat, 30);
      g.advance((x) => x.s.pending?.d === 'buy' && x.s.round === round);
      const seat = g.s.pending!.seat;
      return buildPrompt(view(g.s, seat), legalFor(g.s, seat), names)!;
    };
    expect(buyIn(3).detail).not.toMatch(/Last round/);
    const buy = buyIn(4);
    expect(buy.detail).toMatch(
      /Once per round\. Last round: a card you buy and do not play is worth \$5 at the end, less than the \$10 it costs \(R11\.1\)\.$/,
    );
    // R11.2: Classic cashes a card at $8, against its $10.
    const v = view(g.s, g.s.pending!.seat);
    expect(
      lastRoundBuyNote({ ...v, round: 5, options: { ...v.options, edition: 'classic' } }),
    ).toBe(
      'Last round: a card you buy and do not play is worth $8 at the end, less than the $10 it costs (R11.2).',
    );
  });
});
