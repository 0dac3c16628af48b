/** R13 Deals: terms, offers, promises, Binding Deals. */
import { describe, expect, it } from 'vitest';
import {
  betweenRounds,
  catalogFor,
  roundClosing,
  roundInPlay,
  view,
  type DealPromise,
} from '../index';
import type { Term } from '../deals/types';
import { eventsOf, G, type Game, start } from './scenario';

const JOHNNY = 'johnny-knuckles-ferrante'; // #3

const offer = (seat: number, to: number, give: Term[], get: Term[]) =>
  ({ type: 'offer', seat, to, give, get }) as const;

const lastOffer = (g: Game) => g.s.offers.at(-1)!.id;

/** Seats 1 and 2 tie on Johnny (#3); the ring holder (seat 0) is asked to break it. */
function tie(bindingDeals = false) {
  const g = start({ house: { bindingDeals, rerollTokens: 1 } });
  g.editPlace(1, JOHNNY, 2).editPlace(2, JOHNNY, 2);
  g.advanceTo('tie');
  return g;
}

/** Seat 1 buys the tie-break on Johnny from the ring holder for $3. */
function buyTieBreak(g: Game) {
  g.do(offer(1, 0, [{ k: 'pay', amount: 3 }], [{ k: 'tieBreak', gangster: G(JOHNNY), family: 1 }]));
  return g.do({ type: 'answer', seat: 0, offer: lastOffer(g), accept: true });
}

/** Seat 1 buys the tie-break on Johnny from the ring holder for $3 at the end of the round. */
function buyTieBreakLater(g: Game) {
  g.do(
    offer(
      1,
      0,
      [{ k: 'payLater', amount: 3, when: 'endOfRound' }],
      [{ k: 'tieBreak', gangster: G(JOHNNY), family: 1 }],
    ),
  );
  g.do({ type: 'answer', seat: 0, offer: lastOffer(g), accept: true });
  return g;
}

const statuses = (g: Game): DealPromise['status'][] => g.s.promises.map((p) => p.status);

