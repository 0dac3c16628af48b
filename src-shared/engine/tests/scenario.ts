/**
 * Scenario helper for the rule tests: a game with fixed defaults (4 families, ring holder 0,
 * a fixed seed), decks stacked by id, scripted dice, actions applied through the public
 * `apply` (each asserted legal), and a simple passive policy to move the game on.
 *
 * Where a rule needs an exact board, tests edit a fresh state through the `edit*` helpers
 * below. Each is test setup only and keeps the invariants `invariants` checks: a token moves
 * between a family's supply (or the neutral pool) and a gangster, a card moves between the
 * deck and a hand, never appearing or vanishing.
 */
import { expect } from 'vitest';
import {
  apply,
  catalogFor,
  checkAction,
  createGame,
  legalActions,
  type Action,
  type ApplyError,
  type Decision,
  type GameEvent,
  type GameOptionsInput,
  type GameState,
  type LegalAction,
} from '../index';
import type { Catalog } from '../catalog';
import { controlOf } from '../board';
import { NEUTRAL, TOKEN_STRIDE } from '../vocabulary';

export const cat = catalogFor('revised');

/** Gangster index by id. */
export function G(id: string): number {
  const i = cat.gangsterIndex.get(id);
  if (i === undefined) throw new Error(`No gangster "${id}".`);
  return i;
}

/** Influence card index by id. */
export function C(id: string): number {
  const i = cat.cardIndex.get(id);
  if (i === undefined) throw new Error(`No influence card "${id}".`);
  return i;
}

export const gid = (g: number): string => cat.gangsters[g]!.id;
export const cid = (c: number): string => cat.cards[c]!.id;

/** Board slot of position #n (R2.1); the Associate is slot 9 (R2.3). */
export const slot = (n: number): number => n - 1;
export const ASSOCIATE_SLOT = 9;
export const CAPO = 'vito-copindole';

/** The default lineup: gangsters without a power. */
const DEFAULT_LINEUP: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | 'A', string> = {
  8: 'ottavio-papa-greco', // conman, respect 3, money 1
  7: 'rocco-the-hammer-battaglia', // thug 3 / 1
  6: 'angelo-angel-face-dimarco', // conman 2 / 2
  5: 'gino-smokes-fabbrini', // gambler 2 / 2
  4: 'ralph-the-accountant-bellini', // conman 1 / 3
  3: 'johnny-knuckles-ferrante', // thug 2 / 1
  2: 'teodoro-blades-russo', // hitman 2 / 1
  1: 'fabrizio-fat-fab-colucci', // gambler 1 / 3
  A: 'federico-the-nose-barone', // hitman 2 / 2
};

/** Stand-ins when a default gangster is named elsewhere in a lineup. */
const SPARE_GANGSTERS = [
  'bruno-big-shoulders-caputo',
  'alfonso-the-ox-nardone',
  'gianni-goldtooth-caruso',
  'sonny-stitches-iacono',
  'benny-the-bookie-sorrentino',
];

/** Plain one- and two-token cards that pad stacked hands. */
export const PLAIN_CARDS = [
  'thug-1-a',
  'thug-1-b',
  'thug-1-c',
  'hitman-1-a',
  'hitman-1-b',
  'hitman-1-c',
  'conman-1-a',
  'conman-1-b',
  'conman-1-c',
  'gambler-1-a',
  'gambler-1-b',
  'gambler-1-c',
  'thug-2-a',
  'thug-2-b',
  'thug-2-c',
  'hitman-2-a',
  'hitman-2-b',
  'hitman-2-c',
  'conman-2-a',
  'conman-2-b',
];

export type Lineup = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string>> & {
  /** The Associate. */
  A?: string;
  /** Gangsters dealt after the board (promotions and refills), top first. */
  next?: string[];
};

/**
 * The gangster stack for a board: #8 down to #1, then the Associate, then `next`.
 * Unspecified slots keep their DEFAULT_LINEUP gangster (a spare if it is named elsewhere).
 */
