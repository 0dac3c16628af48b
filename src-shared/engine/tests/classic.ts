/**
 * Scenario helper for the Classic rule tests (R4.2 and every "Classic" clause): a Classic
 * game with a stacked board, stacked starting hands (R3.4: four each, seat 0 first) and the
 * opening placements (R3.6) made as told, then the same `Game` driver as the Revised tests.
 */
import { catalogFor, createGame, type GameOptionsInput } from '../index';
import { controlOf } from '../board';
import { TOKEN_STRIDE } from '../vocabulary';
import { Game } from './scenario';

export const ccat = catalogFor('classic');

/** Classic gangster index by id (the Classic deck has its own order). */
export function CG(id: string): number {
  const i = ccat.gangsterIndex.get(id);
  if (i === undefined) throw new Error(`No Classic gangster "${id}".`);
  return i;
}

export function CC(id: string): number {
  const i = ccat.cardIndex.get(id);
  if (i === undefined) throw new Error(`No influence card "${id}".`);
  return i;
}

export const cgid = (g: number): string => ccat.gangsters[g]!.id;

/** Slots: positions #1..#9 are 0..8, the three Associates 9..11 (R2.3). */
export const ASSOCIATES = [9, 10, 11];

/**
 * The default board: #8..#4 hold all four types in deal order, so nothing is set aside
 * (R3.3), and no gangster has a power.
 */
export const CLASSIC_LINEUP = [
  'aurelio-the-judge-benedetto', // #8 conman 4 / 0
  'rocco-the-hammer-battaglia', // #7 thug 3 / 1
  'angelo-angel-face-dimarco', // #6 conman 2 / 2
  'gino-smokes-fabbrini', // #5 gambler 2 / 2
  'teodoro-blades-russo', // #4 hitman 2 / 1
  'johnny-knuckles-ferrante', // #3 thug 2 / 1
  'sonny-stitches-iacono', // #2 hitman 3 / 0
  'fabrizio-fat-fab-colucci', // #1 gambler 1 / 3
  'bruno-big-shoulders-caputo', // Associates
  'alfonso-the-ox-nardone',
  'benny-the-bookie-sorrentino',
];

const PLAIN = [
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

export interface ClassicStart extends Partial<Omit<GameOptionsInput, 'stack' | 'edition'>> {
  /** Gangsters dealt from the top: #8 down to #1, the Associates, then the deck's next cards. */
  gangsters?: string[];
  /** Starting hands by seat (up to 4 each; the rest are plain one- and two-token cards). */
  hands?: (string[] | undefined)[];
  /** Influence cards drawn next (in the Fence). */
  nextCards?: string[];
  /**
   * The opening placements in order, one gangster id per turn (R3.6), or null to leave the
   * game at the first one. Default: every token on the Associates, which never score.
   */
  opening?: string[] | null;
}

export function classic(o: ClassicStart = {}): ClassicGame {
  const players = o.players ?? 4;
  const used = new Set([...(o.hands ?? []).flatMap((h) => h ?? []), ...(o.nextCards ?? [])]);
  const pad = PLAIN.filter((id) => !used.has(id));
  const influence: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const h = (o.hands?.[seat] ?? []).slice();
    while (h.length < 4) h.push(pad.shift()!);
    influence.push(...h);
  }
  influence.push(...(o.nextCards ?? []));
  const { gangsters, hands: _h, nextCards: _n, opening, ...rest } = o;
  const r = createGame({
    seed: 7,
    players,
    firstPlayer: 0,
    ...rest,
    edition: 'classic',
    stack: { gangsters: gangsters ?? CLASSIC_LINEUP, influence },
  });
  if (!r.ok) throw new Error(`createGame: ${r.error.message}`);
  const g = new ClassicGame(r.value);
  if (opening === null) return g;
  const picks =
    opening ?? Array.from({ length: players * 3 }, (_, k) => cgid(g.s.board[ASSOCIATES[k % 3]!]!));
  for (const id of picks) {
    const seat = g.pending!.seat;
    g.do({ type: 'target', seat, gangster: CG(id), column: seat, count: 1 });
  }
  return g;
}

export class ClassicGame extends Game {
  /** Gangster id at position #n (9 = Capo), or at an Associate slot (10..12 for A1..A3). */
  cat(n: number): string | null {
    const g = this.s.board[n - 1]!;
    return g < 0 ? null : cgid(g);
  }

  /** Position number of a gangster (#1..#9), 0 for an Associate, -1 off the board. */
  cposition(id: string): number {
    const sl = this.s.board.indexOf(CG(id));
    if (sl < 0) return -1;
    return sl > 8 ? 0 : sl + 1;
  }

  ctokens(id: string, column: number): number {
    return this.s.tokens[CG(id) * TOKEN_STRIDE + column]!;
  }

  ccontrol(id: string): number {
    return controlOf(this.s, CG(id), ccat);
  }

  cplace(seat: number, id: string, n: number): this {
    const f = this.fam(seat);
    if (f.supply < n) throw new Error('cplace: supply too short');
    f.supply -= n;
    this.s.tokens[CG(id) * TOKEN_STRIDE + seat]! += n;
    return this;
  }

  /** Sets a hand exactly, the old cards going to the bottom of the deck. */
  chand(seat: number, ids: string[]): this {
    const s = this.s;
    const f = this.fam(seat);
    s.influenceDeck.unshift(...f.hand);
    f.hand = [];
    for (const id of ids) {
      const c = CC(id);
      let i = s.influenceDeck.indexOf(c);
      if (i >= 0) s.influenceDeck.splice(i, 1);
      else {
        i = s.discard.indexOf(c);
        if (i < 0) throw new Error(`chand: "${id}" is not in the deck or the discard pile`);
        s.discard.splice(i, 1);
      }
      f.hand.push(c);
    }
    return this;
  }
}
