/**
 * The tournament runner (issue #4), pure: plays seeded games between bot presets, rotating
 * the seats and reusing each seed across the rotations, so every preset meets the same
 * deals in every seat. Measuring time is the caller's: it passes a clock (the runner never
 * reads one), and tools/tournament.ts prints the report.
 */
import { apply, catalogFor, createGame, legalFor, view } from '../engine';
import type { Action, Edition, GameOptionsInput, GameState, LegalAction } from '../engine';
import type { Catalog } from '../engine/catalog';
import { attackedFamily } from './attacks';
import type { Bot, Decision } from './bot';
import {
  dealFigures,
  grudgeFigures,
  respectMovedPerGame,
  type AttackChoice,
  type DealFigures,
  type FigureRecord,
  type GrudgeFigures,
} from './figures';
import { fieldOf, type TableGames } from './learned';
import { decisionSeed } from './rand';
import { betrayals } from './trust';

/**
 * Makes the bot for one decision. Like the session host, the runner makes a fresh bot for
 * every decision, seeded from the game's seed, the seat and the state number: bots keep no
 * memory beyond their view, so a game replays whoever asks.
 */
export type BotMaker = (preset: string, seed: number, table?: BotTable) => Bot;

/** The preset a seat's name starts with (`hard:shark`, `hard (a variant)`). */
const presetOfSeat = (seat: string) => seat.split(/[: ]/)[0]!;

/** What the runner tells a bot of the table beyond its view, as the session host does. */
export interface BotTable {
  /** Seats answered as people's: their offers are valued on more samples (negotiate.ts). */
  people: readonly number[];
  /** Whose games this seat's table looks like, by the other seats' presets (learned.ts `fieldOf`). */
  field: TableGames;
}

export interface TournamentOptions {
  games: number;
  seed: number;
  players: number;
  /** One preset per seat, in seat order for the first rotation. */
  seats: readonly string[];
  makeBot: BotMaker;
  house?: GameOptionsInput['house'];
  /** R14.6: the edition played (Revised when absent). */
  edition?: Edition;
  /** Milliseconds, for latencies; without it no latency is measured. */
  clock?: () => number;
  /** Called after each game (progress, streaming output). */
  onGame?: (g: GameRecord) => void;
  /** Called with the state before each decision (positions for fitting the evaluation). */
  onState?: (s: GameState) => void;
  /**
   * The seat (as `seats` names it) whose offers every bot answers as a person's, wherever the
   * rotation puts it: the latency of the replies people wait for.
   */
  asPerson?: string;
  /**
   * Play each seed in every rotation even where the line-up repeats (a replayed game): a
   * paired run's two sides then play the same seeds, game for game, whatever their line-ups.
   */
  everyRotation?: boolean;
}

export interface GameRecord extends FigureRecord {
  index: number;
  seed: number;
  winner: number;
  totals: number[];
  /** Latencies in ms by seat, split into plain decisions and deal/bid decisions. */
  latency: { play: number[]; deal: number[] }[];
  /** Illegal actions bots tried (each one ends that game: a bug to report). */
  illegal: string[];
  decisions: number;
}

/** Deals and bids: answering an offer, making one, breaking a tie someone may bid on. */
const dealDecision = (kind: string | undefined): boolean =>
  kind === 'answer' || kind === 'tie' || kind === 'offer' || kind === 'counter';

/** Offer templates for `seat` at a tie it does not break (R13.2). */
const bidsFor = (legal: readonly LegalAction[]): boolean => legal.some((l) => l.terms);

/** The families `seat` could attack now, and those that had broken a promise to it; null if none. */
function attackChoice(s: GameState, seat: number, legal: readonly LegalAction[], cat: Catalog) {
  let choices = 0;
  for (const l of legal) {
    const f = attackedFamily(s, l.action, cat);
    if (f >= 0 && f !== seat) choices |= 1 << f;
  }
  if (choices === 0) return null;
  let betrayers = 0;
  for (let f = 0; f < s.families.length; f++)
    if (f !== seat && betrayals(s.promises, f, seat) > 0) betrayers |= 1 << f;
  return { seat, choices, betrayers };
}

