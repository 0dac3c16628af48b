/**
 * The campaign screens as data (issue #13): the new-campaign form's request, the standings
 * with names and what the table remembers of each family, the chart's lines, and the words
 * for a family's record from earlier games. The campaign itself is folded by
 * src-shared/campaign; nothing here keeps state.
 */
import {
  campaignMemory,
  campaignStandings,
  gameInPlay,
  pointsByGame,
} from '../../../src-shared/campaign/campaign';
import type { CampaignView as Campaign } from '../../../src-shared/campaign/format';
import type { NewCampaignRequest } from '../../../src-shared/protocol';
import type { ScoringRule } from '../../../src-shared/campaign/standings';
import { gameRequest, type FormProblem, type LobbyDraft } from '../lobby/lobbyModel';
import { objectName, says } from '../../names';

export interface CampaignForm {
  name: string;
  length: 'games' | 'target';
  games: number;
  target: number;
  scoring: 'placement' | 'respect';
}

export const DEFAULT_CAMPAIGN_FORM: CampaignForm = {
  name: '',
  length: 'games',
  games: 3,
  target: 15,
  scoring: 'placement',
};

export const PLACEMENT_POINTS = [5, 3, 2, 1, 0] as const;

/** The scoring rule in words, shown before the campaign starts and on its screen. */
export function scoringText(rule: ScoringRule): string {
  return rule.kind === 'placement'
    ? `Points by place in each game: ${rule.points.join(' / ')}. Ties in the standings go to the most wins, then the most respect over the campaign.`
    : 'Each game adds every family’s final respect to its points. Ties go to the most wins.';
}

export function lengthText(c: Pick<Campaign, 'length'>): string {
  return c.length.kind === 'games'
    ? `${c.length.games} game${c.length.games === 1 ? '' : 's'}`
    : `first to ${c.length.points} points`;
}

/** The `createCampaign` request from the lobby's families and the campaign form, or what is wrong. */
export function campaignRequest(
  draft: LobbyDraft,
  form: CampaignForm,
): { ok: true; value: NewCampaignRequest } | FormProblem {
  const name = form.name.trim();
  if (name === '') return { ok: false, message: 'Give the campaign a name.' };
  if (name.length > 60) return { ok: false, message: 'A campaign name is at most 60 characters.' };
  const game = gameRequest({ ...draft, seed: '' });
  if (!game.ok) return game;
  if (form.length === 'games' && !(form.games >= 1 && form.games <= 20))
    return { ok: false, message: 'A campaign is 1 to 20 games long.' };
  if (form.length === 'target' && !(form.target >= 1 && form.target <= 500))
    return { ok: false, message: 'The target is 1 to 500 points.' };
  const seats = draft.seats.slice(0, draft.players);
  return {
    ok: true,
    value: {
      name,
      families: seats.map((s, i) => ({
        name: s.name.trim(),
        kind: s.kind,
        ...(s.kind === 'bot' ? { bot: game.seats[i]!.bot! } : {}),
        ...(game.seats[i]!.hints === false ? { hints: false as const } : {}),
      })),
      length:
        form.length === 'games'
          ? { kind: 'games', games: Math.round(form.games) }
          : { kind: 'target', points: Math.round(form.target) },
      scoring:
        form.scoring === 'placement'
          ? { kind: 'placement', points: PLACEMENT_POINTS.slice(0, draft.players) }
          : { kind: 'respect' },
      rules: { players: draft.players, edition: draft.edition, house: { ...draft.house } },
    },
  };
}

export interface Remembered {
  kept: number;
  broken: number;
}

/** A record from earlier games in whole promises (the decay leaves fractions). */
export function wholeRecord(r: Remembered | undefined): Remembered {
  return { kept: Math.round(r?.kept ?? 0), broken: Math.round(r?.broken ?? 0) };
}

