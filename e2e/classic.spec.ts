/**
 * The Classic edition through the UI (issue #14): a new player picks Classic in the lobby,
 * places the opening tokens, and plays a whole game of five rounds of six phases against
 * three bots to the final scores, on the built renderer in Chromium against the Node host.
 * Screenshots of the Commission, the Fence and the Family are left in e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyPage } from './pages/LobbyPage';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { screenshotOnce } from './support/screenshot';

describe('a Classic game, from the lobby to the final scores', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let problems: PageProblems;
  let table: TablePage;
  const taken = new Set<string>();
  const shot = (name: string) => screenshotOnce(page, taken, name);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // The bots take a moment over each choice, so the Fence and the Family show while they do.
    host = await startHost({ botDelayMs: 120 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = watchProblems(page);
    table = new TablePage(page);
  });

  afterAll(async () => {
    await page?.screenshot({ path: join(ARTIFACTS, 'classic-last.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('offers Classic in the lobby with its own house rules, and starts it', async () => {
    const title = new TitlePage(page);
    await title.open(host!.url);
    await title.waitReady();
    await title.playFast({ autoPass: true });
    await title.newGame.click();
    const lobby = new LobbyPage(page);
    await lobby.waitOpen();
    await lobby.families(4);
    await lobby.seat(0).person();
    await lobby.seat(0).name('You');
    await lobby.seat(1).bot('easy', 'shark');
    await lobby.seat(2).bot('medium', 'gentleman');
    await lobby.seat(3).bot('easy', 'hothead');
    expect(await lobby.houseRuleKeys()).toContain('longGame');
    await lobby.edition('classic');
    // R14.3: Long Game is Revised's; Classic offers Random Setup (R14.4) like Revised.
    expect(await lobby.houseRuleKeys()).not.toContain('longGame');
    expect(await lobby.houseRuleKeys()).toContain('randomSetup');
    expect(await page.getByTestId('house-rerolls').inputValue()).toBe('0');
    await lobby.seed(1914);
    await lobby.root.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await shot('classic-lobby');
    await lobby.start.click();
    await table.view.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    expect(await table.round.textContent()).toMatch(/Round 1 of 5/);
    const phases = await page.getByTestId('header-phases').locator('li').allTextContents();
    expect(phases.map((p) => p.trim())).toEqual([
      'Commission',
      'Crew',
      'Fence',
      'Feds',
      'Family',
      'Bookkeeping',
    ]);
  });

  /** Waits for this seat's next decision, the end, or a phase not yet photographed. */
  async function nextMoment(): Promise<string> {
    const handle = await page.waitForFunction(
      (want) => {
        if (document.querySelector('[data-testid="end-screen"]')) return 'end';
        const phase = document
          .querySelector('[data-testid="table-view"]')
          ?.getAttribute('data-phase');
        if (phase && want.includes(phase)) return `phase:${phase}`;
        const p = document.querySelector('[data-testid="prompt"]');
        return p && p.getAttribute('data-decision') ? 'decision' : null;
      },
      ['fence', 'family'].filter((p) => !taken.has(`classic-${p}`)),
      { timeout: 90_000, polling: 40 },
    );
    return (await handle.jsonValue()) as string;
  }

  it('plays the opening, the Commission, the Crew, the Fence, the Feds and the Family to the end', async () => {
    const seen = new Set<string>();
    let opening = 0;
    let sold = false;
    let turns = 0;
    for (let n = 0; n < 1500; n++) {
      const moment = await nextMoment();
      if (moment === 'end') break;
      if (moment.startsWith('phase:')) {
        await shot(`classic-${moment.slice(6)}`);
        if ((await table.decision()) === '') continue;
      }
      const decision = await table.decision();
      const phase = await table.phase();
      seen.add(`${phase}:${decision}`);
      if (phase === 'setup') {
        // R3.6: three tokens each; ours all go on the Capo.
        opening++;
        expect(await table.question.textContent()).toMatch(/opening/i);
        // The last of ours: by then the new edition's table has compiled and drawn.
        if (opening === 3) await shot('classic-opening');
        const capo = table.options.filter({ hasText: 'Capo' });
        await table.answer(() => capo.first().click());
        continue;
      }
      switch (decision) {
        case 'turn': {
          if (!taken.has('classic-commission')) {
            // R2.1, R2.3: the Classic names, and three Associates.
            const names = await table.visiblePositionNames();
            for (const name of ['Counselor', 'First Guy', 'Second Guy', 'Third Guy'])
              expect(names).toContain(name);
            expect(names.filter((x) => x === 'Associate')).toHaveLength(3);
            await shot('classic-commission');
            // S: the standings count Classic's final scoring (R11.2), gangsters included.
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.keyboard.press('s');
            const standings = page.getByTestId('standings');
            await standings.waitFor();
            expect(await standings.textContent()).toContain('R11.2');
            expect(await standings.textContent()).toContain('money and cards');
            await shot('classic-standings');
            await page.keyboard.press('s');
            await standings.waitFor({ state: 'detached' });
          }
          expect(await table.question.textContent()).toContain('Commission');
          // Cash for the Fence (R5.5: $8 a card in Classic), once.
          const sell = table.handUses('sell-').first();
          if (!sold && (await sell.count()) > 0) {
            sold = true;
            await table.answer(() => sell.click());
            break;
          }
          const play = table.handUses('play-').first();
          if ((await play.count()) > 0 && turns++ % 3 === 0) {
            await table.answer(async () => {
              await play.click();
              if (await page.getByTestId('prompt-range').isVisible()) await table.press('Enter');
            });
          } else await table.pass();
          break;
        }
        case 'buy':
          if (phase === 'fence') await shot('classic-fence');
          await table.pass();
          break;
        case 'window':
        case 'confirm':
          await table.pass();
          break;
        case 'activate':
          await shot('classic-crew');
          await table.pass();
          break;
        case 'target':
          if (phase === 'family') await shot('classic-family');
          await table.chooseFirst();
          break;
        default:
          if ((await table.options.count()) > 0) await table.chooseFirst();
          else await table.pass();
      }
    }
    expect(await table.endScreen.isVisible()).toBe(true);
    expect(opening).toBe(3);
    expect([...seen].some((s) => s.startsWith('business:'))).toBe(true);
    console.log(`Classic decisions seen: ${[...seen].sort().join(', ')}`);
  }, 480_000);

  it('ends with Classic final scoring: five rounds, cards cashed with the money', async () => {
    await shot('classic-end');
    expect(await table.endRows.count()).toBe(4);
    expect(await table.endScreen.textContent()).toContain('R11.2');
    expect(await table.endScreen.textContent()).toContain('Money and cards');
    expect(await table.round.textContent()).toMatch(/after 5 rounds/);
  });

  it('took a picture of the Commission, the Fence and the Family', () => {
    for (const name of [
      'classic-lobby',
      'classic-standings',
      'classic-opening',
      'classic-commission',
      'classic-fence',
      'classic-family',
      'classic-end',
    ])
      expect(taken, name).toContain(name);
  });

  it('shows the Classic rules from the table', async () => {
    await page.getByTestId('end-title').click();
    await page.getByTestId('title-rules').click();
    await page.getByTestId('rules-edition-classic').check();
    await page.getByTestId('rules-search').fill('R5.5');
    expect(await page.getByTestId('rules-entry').first().textContent()).toContain('$8');
    await page.getByTestId('rules-search').fill('');
    await shot('classic-rules');
    // Only the Classic rules: the Fence is there, Revised's final scoring is not.
    const ids = await page.locator('[data-testid="rules-entry"] .rule-id').allTextContents();
    expect(ids).toContain('R8.1');
    expect(ids).not.toContain('R11.1');
    await page.getByTestId('rules-back').click();
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });
});
