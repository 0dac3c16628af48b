/**
 * A campaign's standings (issue #13) as a fold over its finished games: each game's final
 * respect (R11.3) gives its families campaign points by the campaign's scoring rule, fixed
 * before the first game. Pure and deterministic: the campaign screen, the campaign tool and
 * the tests all read the standings from here.
 */
import type { GameResult } from '../engine';

/** How a game's result becomes campaign points. */
export type ScoringRule =
  /** Points by place: first gets points[0], second points[1]…; a place past the list gets 0. */
  | { kind: 'placement'; points: readonly number[] }
  /** Each family's final respect is its points. */
  | { kind: 'respect' };

export const DEFAULT_SCORING: ScoringRule = { kind: 'placement', points: [5, 3, 2, 1, 0] };

/** How long a campaign runs: a number of games, or until a family reaches a points target. */
export type CampaignLength = { kind: 'games'; games: number } | { kind: 'target'; points: number };

export interface CampaignGame {
  /** The campaign family (by id) at each seat of this game: seating rotates between games. */
  seats: readonly string[];
  /** The final scores, or null for a game abandoned before its end: it scores nothing. */
  result: GameResult | null;
}

export interface Standing {
  family: string;
  points: number;
  /** Games won (R11.1: the winner, ties decided by the ring holder). */
  wins: number;
  /** Finished games played, and abandoned ones sat at. */
  played: number;
  abandoned: number;
  /** Final respect summed over the finished games: the first tie-break. */
  respect: number;
}

/**
 * Each seat's place in a finished game (0 = first). The game's winner is first alone (R11.1
 * has the ring holder settle a tie for the win); other families with the same final respect
 * share the best of the places they tie for (docs/campaigns.md).
 */
export function placements(result: GameResult): number[] {
  const totals = new Map(result.families.map((f) => [f.seat, f.total]));
  const seats = [...totals.keys()];
  return seats
    .sort((a, b) => a - b)
    .map((seat) => {
      if (seat === result.winner) return 0;
      const mine = totals.get(seat)!;
      const ahead = seats.filter(
        (o) => o !== seat && (o === result.winner || totals.get(o)! > mine),
      ).length;
      return ahead;
    });
}

/** The campaign points each seat of a finished game earns. */
export function gamePoints(result: GameResult, rule: ScoringRule): number[] {
  if (rule.kind === 'respect') {
    const bySeat = [...result.families].sort((a, b) => a.seat - b.seat);
    return bySeat.map((f) => f.total);
  }
  return placements(result).map((place) => rule.points[place] ?? 0);
}

/**
 * The standings after `games`, best first: points, then wins, then respect over the campaign,
 * then the order the families were listed in (which never changes during a campaign).
 */
export function standings(
  families: readonly string[],
  games: readonly CampaignGame[],
  rule: ScoringRule,
): Standing[] {
  const rows = new Map<string, Standing>(
    families.map((family) => [
      family,
      { family, points: 0, wins: 0, played: 0, abandoned: 0, respect: 0 },
    ]),
  );
  for (const g of games) {
    if (!g.result) {
      for (const f of g.seats) {
        const row = rows.get(f);
        if (row) row.abandoned++;
      }
      continue;
    }
    const points = gamePoints(g.result, rule);
    for (const r of g.result.families) {
      const row = rows.get(g.seats[r.seat] ?? '');
      if (!row) continue;
      row.played++;
      row.points += points[r.seat] ?? 0;
      row.respect += r.total;
      if (r.seat === g.result.winner) row.wins++;
    }
  }
  const order = new Map(families.map((f, i) => [f, i]));
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      b.respect - a.respect ||
      order.get(a.family)! - order.get(b.family)!,
  );
}

/** The campaign is over: its games are played, or a family has reached the target. */
export function campaignOver(
  length: CampaignLength,
  games: readonly CampaignGame[],
  table: readonly Standing[],
): boolean {
  if (length.kind === 'games') return games.filter((g) => g.result).length >= length.games;
  return table.some((s) => s.points >= length.points);
}