export function lineupStack(l: Lineup = {}): string[] {
  const named = new Set<string>(
    [l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8], l.A, ...(l.next ?? [])].filter(
      (x): x is string => x !== undefined,
    ),
  );
  const spares = SPARE_GANGSTERS.filter((id) => !named.has(id));
  const pick = (given: string | undefined, key: keyof typeof DEFAULT_LINEUP): string => {
    if (given !== undefined) return given;
    const d = DEFAULT_LINEUP[key];
    return named.has(d) ? spares.shift()! : d;
  };
  const out: string[] = [];
  for (const n of [8, 7, 6, 5, 4, 3, 2, 1] as const) out.push(pick(l[n], `${n}`));
  out.push(pick(l.A, 'A'));
  out.push(...(l.next ?? []));
  return out;
}

export interface StartOptions extends Partial<Omit<GameOptionsInput, 'stack'>> {
  lineup?: Lineup;
  /**
   * Round 1 hands by seat (at most 3 cards each: the R5.1 draw). Seats not given get plain
   * one-token cards. The cards are stacked in draw order, from the ring holder round.
   */
  hands?: (string[] | undefined)[];
  /** Influence cards stacked after the round 1 draws (the next cards drawn). */
  nextCards?: string[];
}

/**
 * A game of plain options (decks shuffled by the seed, nothing stacked) that keeps its
 * actions, so a save's checkpoint or a campaign's tale can replay it from the same options.
 */
export function recorded(options: { seed: number; players: number }) {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  const game = {
    s: created.value,
    actions: [] as Action[],
    act(a: Action) {
      const r = apply(game.s, a);
      if (!r.ok) throw new Error(r.error.message);
      game.s = r.value.state;
      game.actions.push(a);
    },
  };
  return game;
}

/** A default game: 4 families, ring holder 0, seed 7, the default lineup. */
export function start(o: StartOptions = {}): Game {
  const players = o.players ?? 4;
  const first = o.firstPlayer ?? 0;
  const used = new Set<string>([
    ...(o.hands ?? []).flatMap((h) => h ?? []),
    ...(o.nextCards ?? []),
  ]);
  const pad = PLAIN_CARDS.filter((id) => !used.has(id));
  const influence: string[] = [];
  for (let k = 0; k < players; k++) {
    const seat = (first + k) % players;
    const h = (o.hands?.[seat] ?? []).slice();
    if (h.length > 3) throw new Error('A stacked round 1 hand has at most 3 cards.');
    while (h.length < 3) h.push(pad.shift()!);
    influence.push(...h);
  }
  influence.push(...(o.nextCards ?? []));
  const { lineup, hands: _h, nextCards: _n, ...rest } = o;
  const options: GameOptionsInput = {
    seed: 7,
    players,
    firstPlayer: first,
    ...rest,
    stack: { gangsters: lineupStack(lineup), influence },
  };
  const r = createGame(options);
  if (!r.ok) throw new Error(`createGame: ${r.error.message}`);
  return new Game(r.value);
}

/** The action the passive policy takes: pass, buy nothing, permit, decline, reject. */
export function passive(s: GameState, legal: LegalAction[]): Action {
  const d = s.pending!;
  const seat = d.seat;
  const find = (t: Action['type']) => legal.find((l) => l.action.type === t)?.action;
  switch (d.d) {
    case 'buy':
      return { type: 'buy', seat, count: 0 };
    case 'turn':
    case 'window':
    case 'activate':
      return find('pass')!;
    case 'gate':
      return { type: 'gate', seat, permit: true };
    case 'answer':
      return { type: 'answer', seat, offer: d.offer, accept: false };
    case 'due':
      return { type: 'due', seat, pay: false };
    case 'confirm':
    case 'target':
    case 'family':
    case 'tie':
      return (
        find('decline') ??
        legal.find((l) => l.action.type !== 'sell' && l.action.type !== 'offer')!.action
      );
  }
}

export type Policy = (s: GameState, legal: LegalAction[]) => Action;

export class Game {
  /** Every event since the game was created. */
  log: GameEvent[] = [];
  /** Every action applied since the game was created (for replays). */
  actions: Action[] = [];

  /** `catalog`: the edition whose ids the helpers below read (Revised unless told). */
  constructor(
    public s: GameState,
    readonly catalog: Catalog = cat,
  ) {}

  /** Gangster index by id, in this game's edition. */
  g(id: string): number {
    const i = this.catalog.gangsterIndex.get(id);
    if (i === undefined) throw new Error(`No ${this.catalog.edition} gangster "${id}".`);
    return i;
  }

  /** Influence card index by id. */
  c(id: string): number {
    const i = this.catalog.cardIndex.get(id);
    if (i === undefined) throw new Error(`No influence card "${id}".`);
    return i;
  }

