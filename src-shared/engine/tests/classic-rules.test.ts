/** Every Classic clause of RULES.md, by rule id: the original edition in the one engine (R14.6). */
import { describe, expect, it } from 'vitest';
import {
  atBookkeeping,
  atEndWindow,
  createGame,
  finalScore,
  finalTie,
  moveOdds,
  view,
} from '../index';
import { CLASSIC, REVISED } from '../ruleset';
import { contentFor, type ActiveEffect } from '../../content';
import { GANGSTER_TYPES } from '../vocabulary';
import { eventsOf, type Game } from './scenario';
import type { Term } from '../deals/types';
import type { Action } from '../actions';
import { run } from '../flow';
import { CAPO_SLOT } from '../board';
import { promotionCandidates } from '../promotion';
import { ASSOCIATES, CC, CG, ccat, cgid, classic, CLASSIC_LINEUP } from './classic';

const move = (seat: number, target: string) =>
  ({ type: 'activate', seat, power: 'move', target: CG(target) }) as const;

/** Teodoro (#4, 2 respect, seat 0) makes a move on Rocco (#7, seat 1) with the Move die on `face`. */
function teodoroMoves(face: number) {
  const g = classic({ dice: [face] });
  g.editPlace(0, 'teodoro-blades-russo', 2).editPlace(1, 'rocco-the-hammer-battaglia', 2);
  g.advanceToActivation('teodoro-blades-russo');
  const before = [g.fam(0).respect, g.fam(1).respect];
  const ev = g.doPast(move(0, 'rocco-the-hammer-battaglia'));
  const swing = [g.fam(0).respect - before[0]!, g.fam(1).respect - before[1]!];
  return { g, ev, swing, result: eventsOf(ev, 'moveResult')[0]!.result };
}

/** Test setup: `seat` is asked for the first choice of an effect, as if a card or a power used it. */
function askEffect(g: Game, seat: number, effect: ActiveEffect) {
  g.s.stack.push({ f: 'effect', seat, effect, gangster: -1, picks: [], left: 0 });
  g.s.pending = { d: 'target', seat };
}

/** Test setup: the game jumps to its final scoring (R11.2) from the board as it stands. */
function endNow(g: Game) {
  g.s.stack = [{ f: 'final', scored: false }];
  g.s.pending = null;
  run(g.s, { cat: ccat, ev: g.log });
}

describe('Classic components and board (R1, R2)', () => {
  it('R1.1 Classic has a shared pool of 8 blackmail coins and 2 Omertà coins, no family token', () => {
    const g = classic();
    expect(CLASSIC.blackmailCoins).toBe(8);
    expect(CLASSIC.omertaCoins).toBe(2);
    expect(g.s.coins).toEqual([]);
    expect(g.s.families.every((f) => f.blackmail === -1)).toBe(true);
    const fresh = classic({ opening: null }).s.families;
    expect(fresh.every((f) => f.supply === 25 && f.money === 5)).toBe(true);
  });

  it('R1.3 the Classic deck holds 50 gangsters with “Killer” Mac Pheeto as the starting Capo', () => {
    expect(contentFor('classic').gangsters).toHaveLength(50);
    expect(cgid(ccat.startingCapo)).toBe('killer-mac-pheeto');
    const g = classic();
    expect(g.at(9)).toBe('killer-mac-pheeto');
  });

  it('R1.6 Classic has no re-roll tokens; the R14.5 house rule may still give some', () => {
    expect(classic().s.families.every((f) => f.rerolls === 0)).toBe(true);
    const g = classic({ house: { rerollTokens: 2 } });
    expect(g.s.families.every((f) => f.rerolls === 2)).toBe(true);
  });

  it('R2.1 Classic names: Counselor, First Guy, Second Guy, Third Guy', () => {
    // The table reads names from the edition's catalog: Classic shows its own.
    const names = ccat.content.positions.map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(['Third Guy', 'Second Guy', 'First Guy']);
    expect(names[6]).toBe('Counselor');
    expect(names[8]).toBe('Capo');
  });

  it('R2.3 Classic has three Associates, never arrested', () => {
    const g = classic();
    expect(g.s.board).toHaveLength(12);
    expect(ASSOCIATES.map((sl) => cgid(g.s.board[sl]!))).toEqual(CLASSIC_LINEUP.slice(8));
    const a = CLASSIC_LINEUP[8]!;
    g.editPlace(1, a, 12);
    g.advanceToPhase('business', 2);
    expect(g.position(a)).toBe(0);
    expect(g.s.prison).not.toContain(CG(a));
  });
});

