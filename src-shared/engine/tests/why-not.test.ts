/**
 * Why not (issue #16): what a seat's prompt leaves out is said with the rule that says so,
 * read from the rules the legal actions apply, and never listed where the action is legal.
 */
import { describe, expect, it } from 'vitest';
import { applyTrusted, atEndWindow, createGame, legalActions, type Action } from '../index';
import { randomWalk } from '../testing/random-walk';
import { whyNot, type Blocked } from '../whyNot';
import { C, G, type Game, start } from './scenario';

const offer = (seat: number, to: number, give: unknown[], get: unknown[]) =>
  ({ type: 'offer', seat, to, give, get }) as Parameters<Game['do']>[0];
const lastOffer = (g: Game) => g.s.offers.at(-1)!.id;
const BINDING = { bindingDeals: true, vendetta: false, longGame: false, rerollTokens: 1 };

function about(list: Blocked[], k: Blocked['subject']['k']) {
  return list.filter((b) => b.subject.k === k);
}

describe('why not (issue #16)', () => {
  it('R10.2: a card whose icon needs more tokens than the family has left says so', () => {
    const g = start({ hands: [['thug-3-a', 'thug-1-a']] });
    g.editPlace(0, 'vito-copindole', 23);
    expect(g.pending).toEqual({ d: 'turn', seat: 0 });
    expect(whyNot(g.s, 0)).toEqual([
      {
        subject: { k: 'card', card: C('thug-3-a'), mode: 'influence' },
        reason: { code: 'supply', need: 3, supply: 2 },
        rule: 'R10.2',
      },
    ]);
  });

  it('R5.3: a family that cannot reach the ante is told the ante and its money', () => {
    const g = start({ hands: [['thug-1-a']] });
    const turns = g.s.stack.find((f) => f.f === 'turns')!;
    if (turns.f !== 'turns') throw new Error('no turns');
    turns.acted = 0b1111;
    g.s.ante = 6;
    g.editMoney(0, 4);
    expect(g.legal(0).some((a) => a.type === 'play')).toBe(false);
    // Every card of the hand: none can be played for less than the ante.
    expect(whyNot(g.s, 0)).toEqual(
      g.fam(0).hand.map((card) => ({
        subject: { k: 'card', card, mode: 'influence' },
        reason: { code: 'ante', ante: 6, money: 4 },
        rule: 'R5.3',
      })),
    );
    expect(g.fam(0).hand).toContain(C('thug-1-a'));
  });

  it('R10.10: an OR whack the family cannot pay for names its cost', () => {
    const g = start({ hands: [['whack-hitman']] });
    expect(g.fam(0).money).toBe(5);
    const list = whyNot(g.s, 0);
    expect(list).toEqual([
      {
        subject: { k: 'card', card: C('whack-hitman'), mode: 'or' },
        reason: { code: 'cost', cost: 8, money: 5 },
        rule: 'R10.10',
      },
    ]);
    // Played for its influence, the same card is offered: nothing is said about that.
    expect(g.legal(0)).toContainEqual({
      type: 'play',
      seat: 0,
      card: C('whack-hitman'),
      mode: 'influence',
      ante: 0,
    });
  });

  it('R10.8: a Snitch with no gangster at the arrest threshold says so', () => {
    const g = start({ hands: [['snitch-a', 'thug-1-a']] });
    expect(about(whyNot(g.s, 0), 'card')).toEqual([
      {
        subject: { k: 'card', card: C('snitch-a'), mode: 'snitch' },
        reason: { code: 'snitch', threshold: 10 },
        rule: 'R10.8',
      },
    ]);
  });

  it('R11.1: the last window, for selling alone, gives no Snitch a reason of its own', () => {
    const g = start();
    g.advanceToPhase('business', 4);
    g.editNoHands().editHand(0, ['snitch-a', 'thug-1-a']);
    g.advance((x) => atEndWindow(x.s));
    expect(g.pending).toEqual({ d: 'window', seat: 0 });
    expect(about(whyNot(g.s, 0), 'card')).toEqual([]);
  });

  it('R10.10: a position power the family cannot afford is not offered, and says its price', () => {
    const g = start();
    g.editNoHands().editPlace(0, 'angelo-angel-face-dimarco', 1).editMoney(0, 3);
    g.advanceToActivation('angelo-angel-face-dimarco');
    expect(g.pending).toMatchObject({ d: 'activate', seat: 0 });
    expect(g.legal(0).some((a) => a.type === 'activate' && a.power === 'position')).toBe(false);
    expect(about(whyNot(g.s, 0), 'power')).toEqual([
      {
        subject: { k: 'power', power: 'position' },
        reason: { code: 'cost', cost: 5, money: 3 },
        rule: 'R10.10',
      },
    ]);
  });

  it('R13.4: a gangster missing from the Make a Move targets is explained by the binding promise', () => {
    const g = start({ house: BINDING });
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1).editPlace(1, 'ralph-the-accountant-bellini', 1);
    g.do(offer(0, 1, [{ k: 'spare', family: 1 }], [{ k: 'pay', amount: 2 }]));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    const targets = g
      .legal(0)
      .flatMap((a) => (a.type === 'activate' && a.power === 'move' ? [a.target] : []));
    expect(targets).not.toContain(G('ralph-the-accountant-bellini'));
    expect(about(whyNot(g.s, 0), 'target')).toEqual([
      {
        subject: { k: 'target', gangster: G('ralph-the-accountant-bellini') },
        reason: { code: 'spared', family: 1 },
        rule: 'R13.4',
      },
    ]);
  });

  it('R13.4: without Binding Deals nothing is missing, so nothing is explained', () => {
    const g = start();
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1).editPlace(1, 'ralph-the-accountant-bellini', 1);
    g.do(offer(0, 1, [{ k: 'spare', family: 1 }], [{ k: 'pay', amount: 2 }]));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.advanceToActivation('fabrizio-fat-fab-colucci');
    expect(about(whyNot(g.s, 0), 'target')).toEqual([]);
  });

  it('R12.3: in a roll window, a re-roll it cannot pay for in cash says the price', () => {
    const g = start({ lineup: { 2: 'guistono' }, hands: [[], ['snitch-a']] });
    g.editPlace(0, 'guistono', 1).editPlace(2, 'vito-copindole', 10);
    g.fam(1).rerolls = 0;
    g.advanceToActivation('guistono');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('gino-smokes-fabbrini') });
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    expect(g.legal(1).some((a) => a.type === 'reroll')).toBe(false);
    expect(about(whyNot(g.s, 1), 'reroll')).toEqual([
      { subject: { k: 'reroll' }, reason: { code: 'reroll', price: 10, money: 5 }, rule: 'R12.3' },
    ]);
  });

  it('says nothing to a seat that is not deciding', () => {
    const g = start({ hands: [['thug-3-a']] });
    g.editPlace(1, 'vito-copindole', 23);
    expect(whyNot(g.s, 1)).toEqual([]);
  });

  it('never says why not about something the prompt offers, over random games with Binding Deals', () => {
    const offered = (b: Blocked, legal: Action[]): boolean =>
      legal.some((a) => {
        const x = b.subject;
        switch (x.k) {
          case 'card':
            return x.mode === 'snitch'
              ? a.type === 'snitch' && a.card === x.card
              : a.type === 'play' && a.card === x.card && a.mode === x.mode;
          case 'power':
            return a.type === 'activate' && a.power === x.power;
          case 'target':
            return (
              (a.type === 'target' && a.gangster === x.gangster) ||
              (a.type === 'activate' && a.power === 'move' && a.target === x.gangster)
            );
          case 'reroll':
            return a.type === 'reroll';
        }
      });
    let said = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const walk = randomWalk(seed, { bindingDeals: true });
      const created = createGame({
        seed,
        players: walk.final.families.length,
        house: { ...BINDING },
      });
      if (!created.ok) throw new Error(created.error.message);
      const s = created.value;
      for (const action of walk.actions) {
        const seat = s.pending!.seat;
        const legal = legalActions(s).map((l) => l.action);
        for (const b of whyNot(s, seat)) {
          said++;
          expect(offered(b, legal), JSON.stringify(b)).toBe(false);
        }
        applyTrusted(s, action);
      }
    }
    expect(said).toBeGreaterThan(20);
  });
});
