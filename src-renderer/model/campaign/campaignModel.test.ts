/** The campaign screens' data (issue #13). */
import { describe, expect, it } from 'vitest';
import { finishGame, newCampaign, startGame } from '../../../src-shared/campaign/campaign';
import type { GameTale } from '../../../src-shared/campaign/story';
import { DEFAULT_DRAFT } from '../lobby/lobbyModel';
import {
  axisLabels,
  DEFAULT_CAMPAIGN_FORM,
  campaignRequest,
  nextStep,
  pointsChart,
  polyline,
  recordText,
  rememberLine,
  respectChart,
  scoringText,
  standingRows,
} from './campaignModel';

const NOW = '2026-11-25T12:00:00.000Z';

function tale(totals: number[], winner: number, broken = [0, 0, 0]): GameTale {
  return {
    result: {
      winner,
      families: totals.map((total, seat) => ({
        seat,
        board: total - 1,
        cards: 1,
        money: 0,
        total,
      })),
    },
    word: broken.map((b) => ({ kept: 1, broken: b })),
    deals: [1, 1, 0],
    respect: [[0, 0, 0], [2, 4, 1], totals.map((t) => t - 1), totals],
    swing: null,
    betrayal: null,
  };
}

const base = newCampaign({
  id: 'c',
  name: 'Winter',
  families: [
    { id: 'f1', name: 'You', kind: 'human' },
    { id: 'f2', name: 'The Barzinis', kind: 'bot', bot: { preset: 'easy' } },
    { id: 'f3', name: 'Ann', kind: 'remote' },
  ],
  length: { kind: 'games', games: 2 },
  scoring: { kind: 'placement', points: [5, 3, 2] },
  rules: {
    players: 3,
    edition: 'revised',
    house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
  },
  seed: 1,
  now: NOW,
});
const played = finishGame(
  startGame(base, { saveId: 'g1', seats: ['f2', 'f3', 'f1'], seed: 1 }, NOW),
  'g1',
  tale([30, 20, 10], 0, [2, 0, 0]),
  NOW,
);