describe('Classic setup (R3)', () => {
  it('R3.3 #8 down to #4 always hold all four types, over many shuffles', () => {
    for (let seed = 0; seed < 300; seed++) {
      const r = createGame({ seed, players: 3 + (seed % 3), edition: 'classic' });
      if (!r.ok) throw new Error(r.error.message);
      let types = 0;
      for (let sl = 3; sl <= 7; sl++) types |= ccat.gangsters[r.value.board[sl]!]!.types;
      expect(types, `seed ${seed}`).toBe((1 << GANGSTER_TYPES.length) - 1);
    }
  });

  it('R3.3 a card that would leave too few positions for the missing types is set aside and shuffled back', () => {
    // Three thugs on top: the third cannot go on #6, since #5 and #4 could not then hold three missing types.
    const g = classic({
      gangsters: [
        'rocco-the-hammer-battaglia',
        'johnny-knuckles-ferrante',
        'bruno-big-shoulders-caputo',
        'angelo-angel-face-dimarco',
        'gino-smokes-fabbrini',
        'teodoro-blades-russo',
      ],
      opening: null,
    });
    expect([g.at(8), g.at(7), g.at(6), g.at(5), g.at(4)]).toEqual([
      'rocco-the-hammer-battaglia',
      'johnny-knuckles-ferrante',
      'angelo-angel-face-dimarco',
      'gino-smokes-fabbrini',
      'teodoro-blades-russo',
    ]);
    expect(g.s.board.slice(0, 3).concat(g.s.board.slice(9))).not.toContain(-1);
    expect(g.s.gangsterDeck).toHaveLength(50 - 12);
  });

  it('R3.4 each family starts with 4 influence cards', () => {
    for (const players of [3, 4, 5]) {
      const g = classic({ players, opening: null });
      expect(g.s.families.map((f) => f.hand.length)).toEqual(new Array(players).fill(4));
      expect(g.s.influenceDeck).toHaveLength(94 - 4 * players);
    }
  });

  it('R3.6 the opening: one token each from the ring holder clockwise, three times around', () => {
    const g = classic({ firstPlayer: 2, opening: null });
    expect(g.s.phase).toBe('setup');
    const seats: number[] = [];
    for (let k = 0; k < 12; k++) {
      const d = g.pending!;
      expect(d.d).toBe('target');
      seats.push(d.seat);
      // Anywhere, the Associates included.
      expect(g.legal(d.seat).filter((a) => a.type === 'target')).toHaveLength(12);
      g.do({ type: 'target', seat: d.seat, gangster: g.s.board[9]!, column: d.seat, count: 1 });
    }
    expect(seats).toEqual([2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
    expect(g.s.families.map((f) => f.supply)).toEqual([22, 22, 22, 22]);
    expect(g.s.phase).toBe('business');
  });

  it('R3.6 whoever controls the Capo after the opening takes the ring', () => {
    const capo = 'killer-mac-pheeto';
    const a = CLASSIC_LINEUP[8]!;
    const g = classic({ opening: [a, capo, a, a, a, capo, a, a, a, a, a, a] });
    expect(g.control(capo)).toBe(1);
    expect(g.s.ring).toBe(1);
  });
});

describe('Classic rounds (R4)', () => {
  it('R4.2 five rounds of six phases: Commission, Crew, Fence, Feds, Family, Bookkeeping', () => {
    const g = classic();
    g.finish();
    const phases = eventsOf(g.log, 'phase');
    expect(phases).toHaveLength(25);
    expect(phases.slice(0, 5).map((p) => p.phase)).toEqual([
      'business',
      'crew',
      'fence',
      'feds',
      'family',
    ]);
    expect(phases.at(-1)).toEqual({ e: 'phase', phase: 'family', round: 5 });
    expect(g.s.result).not.toBeNull();
  });

  it('R4.3 a ring change takes effect for turn order at the next phase', () => {
    // Seat 0 holds the ring; seat 2 takes the Capo during the Crew. The rest of that Crew keeps
    // seat 0's order; the Fence starts from seat 2.
    const g = classic();
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 1).editMoney(2, 30);
    g.advance((x) => x.pending?.d === 'activate');
    g.editPlace(2, 'killer-mac-pheeto', 3);
    g.do({ type: 'pass', seat: 0 });
    expect(g.s.ring).toBe(2);
    const crew = g.s.stack.find((f) => f.f === 'crew');
    expect(crew?.f === 'crew' && crew.lead).toBe(0);
    g.advance((x) => x.s.phase === 'fence' && x.pending?.d === 'buy');
    const draw = g.s.stack.find((f) => f.f === 'draw');
    expect(draw?.f === 'draw' && draw.start).toBe(2);
  });
});

describe('Classic Commission (R5)', () => {
  it('R5.1 the Commission draws nothing: cards come in the Fence', () => {
    const g = classic();
    expect(g.s.phase).toBe('business');
    expect(g.s.families.map((f) => f.hand.length)).toEqual([4, 4, 4, 4]);
    expect(g.pending).toEqual({ d: 'turn', seat: 0 });
  });

  it('R5.3 the ante works as in Revised: after one action each, plays cost at least the ante', () => {
    const g = classic();
    for (let seat = 0; seat < 4; seat++) {
      const card = g.fam(seat).hand[0]!;
      g.doPast({ type: 'play', seat, card, mode: 'discard', ante: 0 });
      g.advance((x) => x.pending?.d === 'turn');
    }
    const legal = g.legalRaw().find((l) => l.action.type === 'play');
    expect(legal?.range).toEqual({ key: 'ante', min: 0, max: 5 });
  });

  it('R5.5 a card sells to the bank for $8 in Classic', () => {
    const g = classic();
    const card = g.fam(0).hand[0]!;
    const ev = g.do({ type: 'sell', seat: 0, card });
    expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 0, delta: 8, why: 'sell' }]);
    expect(REVISED.sellPrice).toBe(10);
  });
});

