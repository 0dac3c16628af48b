/**
 * The story so far (issue #13): each finished game of a campaign told in a few sentences from
 * its tale (story.ts), with the families' names; and the lifetime statistics of every family
 * name across the campaigns on this computer.
 */
import type { TieBreaker } from '../engine/vocabulary';
import type { CampaignView } from './format';

export interface GameStory {
  game: number;
  /** Who won, with what. */
  headline: string;
  /** The scores, deals made, promises kept and broken, the biggest swing, the worst betrayal. */
  lines: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What broke a tie for the win, as the story says it (R11.1, R11.2). */
const BROKEN_BY: Record<TieBreaker, string> = {
  ringHolder: "the ring holder's choice",
  ring: 'the Capo ring',
  position: 'the highest position controlled',
  money: 'the most money, cards cashed',
  tokens: 'the most tokens on the board',
  cards: 'the most cards in hand',
  rollOff: 'a roll-off of the Move die',
};

function nameAt(c: CampaignView, g: CampaignView['games'][number], seat: number): string {
  const id = g.seats[seat];
  return c.families.find((f) => f.id === id)?.name ?? `Seat ${seat + 1}`;
}

export function tellCampaign(c: CampaignView): GameStory[] {
  return c.games.flatMap((g, i): GameStory[] => {
    if (g.status === 'abandoned')
      return [
        { game: i + 1, headline: `Game ${i + 1} was abandoned: it scores nothing.`, lines: [] },
      ];
    const t = g.tale;
    if (!t) return [];
    const name = (seat: number) => nameAt(c, g, seat);
    const winner = t.result.families.find((f) => f.seat === t.result.winner);
    const scores = [...t.result.families]
      .sort(
        (a, b) =>
          b.total - a.total || Number(b === winner) - Number(a === winner) || a.seat - b.seat,
      )
      .map((f) => `${name(f.seat)} ${f.total}`);
    const lines: string[] = [`Final respect: ${scores.join(', ')}.`];
    const tie = t.tie;
    if (tie) {
      // R11.1: the ring holder who chose, where the tale names one (games from before may not).
      const h = tie.holder;
      const on =
        h !== undefined && h !== t.result.winner
          ? `the choice of ${name(h)}, the ring holder`
          : BROKEN_BY[tie.by];
      lines.push(`A tie at the top, won by ${name(t.result.winner)} on ${on}.`);
    }
    const totalDeals = t.deals.reduce((a, b) => a + b, 0) / 2;
    const dealers = t.deals
      .map((d, seat) => ({ d, seat }))
      .filter((x) => x.d > 0)
      .sort((a, b) => b.d - a.d);
    const top = dealers[0];
    lines.push(
      !top
        ? 'Nobody made a deal.'
        : totalDeals === 1
          ? `1 deal made, between ${dealers.map((d) => name(d.seat)).join(' and ')}.`
          : dealers[1]?.d === top.d
            ? `${plural(totalDeals, 'deal')} made.`
            : `${plural(totalDeals, 'deal')} made; ${name(top.seat)} made the most (${top.d}).`,
    );
    const word = t.word
      .map((w, seat) => ({ ...w, seat }))
      .filter((w) => w.kept + w.broken > 0)
      .map((w) => `${name(w.seat)} kept ${w.kept}${w.broken > 0 ? ` and broke ${w.broken}` : ''}`);
    if (word.length > 0) lines.push(`Promises: ${word.join('; ')}.`);
    if (t.swing) {
      const { seat, round, delta } = t.swing;
      lines.push(
        `Biggest swing: ${name(seat)} ${delta > 0 ? 'gained' : 'lost'} ${plural(Math.abs(delta), 'respect', 'respect')} ${round >= t.respect.length - 1 ? 'in the final scoring' : `in round ${round}`}.`,
      );
    }
    if (t.betrayal) {
      const { by, to, round, cost } = t.betrayal;
      lines.push(
        `Worst betrayal: ${name(by)} broke their word to ${name(to)} in round ${round}${cost > 0 ? `, who lost ${cost} respect that round` : ''}.`,
      );
    }
    return [
      {
        game: i + 1,
        headline: `Game ${i + 1}: ${name(t.result.winner)} won with ${winner?.total ?? 0} respect.`,
        lines,
      },
    ];
  });
}

export interface LifetimeRow {
  name: string;
  games: number;
  wins: number;
  /** Average final respect over finished games. */
  respect: number;
  /** Promises kept of those kept or broken, 0–100, or null when none were made. */
  keptPercent: number | null;
  deals: number;
}

/** Every family name's record across finished games of every campaign, most games first. */
export function lifetimeStats(campaigns: readonly CampaignView[]): LifetimeRow[] {
  const rows = new Map<
    string,
    {
      name: string;
      games: number;
      wins: number;
      respect: number;
      kept: number;
      broken: number;
      deals: number;
    }
  >();
  for (const c of campaigns) {
    for (const g of c.games) {
      const t = g.tale;
      if (!t) continue;
      for (const f of t.result.families) {
        const name = nameAt(c, g, f.seat);
        const key = name.trim().toLowerCase();
        const row = rows.get(key) ?? {
          name,
          games: 0,
          wins: 0,
          respect: 0,
          kept: 0,
          broken: 0,
          deals: 0,
        };
        row.games++;
        if (f.seat === t.result.winner) row.wins++;
        row.respect += f.total;
        row.kept += t.word[f.seat]?.kept ?? 0;
        row.broken += t.word[f.seat]?.broken ?? 0;
        row.deals += t.deals[f.seat] ?? 0;
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()]
    .map((r) => ({
      name: r.name,
      games: r.games,
      wins: r.wins,
      respect: Math.round((r.respect / r.games) * 10) / 10,
      keptPercent:
        r.kept + r.broken === 0 ? null : Math.round((100 * r.kept) / (r.kept + r.broken)),
      deals: r.deals,
    }))
    .sort((a, b) => b.games - a.games || b.wins - a.wins || a.name.localeCompare(b.name));
}