  get pending(): Decision | null {
    return this.s.pending;
  }

  /** Legal actions without the offer templates (R13 offers are always there to be made). */
  legal(seat?: number): Action[] {
    return legalActions(this.s)
      .filter((l) => l.action.type !== 'offer')
      .filter((l) => seat === undefined || l.action.seat === seat)
      .map((l) => l.action);
  }

  legalRaw(): LegalAction[] {
    return legalActions(this.s);
  }

  /** Applies a legal action through `apply`; fails the test if it is not legal. */
  do(a: Action): GameEvent[] {
    const r = apply(this.s, a);
    if (!r.ok)
      throw new Error(
        `Action ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}; pending ${JSON.stringify(this.s.pending)}`,
      );
    this.s = r.value.state;
    this.actions.push(a);
    this.log.push(...r.value.events);
    return r.value.events;
  }

  /** Applies `a`, then passes every priority window that opens; returns all the events. */
  doPast(a: Action): GameEvent[] {
    const ev = this.do(a);
    ev.push(...this.advance((g) => g.pending?.d !== 'window'));
    return ev;
  }

  /** The error an action gets, or null when it is legal (state unchanged either way). */
  refusal(a: unknown): ApplyError | null {
    return checkAction(this.s, a);
  }

  /** Moves the game on with `policy` until `until` holds (checked before each step). */
  advance(until: (g: Game) => boolean, policy: Policy = passive, max = 5000): GameEvent[] {
    const events: GameEvent[] = [];
    for (let i = 0; i < max; i++) {
      if (until(this)) return events;
      if (!this.s.pending) throw new Error('The game ended before the condition held.');
      events.push(...this.do(policy(this.s, legalActions(this.s))));
    }
    throw new Error('advance: too many steps');
  }

  /** Advances to the next decision of this kind (and seat). */
  advanceTo(d: Decision['d'], seat?: number, policy: Policy = passive): GameEvent[] {
    return this.advance(
      (g) => g.pending?.d === d && (seat === undefined || g.pending.seat === seat),
      policy,
    );
  }

  /** Advances to the activation decision of a gangster (R6.3). */
  advanceToActivation(id: string, policy: Policy = passive): GameEvent[] {
    return this.advance(
      (g) => g.pending?.d === 'activate' && g.pending.gangster === this.g(id),
      policy,
    );
  }

  /**
   * The family asked now promises the next one $1 at the end of the round, which accepts, and
   * the game goes on to that payment (R13.3): between two rounds, or after the last one.
   */
  oweAtRoundEnd(): GameEvent[] {
    const seat = this.s.pending!.seat;
    const to = (seat + 1) % this.s.families.length;
    this.do({
      type: 'offer',
      seat,
      to,
      give: [{ k: 'payLater', amount: 1, when: 'endOfRound' }],
      get: [],
    });
    this.do({ type: 'answer', seat: to, offer: this.s.offers.at(-1)!.id, accept: true });
    return this.advanceTo('due');
  }

  /** Advances until the phase (and round) is reached. */
  advanceToPhase(phase: GameState['phase'], round = this.s.round): GameEvent[] {
    return this.advance((g) => g.s.phase === phase && g.s.round === round && g.s.pending !== null);
  }

  /** Passes everything to the end of the game. */
  finish(policy: Policy = passive): GameEvent[] {
    return this.advance((g) => g.s.pending === null, policy);
  }

  fam(seat: number) {
    return this.s.families[seat]!;
  }

  tokens(id: string, column: number): number {
    return this.s.tokens[this.g(id) * TOKEN_STRIDE + column]!;
  }

  /** Gangster id at position #n (9 = Capo), 'A' for the Associate, or null when empty. */
  at(n: number | 'A'): string | null {
    const g = this.s.board[n === 'A' ? ASSOCIATE_SLOT : slot(n)]!;
    return g < 0 ? null : this.catalog.gangsters[g]!.id;
  }

  /** Position number (#1..#9) of a gangster, 0 for an Associate, -1 when off the board. */
  position(id: string): number {
    const sl = this.s.board.indexOf(this.g(id));
    if (sl < 0) return -1;
    return sl >= ASSOCIATE_SLOT ? 0 : sl + 1;
  }

  control(id: string): number {
    return controlOf(this.s, this.g(id), this.catalog);
  }