describe('Classic Crew (R6)', () => {
  it('R6.1 Classic scores from #9 down to #1 first, then activates from #1 up to #9', () => {
    const g = classic();
    for (let n = 1; n <= 9; n++) g.editPlace(0, g.at(n)!, 1);
    const order = g.s.board.slice(0, 9);
    const ev = g.advanceToPhase('fence');
    const kinds = ev.filter((e) => e.e === 'activate' || e.e === 'score');
    expect(kinds.map((e) => (e.e === 'activate' || e.e === 'score' ? e.gangster : -1))).toEqual([
      ...order.slice().reverse(),
      ...order,
    ]);
    expect(kinds.slice(0, 9).every((e) => e.e === 'score')).toBe(true);
  });

  it('R6.4 Classic succeeds only when the total is greater than the target number', () => {
    // Teodoro (respect 2) on #4 at #7 (number 7): a 5 makes 7, not enough; Revised would succeed.
    const odds = moveOdds(CG('teodoro-blades-russo'), 6, ccat);
    expect(odds).toEqual(['death', 'failure', 'failure', 'failure', 'failure', 'success']);
    const revised = moveOdds(CG('teodoro-blades-russo'), 6, { ...ccat, rules: REVISED });
    expect(revised[4]).toBe('success');
  });

  it('R6.4 a success moves 4 respect from the target’s controller to the mover’s, then a neutral token joins the mover', () => {
    const { g, ev, swing, result } = teodoroMoves(6);
    expect(result).toBe('success');
    expect(swing).toEqual([4, -4]);
    expect(g.position('teodoro-blades-russo')).toBe(7);
    expect(eventsOf(ev, 'neutral')).toEqual([
      { e: 'neutral', gangster: CG('teodoro-blades-russo'), count: 1 },
    ]);
  });

  it('R6.4 a failure costs the mover’s controller 4 and gives the target’s nothing; the mover still gets its neutral token', () => {
    const { g, swing, result } = teodoroMoves(3);
    expect(result).toBe('failure');
    expect(swing).toEqual([-4, 0]);
    expect(g.tokens('teodoro-blades-russo', 5)).toBe(1);
  });

  it('R6.4 a Knife kills the mover: no neutral token for the dead, and its controller loses 4', () => {
    const { g, ev, swing, result } = teodoroMoves(1);
    expect(result).toBe('death');
    expect(swing).toEqual([-4, 0]);
    expect(eventsOf(ev, 'neutral')).toEqual([]);
    expect(g.s.fishes).toContain(CG('teodoro-blades-russo'));
  });
});

describe('Classic control and the Fence (R7, R8)', () => {
  it('R7.2 a token on a Classic blackmail coin counts as influence', () => {
    // Made Man / First Guy (#3) blackmails: the coin takes one of the family's tokens.
    const g = classic();
    g.editPlace(0, 'johnny-knuckles-ferrante', 1);
    g.editPlace(1, 'gino-smokes-fabbrini', 1);
    g.advance(
      (x) => x.pending?.d === 'activate' && x.pending.gangster === CG('johnny-knuckles-ferrante'),
    );
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    g.do({ type: 'target', seat: 0, gangster: CG('gino-smokes-fabbrini'), column: -1, count: 0 });
    expect(g.pending).toEqual({ d: 'confirm', seat: 0 });
    g.do({ type: 'decline', seat: 0 });
    expect(g.s.coins).toEqual([{ gangster: CG('gino-smokes-fabbrini'), seat: 0, omerta: false }]);
    expect(g.tokens('gino-smokes-fabbrini', 0)).toBe(1);
    expect(g.fam(0).supply).toBe(25 - 3 - 2);
    // One token each: a tie, the ring holder's to break (R7.3).
    expect(g.control('gino-smokes-fabbrini')).toBeLessThan(-1);
  });

  it('R8.1 the Fence draws by gangsters controlled, 4 / 3 / 2, ties counting for nobody (R7.3)', () => {
    const g = classic();
    g.editPlace(0, 'gino-smokes-fabbrini', 2).editPlace(0, 'teodoro-blades-russo', 2);
    g.editPlace(1, 'angelo-angel-face-dimarco', 2);
    g.editPlace(2, 'rocco-the-hammer-battaglia', 1).editPlace(3, 'rocco-the-hammer-battaglia', 1);
    const ev = g.advanceToPhase('business', 2);
    const drawn = [0, 1, 2, 3].map((seat) =>
      eventsOf(ev, 'draw')
        .filter((d) => d.seat === seat)
        .reduce((n, d) => n + d.count, 0),
    );
    expect(drawn).toEqual([2, 3, 4, 4]);
  });

  it('R8.2 after drawing, a family may buy cards at $10 each, announced as one number', () => {
    const g = classic();
    g.editMoney(0, 25);
    g.advance((x) => x.s.phase === 'fence' && x.pending?.d === 'buy');
    expect(g.pending).toEqual({ d: 'buy', seat: 0 });
    const entry = g.legalRaw().find((l) => l.action.type === 'buy');
    expect(entry?.range).toEqual({ key: 'count', min: 0, max: 2 });
    const hand = g.fam(0).hand.length;
    g.do({ type: 'buy', seat: 0, count: 2 });
    expect(g.fam(0).hand.length).toBe(hand + 2);
    expect(g.fam(0).money).toBe(5);
  });
});

