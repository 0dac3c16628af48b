/** R10 Influence cards and their effects. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../index';
import { C, CAPO, eventsOf, G, type Game, invariants, start } from './scenario';

const ASSOCIATE = 'federico-the-nose-barone';

const play = (seat: number, card: string, mode: 'influence' | 'discard' | 'or' = 'influence') =>
  ({ type: 'play', seat, card: C(card), mode, ante: 0 }) as const;
const pick = (seat: number, id: string, count: number, column = seat) =>
  ({ type: 'target', seat, gangster: G(id), column, count }) as const;
const aim = (seat: number, id: string) =>
  ({ type: 'target', seat, gangster: G(id), column: -1, count: 0 }) as const;

const targets = (g: Game) => g.legal().flatMap((a) => (a.type === 'target' ? [a.gangster] : []));

function exchanges(ev: GameEvent[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const e of eventsOf(ev, 'respect'))
    if (e.why.includes('exchange')) out[e.seat] = (out[e.seat] ?? 0) + e.delta;
  return out;
}

/** Test setup: leaves a family `left` tokens by parking the rest on the Associate. */
function leaveTokens(g: Game, seat: number, left: number) {
  g.editPlace(seat, ASSOCIATE, g.fam(seat).supply - left);
}

describe('R10 Influence cards', () => {
  it('R10.1 a type icon goes on a gangster of that type; a two-type gangster counts as each', () => {
    const g = start({ hands: [['conman-2-a', 'hitman-2-a']] });
    g.do(play(0, 'conman-2-a'));
    // Conmen: Ralph (#4), Angelo (#6), Ottavio (#8) and the Capo (thug and conman).
    expect(targets(g)).toEqual(
      ['ralph-the-accountant-bellini', 'angelo-angel-face-dimarco', 'ottavio-papa-greco', CAPO].map(
        G,
      ),
    );
    g.do(pick(0, CAPO, 2));
    expect(g.tokens(CAPO, 0)).toBe(2);
    g.editHand(0, ['hitman-2-a']);
    g.advanceTo('turn', 0);
    g.do(play(0, 'hitman-2-a'));
    // Hitmen: Teodoro (#2) and the Associate.
    expect(targets(g)).toEqual([G('teodoro-blades-russo'), G(ASSOCIATE)]);
  });

  it('R10.1 a position icon goes on the gangster in that position, whatever its type', () => {
    const g = start({ hands: [['position-5']] });
    // Gino, a gambler, is the only possible target: the engine places without asking.
    const ev = g.do(play(0, 'position-5'));
    expect(eventsOf(ev, 'place')).toEqual([
      { e: 'place', seat: 0, gangster: G('gino-smokes-fabbrini'), count: 2 },
    ]);
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
  });

  it('R10.2 all N tokens of an icon go on one gangster', () => {
    const g = start({ hands: [['thug-3-a']] });
    g.do(play(0, 'thug-3-a'));
    expect(g.refusal(pick(0, 'rocco-the-hammer-battaglia', 1))?.code).toBe('illegal');
    g.do(pick(0, 'rocco-the-hammer-battaglia', 3));
    expect(g.tokens('rocco-the-hammer-battaglia', 0)).toBe(3);
  });

  it('R10.2 an icon that can be placed must be placed (no declining)', () => {
    const g = start({ hands: [['thug-2-a']] });
    g.do(play(0, 'thug-2-a'));
    expect(g.legal().every((a) => a.type === 'target')).toBe(true);
    expect(g.refusal({ type: 'decline', seat: 0 })?.code).toBe('illegal');
  });

  it('R10.2 worked example: a family short of tokens places the 1-token icon and skips the bigger one', () => {
    const g = start({ hands: [['thug-hitman-1-2']] });
    leaveTokens(g, 0, 1);
    g.do(play(0, 'thug-hitman-1-2'));
    const ev = g.do(pick(0, 'johnny-knuckles-ferrante', 1));
    expect(eventsOf(ev, 'place')).toEqual([
      { e: 'place', seat: 0, gangster: G('johnny-knuckles-ferrante'), count: 1 },
    ]);
    expect(g.fam(0).supply).toBe(0);
    expect(g.s.discard).toEqual([C('thug-hitman-1-2')]);
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
  });

  it('R10.2 worked example: a 3-token icon cannot go on a gangster when the family has 2 tokens left', () => {
    const g = start({ hands: [['thug-3-a']] });
    leaveTokens(g, 0, 2);
    const modes = g
      .legal(0)
      .flatMap((a) => (a.type === 'play' && a.card === C('thug-3-a') ? [a.mode] : []));
    expect(modes).toEqual(['discard']);
    expect(g.refusal(play(0, 'thug-3-a'))?.code).toBe('illegal');
  });

  it('R10.2 the icons of one card may go on the same gangster or on different ones', () => {
    const g = start({ hands: [['thug-conman-2-1', 'thug-conman-1-2']] });
    g.do(play(0, 'thug-conman-2-1'));
    g.do(pick(0, CAPO, 2));
    g.do(pick(0, CAPO, 1));
    expect(g.tokens(CAPO, 0)).toBe(3);
  });

  it('R10.3 influence is placed before the rest of the card (a blackmail card)', () => {
    const g = start({ hands: [['blackmail-thug']] });
    g.do(play(0, 'blackmail-thug'));
    const placed = g.do(pick(0, 'rocco-the-hammer-battaglia', 1));
    expect(eventsOf(placed, 'place')).toHaveLength(1);
    expect(g.pending).toEqual({ d: 'confirm', seat: 0 });
    const ev = g.do({ type: 'confirm', seat: 0 });
    expect(eventsOf(ev, 'blackmail')).toEqual([
      { e: 'blackmail', seat: 0, gangster: G('rocco-the-hammer-battaglia') },
    ]);
    expect(g.fam(0).blackmail).toBe(G('rocco-the-hammer-battaglia'));
  });

  it('R10.3 a part of the text that cannot resolve is skipped', () => {
    // "Pay $5 for one more token" with $4 and nothing else to sell.
    const g = start();
    g.editHand(0, ['thug-1-d']).editMoney(0, 4);
    g.do(play(0, 'thug-1-d'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 1));
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
    expect(g.s.discard).toEqual([C('thug-1-d')]);
  });

  it('R10.4 "pay $5 to place an additional influence" is optional and goes with the icon’s tokens', () => {
    const g = start({ hands: [['thug-1-d'], ['thug-2-d']] });
    g.do(play(0, 'thug-1-d'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 1));
    // R12.2: the cost may also be raised by selling the cards still in hand.
    expect(g.legal().filter((a) => a.type !== 'sell')).toEqual([
      { type: 'confirm', seat: 0 },
      { type: 'decline', seat: 0 },
    ]);
    expect(g.legal().filter((a) => a.type === 'sell').length).toBe(g.fam(0).hand.length);
    g.do({ type: 'confirm', seat: 0 });
    expect(g.tokens('rocco-the-hammer-battaglia', 0)).toBe(2);
    expect(g.fam(0).money).toBe(0);
    g.do(play(1, 'thug-2-d'));
    g.do(pick(1, 'johnny-knuckles-ferrante', 2));
    g.do({ type: 'decline', seat: 1 });
    expect(g.tokens('johnny-knuckles-ferrante', 1)).toBe(2);
    expect(g.fam(1).money).toBe(5);
  });

  it('R10.5 "allow another family to place 1": the player picks the family, that family the gangster', () => {
    const g = start({ hands: [['thug-3-d']] });
    leaveTokens(g, 3, 0);
    g.do(play(0, 'thug-3-d'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 3));
    expect(g.pending).toEqual({ d: 'family', seat: 0 });
    // Seat 3 has no token left to place.
    expect(g.legal()).toEqual([
      { type: 'family', seat: 0, family: 1 },
      { type: 'family', seat: 0, family: 2 },
    ]);
    g.do({ type: 'family', seat: 0, family: 2 });
    expect(g.pending).toEqual({ d: 'target', seat: 2 });
    expect(g.legal()).toContainEqual({ type: 'decline', seat: 2 });
    expect(targets(g)).toHaveLength(10);
    g.do(pick(2, ASSOCIATE, 1));
    expect(g.tokens(ASSOCIATE, 2)).toBe(1);
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
  });

  it('R10.5 the other family may decline', () => {
    const g = start({ hands: [['thug-3-d']] });
    g.do(play(0, 'thug-3-d'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 3));
    g.do({ type: 'family', seat: 0, family: 1 });
    g.do({ type: 'decline', seat: 1 });
    expect(g.fam(1).supply).toBe(25);
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
  });

  it('R10.6 an OR ability places no influence (move 2 of your tokens)', () => {
    const g = start({ hands: [['or-move-thug']] });
    g.editPlace(0, 'gino-smokes-fabbrini', 3);
    g.do(play(0, 'or-move-thug', 'or'));
    g.do(pick(0, 'gino-smokes-fabbrini', 0));
    g.do(pick(0, 'ralph-the-accountant-bellini', 2));
    expect(g.tokens('gino-smokes-fabbrini', 0)).toBe(1);
    expect(g.tokens('ralph-the-accountant-bellini', 0)).toBe(2);
    expect(g.fam(0).supply).toBe(22);
    expect(g.s.discard).toEqual([C('or-move-thug')]);
  });

  it('R10.7 a "during the Crew" card is played in the Crew for $0 and control changes at once', () => {
    const g = start({ hands: [undefined, ['thug-2-e']] });
    g.editPlace(0, 'johnny-knuckles-ferrante', 1);
    // Priority in the window before Johnny (#3) activates; seat 1 passed the earlier ones.
    g.advance(
      (x) =>
        x.pending?.d === 'window' &&
        x.s.stack.some((f) => f.f === 'crew' && f.stage === 'activate' && f.slot === 2),
    );
    expect(g.pending).toEqual({ d: 'window', seat: 1 });
    const ev = g.do({ type: 'crewCard', seat: 1, card: C('thug-2-e'), mode: 'influence' });
    expect(eventsOf(ev, 'play')).toEqual([
      { e: 'play', seat: 1, card: C('thug-2-e'), mode: 'crew' },
    ]);
    g.do(pick(1, 'johnny-knuckles-ferrante', 2));
    expect(g.fam(1).money).toBe(5);
    g.advance((x) => x.pending?.d !== 'window');
    expect(g.pending).toEqual({ d: 'activate', seat: 1, gangster: G('johnny-knuckles-ferrante') });
  });

  it('R10.8 a Snitch arrests a gangster with 10 or more influence; 9 is not enough', () => {
    const g = start({ hands: [undefined, ['snitch-a']] });
    g.editPlace(2, 'rocco-the-hammer-battaglia', 9);
    // With no target, the Snitch gives seat 1 nothing to do: nobody is asked.
    g.do({ type: 'pass', seat: 0 });
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
    g.editNeutral('rocco-the-hammer-battaglia', 1);
    g.do({ type: 'pass', seat: 1 });
    g.advanceTo('window');
    expect(g.legal(1).filter((a) => a.type === 'snitch')).toEqual([
      { type: 'snitch', seat: 1, card: C('snitch-a'), gangster: G('rocco-the-hammer-battaglia') },
    ]);
  });

  it('R10.9 blackmailing again moves the family’s one blackmail token', () => {
    const g = start({ hands: [['blackmail-thug']] });
    g.editBlackmail(0, 'gino-smokes-fabbrini');
    g.do(play(0, 'blackmail-thug'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 1));
    g.do({ type: 'confirm', seat: 0 });
    expect(g.fam(0).blackmail).toBe(G('rocco-the-hammer-battaglia'));
  });

  it('R10.9 a gangster holds at most one blackmail token', () => {
    const g = start({ hands: [['blackmail-thug']] });
    g.editBlackmail(1, 'rocco-the-hammer-battaglia');
    g.do(play(0, 'blackmail-thug'));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 1));
    // The card's blackmail cannot go on Rocco: it is skipped.
    expect(g.pending).toEqual({ d: 'turn', seat: 1 });
    expect(g.fam(0).blackmail).toBe(-1);
    // The Made Man's blackmail power does not offer Rocco either.
    g.editPlace(2, 'johnny-knuckles-ferrante', 1);
    g.advanceToActivation('johnny-knuckles-ferrante');
    g.do({ type: 'activate', seat: 2, power: 'position', target: -1 });
    expect(targets(g)).toHaveLength(9);
    expect(targets(g)).not.toContain(G('rocco-the-hammer-battaglia'));
  });

  it('R10.9 only an effect that says "replace" takes another family’s blackmail (Lucas Soriano)', () => {
    const g = start({ lineup: { 4: 'lucas-soriano' } });
    g.editPlace(0, 'lucas-soriano', 1);
    g.editBlackmail(1, 'rocco-the-hammer-battaglia').editBlackmail(0, 'gino-smokes-fabbrini');
    g.advanceToActivation('lucas-soriano');
    g.do({ type: 'activate', seat: 0, power: 'gangster', target: -1 });
    // Only gangsters carrying another family's blackmail.
    expect(targets(g)).toEqual([G('rocco-the-hammer-battaglia')]);
    g.do(aim(0, 'rocco-the-hammer-battaglia'));
    expect(g.fam(0).blackmail).toBe(G('rocco-the-hammer-battaglia'));
    expect(g.fam(1).blackmail).toBe(-1);
  });

  describe('R10.10 Whack', () => {
    /** Seat 0's Enforcer (Angelo, respect 2, #6) about to whack; seat 1 controls Rocco (respect 3). */
    function enforcer(face: number, money = 5) {
      const g = start({ dice: [face], house: { rerollTokens: 0 } });
      g.editNoHands().editMoney(0, money).editPlace(0, 'angelo-angel-face-dimarco', 1);
      g.editPlace(1, 'rocco-the-hammer-battaglia', 1);
      // Seat 2's Underboss keeps the Crew waiting after the whack.
      g.editPlace(2, 'ottavio-papa-greco', 1);
      g.advanceToActivation('angelo-angel-face-dimarco');
      g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
      return g;
    }

    it('R10.10 whacking the Capo costs $10 more', () => {
      expect(targets(enforcer(4, 14))).not.toContain(G(CAPO));
      const g = enforcer(4, 15);
      expect(targets(g)).toContain(G(CAPO));
      const ev = g.do(aim(0, CAPO));
      expect(eventsOf(ev, 'money')).toEqual([{ e: 'money', seat: 0, delta: -15, why: 'whack' }]);
      expect(g.fam(0).money).toBe(0);
    });

    it('R10.10 any gangster in a position may be whacked, never the Associate', () => {
      const g = enforcer(4);
      expect(targets(g)).toEqual(
        g.s.board.slice(0, 9).filter((x) => x !== G('angelo-angel-face-dimarco') && x !== G(CAPO)),
      );
    });

    it('R10.10 a protected gangster cannot be whacked', () => {
      const g = start({ lineup: { 3: 'vinnie-meatball-tortorella' } });
      g.editNoHands().editPlace(0, 'angelo-angel-face-dimarco', 1);
      g.advanceToActivation('angelo-angel-face-dimarco');
      g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
      // Not Vinnie, not the Enforcer itself, not the Capo ($15 is out of reach).
      expect(targets(g)).not.toContain(G('vinnie-meatball-tortorella'));
      expect(targets(g)).toHaveLength(6);
    });

    it('R10.10 Kill: the target dies; the attacker’s controller gains, the target’s loses', () => {
      const g = enforcer(2);
      const ev = g.do(aim(0, 'rocco-the-hammer-battaglia'));
      expect(g.s.fishes).toEqual([G('rocco-the-hammer-battaglia')]);
      expect(g.at(6)).toBe('angelo-angel-face-dimarco');
      expect(exchanges(ev)).toEqual({ 0: 2, 1: -3 });
    });

    it('R10.10 Take-Over: the target dies and the attacker moves into its position', () => {
      const g = enforcer(1);
      const ev = g.do(aim(0, 'rocco-the-hammer-battaglia'));
      expect(g.s.fishes).toEqual([G('rocco-the-hammer-battaglia')]);
      expect(g.position('angelo-angel-face-dimarco')).toBe(7);
      expect(exchanges(ev)).toEqual({ 0: 2, 1: -3 });
    });

    it('R10.10 Miss: nothing happens but the exchange, won by the target’s controller', () => {
      const g = enforcer(4);
      const ev = g.do(aim(0, 'rocco-the-hammer-battaglia'));
      expect(eventsOf(ev, 'die')).toEqual([]);
      expect(exchanges(ev)).toEqual({ 1: 3, 0: -2 });
    });

    it('R10.10 Backfire: the attacking gangster dies instead', () => {
      const g = enforcer(6);
      const ev = g.do(aim(0, 'rocco-the-hammer-battaglia'));
      expect(g.s.fishes).toEqual([G('angelo-angel-face-dimarco')]);
      expect(g.position('rocco-the-hammer-battaglia')).toBe(7);
      expect(exchanges(ev)).toEqual({ 1: 3, 0: -2 });
    });

    it('R10.10 a whack by card has no attacker: Take-Over acts as Kill and the attacker side gains nothing', () => {
      const g = start({ hands: [['whack-thug']], dice: [1], house: { rerollTokens: 0 } });
      g.editPlace(1, 'rocco-the-hammer-battaglia', 1);
      g.do(play(0, 'whack-thug', 'or'));
      const ev = g.doPast(aim(0, 'rocco-the-hammer-battaglia'));
      expect(eventsOf(ev, 'whackResult')).toEqual([
        { e: 'whackResult', attacker: -1, target: G('rocco-the-hammer-battaglia'), result: 'kill' },
      ]);
      expect(g.at(7)).toBeNull();
      expect(g.fam(0).money).toBe(0);
      expect(exchanges(ev)).toEqual({ 1: -3 });
    });

    it('R10.10 a whack by card: Backfire acts as Miss', () => {
      const g = start({ hands: [['whack-thug']], dice: [6], house: { rerollTokens: 0 } });
      g.editPlace(1, 'rocco-the-hammer-battaglia', 1);
      g.do(play(0, 'whack-thug', 'or'));
      const ev = g.doPast(aim(0, 'rocco-the-hammer-battaglia'));
      expect(eventsOf(ev, 'whackResult')[0]!.result).toBe('miss');
      expect(eventsOf(ev, 'die')).toEqual([]);
      expect(exchanges(ev)).toEqual({ 1: 3 });
    });
  });

  it('R10.11 a swap trades two tokens of different families between two gangsters', () => {
    // Tommy "Two Tones" (gangster power: swap) at #2.
    const g = start({ lineup: { 2: 'tommy-two-tones-abbate' } });
    g.editPlace(0, 'tommy-two-tones-abbate', 1);
    g.editPlace(1, 'rocco-the-hammer-battaglia', 3).editPlace(3, CAPO, 1);
    g.advanceToActivation('tommy-two-tones-abbate');
    g.do({ type: 'activate', seat: 0, power: 'gangster', target: -1 });
    g.do(pick(0, CAPO, 0, 3));
    g.do(pick(0, 'rocco-the-hammer-battaglia', 0, 1));
    expect([g.tokens(CAPO, 1), g.tokens(CAPO, 3)]).toEqual([1, 0]);
    expect([
      g.tokens('rocco-the-hammer-battaglia', 1),
      g.tokens('rocco-the-hammer-battaglia', 3),
    ]).toEqual([2, 1]);
    expect(g.s.ring).toBe(1);
    invariants(g.s);
  });

  it('R10.12 an effect’s target is chosen by its user unless it names another chooser', () => {
    const g = start({ hands: [['thug-3-d']] });
    g.do(play(0, 'thug-3-d'));
    expect(g.pending).toEqual({ d: 'target', seat: 0 });
    g.do(pick(0, 'rocco-the-hammer-battaglia', 3));
    g.do({ type: 'family', seat: 0, family: 3 });
    // "Allow another family to place": that family chooses, not the card's player.
    expect(g.refusal(pick(0, ASSOCIATE, 1))?.code).toBe('not-your-turn');
    g.do(pick(3, ASSOCIATE, 1, 3));
    expect(g.tokens(ASSOCIATE, 3)).toBe(1);
  });
});
