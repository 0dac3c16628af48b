import { describe, expect, it } from 'vitest';
import { CAPO_SLOT } from '../../../src-shared/engine/board';
import { catalogFor, createGame, view, type GameView } from '../../../src-shared/engine';
import { namesFor } from '../../names';
import { randomGame, testNames } from '../../testing/randomGames';
import { questionFor } from './promptQuestion';

describe('the Business turn’s word on the ante (R5.3, issue #16 bug 4)', () => {
  it('names the ante that stands whenever there is one, and says "no ante yet" only when there is none', () => {
    let standing = 0;
    let noneYet = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const step of randomGame({ seed, maxSteps: 400 })) {
        if (step.view.pending?.d !== 'turn') continue;
        const { detail } = questionFor(step.view, step.legal, testNames(step.view));
        if (step.view.ante > 0) {
          standing++;
          expect(detail).toContain(`$${step.view.ante}`);
          expect(detail).not.toContain('No ante yet');
        } else if (!step.legal.some((l) => l.range?.key === 'ante')) {
          noneYet++;
          expect(detail).toContain('No ante yet');
        }
      }
    }
    // The walk reached both cases, a standing ante included.
    expect(standing).toBeGreaterThan(0);
    expect(noneYet).toBeGreaterThan(0);
  });
});

describe('the prompt’s question (issue #16)', () => {
  it('is a sentence: it starts with a capital, whatever asks it (a card’s OR ability included)', () => {
    let asked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const step of randomGame({ seed, maxSteps: 400 })) {
        if (!step.view.pending) continue;
        const { question } = questionFor(step.view, step.legal, testNames(step.view));
        asked++;
        expect(question, question).toMatch(/^[A-Z0-9"“]/);
      }
    }
    expect(asked).toBeGreaterThan(1000);
  });
});