describe('the new-campaign form (issue #13)', () => {
  it("makes the request from the lobby's families and the form", () => {
    const r = campaignRequest(DEFAULT_DRAFT, { ...DEFAULT_CAMPAIGN_FORM, name: ' Winter ' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe('Winter');
    expect(r.value.families).toHaveLength(4);
    expect(r.value.families[0]).toEqual({ name: 'You', kind: 'human' });
    const quiet = campaignRequest(
      { ...DEFAULT_DRAFT, hints: false },
      { ...DEFAULT_CAMPAIGN_FORM, name: 'x' },
    );
    expect(quiet.ok && quiet.value.families.map((f) => f.hints)).toEqual([
      false,
      undefined,
      undefined,
      undefined,
    ]);
    expect(r.value.families[1]).toMatchObject({ kind: 'bot', bot: { preset: 'easy' } });
    expect(r.value.length).toEqual({ kind: 'games', games: 3 });
    expect(r.value.scoring).toEqual({ kind: 'placement', points: [5, 3, 2, 1] });
    const target = campaignRequest(DEFAULT_DRAFT, {
      ...DEFAULT_CAMPAIGN_FORM,
      name: 'x',
      length: 'target',
      scoring: 'respect',
    });
    expect(target.ok && [target.value.length, target.value.scoring]).toEqual([
      { kind: 'target', points: 15 },
      { kind: 'respect' },
    ]);
  });

  it('says what is wrong: no name, a bad length, the lobby’s own problems', () => {
    expect(campaignRequest(DEFAULT_DRAFT, DEFAULT_CAMPAIGN_FORM)).toEqual({
      ok: false,
      message: 'Give the campaign a name.',
    });
    expect(
      campaignRequest(DEFAULT_DRAFT, { ...DEFAULT_CAMPAIGN_FORM, name: 'x', games: 0 }),
    ).toMatchObject({
      ok: false,
      message: 'A campaign is 1 to 20 games long.',
    });
    const twins = {
      ...DEFAULT_DRAFT,
      seats: DEFAULT_DRAFT.seats.map((s) => ({ ...s, name: 'Same' })),
    };
    expect(campaignRequest(twins, { ...DEFAULT_CAMPAIGN_FORM, name: 'x' })).toMatchObject({
      ok: false,
    });
  });

  it('says the scoring rule before the campaign starts', () => {
    expect(scoringText({ kind: 'placement', points: [5, 3, 2, 1, 0] })).toMatch(
      /^Points by place in each game: 5 \/ 3 \/ 2 \/ 1 \/ 0\./,
    );
    expect(scoringText({ kind: 'respect' })).toMatch(/final respect/);
  });
});

describe('what the table remembers (issue #13)', () => {
  it('rounds the decayed record to whole promises, and says nothing of nothing', () => {
    expect(recordText({ kept: 2.6, broken: 1.5 })).toBe('kept 3 · broke 2');
    expect(recordText({ kept: 0.2, broken: 0.4 })).toBeNull();
    expect(recordText(undefined)).toBeNull();
  });

  it('R13.3: tells a player what a bot remembers of them, and of others', () => {
    expect(rememberLine('The Barzinis', 'You', { kept: 1, broken: 2 })).toBe(
      'The Barzinis remember 2 promises you broke in earlier games.',
    );
    expect(rememberLine('Ann', 'The Cuneos', { kept: 0, broken: 1 })).toBe(
      'Ann remembers a promise The Cuneos broke in earlier games.',
    );
    expect(rememberLine('Ann', 'You', { kept: 3, broken: 0 })).toBe(
      'Ann remembers you kept 3 promises in earlier games.',
    );
    expect(rememberLine('Ann', 'You', { kept: 0, broken: 0 })).toBeNull();
  });
});

describe('the campaign screen (issue #13)', () => {
  it('lists the standings with names, places and memory', () => {
    const rows = standingRows(played);
    expect(rows.map((r) => [r.place, r.name, r.points, r.wins])).toEqual([
      [1, 'The Barzinis', 5, 1],
      [2, 'Ann', 3, 0],
      [3, 'You', 2, 0],
    ]);
    expect(rows[0]!.remembered).toBe('kept 1 · broke 2');
    expect(rows[0]!.index).toBe(1);
  });

  it('leaves out labels of a crowded axis, never the first or the last, so none touch', () => {
    const rounds = ['Start', '1', '2', '3', '4', 'Final'];
    expect(axisLabels(rounds, 262, 7.5)).toEqual(rounds);
    const games = ['Start', ...Array.from({ length: 20 }, (_, i) => String(i + 1))];
    const shown = axisLabels(games, 262, 7.5);
    expect(shown[0]).toBe('Start');
    expect(shown.at(-1)).toBe('20');
    // Each label shown has room for the widest label between it and the next one shown.
    const at = shown.flatMap((l, i) => (l === null ? [] : [i]));
    const per = 262 / 20;
    for (let k = 1; k < at.length; k++)
      expect((at[k]! - at[k - 1]!) * per).toBeGreaterThanOrEqual(5 * 7.5 + 10);
    expect(at.length).toBeGreaterThan(3);
    expect(axisLabels(['Start'], 262, 7.5)).toEqual(['Start']);
  });

  it('draws the points over the games and the respect over the last game’s rounds', () => {
    const points = pointsChart(played);
    expect(points.labels).toEqual(['Start', '1']);
    expect(points.lines.map((l) => l.values)).toEqual([
      [0, 2],
      [0, 5],
      [0, 3],
    ]);
    expect(points.max).toBe(5);
    const respect = respectChart(played)!;
    expect(respect.labels).toEqual(['Start', '1', '2', 'Final']);
    expect(respect.lines[0]).toEqual({ index: 1, name: 'The Barzinis', values: [0, 2, 29, 30] });
    expect(respectChart(base)).toBeNull();
    expect(polyline([0, 5], { max: 5, min: 0 }, 100, 50)).toBe('0,50 100,0');
  });

  it('names the next step: play the next game, resume the one in play, nothing once over', () => {
    expect(nextStep(played)?.label).toBe('Play game 2');
    const inPlay = startGame(played, { saveId: 'g2', seats: ['f3', 'f1', 'f2'], seed: 2 }, NOW);
    expect(nextStep(inPlay)?.label).toBe('Resume game 2');
    const over = finishGame(inPlay, 'g2', tale([1, 2, 3], 2), NOW);
    expect(over.status).toBe('over');
    expect(nextStep(over)).toBeNull();
  });
});