describe('Classic Feds and Family (R9)', () => {
  it('R9.1 the arrest threshold is 9, 10 or 11 for 3, 4 or 5 families', () => {
    for (const [players, at] of [
      [3, 9],
      [4, 10],
      [5, 11],
    ] as const) {
      const g = classic({ players });
      g.editPlace(0, 'gino-smokes-fabbrini', at - 1);
      g.editPlace(1, 'angelo-angel-face-dimarco', at);
      g.advanceToPhase('family');
      expect(g.s.prison, `${players} families`).toEqual([CG('angelo-angel-face-dimarco')]);
    }
  });

  it('R9.2 sideways gangsters turn upright in the Feds', () => {
    const g = classic({ dice: [6] });
    g.editPlace(0, 'teodoro-blades-russo', 2);
    g.advance(
      (x) => x.pending?.d === 'activate' && x.pending.gangster === CG('teodoro-blades-russo'),
    );
    g.doPast(move(0, 'rocco-the-hammer-battaglia'));
    // Money to buy in the Fence, and an arrest whose vacancy asks a choice in the Family.
    g.editMoney(0, 30);
    g.editPlace(1, 'gino-smokes-fabbrini', 10);
    g.advance((x) => x.s.phase === 'fence' && x.pending?.d === 'buy');
    expect(g.s.sideways).toContain(CG('teodoro-blades-russo'));
    g.advance((x) => x.s.phase === 'family');
    expect(g.s.prison).toEqual([CG('gino-smokes-fabbrini')]);
    expect(g.s.sideways).toEqual([]);
  });

  it('R9.4 the Capo is filled by the highest-ranked gangster, whose controller takes the ring', () => {
    const g = classic();
    g.editPlace(2, 'aurelio-the-judge-benedetto', 1);
    g.editPlace(1, 'killer-mac-pheeto', 10);
    g.advanceToPhase('family');
    expect(g.at(9)).toBe('aurelio-the-judge-benedetto');
    expect(g.s.ring).toBe(2);
  });

  it('R9.4 the family above a vacancy chooses from the next tier down; a gangster climbs once a phase', () => {
    // The Racketeer (#5) is arrested; the Enforcer (#6)'s controller, seat 3, chooses among tier 1.
    const g = classic();
    g.editPlace(3, 'angelo-angel-face-dimarco', 1);
    g.editPlace(1, 'gino-smokes-fabbrini', 10);
    g.advance((x) => x.s.phase === 'family' && x.pending !== null);
    expect(g.pending).toEqual({ d: 'target', seat: 3 });
    const picks = g.legal(3).map((a) => (a.type === 'target' ? cgid(a.gangster) : ''));
    expect(picks.sort()).toEqual(
      ['johnny-knuckles-ferrante', 'sonny-stitches-iacono', 'fabrizio-fat-fab-colucci'].sort(),
    );
    g.do({ type: 'target', seat: 3, gangster: CG('sonny-stitches-iacono'), column: -1, count: 0 });
    expect(g.at(5)).toBe('sonny-stitches-iacono');
    // #2 is now empty: Fabrizio (#1), the only lower position, climbs without a question; then
    // #1 is empty with nothing below it, and nobody controls #2: the ring holder picks an Associate.
    expect(g.at(2)).toBe('fabrizio-fat-fab-colucci');
    expect(g.pending).toEqual({ d: 'target', seat: g.s.ring });
    expect(g.legal().map((a) => (a.type === 'target' ? a.gangster : -1))).toEqual(
      ASSOCIATES.map((sl) => g.s.board[sl]!),
    );
    // Whoever climbed this phase is offered no more, even from a lower place.
    const frame = g.s.stack.find((f) => f.f === 'promote');
    expect(frame?.f === 'promote' && frame.moved.map(cgid)).toEqual([
      'sonny-stitches-iacono',
      'fabrizio-fat-fab-colucci',
    ]);
    const a1 = g.s.board[ASSOCIATES[0]!]!;
    expect(promotionCandidates(g.s, [], 0, ccat)).toContain(a1);
    expect(promotionCandidates(g.s, [a1], 0, ccat)).not.toContain(a1);
    g.advance((x) => x.s.phase !== 'family');
    expect(g.s.board.every((x) => x >= 0)).toBe(true);
    const promoted = eventsOf(g.log, 'promote').map((e) => e.gangster);
    expect(new Set(promoted).size).toBe(promoted.length);
  });

  it('R9.6, R14.1: the promotion walk is the Family’s; the Vendetta tie after it is Bookkeeping’s', () => {
    const g = classic({
      house: { vendetta: true, bindingDeals: false, longGame: false, rerollTokens: 0 },
    });
    g.editPlace(3, 'angelo-angel-face-dimarco', 1);
    g.editPlace(1, 'gino-smokes-fabbrini', 10);
    g.advance((x) => x.s.phase === 'family' && x.pending !== null);
    expect(g.pending).toEqual({ d: 'target', seat: 3 });
    expect(atBookkeeping(g.s)).toBe(false);
    // Seats 1 and 2 tie for the least respect when the walk is over.
    g.editRespect(0, 9).editRespect(1, 1).editRespect(2, 1).editRespect(3, 9);
    g.advance((x) => x.pending?.d === 'tie' && x.pending.gangster === -1);
    expect([g.s.phase, atBookkeeping(g.s)]).toEqual(['family', true]);
  });

  it('R9.4 with no gangster below, a vacancy takes an Associate, else the deck; empty Associates come from the deck', () => {
    const g = classic();
    g.editPlace(0, 'fabrizio-fat-fab-colucci', 10);
    g.advance((x) => x.s.phase === 'family' && x.pending !== null);
    // #1 empty: no lower position, so the three Associates are the choice.
    const picks = g.legal().map((a) => (a.type === 'target' ? a.gangster : -1));
    expect(picks.sort()).toEqual(ASSOCIATES.map((sl) => g.s.board[sl]!).sort());
    g.do({ type: 'target', seat: g.pending!.seat, gangster: picks[0]!, column: -1, count: 0 });
    g.advance((x) => x.s.phase !== 'family');
    expect(g.s.board.every((x) => x >= 0)).toBe(true);
    expect(eventsOf(g.log, 'deal')).toHaveLength(1);
  });
});

