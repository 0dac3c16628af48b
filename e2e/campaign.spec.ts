/**
 * A campaign from start to finish (issue #13), on the built renderer in Chromium against the
 * Node host: a two-game campaign against two bots is set up from the title, its first game is
 * played through the UI to the end, the standings and the story so far are read, the host is
 * stopped and started again on the same data folder (a quit), the second game is begun from
 * the campaign's screen, the host restarted again mid-game, the game resumed with Continue and
 * played to its end, and the final standings and the chart are read. Screenshots are left in
 * e2e/artifacts/ for a person to look at.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignPage } from './pages/CampaignPage';
import { LobbyPage } from './pages/LobbyPage';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { screenshot } from './support/screenshot';

const NAME = 'The long winter';

describe('a two-game campaign against bots, with a quit and a crash between', () => {
  const data = mkdtempSync(join(tmpdir(), 'np-e2e-campaign-'));
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let problems: PageProblems;
  let title: TitlePage;
  let table: TablePage;
  let campaign: CampaignPage;

  /**
   * Stops the host and starts it again on the same data folder, then opens the new one. The
   * page leaves the old host first: a request it was still to make there (the browser fetches
   * the favicon when it gets round to it) would fail against a host this test stopped on purpose.
   */
  async function restart() {
    await page.goto('about:blank');
    await host?.stop();
    host = await startHost({ botDelayMs: 10, dataFolder: data });
    await title.open(host.url);
    await title.waitReady();
  }

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    host = await startHost({ botDelayMs: 10, dataFolder: data });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    problems = watchProblems(page);
    title = new TitlePage(page);
    table = new TablePage(page);
    campaign = new CampaignPage(page);
    await title.open(host.url);
    await title.waitReady();
  });

  afterAll(async () => {
    await page?.screenshot({ path: join(ARTIFACTS, 'campaign-last.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  /**
   * Plays our seat with the first choice or a pass until the end screen (true), or until
   * `until` holds at one of our decisions (false).
   */
  async function playOn(until?: () => Promise<boolean>): Promise<boolean> {
    for (let n = 0; n < 1500; n++) {
      const moment = await table.waitForMoment(90_000);
      if (moment === 'end') return true;
      if (until && (await until())) return false;
      await table.answer(async () => {
        if ((await table.options.count()) > 0 && (await table.decision()) !== 'turn') {
          await table.press('1');
          for (let d = 0; d < 3 && (await page.getByTestId('prompt-menu').isVisible()); d++)
            await table.press('1');
          if (await page.getByTestId('prompt-range').isVisible()) await table.press('Enter');
        } else await table.press('p');
      });
    }
    return false;
  }

  it('skips animations and auto-passes windows', async () => {
    await title.playFast({ autoPass: true });
  });

  it('sets up a campaign from the title: its name, length and scoring, then its families', async () => {
    await campaign.openList();
    expect(await page.getByTestId('campaign-item').count()).toBe(0);
    await campaign.startNew();
    await campaign.fill(NAME, 2);
    const lobby = new LobbyPage(page);
    await lobby.families(3);
    // The scoring rule is said before the campaign starts: three families score 5, 3 and 2.
    expect(await page.getByTestId('campaign-scoring-text').textContent()).toMatch(
      /Points by place in each game: 5 \/ 3 \/ 2\./,
    );
    await lobby.seat(0).person();
    await lobby.seat(0).name('You');
    await lobby.seat(1).bot('easy', 'shark');
    await lobby.seat(1).name('The Barzinis');
    await lobby.seat(2).bot('easy', 'snake');
    await lobby.seat(2).name('The Tattaglias');
    expect(await page.getByTestId('lobby-seed').count()).toBe(0);
    await lobby.root.evaluate((el) => el.scrollTo(0, 0));
    await screenshot(page, 'campaign-new');
    await lobby.start.click();
    await table.view.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    expect(await table.families.count()).toBe(3);
  });

  it('plays the first game through the UI to the end, then shows the standings and the story', async () => {
    expect(await playOn()).toBe(true);
    await page.getByTestId('end-campaign').click();
    await campaign.screen.waitFor();
    expect(await campaign.status.textContent()).toMatch(/2 games · 1 played/);
    const standings = await campaign.table();
    expect(standings.map(([n]) => n).sort()).toEqual(['The Barzinis', 'The Tattaglias', 'You']);
    // The winner scores 5; the other two 3 and 2, or 3 each when they finished level (a shared
    // place scores the better one, docs/campaigns.md): the game's seed is not fixed here.
    expect([
      [5, 3, 2],
      [5, 3, 3],
    ]).toContainEqual(standings.map(([, p]) => p).sort((a, b) => b - a));
    expect(await campaign.story.textContent()).toMatch(/Game 1: .+ won with \d+ respect\./);
    await page.getByTestId('campaign-chart-respect').waitFor();
    expect(await campaign.play.textContent()).toMatch(/Play game 2/);
    await screenshot(page, 'campaign-between-games');
    await campaign.story.scrollIntoViewIfNeeded();
    await screenshot(page, 'campaign-story');
  });

  it('is there after a quit: the host restarts and the campaign goes on with game 2', async () => {
    await restart();
    await campaign.openList();
    expect(await page.getByTestId('campaign-item').textContent()).toMatch(/1 of 2 games · led by/);
    await campaign.open(NAME);
    await campaign.play.click();
    await table.view.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    // The seating moved one place on: the Barzinis sit first now, at a new game.
    expect(await table.families.first().textContent()).toContain('The Barzinis');
    expect(await table.round.textContent()).toMatch(/Round 1 of 4/);
    expect(await table.endScreen.count()).toBe(0);
    // Into the second round, then the host goes down mid-game.
    expect(await playOn(async () => /Round 2/.test((await table.round.textContent()) ?? ''))).toBe(
      false,
    );
  });

  it('resumes the game in play after a crash, with Continue, and plays it to the end', async () => {
    await restart();
    // Continue names the campaign's game once the campaigns have come in.
    await title.continueGame.filter({ hasText: `${NAME}, game 2` }).waitFor({ timeout: 30_000 });
    await title.continueLatest();
    await table.view.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    expect(await playOn()).toBe(true);
    await page.getByTestId('end-campaign').click();
    await campaign.screen.waitFor();
  });

  it('shows the final standings, the chart over both games and the whole story', async () => {
    expect(await campaign.status.getAttribute('data-status')).toBe('over');
    expect(await campaign.status.textContent()).toMatch(/Finished: .+ won the campaign\./);
    expect(await campaign.play.count()).toBe(0);
    const points = (await campaign.table()).map(([, p]) => p);
    // Each game gave out 10 points, or 11 when its second place was shared.
    expect([20, 21, 22]).toContain(points.reduce((a, b) => a + b, 0));
    const chart = page.getByTestId('campaign-chart-points');
    expect(await chart.locator('polyline').count()).toBe(3);
    // Under the axis, the games by number (the caption says what they are).
    const axis = await chart.locator('.chart-grid > text').allTextContents();
    expect(axis.map((t) => t.trim())).toEqual(['Start', '1', '2']);
    expect(await campaign.story.locator('article').count()).toBe(2);
    // The way back stays in view at the foot of the window, the story scrolling above it.
    await campaign.screen.evaluate((el) => el.scrollTo(0, 0));
    const back = page.getByTestId('campaign-back');
    const onTop = await back.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    const foot = (await back.boundingBox())!;
    expect(onTop).toBe(true);
    expect(foot.y + foot.height).toBeLessThanOrEqual(860);
    await screenshot(page, 'campaign-final');
  });

  it('counts both games in the lifetime statistics', async () => {
    // The campaign's screen brought the list up to date as the game ended: the figures count
    // both games as the list is first drawn, not a moment later (the list reloads as it opens).
    await page.evaluate(() => {
      const w = window as unknown as { firstGames?: string };
      const seen = new MutationObserver(() => {
        const rows = document.querySelectorAll('[data-testid="campaign-lifetime"] tr');
        const you = [...rows].find((r) => r.querySelector('th')?.textContent === 'You');
        if (!you) return;
        w.firstGames = you.querySelector('td')!.textContent!;
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('campaign-back').click();
    await campaign.list.waitFor();
    const first = await page.evaluate(
      () => (window as unknown as { firstGames?: string }).firstGames,
    );
    expect(first).toBe('2');
    const you = page.getByTestId('campaign-lifetime').locator('tr').filter({ hasText: 'You' });
    expect(await you.locator('td').first().textContent()).toBe('2');
    await screenshot(page, 'campaigns-list');
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });
});