describe('the neutral tokens’ question (R2.1)', () => {
  it('says how many more may go on or come off, in plain words', () => {
    let asked = 0;
    for (let seed = 1; seed <= 60 && asked < 20; seed++) {
      for (const step of randomGame({ seed, maxSteps: 600 })) {
        const f = step.view.pending?.d === 'target' ? step.view.stack.at(-1) : undefined;
        if (f?.f !== 'effect' || !['addNeutral', 'removeNeutral'].includes(f.effect.kind)) continue;
        const { question } = questionFor(step.view, step.legal, testNames(step.view));
        asked++;
        expect(question).toMatch(/\(\d+ more at most\)$/);
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe('an activation’s question (R6.3)', () => {
  it('names only what the gangster can do now: a power, a Make a Move, both, or nothing but pass', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      for (const step of randomGame({ seed, maxSteps: 600 })) {
        if (step.view.pending?.d !== 'activate') continue;
        const powers = step.legal.flatMap((l) =>
          l.action.type === 'activate' ? [l.action.power] : [],
        );
        const move = powers.includes('move');
        const power = powers.some((p) => p !== 'move');
        const { question, detail } = questionFor(step.view, step.legal, testNames(step.view));
        expect(question.includes('Make a Move'), question).toBe(move);
        expect(question.includes('use a power'), question).toBe(power);
        expect(detail?.includes('Move die') ?? false).toBe(move);
        if (!move && !power) expect(question).toMatch(/nothing he can do now: pass\.$/);
        seen.add(`${power}/${move}`);
      }
    }
    // The walk reached every case: both, a power alone, a move alone, and neither.
    expect([...seen].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
  });
});

describe('the blackmail gate’s question (R6.6)', () => {
  it('says whose blackmail is on the gangster, in the edition’s word, and asks about his activation', () => {
    let asked = 0;
    for (let seed = 1; seed <= 40 && asked < 5; seed++) {
      for (const step of randomGame({ seed, maxSteps: 600 })) {
        if (step.view.pending?.d !== 'gate') continue;
        const { question } = questionFor(step.view, step.legal, testNames(step.view));
        asked++;
        expect(question).toMatch(
          /is about to act, and your blackmail token is on him\. Permit his activation\?$/,
        );
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe('a tie at the final scoring', () => {
  /**
   * A game's opening view, as if it stood at its final scoring with a tie for the ring holder
   * to break: on the Capo (Classic's last scoring, R11.2 step 1) or for the win (R11.1).
   */
  const atFinal = (edition: 'revised' | 'classic', onCapo: boolean): GameView => {
    const g = createGame({ seed: 3, players: 4, edition });
    if (!g.ok) throw new Error(g.error.message);
    const gangster = onCapo ? g.value.board[CAPO_SLOT]! : -1;
    return {
      ...view(g.value, 0),
      stack: [{ f: 'final', scored: true }],
      pending: { d: 'tie', seat: 0, gangster, among: 0b0110 },
    };
  };

  it('R11.2 Classic asks who scores a tied gangster once more, not who wins', () => {
    const v = atFinal('classic', true);
    const q = questionFor(v, [], testNames(v));
    expect(q.rule).toBe('R11.2');
    expect(q.question).toMatch(
      /^Final scoring: Family 2 and Family 3 tie on .+ \(Capo\)\. You hold the ring: who scores his respect once more\?$/,
    );
    expect(q.detail).toContain('R13.2');
  });

  it('R11.1 Revised asks the ring holder who wins, totals final: no offer is invited', () => {
    const v = atFinal('revised', false);
    const q = questionFor(v, [], testNames(v));
    expect(q.rule).toBe('R11.1');
    // The tie is said with the families it is among and the respect they share.
    const most = v.families[1]!.respect;
    expect(q.question).toBe(
      `Family 2 and Family 3 tie for the most respect, ${most} each: as ring holder, you decide who wins.`,
    );
    expect(q.detail ?? '').not.toContain('R13.2');
  });
});

describe('the tie for the Vendetta card (R14.1)', () => {
  it('asks who takes the card, and invites offers for the ruling (R13.2)', () => {
    const g = createGame({ seed: 3, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const v: GameView = {
      ...view(g.value, 0),
      stack: [{ f: 'feds', part: 'vendetta' }],
      pending: { d: 'tie', seat: 0, gangster: -1, among: 0b0110 },
    };
    const q = questionFor(v, [], testNames(v));
    expect(q.rule).toBe('R14.1');
    expect(q.question).toBe(
      'Family 2 and Family 3 tie for the least respect, 0 each. You hold the ring: who takes the Vendetta card?',
    );
    // What the ruling gives away, for a player who has never held the card.
    expect(q.detail).toMatch(
      /^Its holder may whack any gangster once, for free; the Capo still costs \$10 \(R14\.1\)\./,
    );
    expect(q.detail).toContain('R13.2');
  });

  it('names the reader "you" among the tied families, capitalised only at the head', () => {
    const g = createGame({ seed: 3, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const tie = (among: number): string => {
      const v: GameView = {
        ...view(g.value, 1),
        stack: [{ f: 'feds', part: 'vendetta' }],
        pending: { d: 'tie', seat: 1, gangster: -1, among },
      };
      const seats = ['The Barzinis', 'You', 'The Corleonis', 'The Cuneos'];
      return questionFor(
        v,
        [],
        namesFor(v, catalogFor('revised'), (s) => seats[s]!),
      ).question;
    };
    expect(tie(0b0110)).toMatch(/^You and The Corleonis tie for the least respect/);
    expect(tie(0b0011)).toMatch(/^The Barzinis and you tie for the least respect/);
    expect(tie(0b1101)).toMatch(/^The Barzinis, The Corleonis and The Cuneos tie for/);
  });
});

describe('an offer to answer (R13.2)', () => {
  it('names the reader "you" in the terms too, whatever their name at the table', () => {
    const g = createGame({ seed: 3, players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    const v: GameView = {
      ...view(g.value, 0),
      offers: [
        {
          id: 1,
          from: 2,
          to: 0,
          give: [{ k: 'spare', family: 0 }],
          get: [{ k: 'pay', amount: 3 }],
          status: 'open',
          depth: 0,
          round: 1,
        },
      ],
      pending: { d: 'answer', seat: 0, offer: 1 },
    };
    const names = namesFor(
      v,
      catalogFor('revised'),
      (s) => ['Ann', 'Bob', 'The Barzinis', 'Cy'][s]!,
    );
    expect(questionFor(v, [], names).question).toBe(
      'The Barzinis offer you a deal: they would leave your gangsters alone this round; you would pay $3 now.',
    );
  });
});