describe('R13 Deals', () => {
  it('R13.1 influence cards, tokens and respect can never be terms', () => {
    const g = start();
    for (const bad of [
      { k: 'respect', amount: 2 },
      { k: 'card', card: 3 },
      { k: 'tokens', gangster: G(JOHNNY), count: 1 },
    ]) {
      expect(g.refusal({ type: 'offer', seat: 0, to: 1, give: [bad], get: [] })?.code).toBe(
        'bad-terms',
      );
    }
    expect(g.s.offers).toEqual([]);
  });

  it('R13.1 terms must be the promiser’s to give', () => {
    const g = start();
    const code = (give: Term[], get: Term[]) => g.refusal(offer(0, 1, give, get))?.code;
    // Seat 1 is not the ring holder, not a blackmailer, and cannot pay $6 now.
    expect(code([], [{ k: 'tieBreak', gangster: G(JOHNNY), family: 1 }])).toBe('bad-terms');
    expect(code([], [{ k: 'gate', gangster: G(JOHNNY), permit: true }])).toBe('bad-terms');
    expect(code([{ k: 'pay', amount: 6 }], [])).toBe('bad-terms');
    expect(code([], [])).toBe('bad-terms');
    // Valid: $5 now against a promise to spare seat 0 until the end of the round.
    expect(code([{ k: 'pay', amount: 5 }], [{ k: 'spare', family: 0 }])).toBeUndefined();
  });

  it('R13.2 an offer is made by the family holding priority', () => {
    const g = start();
    const offers = g.legalRaw().filter((l) => l.action.type === 'offer');
    expect(offers.map((l) => [l.action.seat, l.action.type === 'offer' && l.action.to])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(g.refusal(offer(1, 0, [{ k: 'pay', amount: 1 }], []))?.code).toBe('not-your-turn');
  });

  it('R13.2 while a tie is being broken, any family may make an offer to the ring holder', () => {
    const g = tie();
    const offers = g.legalRaw().flatMap((l) => (l.action.type === 'offer' ? [l.action] : []));
    expect(offers.map((a) => [a.seat, a.to])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });

  it('R13.2 the receiver accepts, rejects or counters; then the game asks again', () => {
    const g = tie();
    g.do(
      offer(2, 0, [{ k: 'pay', amount: 2 }], [{ k: 'tieBreak', gangster: G(JOHNNY), family: 2 }]),
    );
    expect(g.pending).toEqual({ d: 'answer', seat: 0, offer: lastOffer(g) });
    expect(g.legal().map((a) => a.type)).toEqual([
      'answer',
      ...g.fam(0).hand.map(() => 'sell'),
      'answer',
      'counter',
    ]);
    // A counter: $4 instead of $2.
    g.do({
      type: 'counter',
      seat: 0,
      offer: lastOffer(g),
      give: [{ k: 'tieBreak', gangster: G(JOHNNY), family: 2 }],
      get: [{ k: 'pay', amount: 4 }],
    });
    expect(g.s.offers.map((o) => o.status)).toEqual(['countered', 'open']);
    expect(g.pending).toEqual({ d: 'answer', seat: 2, offer: lastOffer(g) });
    g.do({ type: 'answer', seat: 2, offer: lastOffer(g), accept: false });
    expect(g.s.offers.map((o) => o.status)).toEqual(['countered', 'rejected']);
    expect(g.s.promises).toEqual([]);
    expect(g.pending).toEqual({ d: 'tie', seat: 0, gangster: G(JOHNNY), among: 0b110 });
  });

  it('R13.2 offers are public, and a family may make 2 offers before the game moves on', () => {
    const g = start();
    for (const to of [1, 2]) {
      g.do(offer(0, to, [{ k: 'pay', amount: 1 }], [{ k: 'spare', family: 0 }]));
      g.do({ type: 'answer', seat: to, offer: lastOffer(g), accept: false });
    }
    expect(view(g.s, 3).offers.map((o) => [o.from, o.to, o.status])).toEqual([
      [0, 1, 'rejected'],
      [0, 2, 'rejected'],
    ]);
    expect(g.legalRaw().filter((l) => l.action.type === 'offer')).toEqual([]);
    g.do({ type: 'pass', seat: 0 });
    expect(g.legalRaw().filter((l) => l.action.type === 'offer')).toHaveLength(3);
  });

  it('R13.3 money "now" moves at acceptance, not before', () => {
    const g = tie();
    g.do(
      offer(1, 0, [{ k: 'pay', amount: 3 }], [{ k: 'tieBreak', gangster: G(JOHNNY), family: 1 }]),
    );
    expect([g.fam(0).money, g.fam(1).money]).toEqual([5, 5]);
    const ev = g.do({ type: 'answer', seat: 0, offer: lastOffer(g), accept: true });
    expect(eventsOf(ev, 'money')).toEqual([
      { e: 'money', seat: 1, delta: -3, why: 'deal' },
      { e: 'money', seat: 0, delta: 3, why: 'deal' },
    ]);
    expect([g.fam(0).money, g.fam(1).money]).toEqual([8, 2]);
  });

  it('R13.3 without Binding Deals a promise is recorded, may be broken, and every family sees it', () => {
    const g = tie();
    buyTieBreak(g);
    expect(g.s.promises).toHaveLength(1);
    expect(g.s.promises[0]).toMatchObject({
      by: 0,
      to: 1,
      term: { k: 'tieBreak', gangster: G(JOHNNY), family: 1 },
      status: 'pending',
    });
    // Both choices stay legal.
    expect(g.legal()).toEqual([
      { type: 'tie', seat: 0, family: 1 },
      { type: 'tie', seat: 0, family: 2 },
    ]);
    const ev = g.do({ type: 'tie', seat: 0, family: 2 });
    expect(eventsOf(ev, 'promise')).toEqual([{ e: 'promise', promise: 1, status: 'broken' }]);
    for (const seat of [1, 2, 3]) expect(view(g.s, seat).promises[0]!.status).toBe('broken');
  });

  it('R13.3 a kept promise is recorded as kept', () => {
    const g = tie();
    buyTieBreak(g);
    g.do({ type: 'tie', seat: 0, family: 1 });
    expect(statuses(g)).toEqual(['kept']);
  });

  it('R13.3 a later payment comes due and, without Binding Deals, the payer decides', () => {
    const g = start();
    g.do(offer(0, 1, [{ k: 'payLater', amount: 4, when: 'endOfPhase' }], []));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.advanceTo('due');
    expect(g.s.phase).toBe('business');
    expect(g.pending).toEqual({ d: 'due', seat: 0, promise: 1 });
    g.do({ type: 'due', seat: 0, pay: true });
    expect([g.fam(0).money, g.fam(1).money]).toEqual([1, 9]);
    expect(statuses(g)).toEqual(['kept']);
  });

  it('R13.3 a later payment refused is a broken promise', () => {
    const g = start();
    g.do(offer(0, 1, [{ k: 'payLater', amount: 4, when: 'endOfRound' }], []));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.advanceTo('due');
    expect(g.s.phase).toBe('feds');
    g.do({ type: 'due', seat: 0, pay: false });
    expect([g.fam(0).money, g.fam(1).money]).toEqual([5, 5]);
    expect(statuses(g)).toEqual(['broken']);
  });

  it('R4.1, R13.3 the payments of a round’s end come due between rounds, and the last round’s after them', () => {
    const cat = catalogFor('revised');
    const g = start();
    expect(betweenRounds(g.s, cat)).toBe(false);
    g.oweAtRoundEnd();
    // The round is counted on before the payments; the next one has not begun.
    expect([g.s.round, g.s.phase, betweenRounds(g.s, cat)]).toEqual([2, 'feds', true]);
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    expect([g.s.round, g.s.phase, betweenRounds(g.s, cat)]).toEqual([2, 'business', false]);
    g.advanceToPhase('business', 4);
    g.oweAtRoundEnd();
    expect([g.s.round, g.s.phase, betweenRounds(g.s, cat)]).toEqual([5, 'feds', false]);
  });

  it('R4.1, R13.3 the round in play is the one whose payments come due, and the last one at the end', () => {
    const cat = catalogFor('revised');
    const g = start();
    expect(roundInPlay(g.s, cat)).toBe(1);
    g.oweAtRoundEnd();
    // A seat's view tells the same round as the state it is cut from.
    expect([g.s.round, roundInPlay(g.s, cat), roundInPlay(view(g.s, 1), cat)]).toEqual([2, 1, 1]);
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    expect([g.s.round, roundInPlay(g.s, cat)]).toEqual([2, 2]);
    g.advanceToPhase('business', 4);
    g.oweAtRoundEnd();
    expect([g.s.round, roundInPlay(g.s, cat), roundClosing(g.s)]).toEqual([5, 4, true]);
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    g.advance((x) => x.s.phase === 'ended');
    expect([g.s.round, g.s.phase, roundInPlay(g.s, cat), roundClosing(g.s)]).toEqual([
      5,
      'ended',
      4,
      false,
    ]);
  });

  it('R13.3 a later payment is not owed once the other side broke the same deal', () => {
    const g = buyTieBreakLater(tie());
    const broken = g.do({ type: 'tie', seat: 0, family: 2 });
    // Released at the breach (rules revision 6), not when it would have fallen due.
    const payment = g.s.promises.find((p) => p.by === 1)!;
    expect(payment.status).toBe('released');
    expect(eventsOf(broken, 'promise')).toEqual([
      { e: 'promise', promise: g.s.promises.find((p) => p.by === 0)!.id, status: 'broken' },
      { e: 'promise', promise: payment.id, status: 'released' },
    ]);
    const ev = g.advance((x) => x.pending?.d === 'due' || x.s.round === 2);
    expect(g.s.round, 'the payer is never asked').toBe(2);
    expect(eventsOf(ev, 'money').filter((e) => e.why === 'deal')).toEqual([]);
    expect(payment.status).toBe('released');
  });

  it('R13.3 a promise broken releases the other side from the rest of the deal at once', () => {
    // A split: seat 0 stays off Vito, seat 1 stays off Johnny, this phase.
    const g = start({ hands: [['thug-2-a']] });
    const vito = G('vito-copindole');
    g.do(
      offer(
        0,
        1,
        [{ k: 'influence', gangster: vito, place: false }],
        [{ k: 'influence', gangster: G(JOHNNY), place: false }],
      ),
    );
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    const [mine, theirs] = g.s.promises;
    expect(statuses(g)).toEqual(['pending', 'pending']);
    g.do({ type: 'play', seat: 0, card: g.fam(0).hand[0]!, mode: 'influence', ante: 0 });
    const place = g.legal().find((a) => a.type === 'target' && a.gangster === vito)!;
    const ev = g.do(place);
    // Seat 0 placed on Vito: its promise is broken, and seat 1's released, neither kept nor broken.
    expect(eventsOf(ev, 'promise')).toEqual([
      { e: 'promise', promise: mine!.id, status: 'broken' },
      { e: 'promise', promise: theirs!.id, status: 'released' },
    ]);
    // Nothing binds seat 1 now: at the phase's end its promise stays released, not kept.
    g.advance((x) => x.s.phase !== 'business');
    expect(statuses(g)).toEqual(['broken', 'released']);
  });

  it('R13.3 what the other side already kept stays kept when a later payment is refused', () => {
    const g = buyTieBreakLater(tie());
    g.do({ type: 'tie', seat: 0, family: 1 });
    g.advanceTo('due');
    g.do({ type: 'due', seat: 1, pay: false });
    expect(Object.fromEntries(g.s.promises.map((p) => [p.term.k, p.status]))).toEqual({
      tieBreak: 'kept',
      payLater: 'broken',
    });
  });

  it('R13.3 a later payment for a promise kept is asked for as usual', () => {
    const g = buyTieBreakLater(tie());
    g.do({ type: 'tie', seat: 0, family: 1 });
    g.advanceTo('due');
    expect(g.pending).toMatchObject({ d: 'due', seat: 1 });
  });

  it('R13.3 an influence promise broken at the end of a phase releases the payment due then', () => {
    const g = start();
    g.do(
      offer(
        0,
        1,
        [{ k: 'payLater', amount: 4, when: 'endOfPhase' }],
        [{ k: 'influence', gangster: G(JOHNNY), place: true }],
      ),
    );
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    // Seat 1 never places on Johnny: its promise breaks as the phase ends, and seat 0 owes nothing.
    g.advance((x) => x.pending?.d === 'due' || x.s.phase !== 'business');
    expect(g.pending?.d).not.toBe('due');
    const byTerm = Object.fromEntries(g.s.promises.map((p) => [p.term.k, p.status]));
    expect(byTerm).toEqual({ payLater: 'released', influence: 'broken' });
    expect(g.fam(0).money).toBe(5);
  });

  it('R13.3 a re-roll promise is settled when its roll window closes', () => {
    const g = start({ lineup: { 2: 'guistono' }, dice: [3, 2] });
    g.editNoHands().editPlace(0, 'guistono', 1);
    g.advanceToActivation('guistono');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('gino-smokes-fabbrini') });
    g.do(offer(1, 0, [{ k: 'reroll', pay: false }], [{ k: 'pay', amount: 2 }]));
    g.do({ type: 'answer', seat: 0, offer: lastOffer(g), accept: true });
    // Without Binding Deals seat 1 may still re-roll, and breaks its word.
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    const ev = g.do({ type: 'reroll', seat: 1, pay: 'token' });
    expect(eventsOf(ev, 'promise')).toEqual([{ e: 'promise', promise: 1, status: 'broken' }]);
  });

  it('R13.4 Binding Deals: a promised tie-break is made by the engine', () => {
    const g = tie(true);
    const ev = buyTieBreak(g);
    expect(eventsOf(ev, 'tie')).toEqual([{ e: 'tie', seat: 0, gangster: G(JOHNNY), family: 1 }]);
    expect(g.pending).toEqual({ d: 'activate', seat: 1, gangster: G(JOHNNY) });
    expect(statuses(g)).toEqual(['kept']);
  });

  it('R13.4 Binding Deals: a promised activation is the only legal choice', () => {
    const g = start({
      house: { bindingDeals: true, vendetta: false, longGame: false, rerollTokens: 1 },
    });
    g.editPlace(0, JOHNNY, 1);
    g.do(offer(0, 1, [{ k: 'activate', gangster: G(JOHNNY), power: 'pass', target: -1 }], []));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.advanceToActivation(JOHNNY);
    expect(g.legal()).toEqual([{ type: 'pass', seat: 0 }]);
  });

  it('R13.4 Binding Deals: a family promised to be spared cannot be targeted', () => {
    const play = (bindingDeals: boolean) => {
      const g = start({
        house: { bindingDeals, vendetta: false, longGame: false, rerollTokens: 1 },
      });
      g.editPlace(0, 'fabrizio-fat-fab-colucci', 1).editPlace(1, 'ralph-the-accountant-bellini', 1);
      g.do(offer(0, 1, [{ k: 'spare', family: 1 }], [{ k: 'pay', amount: 2 }]));
      g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
      g.advanceToActivation('fabrizio-fat-fab-colucci');
      return g
        .legal()
        .flatMap((a) => (a.type === 'activate' && a.power === 'move' ? [a.target] : []));
    };
    expect(play(false)).toEqual(
      ['ralph-the-accountant-bellini', 'gino-smokes-fabbrini', 'angelo-angel-face-dimarco'].map(G),
    );
    expect(play(true)).toEqual(['gino-smokes-fabbrini', 'angelo-angel-face-dimarco'].map(G));
  });

  it('R13.4 Binding Deals: a promise not to re-roll takes the re-roll away', () => {
    const g = start({
      lineup: { 2: 'guistono' },
      dice: [3],
      house: { bindingDeals: true, vendetta: false, longGame: false, rerollTokens: 1 },
    });
    g.editNoHands().editPlace(0, 'guistono', 1);
    g.advanceToActivation('guistono');
    g.do({ type: 'activate', seat: 0, power: 'move', target: G('gino-smokes-fabbrini') });
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    g.do(offer(1, 0, [{ k: 'reroll', pay: false }], [{ k: 'pay', amount: 2 }]));
    g.do({ type: 'answer', seat: 0, offer: lastOffer(g), accept: true });
    expect([g.fam(0).money, g.fam(1).money]).toEqual([3, 7]);
    // Seat 1 has nothing left to do in this window: seat 2 holds priority.
    expect(g.pending).toEqual({ d: 'window', seat: 2 });
    g.advance((x) => x.pending?.d !== 'window');
    expect(statuses(g)).toEqual(['kept']);
  });

  it('R13.4 Binding Deals: a promise not to place influence on a gangster removes it as a target', () => {
    const g = start({
      hands: [['thug-2-a']],
      house: { bindingDeals: true, vendetta: false, longGame: false, rerollTokens: 1 },
    });
    g.do(offer(0, 1, [{ k: 'influence', gangster: G('vito-copindole'), place: false }], []));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.do({ type: 'play', seat: 0, card: g.fam(0).hand[0]!, mode: 'influence', ante: 0 });
    expect(g.legal().flatMap((a) => (a.type === 'target' ? [a.gangster] : []))).toEqual(
      [JOHNNY, 'rocco-the-hammer-battaglia'].map(G),
    );
  });

  it('R13.4 Binding Deals: a later payment is taken when due; a shortfall takes everything and is a breach', () => {
    const g = start({
      house: { bindingDeals: true, vendetta: false, longGame: false, rerollTokens: 1 },
    });
    g.do(offer(0, 1, [{ k: 'payLater', amount: 4, when: 'endOfPhase' }], []));
    g.do({ type: 'answer', seat: 1, offer: lastOffer(g), accept: true });
    g.editMoney(0, 3);
    const ev = g.advance((x) => x.s.phase === 'crew' || x.s.round === 2);
    expect(eventsOf(ev, 'money').filter((e) => e.why === 'deal')).toEqual([
      { e: 'money', seat: 0, delta: -3, why: 'deal' },
      { e: 'money', seat: 1, delta: 3, why: 'deal' },
    ]);
    expect(statuses(g)).toEqual(['broken']);
  });
});