describe('Classic cards (R10)', () => {
  it('R10.7 a "during the Crew" card costs $5 more when played in the Crew', () => {
    const crewCard = ccat.cards.find((c) => c.crew && c.icons.length > 0)!;
    const g = classic({ hands: [[crewCard.id]] });
    g.editMoney(0, 10);
    g.advance((x) => x.s.phase === 'crew' && x.pending?.d === 'window' && x.pending.seat === 0);
    const ev = g.do({ type: 'crewCard', seat: 0, card: CC(crewCard.id), mode: 'influence' });
    expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 0, delta: -5, why: 'crew card' }]);
  });

  it('R10.8 a Snitch arrests at the Classic threshold (9 with 3 families)', () => {
    const g = classic({ players: 3, hands: [['snitch-a']] });
    g.editPlace(1, 'gino-smokes-fabbrini', 9);
    g.advance((x) => x.pending?.d === 'window' && x.pending.seat === 0);
    const snitch = g.legal(0).filter((a) => a.type === 'snitch');
    expect(snitch.map((a) => (a.type === 'snitch' ? cgid(a.gangster) : ''))).toEqual([
      'gino-smokes-fabbrini',
    ]);
  });

  it('R10.9 a family may hold several coins; an Omertà coin is chosen by confirming, and the pool runs out', () => {
    const g = classic();
    const targets = [
      'gino-smokes-fabbrini',
      'angelo-angel-face-dimarco',
      'rocco-the-hammer-battaglia',
    ];
    for (const [k, id] of targets.entries()) {
      askEffect(g, 0, { kind: 'blackmail' });
      g.do({ type: 'target', seat: 0, gangster: CG(id), column: -1, count: 0 });
      g.do(k === 1 ? { type: 'confirm', seat: 0 } : { type: 'decline', seat: 0 });
    }
    expect(g.s.coins!.map((c) => [cgid(c.gangster), c.seat, c.omerta])).toEqual([
      ['gino-smokes-fabbrini', 0, false],
      ['angelo-angel-face-dimarco', 0, true],
      ['rocco-the-hammer-battaglia', 0, false],
    ]);
  });

  it('R10.9 removing the token under a coin returns the coin to the pool; a family’s coin token leaves last', () => {
    const g = classic();
    g.editPlace(1, 'fabrizio-fat-fab-colucci', 1);
    g.s.coins!.push({ gangster: CG('fabrizio-fat-fab-colucci'), seat: 1, omerta: false });
    // Seat 2 controls the Third Guy (#1), whose power takes a token off a tier 1 gangster.
    g.editPlace(2, 'fabrizio-fat-fab-colucci', 2);
    g.advance(
      (x) => x.pending?.d === 'activate' && x.pending.gangster === CG('fabrizio-fat-fab-colucci'),
    );
    g.do({ type: 'activate', seat: 2, power: 'position', target: -1 });
    const ev = g.do({
      type: 'target',
      seat: 2,
      gangster: CG('fabrizio-fat-fab-colucci'),
      column: 1,
      count: 0,
    });
    expect(eventsOf(ev, 'coinBack')).toEqual([
      { e: 'coinBack', gangster: CG('fabrizio-fat-fab-colucci') },
    ]);
    expect(g.s.coins).toEqual([]);
  });

  it('R10.9 a blackmail card takes a coin for the gangster its token went on', () => {
    const g = classic({ hands: [['blackmail-gambler']] });
    g.do({ type: 'play', seat: 0, card: CC('blackmail-gambler'), mode: 'influence', ante: 0 });
    g.do({ type: 'target', seat: 0, gangster: CG('gino-smokes-fabbrini'), column: 0, count: 1 });
    expect(g.pending).toEqual({ d: 'confirm', seat: 0 });
    g.do({ type: 'confirm', seat: 0 });
    // Both kinds are left: the coin's kind is asked next.
    expect(g.pending).toEqual({ d: 'confirm', seat: 0 });
    g.do({ type: 'confirm', seat: 0 });
    expect(g.s.coins).toEqual([{ gangster: CG('gino-smokes-fabbrini'), seat: 0, omerta: true }]);
    // The icon's token and the coin's token: two on Gino.
    expect(g.tokens('gino-smokes-fabbrini', 0)).toBe(2);
  });

  it('R10.9 / R15.1 an Omertà coin cannot be replaced by another family’s', () => {
    const g = classic();
    g.editPlace(1, 'gino-smokes-fabbrini', 1).editPlace(1, 'angelo-angel-face-dimarco', 1);
    g.s.coins!.push(
      { gangster: CG('gino-smokes-fabbrini'), seat: 1, omerta: true },
      { gangster: CG('angelo-angel-face-dimarco'), seat: 1, omerta: false },
    );
    askEffect(g, 0, { kind: 'replaceBlackmail' });
    const targets = g.legal(0).flatMap((a) => (a.type === 'target' ? [cgid(a.gangster)] : []));
    expect(targets).toEqual(['angelo-angel-face-dimarco']);
    g.do({
      type: 'target',
      seat: 0,
      gangster: CG('angelo-angel-face-dimarco'),
      column: -1,
      count: 0,
    });
    expect(g.s.coins![1]).toEqual({
      gangster: CG('angelo-angel-face-dimarco'),
      seat: 0,
      omerta: false,
    });
    expect([
      g.tokens('angelo-angel-face-dimarco', 0),
      g.tokens('angelo-angel-face-dimarco', 1),
    ]).toEqual([1, 0]);
  });

  /** The Capo (seat 0) whacks Gino (seat 1) with the Whack die on `face`: the respect swing. */
  function capoWhacks(face: number): number[] {
    const g = classic({ dice: [face] });
    g.editPlace(0, 'killer-mac-pheeto', 2).editPlace(1, 'gino-smokes-fabbrini', 2);
    g.editMoney(0, 20);
    g.advanceToActivation('killer-mac-pheeto');
    g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
    const before = [g.fam(0).respect, g.fam(1).respect];
    g.doPast({
      type: 'target',
      seat: 0,
      gangster: CG('gino-smokes-fabbrini'),
      column: -1,
      count: 0,
    });
    return [g.fam(0).respect - before[0]!, g.fam(1).respect - before[1]!];
  }

  it('R10.10 a Classic whack moves a fixed 4 respect; a Miss costs only the attacker', () => {
    expect(capoWhacks(2)).toEqual([4, -4]);
    // Miss: the attacker's family loses 4, the target's gains nothing (Revised would give it its card respect).
    expect(capoWhacks(4)).toEqual([-4, 0]);
  });

  it('R10.11 swapping the token under a coin passes the coin to the family whose token came in', () => {
    const g = classic();
    g.editPlace(1, 'gino-smokes-fabbrini', 1).editPlace(2, 'angelo-angel-face-dimarco', 1);
    g.s.coins!.push({ gangster: CG('gino-smokes-fabbrini'), seat: 1, omerta: false });
    askEffect(g, 0, { kind: 'swapTokens' });
    g.do({ type: 'target', seat: 0, gangster: CG('gino-smokes-fabbrini'), column: 1, count: 0 });
    g.do({
      type: 'target',
      seat: 0,
      gangster: CG('angelo-angel-face-dimarco'),
      column: 2,
      count: 0,
    });
    expect(g.s.coins).toEqual([{ gangster: CG('gino-smokes-fabbrini'), seat: 2, omerta: false }]);
  });
});