/** One game to play: its number and seed, its line-up, and the tournament's settings it uses. */
export interface GameOptions extends Pick<
  TournamentOptions,
  'makeBot' | 'house' | 'edition' | 'clock' | 'onState' | 'asPerson'
> {
  /** Called with every action the game took, in order (a recorded log, tools/record-games.ts). */
  onAction?: (a: Action) => void;
  /** The game's number in its tournament (or campaign). */
  index: number;
  seed: number;
  /** One seat per family in seat order, as `makeBot` reads them (preset[:personality]). */
  seats: string[];
}

/** Plays one game to the end; bots act only through views and legal actions. */
export function playGame({
  index,
  seed,
  seats,
  makeBot,
  house,
  clock,
  edition = 'revised',
  onState,
  onAction,
  asPerson,
}: GameOptions): GameRecord {
  const created = createGame({
    seed,
    players: seats.length,
    edition,
    ...(house ? { house } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  let s: GameState = created.value;
  const people = seats.flatMap((x, seat) => (x === asPerson ? [seat] : []));
  const presets = seats.map((x, seat) => (people.includes(seat) ? null : presetOfSeat(x)));
  const tables = seats.map((_, seat) => ({ people, field: fieldOf(presets, seat) }));
  const bot = (seat: number) =>
    makeBot(seats[seat]!, decisionSeed(seed, seat, s.seq), tables[seat]);
  const latency = seats.map(() => ({ play: [] as number[], deal: [] as number[] }));
  const illegal: string[] = [];
  const attacks: AttackChoice[] = [];
  const cat = catalogFor(edition);
  let decisions = 0;
  let bidsAsked = -1;
  const timed = (seat: number, kind: string | undefined, f: () => Decision | null) => {
    const t0 = clock?.() ?? 0;
    const d = f();
    if (clock) latency[seat]![dealDecision(kind) ? 'deal' : 'play'].push(clock() - t0);
    return d;
  };
  const commit = (seat: number, d: Decision): boolean => {
    const r = apply(s, d.action);
    if (!r.ok) {
      illegal.push(`${seats[seat]} (seat ${seat}): ${r.error.message} ${JSON.stringify(d.action)}`);
      return false;
    }
    s = r.value.state;
    onAction?.(d.action);
    decisions++;
    return true;
  };
  while (s.pending) {
    const d = s.pending;
    // R13.2: at a tie, the other families may bid to the ring holder first (once per moment).
    if (d.d === 'tie' && bidsAsked !== s.seq) {
      bidsAsked = s.seq;
      let bid = false;
      for (let o = 0; o < seats.length && !bid; o++) {
        if (o === d.seat) continue;
        const legal = legalFor(s, o);
        if (!bidsFor(legal)) continue;
        const bidder = bot(o);
        const offer = timed(o, 'offer', () => bidder.propose?.(view(s, o), legal) ?? null);
        if (offer) {
          if (!commit(o, offer)) return finish();
          bid = true;
        }
      }
      if (bid) continue;
    }
    const seat = d.seat;
    const legal = legalFor(s, seat);
    onState?.(s);
    const choice = timed(seat, d.d, () => bot(seat).decide(view(s, seat), legal))!;
    const attack = attackChoice(s, seat, legal, cat);
    if (attack) {
      const victim = attackedFamily(s, choice.action, cat);
      attacks.push({ ...attack, victim: victim === seat ? -1 : victim });
    }
    if (!commit(seat, choice)) return finish();
  }
  return finish();

  function finish(): GameRecord {
    const result = s.result;
    return {
      index,
      seed,
      seats,
      winner: result ? result.winner : -1,
      totals: result ? result.families.map((f) => f.total) : s.families.map((f) => f.respect),
      latency,
      illegal,
      decisions,
      promises: s.promises,
      offers: s.offers.map((o) => ({
        id: o.id,
        from: o.from,
        to: o.to,
        status: o.status,
        give: o.give,
        get: o.get,
        depth: o.depth,
        round: o.round,
      })),
      attacks,
      dollarsPerRespect: cat.rules.finalDollarsPerRespect,
    };
  }
}

export interface PresetReport {
  preset: string;
  games: number;
  wins: number;
  winRate: number;
  /** Wilson 95% interval of the win rate. */
  wilson: [number, number];
  averageRespect: number;
  latency: LatencySummary;
  dealLatency: LatencySummary;
  /** R13: what this preset's families did with deals (issue #15's bargaining figures). */
  deals: DealFigures;
  /** Whom it attacked once a family had broken its word to it (vengeance). */
  grudges: GrudgeFigures;
}

export interface TournamentReport {
  games: number;
  players: number;
  seed: number;
  seats: string[];
  presets: PresetReport[];
  illegal: string[];
  unfinished: number;
  /** Respect the cash of all accepted deals moved, per game (R13, at the final rate). */
  respectMovedByDeals: number;
}

/** Wilson score interval at 95% for `wins` out of `n`. */
export function wilson(wins: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of `xs` by the nearest-rank method. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  count: number;
  median: number;
  p95: number;
  /** The slowest (0 when none): "every reply to a person's offer" is a bound on it. */
  max: number;
}

/** How many latencies, their median, their 95th percentile and the slowest (ms). */
export const latencySummary = (xs: readonly number[]): LatencySummary => ({
  count: xs.length,
  median: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
  max: xs.reduce((a, b) => Math.max(a, b), 0),
});

/** The seat line-up of game `g`: the base line-up rotated by `g mod players`. */
export function lineUp(seats: readonly string[], g: number): string[] {
  const p = seats.length;
  const r = g % p;
  return seats.map((_, i) => seats[(i + r) % p]!);
}

/**
 * How many different line-ups rotating the seats gives: the line-up's period, `players` when
 * no rotation short of a full turn repeats it, 1 when every seat is the same preset.
 */
export function rotations(seats: readonly string[]): number {
  const p = seats.length;
  for (let d = 1; d < p; d++)
    if (p % d === 0 && seats.every((s, i) => s === seats[(i + d) % p])) return d;
  return p;
}

/**
 * Plays `games` games: each seed is played once per different rotation of the seats. Bots
 * decide from the seed, the seat and the state alone, so a rotation that gives a line-up
 * already played would replay the same game; such a line-up moves to the next seed instead.
 */
export function runTournament(o: TournamentOptions): TournamentReport {
  if (o.seats.length !== o.players)
    throw new Error(`${o.players} players need ${o.players} seats, got ${o.seats.length}.`);
  const records: GameRecord[] = [];
  const period = o.everyRotation ? o.players : rotations(o.seats);
  for (let g = 0; g < o.games; g++) {
    const seed = (o.seed + Math.floor(g / period)) >>> 0;
    const rec = playGame({
      index: g,
      seed,
      seats: lineUp(o.seats, g),
      makeBot: o.makeBot,
      house: o.house,
      clock: o.clock,
      edition: o.edition,
      onState: o.onState,
      asPerson: o.asPerson,
    });
    records.push(rec);
    o.onGame?.(rec);
  }
  return report(o, records);
}

/** Aggregates game records by preset. */
export function report(
  o: Pick<TournamentOptions, 'players' | 'seed' | 'seats'>,
  records: readonly GameRecord[],
): TournamentReport {
  const presets = [...new Set(o.seats)];
  return {
    games: records.length,
    players: o.players,
    seed: o.seed,
    seats: [...o.seats],
    presets: presets.map((preset) => {
      let games = 0;
      let wins = 0;
      let respect = 0;
      const play: number[] = [];
      const deal: number[] = [];
      for (const r of records) {
        r.seats.forEach((p, seat) => {
          if (p !== preset) return;
          games++;
          if (r.winner === seat) wins++;
          respect += r.totals[seat]!;
          play.push(...r.latency[seat]!.play);
          deal.push(...r.latency[seat]!.deal);
        });
      }
      return {
        preset,
        games,
        wins,
        winRate: games > 0 ? wins / games : 0,
        wilson: wilson(wins, games),
        averageRespect: games > 0 ? respect / games : 0,
        latency: latencySummary(play),
        dealLatency: latencySummary(deal),
        deals: dealFigures(records, preset),
        grudges: grudgeFigures(records, preset),
      };
    }),
    illegal: records.flatMap((r) => r.illegal),
    unfinished: records.filter((r) => r.winner < 0).length,
    respectMovedByDeals: respectMovedPerGame(records),
  };
}
