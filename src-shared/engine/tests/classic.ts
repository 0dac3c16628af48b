/**
 * Scenario helper for the Classic rule tests (R4.2 and every "Classic" clause): a Classic
 * game with a stacked board, stacked starting hands (R3.4: four each, seat 0 first) and the
 * opening placements (R3.6) made as told, then the same `Game` driver and edits as the Revised
 * tests, reading Classic's ids.
 */
import { catalogFor, createGame, type GameOptionsInput } from '../index';
import { Game, PLAIN_CARDS } from './scenario';

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

export function classic(o: ClassicStart = {}): Game {
  const players = o.players ?? 4;
  const used = new Set([...(o.hands ?? []).flatMap((h) => h ?? []), ...(o.nextCards ?? [])]);
  const pad = PLAIN_CARDS.filter((id) => !used.has(id));
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
  const g = new Game(r.value, ccat);
  if (opening === null) return g;
  const picks =
    opening ?? Array.from({ length: players * 3 }, (_, k) => cgid(g.s.board[ASSOCIATES[k % 3]!]!));
  for (const id of picks) {
    const seat = g.pending!.seat;
    g.do({ type: 'target', seat, gangster: CG(id), column: seat, count: 1 });
  }
  return g;
}