/** What broke a tie for the win, read back from the end as any seat sees it (tieBreak.ts). */
const tieOf = (g: Game) => finalTie(view(g.s, 0), ccat);

describe('Classic end of game (R11)', () => {
  it('R11.2 final scoring: gangsters score respect once more, cards become $8, every $10 one respect', () => {
    expect(finalScore({ respect: 10, money: 13, cards: 3 }, CLASSIC)).toEqual({
      board: 10,
      cards: 0,
      money: 3,
      total: 13,
    });
    const g = classic();
    g.editPlace(0, 'aurelio-the-judge-benedetto', 3);
    g.editMoney(0, 13);
    g.editHand(0, ['thug-3-a', 'hitman-3-a', 'conman-3-a']);
    const respect = g.fam(0).respect;
    endNow(g);
    // #8 scores 4 + 3 respect once more; $13 + 3 × $8 = $37 → 3 respect.
    expect(eventsOf(g.log, 'respect').filter((e) => e.seat === 0)).toEqual([
      { e: 'respect', seat: 0, delta: 7, why: 'final scoring' },
      { e: 'respect', seat: 0, delta: 3, why: 'money' },
    ]);
    expect(g.s.result!.families[0]).toEqual({
      seat: 0,
      board: respect + 7,
      cards: 0,
      money: 3,
      total: respect + 10,
    });
  });

  it('R11.2 R5.5 Classic opens no last window to sell: a card kept is cashed at its sale price', () => {
    const g = classic();
    g.editHand(0, ['thug-3-a', 'hitman-3-a']);
    // The last round's last phase begins, then the game plays on to its end.
    g.s.round = CLASSIC.rounds;
    g.s.stack = [{ f: 'game', next: CLASSIC.phases.length - 1, open: false }];
    g.s.pending = null;
    run(g.s, { cat: ccat, ev: g.log });
    let lastWindows = 0;
    g.advance((x) => {
      if (atEndWindow(x.s)) lastWindows++;
      return x.s.pending === null;
    });
    expect(g.s.result).not.toBeNull();
    expect(lastWindows).toBe(0);
    expect(g.fam(0).hand).toHaveLength(2);
  });

  it('R11.2 ties: the ring holder wins', () => {
    const g = classic();
    g.s.families.forEach((f) => {
      f.respect = 5;
      f.money = 0;
      f.hand = [];
    });
    g.s.ring = 2;
    endNow(g);
    expect(g.s.result!.winner).toBe(2);
    expect(tieOf(g)).toEqual({ among: 0b1111, by: 'ring' });
  });

  it('R11.2 ties without the ring: highest gangster controlled, then money, then tokens, then cards, then a roll-off', () => {
    const setup = () => {
      const g = classic({ players: 3 });
      for (let slot = 0; slot < 12; slot++) {
        const gg = g.s.board[slot]!;
        for (let c = 0; c < 3; c++) {
          const n = g.s.tokens[gg * 6 + c]!;
          g.s.tokens[gg * 6 + c] = 0;
          g.s.families[c]!.supply += n;
        }
      }
      g.s.families.forEach((f) => {
        f.respect = 5;
        f.money = 0;
        g.s.discard.push(...f.hand);
        f.hand = [];
      });
      g.s.ring = 0;
      g.s.families[0]!.respect = 0;
      return g;
    };
    let g = setup();
    // #1 (Fabrizio, 1 respect) and #4 (Teodoro, 2 + 1) score once more at the end: level again.
    g.editPlace(1, 'fabrizio-fat-fab-colucci', 1).editPlace(2, 'teodoro-blades-russo', 1);
    g.s.families[1]!.respect -= 1;
    g.s.families[2]!.respect -= 3;
    endNow(g);
    expect(g.s.result!.families.map((f) => f.total)).toEqual([0, 5, 5]);
    expect(g.s.result!.winner).toBe(2);
    // The result says which tie-breaker told the two apart, for the end screen to tell.
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'position' });
    g = setup();
    g.s.families[1]!.money = 9;
    endNow(g);
    expect(g.s.result!.winner).toBe(1);
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'money' });
    g = setup();
    g.editPlace(2, CLASSIC_LINEUP[8]!, 2);
    endNow(g);
    expect(g.s.result!.winner).toBe(2);
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'tokens' });
    g = setup();
    g.editHand(1, ['thug-3-a']);
    endNow(g);
    // A card is $8, under the $10 of a respect: level on respect, ahead on money.
    expect(g.s.result!.winner).toBe(1);
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'money' });
    g = setup();
    // $8 in cash against a card cashed at $8: level on money and tokens, ahead on cards.
    g.editHand(1, ['thug-3-a']);
    g.s.families[2]!.money = 8;
    endNow(g);
    expect(g.s.result!.winner).toBe(1);
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'cards' });
    g = setup();
    g.s.options = { ...g.s.options, dice: [3, 5] };
    g.s.diceUsed = 0;
    endNow(g);
    expect(eventsOf(g.log, 'roll').map((e) => [e.seat, e.face])).toEqual([
      [1, 3],
      [2, 5],
    ]);
    expect(g.s.result!.winner).toBe(2);
    expect(tieOf(g)).toEqual({ among: 0b110, by: 'rollOff' });
    // The game's end says the same as it happens, for the log.
    expect(eventsOf(g.log, 'end')).toEqual([
      { e: 'end', winner: 2, tie: { among: 0b110, by: 'rollOff' } },
    ]);
  });

  /** Two families other than the ring holder level on Aurelio (#8) at the final scoring. */
  function tiedAtTheEnd(bindingDeals = false) {
    const g = classic({ house: { bindingDeals } });
    const ring = g.s.ring;
    const [a, b] = [0, 1, 2, 3].filter((x) => x !== ring) as [number, number];
    const judge = CG('aurelio-the-judge-benedetto');
    g.editPlace(a, 'aurelio-the-judge-benedetto', 2).editPlace(b, 'aurelio-the-judge-benedetto', 2);
    g.editMoney(a, 20);
    endNow(g);
    const offer = (give: Term[]): Action => ({
      type: 'offer',
      seat: a,
      to: ring,
      give,
      get: [{ k: 'tieBreak', gangster: judge, family: a }],
    });
    /** `a` buys the ruling for $6 now, and the ring holder accepts. */
    const buy = () => {
      g.do(offer([{ k: 'pay', amount: 6 }]));
      g.do({ type: 'answer', seat: ring, offer: g.s.offers.at(-1)!.id, accept: true });
    };
    return { g, ring, a, b, judge, offer, buy };
  }

  it('R11.2, R13.1 a tie on a gangster at the final scoring trades only money now and the ruling', () => {
    const { g, ring, judge, offer } = tiedAtTheEnd();
    // R11.2 step 1 stops at the tied gangster for the ring holder's ruling (R7.3).
    expect(g.s.pending).toMatchObject({ d: 'tie', seat: ring, gangster: judge });
    // No phase or round is left for a later payment to fall due, or for a family to be spared.
    const later = g.refusal(offer([{ k: 'payLater', amount: 6, when: 'endOfRound' }]));
    expect(later).toMatchObject({
      code: 'bad-terms',
      message: expect.stringMatching(/game is over/),
    });
    expect(g.refusal(offer([{ k: 'spare', family: ring }]))?.code).toBe('bad-terms');
    // Money now, for the ruling, is a deal the table can hold.
    expect(g.refusal(offer([{ k: 'pay', amount: 6 }]))).toBeNull();
  });

  it('R11.2, R13.3 the ruling bought at the final scoring is kept or broken where it is given', () => {
    const { g, ring, b, judge, buy } = tiedAtTheEnd();
    buy();
    expect(g.s.pending).toMatchObject({ d: 'tie', seat: ring, gangster: judge });
    const ev = g.do({ type: 'tie', seat: ring, family: b });
    expect(eventsOf(ev, 'tie')).toEqual([{ e: 'tie', seat: ring, gangster: judge, family: b }]);
    expect(g.s.promises.map((p) => [p.term.k, p.status])).toEqual([['tieBreak', 'broken']]);
    // The gangster scored once more for the family the ring holder named.
    expect(eventsOf(ev, 'score')).toContainEqual(
      expect.objectContaining({ seat: b, gangster: judge, final: true }),
    );
  });

  it('R11.2, R13.3 a ruling bought on a tie that never comes lapses as the game ends', () => {
    const { g, ring, a, b } = tiedAtTheEnd();
    // The Capo is not tied: a ruling on him is bought, and never given.
    const capo = g.s.board[CAPO_SLOT]!;
    g.do({
      type: 'offer',
      seat: a,
      to: ring,
      give: [{ k: 'pay', amount: 2 }],
      get: [{ k: 'tieBreak', gangster: capo, family: a }],
    });
    g.do({ type: 'answer', seat: ring, offer: g.s.offers.at(-1)!.id, accept: true });
    g.do({ type: 'tie', seat: ring, family: b });
    expect(g.s.result?.winner).toBeGreaterThanOrEqual(0);
    expect(g.s.promises.map((p) => p.status)).toEqual(['void']);
    expect(g.s.pending).toBeNull();
  });

  it('R11.2, R13.4 with Binding Deals the bought ruling is given without asking', () => {
    const { g, ring, a, judge, buy } = tiedAtTheEnd(true);
    const log = g.log.length;
    buy();
    expect(g.s.pending?.d === 'tie' && g.s.pending.gangster === judge).toBe(false);
    const after = g.log.slice(log);
    expect(eventsOf(after, 'tie')).toEqual([{ e: 'tie', seat: ring, gangster: judge, family: a }]);
    expect(g.s.promises.map((p) => p.status)).toEqual(['kept']);
  });
});

describe('Classic house rules (R14)', () => {
  it('R14.3 Long Game is a Revised house rule', () => {
    const r = createGame({
      seed: 1,
      players: 4,
      edition: 'classic',
      house: { longGame: true },
    });
    expect(r.ok ? null : r.error.code).toBe('bad-options');
  });

  it('R14.4 Random Setup deals the starting Capo at random too, and no typed deal', () => {
    let elsewhere = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = createGame({ seed, players: 4, edition: 'classic', house: { randomSetup: true } });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.board[8] !== ccat.startingCapo) elsewhere++;
      expect(r.value.board.every((x) => x >= 0)).toBe(true);
    }
    expect(elsewhere).toBeGreaterThan(30);
  });

  it('R14.6 Classic options travel with the game: a Classic save replays as Classic', () => {
    const g = classic();
    expect(g.s.options.edition).toBe('classic');
    expect(g.s.options.house.rerollTokens).toBe(0);
    expect(g.s.options.house.randomSetup).toBeUndefined();
  });
});