/** "kept 3 · broke 2", or null with nothing to remember. */
export function recordText(r: Remembered | undefined): string | null {
  const w = wholeRecord(r);
  if (w.kept === 0 && w.broken === 0) return null;
  return [w.kept > 0 ? `kept ${w.kept}` : '', w.broken > 0 ? `broke ${w.broken}` : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * What `listener` remembers of `about` from earlier games, as a sentence for the deal screens:
 * "The Barzinis remember 2 promises you broke in earlier games." Null with nothing to say.
 */
export function rememberLine(
  listener: string,
  about: string,
  r: Remembered | undefined,
): string | null {
  const w = wholeRecord(r);
  const who = objectName(about);
  if (w.broken > 0)
    return `${says(listener, 'remembers', 'remember')} ${w.broken === 1 ? 'a promise' : `${w.broken} promises`} ${who} broke in earlier games.`;
  if (w.kept > 0)
    return `${says(listener, 'remembers', 'remember')} ${who} kept ${w.kept === 1 ? 'a promise' : `${w.kept} promises`} in earlier games.`;
  return null;
}

export interface StandingRow {
  place: number;
  family: string;
  /** The family's place in the list it was created with: its colour on the campaign screens. */
  index: number;
  name: string;
  kind: 'human' | 'bot' | 'remote';
  points: number;
  wins: number;
  played: number;
  respect: number;
  remembered: string | null;
}

export function standingRows(c: Campaign): StandingRow[] {
  const memory = campaignMemory(c);
  return campaignStandings(c).map((s, i) => {
    const index = c.families.findIndex((f) => f.id === s.family);
    const f = c.families[index]!;
    return {
      place: i + 1,
      family: s.family,
      index,
      name: f.name,
      kind: f.kind,
      points: s.points,
      wins: s.wins,
      played: s.played,
      respect: s.respect,
      remembered: recordText(memory[s.family]),
    };
  });
}

export interface ChartLine {
  index: number;
  name: string;
  values: number[];
}

export interface Chart {
  labels: string[];
  lines: ChartLine[];
  max: number;
  min: number;
}

/**
 * Which labels of an axis `width` across show (null: left out), for labels about `charPx` a
 * letter: every one when they fit, else every second, third… from the first, and always the
 * last, which the one before it gives way to when the two would touch. A campaign may run to
 * dozens of games.
 */
export function axisLabels(
  labels: readonly string[],
  width: number,
  charPx: number,
): (string | null)[] {
  const last = labels.length - 1;
  if (last <= 0) return [...labels];
  const per = width / last;
  const need = Math.max(...labels.map((l) => l.length)) * charPx + 10;
  const every = Math.max(1, Math.ceil(need / per));
  const beforeLast = Math.floor((last - 1) / every) * every;
  return labels.map((l, i) => {
    if (i === last) return l;
    if (i % every !== 0) return null;
    return i === beforeLast && (last - i) * per < need ? null : l;
  });
}

/** Each family's points after every finished game, from 0 before the first. */
export function pointsChart(c: Campaign): Chart {
  const steps = pointsByGame(c);
  const lines = c.families.map((f, index) => ({
    index,
    name: f.name,
    values: [0, ...steps.map((s) => s[f.id] ?? 0)],
  }));
  return {
    // The chart's caption says these are games: their numbers are enough under the axis.
    labels: ['Start', ...steps.map((_, i) => String(i + 1))],
    lines,
    ...bounds(lines),
  };
}

/** Each family's respect over the rounds of the last finished game, or null before one ends. */
export function respectChart(c: Campaign): Chart | null {
  const last = [...c.games].reverse().find((g) => g.tale);
  if (!last?.tale) return null;
  const rows = last.tale.respect;
  const lines = last.seats.map((id, seat) => {
    const index = c.families.findIndex((f) => f.id === id);
    return { index, name: c.families[index]!.name, values: rows.map((r) => r[seat] ?? 0) };
  });
  return {
    labels: rows.map((_, k) => (k === 0 ? 'Start' : k === rows.length - 1 ? 'Final' : String(k))),
    lines,
    ...bounds(lines),
  };
}

function bounds(lines: ChartLine[]): { max: number; min: number } {
  const all = lines.flatMap((l) => l.values);
  return { max: Math.max(1, ...all), min: Math.min(0, ...all) };
}

/** An SVG polyline's points for `values` in a box of `width` × `height`. */
export function polyline(
  values: readonly number[],
  chart: Pick<Chart, 'max' | 'min'>,
  width: number,
  height: number,
): string {
  const span = chart.max - chart.min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => `${round1(i * step)},${round1(height - ((v - chart.min) / span) * height)}`)
    .join(' ');
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The campaign's next step, for its main button. */
export function nextStep(c: Campaign): { label: string; hint: string } | null {
  if (c.status !== 'active') return null;
  const inPlay = gameInPlay(c);
  const number = inPlay ? c.games.indexOf(inPlay) + 1 : c.games.length + 1;
  return inPlay
    ? { label: `Resume game ${number}`, hint: 'Back to the table where you left it' }
    : {
        label: `Play game ${number}`,
        hint: 'The seating moves one place on: a new family holds the ring first',
      };
}
