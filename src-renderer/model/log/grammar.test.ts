/**
 * The narration reads as English for every kind of family name (issue #16 bug 7): "You", a
 * plural family ("The Barzinis") and a person ("Ann"), in the log, the prompts and the deal
 * words, over random games with offers, so every event and question is met.
 */
import { describe, expect, it } from 'vitest';
import { VENDETTA_TIE, catalogFor } from '../../../src-shared/engine';
import { claimSeat, namesFor, numberedName, objectName, possessive } from '../../names';
import { randomGame } from '../../testing/randomGames';
import { offerText, promiseText, termText } from '../deals/dealText';
import { buildPrompt } from '../prompt/promptModel';
import { narrate } from './narrate';

const FAMILIES = ['You', 'The Barzinis', 'Ann', 'The Tattaglias'];

/** What a careful reader would stop at. */
const WRONG: [RegExp, string][] = [
  [/\bYou's\b|\byou's\b/, 'a possessive of You'],
  [/\b[Aa]n? (The|You)\b/, 'an article before a name'],
  [/\b(The \w+s|You) put its\b/, "'its' for a plural family"],
  [
    /(?<![$\d.])\b1 (cards|tokens|neutral tokens|re-roll tokens|gangsters|rounds|promises)\b/,
    'a plural after 1',
  ],
  [/\(s\)/, 'token(s)'],
  [/[a-z,;] You\b/, "'You' in the middle of a sentence"],
  [/\bThe \w+s's\b/, "'s after a plural name"],
  [/undefined|NaN|\[object/, 'a missing value'],
];

function problems(text: string): string[] {
  return WRONG.filter(([re]) => re.test(text)).map(([, why]) => `${why}: ${text}`);
}

describe('grammar for every family name (issue #16)', () => {
  it('writes the possessive and object forms a reader expects', () => {
    expect(possessive('You')).toBe('your');
    expect(possessive('The Barzinis')).toBe("The Barzinis'");
    expect(possessive('Ann')).toBe("Ann's");
    expect(objectName('You')).toBe('you');
    expect(objectName('Ann')).toBe('Ann');
  });

  it('lets a person or a whole family claim the hot-seat', () => {
    expect(claimSeat('Ann')).toBe('I am Ann: show my table');
    expect(claimSeat('The Tattaglias')).toBe('We are The Tattaglias: show our table');
  });

  it("keeps a numbered name's number apart, so a narrow chip cuts the words before it", () => {
    expect(numberedName('Family 3')).toEqual({ head: 'Family', tail: ' 3' });
    expect(numberedName('Player 12')).toEqual({ head: 'Player', tail: ' 12' });
    expect(numberedName('Tattaglias')).toEqual({ head: 'Tattaglias', tail: '' });
    expect(numberedName('R2D2')).toEqual({ head: 'R2D2', tail: '' });
    expect(numberedName('42')).toEqual({ head: '42', tail: '' });
  });

  it('R14.1 words the Vendetta card’s tie for whoever it goes to', () => {
    const step = randomGame({ seed: 3, house: { vendetta: true } }).next().value!;
    const names = namesFor(step.view, catalogFor('revised'), (s) => FAMILIES[s]!);
    const card = (family: number) =>
      termText({ k: 'tieBreak', gangster: VENDETTA_TIE, family }, names);
    expect(card(0)).toBe('hand you the Vendetta card at a tie for the least respect');
    expect(card(1)).toBe('hand The Barzinis the Vendetta card at a tie for the least respect');
  });

  it('reads right in the log, the prompts and the deals of random games', () => {
    const found: string[] = [];
    let lines = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const house = { vendetta: true, bindingDeals: seed % 2 === 0, rerollTokens: 2 };
      for (const step of randomGame({ seed: 500 + seed, house, offers: 0.15 })) {
        const cat = catalogFor(step.view.options.edition);
        const names = namesFor(step.view, cat, (s) => FAMILIES[s]!);
        const texts: string[] = [];
        for (const l of narrate(step.events, names, step.view.promises)) texts.push(l.text);
        for (const p of step.view.promises) texts.push(promiseText(p, names));
        for (const e of step.events) if (e.e === 'offer') texts.push(offerText(e, names));
        const prompt = buildPrompt(step.view, step.legal, names);
        if (prompt) {
          texts.push(prompt.question, prompt.detail ?? '');
          for (const c of prompt.choices) texts.push(c.label, c.hint ?? '');
        }
        lines += texts.length;
        for (const t of texts) found.push(...problems(t));
      }
    }
    expect(lines).toBeGreaterThan(2000);
    expect([...new Set(found)].slice(0, 20)).toEqual([]);
  });
});