  handIds(seat: number): string[] {
    return this.fam(seat).hand.map((c) => this.catalog.cards[c]!.id);
  }

  // --- Test setup edits (they keep the invariants; see the file comment) ---

  /** Moves `n` of a family's tokens from its supply onto a gangster. */
  editPlace(seat: number, id: string, n: number): this {
    const f = this.fam(seat);
    if (f.supply < n) throw new Error('editPlace: supply too short');
    f.supply -= n;
    this.s.tokens[this.g(id) * TOKEN_STRIDE + seat]! += n;
    return this;
  }

  /** Moves `n` neutral tokens from the pool onto a gangster. */
  editNeutral(id: string, n: number): this {
    if (this.s.neutral < n) throw new Error('editNeutral: pool too short');
    this.s.neutral -= n;
    this.s.tokens[this.g(id) * TOKEN_STRIDE + NEUTRAL]! += n;
    return this;
  }

  /** Sets a family's money (the bank is unlimited, R1.7). */
  editMoney(seat: number, money: number): this {
    this.fam(seat).money = money;
    return this;
  }

  editRespect(seat: number, respect: number): this {
    this.fam(seat).respect = respect;
    return this;
  }

  /** Puts a family's blackmail token on a gangster (or takes it back with null). */
  editBlackmail(seat: number, id: string | null): this {
    this.fam(seat).blackmail = id === null ? -1 : this.g(id);
    return this;
  }

  /**
   * Sets a hand exactly: the old cards go to the bottom of the influence deck and the named
   * cards come out of the deck or the discard pile.
   */
  editHand(seat: number, ids: string[]): this {
    const s = this.s;
    const f = this.fam(seat);
    s.influenceDeck.unshift(...f.hand);
    f.hand = [];
    for (const id of ids) {
      const c = this.c(id);
      let i = s.influenceDeck.indexOf(c);
      if (i >= 0) s.influenceDeck.splice(i, 1);
      else {
        i = s.discard.indexOf(c);
        if (i < 0) throw new Error(`editHand: "${id}" is not in the deck or the discard pile`);
        s.discard.splice(i, 1);
      }
      f.hand.push(c);
    }
    return this;
  }

  /** Empties every hand (back to the bottom of the deck). */
  editNoHands(): this {
    for (let seat = 0; seat < this.s.families.length; seat++) this.editHand(seat, []);
    return this;
  }
}

/**
 * The invariants every state keeps: 25 tokens per family and 25 neutral between supply and
 * board (R1.1, R1.2), every card and gangster in exactly one place, money never negative.
 */
export function invariants(s: GameState) {
  const n = s.families.length;
  for (let f = 0; f <= NEUTRAL; f++) {
    if (f >= n && f !== NEUTRAL) continue;
    let onBoard = 0;
    for (let g = 0; g < cat.gangsters.length; g++) onBoard += s.tokens[g * TOKEN_STRIDE + f]!;
    const held = f === NEUTRAL ? s.neutral : s.families[f]!.supply;
    expect(onBoard + held, `tokens of column ${f}`).toBe(25);
  }
  for (let g = 0; g < cat.gangsters.length; g++) {
    if (s.board.includes(g)) continue;
    for (let c = 0; c < TOKEN_STRIDE; c++)
      expect(s.tokens[g * TOKEN_STRIDE + c], `tokens left on ${gid(g)} off the board`).toBe(0);
  }
  const cards = [
    ...s.influenceDeck,
    ...s.discard,
    ...s.families.flatMap((f) => f.hand),
    ...s.stack.flatMap((f) => (f.f === 'card' ? [f.card] : [])),
  ];
  expect(cards.length).toBe(94);
  expect(new Set(cards).size).toBe(94);
  const gangsters = [...s.board.filter((g) => g >= 0), ...s.gangsterDeck, ...s.prison, ...s.fishes];
  expect(gangsters.length).toBe(54);
  expect(new Set(gangsters).size).toBe(54);
  for (const f of s.families) expect(f.money).toBeGreaterThanOrEqual(0);
}

/** Events of one kind. */
export function eventsOf<K extends GameEvent['e']>(
  events: GameEvent[],
  e: K,
): Extract<GameEvent, { e: K }>[] {
  return events.filter((x): x is Extract<GameEvent, { e: K }> => x.e === e);
}
