/**
 * A whack the family can pay only by selling (R12.2, issue #16 bug 3): once the power is
 * chosen, the prompt says why no gangster can be picked yet and offers the sales as numbered
 * options, where it showed "Decline" alone. An extra token a card's rider sells (R10.4) the
 * same: it showed "No, keep the money" alone.
 */
import { describe, expect, it } from 'vitest';
import { catalogFor, legalFor, view } from '../../../src-shared/engine';
import { C, G, start } from '../../../src-shared/engine/tests/scenario';
import { namesFor } from '../../names';
import { buildPrompt } from './promptModel';

describe('paying for a power by selling (R12.2)', () => {
  it('offers the sales as options and says why, then the targets once the money is there', () => {
    const g = start({ house: { rerollTokens: 0 } });
    g.editNoHands().editHand(0, ['thug-1-a']).editMoney(0, 3);
    g.editPlace(0, 'angelo-angel-face-dimarco', 1);
    g.advanceToActivation('angelo-angel-face-dimarco');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    const names = namesFor(g.s, catalogFor('revised'), (s) => (s === 0 ? 'You' : `Family ${s}`));

    const prompt = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(prompt.detail).toMatch(/You have \$3.*sell.*R12\.2/);
    const sell = prompt.choices.find((c) => c.kind === 'act' && c.action.type === 'sell');
    expect(sell?.label).toContain('Sell');
    expect(prompt.choices.indexOf(sell!)).toBe(0);

    g.do({ type: 'sell', seat: 0, card: C('thug-1-a') });
    const after = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(after.detail).not.toMatch(/You have \$\d+.*sell/);
    // The gangsters to whack are the options now; selling is back on the cards alone.
    expect(after.choices.length).toBeGreaterThan(0);
    expect(after.choices.some((c) => c.kind === 'act' && c.action.type === 'sell')).toBe(false);
  });

  it('R10.4 an extra token short of its cost: says why there is no yes, offers the sales, then the yes', () => {
    const g = start({ hands: [['thug-1-d', 'thug-2-d']] });
    g.editMoney(0, 4);
    g.do({ type: 'play', seat: 0, card: C('thug-1-d'), mode: 'influence', ante: 0 });
    g.do({
      type: 'target',
      seat: 0,
      gangster: G('rocco-the-hammer-battaglia'),
      column: 0,
      count: 1,
    });
    const names = namesFor(g.s, catalogFor('revised'), (s) => (s === 0 ? 'You' : `Family ${s}`));

    const prompt = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(prompt.kind).toBe('confirm');
    expect(prompt.question).toMatch(/pay \$5 to place one more token/);
    expect(prompt.detail).toMatch(/You have \$4, less than the \$5 it costs: sell a card.*R12\.2/);
    const sell = prompt.choices.find((c) => c.kind === 'act' && c.action.type === 'sell');
    expect(sell?.label).toContain('Sell');
    expect(sell?.hint).toMatch(/this question waits/);
    expect(prompt.choices.indexOf(sell!)).toBe(0);

    g.do({ type: 'sell', seat: 0, card: C('thug-2-d') });
    const after = buildPrompt(view(g.s, 0), legalFor(g.s, 0), names)!;
    expect(after.detail).toBeNull();
    expect(after.choices.some((c) => c.kind === 'act' && c.action.type === 'sell')).toBe(false);
    expect(after.choices.some((c) => c.kind === 'act' && c.action.type === 'confirm')).toBe(true);
  });
});
