/**
 * A campaign's life (issue #13), pure: made from the lobby's families, each next game's
 * seats and options (the seating and so the first ring holder rotate), a game started, won
 * or abandoned, the standings and the memory as folds over its games, and the story so far.
 * src-main/persistence keeps the documents; the session host plays each game as a normal
 * game whose seats carry their family's record (SeatSpec.record).
 */
import type { SeatSpec } from '../protocol/messages';
import type { CampaignFamily, Campaign, CampaignRules, CampaignView } from './format';
import { rememberWord, priorsFor, type Memory } from './memory';
import {
  campaignOver,
  standings,
  type CampaignGame,
  type CampaignLength,
  type ScoringRule,
  type Standing,
} from './standings';
import type { GameTale } from './story';

export interface NewCampaign {
  id: string;
  name: string;
  families: CampaignFamily[];
  length: CampaignLength;
  scoring: ScoringRule;
  rules: CampaignRules;
  seed: number;
  now: string;
}

export function newCampaign(n: NewCampaign): Campaign {
  return {
    id: n.id,
    name: n.name.trim(),
    createdAt: n.now,
    updatedAt: n.now,
    families: n.families,
    length: n.length,
    scoring:
      n.scoring.kind === 'placement' ? { ...n.scoring, points: [...n.scoring.points] } : n.scoring,
    rules: n.rules,
    seed: n.seed >>> 0,
    status: 'active',
    games: [],
  };
}

/** The game being played, if one is. */
export function gameInPlay(c: CampaignView): CampaignView['games'][number] | null {
  return c.games.find((g) => g.status === 'playing') ?? null;
}

/** The games that count: finished ones with their result, abandoned ones with none. */
export function scoredGames(c: CampaignView): CampaignGame[] {
  return c.games.flatMap((g) =>
    g.status === 'playing' ? [] : [{ seats: g.seats, result: g.tale?.result ?? null }],
  );
}

export function campaignStandings(c: CampaignView): Standing[] {
  return standings(
    c.families.map((f) => f.id),
    scoredGames(c),
    c.scoring,
  );
}

/** The standings after each finished game, for the chart: points by family id. */
export function pointsByGame(c: CampaignView): { [family: string]: number }[] {
  const out: { [family: string]: number }[] = [];
  const done: CampaignGame[] = [];
  for (const g of scoredGames(c)) {
    done.push(g);
    if (!g.result) continue;
    const table = standings(
      c.families.map((f) => f.id),
      done,
      c.scoring,
    );
    out.push(Object.fromEntries(table.map((s) => [s.family, s.points])));
  }
  return out;
}

/** What the table remembers of each family, folded over the finished games. */
export function campaignMemory(c: CampaignView): Memory {
  return c.games.reduce<Memory>((m, g) => (g.tale ? rememberWord(m, g.seats, g.tale.word) : m), {});
}

/** Families by seat for game number `index` (0-based): the seating rotates one place a game. */
export function seatingFor(c: Campaign, index: number): string[] {
  const ids = c.families.map((f) => f.id);
  return ids.map((_, seat) => ids[(seat + index) % ids.length]!);
}

/** Game `index`'s seed, from the campaign's. */
export function gameSeed(c: Campaign, index: number): number {
  return (c.seed + Math.imul(index, 0x9e3779b9)) >>> 0;
}

/**
 * The next game's seats and options: the families in their rotated order with their records
 * from earlier games, the campaign's rules, and the first ring to the family at seat 0 (so
 * the first ring holder rotates with the seating).
 */
export function nextGame(c: Campaign): {
  seats: string[];
  seed: number;
  options: unknown;
  specs: SeatSpec[];
} {
  const index = c.games.length;
  const seats = seatingFor(c, index);
  const seed = gameSeed(c, index);
  const records = priorsFor(campaignMemory(c), seats);
  const specs = seats.map((id, seat): SeatSpec => {
    const f = c.families.find((x) => x.id === id)!;
    const w = records[seat]!;
    const record = w.kept > 0 || w.broken > 0 ? { record: round(w) } : {};
    if (f.kind === 'bot') return { kind: 'bot', name: f.name, bot: f.bot ?? {}, ...record };
    const person = { ...record, ...(f.hints === false ? { hints: false as const } : {}) };
    if (f.kind === 'remote') return { kind: 'human', name: f.name, remote: true, ...person };
    return { kind: 'human', name: f.name, ...person };
  });
  return { seats, seed, specs, options: { ...c.rules, seed, firstPlayer: 0 } };
}

/** Records stored to three decimals: the document stays small and its checksum stable. */
function round(w: { kept: number; broken: number }) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { kept: r(w.kept), broken: r(w.broken) };
}

export function startGame(
  c: Campaign,
  game: { saveId: string; seats: string[]; seed: number },
  now: string,
): Campaign {
  return {
    ...c,
    updatedAt: now,
    games: [
      ...c.games,
      {
        saveId: game.saveId,
        seats: game.seats,
        seed: game.seed,
        startedAt: now,
        status: 'playing',
        finishedAt: null,
        tale: null,
      },
    ],
  };
}

/** The game of `saveId` has ended with this tale; the campaign ends when its length is reached. */
export function finishGame(c: Campaign, saveId: string, tale: GameTale, now: string): Campaign {
  const games = c.games.map((g) =>
    g.saveId === saveId && g.status === 'playing'
      ? { ...g, status: 'over' as const, finishedAt: now, tale }
      : g,
  );
  return settle({ ...c, games, updatedAt: now });
}

/** The game in play is given up: it scores nothing, and the campaign goes on. */
export function abandonGame(c: Campaign, now: string): Campaign {
  const games = c.games.map((g) =>
    g.status === 'playing' ? { ...g, status: 'abandoned' as const, finishedAt: now } : g,
  );
  return settle({ ...c, games, updatedAt: now });
}

/** The whole campaign is given up: its standings stay as they are. */
export function abandonCampaign(c: Campaign, now: string): Campaign {
  return { ...abandonGame(c, now), status: 'abandoned' };
}

function settle(c: Campaign): Campaign {
  if (c.status !== 'active') return c;
  const over = campaignOver(c.length, scoredGames(c), campaignStandings(c));
  return over ? { ...c, status: 'over' } : c;
}
