/**
 * The guided first game (issue #16): from the title's "Learn to play", a student reads every
 * lesson and takes each choice the coach marks, to the final scores; "How to play" is read
 * first. On the built renderer in Chromium against the Node host (DESIGN.md §1, §6).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealPage } from './pages/DealPage';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { screenshot } from './support/screenshot';

describe('learning to play, with the guided first game', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let problems: PageProblems;
  let title: TitlePage;
  let table: TablePage;
  let deals: DealPage;

  const shot = (name: string) => screenshot(page, name);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    host = await startHost({ botDelayMs: 30 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = watchProblems(page);
    title = new TitlePage(page);
    table = new TablePage(page);
    deals = new DealPage(page);
  });

  afterAll(async () => {
    await page?.screenshot({ path: join(ARTIFACTS, 'tutorial-last.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('reads "How to play" from the title, with its rules one click away', async () => {
    await title.open(host!.url);
    await title.waitReady();
    await page.getByTestId('title-howto').click();
    await page.getByTestId('howto-screen').waitFor();
    expect(await page.getByTestId('howto-part').count()).toBeGreaterThanOrEqual(6);
    await shot('how-to-play');
    await page.getByTestId('howto-back').click();
    await title.waitReady();
  });

  it('skips animations, from the settings', async () => {
    await title.playFast({ autoPass: false });
  });

  /** Until a lesson shows, this seat must decide, or the game is over. */
  async function next(): Promise<'lesson' | 'decision' | 'end'> {
    const handle = await page.waitForFunction(
      () => {
        if (document.querySelector('[data-testid="coach-mark"]')) return 'lesson';
        if (document.querySelector('[data-testid="end-screen"]')) return 'end';
        const p = document.querySelector('[data-testid="prompt"]');
        return p && p.getAttribute('data-decision') ? 'decision' : null;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    return (await handle.jsonValue()) as 'lesson' | 'decision' | 'end';
  }

  /** Quits to the title mid-game and continues the autosave: the coach carries on. */
  async function leaveAndContinue() {
    await page.getByTestId('menu-open').click();
    await page.getByTestId('menu-title').click();
    await title.waitReady();
    // The guided game's autosave goes by its own name, not by the families at its table.
    await expect.poll(() => title.continueGame.textContent()).toContain('Learn to play');
    await title.continueLatest();
    await table.view.waitFor();
    await table.waitForTable();
  }

  /** The replay (issue #16): a few actions and a phase back, then back to the game. */
  async function replayBack(name: string) {
    const at = page.getByTestId('replay-at');
    await at.waitFor();
    const start = (await at.textContent()) ?? '';
    const [, now, of] = /Action (\d+) of (\d+)/.exec(start)!.map(Number);
    expect(now).toBe(of);
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('replay-back').click();
      await page.waitForFunction(
        (want) => document.querySelector('[data-testid="replay-at"]')?.textContent?.includes(want),
        `Action ${now! - i - 1} of`,
      );
    }
    await page.keyboard.press('Shift+ArrowLeft');
    await page.waitForFunction((was) => {
      const t = document.querySelector('[data-testid="replay-at"]')?.textContent ?? '';
      return Number(/Action (\d+)/.exec(t)?.[1]) < was;
    }, now! - 3);
    // Read-only: no prompt and no hand while the replay is on.
    expect(await page.getByTestId('prompt').count()).toBe(0);
    expect(await table.hand.count()).toBe(0);
    await shot(name);
    await page.getByTestId('replay-close').click();
    await page.getByTestId('replay-bar').waitFor({ state: 'detached' });
  }

  it('plays the guided game from "Learn to play" to the final scores, lesson by lesson', async () => {
    await page.getByTestId('title-learn').click();
    await table.view.waitFor({ timeout: 30_000 });
    const lessons: string[] = [];
    /** How many lessons the coach says there are ("Lesson 1 of 13"). */
    let total = 0;
    const coach = page.getByTestId('coach-mark');
    let offered = false;
    let loaded = false;
    let anted = false;
    let anteShown = false;
    let boardMarked = false;
    const playedInRound = new Set<string>();
    /** Confirms an amount asked for; the first ante we can afford is raised by $1 (R5.3). */
    const confirmRange = async () => {
      const range = page.getByTestId('prompt-range');
      if (!(await range.isVisible())) return;
      const amount = page.getByTestId('prompt-range-value');
      const most = Number(await amount.getAttribute('max'));
      if (!anted && most >= 1 && /Ante/.test((await range.textContent()) ?? '')) {
        anted = true;
        await amount.fill('1');
      }
      await table.press('Enter');
    };
    for (let n = 0; n < 900; n++) {
      const moment = await next();
      if (moment === 'lesson') {
        const lesson = (await coach.getAttribute('data-lesson')) ?? '';
        expect(lessons).not.toContain(lesson);
        lessons.push(lesson);
        const text = (await coach.textContent()) ?? '';
        expect(text).toMatch(/R\d+\.\d+/);
        expect(text).toContain(`Lesson ${lessons.length} of`);
        total = Number(/Lesson \d+ of (\d+)/.exec(text)?.[1]);
        await shot(`tutorial-${lesson}`);
        if (lesson === 'end') {
          // The last lesson stands clear of the final scores it is about.
          const [mark, scores] = await Promise.all([
            coach.boundingBox(),
            table.endScreen.boundingBox(),
          ]);
          expect(mark!.x).toBeGreaterThanOrEqual(scores!.x + scores!.width);
        }
        await page.getByTestId('coach-next').click();
        if (lesson === 'end') break;
        if (lesson === 'feds' && !loaded) {
          loaded = true;
          await leaveAndContinue();
          await page.getByTestId('menu-open').click();
          await page.getByTestId('menu-replay').click();
          await replayBack('replay-after-load');
        }
        continue;
      }
      if (moment === 'end') {
        // The last lesson comes with the final scores.
        await coach.waitFor();
        continue;
      }
      const decision = await table.decision();
      if (anted && !anteShown && decision === 'turn') {
        // We have not passed, so this is the same Business: the ante we raised stands (R5.3).
        expect(await page.getByTestId('header-ante').textContent()).toMatch(/^Ante \$[1-9]\d*$/);
        anteShown = true;
        await shot('header-ante');
      }
      const play = table.handUses('play-').first();
      if (decision === 'turn' && !anted && lessons.includes('ante') && (await play.count()) > 0) {
        // The ante's lesson given, a card played with the ante raised, where we can afford it.
        await table.answer(async () => {
          await play.click();
          await confirmRange();
        });
        continue;
      }
      const marked = page.locator('[data-suggested="true"]:visible').first();
      if ((await marked.count()) > 0) {
        // A gangster the coach points at is marked on the board too, by his label.
        const onBoard = page.locator('[data-testid="prompt-option"].board[data-suggested="true"]');
        if ((await onBoard.count()) > 0) {
          expect(await page.locator('.position-label.suggested').count()).toBe(
            await onBoard.count(),
          );
          boardMarked = true;
        }
        await table.answer(async () => {
          await marked.click();
          for (let d = 0; d < 3 && (await page.getByTestId('prompt-menu').isVisible()); d++)
            await page
              .locator('[data-testid="prompt-option"][data-suggested="true"]')
              .first()
              .click();
          await confirmRange();
        });
        continue;
      }
      const round = (await table.round.textContent()) ?? '';
      if (decision === 'turn' && !offered && lessons.includes('deal')) {
        // The deal lesson: an offer written in the composer, answered by the bot (R13.1).
        offered = true;
        await deals.openOffer(1);
        await deals.addTerm('give', 'payLater');
        await deals.addTerm('get', 'spare');
        await table.answer(() => deals.send());
        continue;
      }
      if (decision === 'turn' && !playedInRound.has(round) && (await play.count()) > 0) {
        playedInRound.add(round);
        await table.answer(async () => {
          await play.click();
          await confirmRange();
        });
      } else if (['turn', 'window', 'activate', 'buy', 'confirm'].includes(decision))
        await table.answer(() => table.press('p'));
      else
        await table.answer(async () => {
          await table.press('1');
          for (let d = 0; d < 3 && (await page.getByTestId('prompt-menu').isVisible()); d++)
            await table.press('1');
          if (await page.getByTestId('prompt-range').isVisible()) await table.press('Enter');
        });
    }
    expect(await table.endScreen.isVisible()).toBe(true);
    await coach.waitFor({ state: 'detached' });
    expect(offered).toBe(true);
    expect(anteShown).toBe(true);
    expect(boardMarked).toBe(true);
    // Every lesson, each once.
    expect(total).toBeGreaterThanOrEqual(12);
    expect(new Set(lessons).size).toBe(total);
    expect(lessons[0]).toBe('welcome');
    expect(lessons.at(-1)).toBe('end');
  });

  it('replays the game from the end screen, without the hand of anyone else', async () => {
    await page.getByTestId('end-replay').click();
    await replayBack('replay-end');
    await table.endScreen.waitFor();
  });

  it('offers the guided game again from the title', async () => {
    await page.getByTestId('end-title').click();
    await title.waitReady();
    expect(await page.getByTestId('title-learn').isEnabled()).toBe(true);
  });

  it("fits a laptop's window (1366 by 657): the board's middle, the hand's uses and the pass button in sight", async () => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await page.getByTestId('title-learn').click();
    await table.view.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    await page.locator('[data-testid="coach-mark"][data-lesson="welcome"]').waitFor();
    await page.getByTestId('prompt-pass').waitFor();
    const measure = () =>
      page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        const board = box('[data-testid="table-canvas"]');
        const lesson = box('[data-testid="coach-mark"]');
        const middle = { x: board.left + board.width / 2, y: board.top + board.height / 2 };
        const covers =
          middle.x >= lesson.left &&
          middle.x <= lesson.right &&
          middle.y >= lesson.top &&
          middle.y <= lesson.bottom;
        const pass = box('[data-testid="prompt-pass"]');
        const atPass = document.elementFromPoint(
          pass.left + pass.width / 2,
          pass.top + pass.height / 2,
        );
        const firstCard = document.querySelector('[data-testid="hand-card"]')!;
        const rows = new Set(
          [...firstCard.querySelectorAll('[data-testid="hand-use"]')].map((b) =>
            Math.round(b.getBoundingClientRect().top),
          ),
        );
        return {
          covers,
          boardHeight: board.height,
          passInSight: !!atPass?.closest('[data-testid="prompt-pass"]'),
          useRows: rows.size,
        };
      });
    // The lesson about the board finds its place once the hand has come in under it.
    await expect.poll(async () => (await measure()).covers, { timeout: 10_000 }).toBe(false);
    const fit = await measure();
    await shot('tutorial-laptop');
    expect(fit.covers).toBe(false);
    expect(fit.passInSight).toBe(true);
    expect(fit.useRows).toBeLessThanOrEqual(2);
    expect(fit.boardHeight).toBeGreaterThan(300);
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });
});
