/**
 * The walking skeleton, end to end: the built renderer in Chromium against the Node host on
 * a seeded four-family game (DESIGN.md §1, §6), continued from the title screen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TablePage } from './pages/TablePage';
import { SettingsPage } from './pages/SettingsPage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { decodePng, imageStats } from './support/png';

const POSITIONS = [
  'Capo',
  'Underboss',
  'Consigliere',
  'Enforcer',
  'Racketeer',
  'Bean Counter',
  'Made Man',
  'Wiseguy',
  'Solderi',
  'Associate',
];

describe('the table, served by the Node host', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let table: TablePage;
  let problems: PageProblems;

  beforeAll(async () => {
    host = await startHost({ game: { seed: 7, players: 4 }, botDelayMs: 50 });
    browser = await launchChromium();
    const opened = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page = opened;
    problems = watchProblems(opened);
    table = new TablePage(opened);
    const title = new TitlePage(opened);
    await title.open(host.url);
    await title.waitReady();
    await title.continueLatest();
    await table.waitForTable();
  });

  afterAll(async () => {
    // Saved whatever happened, so a failure can be looked at; then each step on its own, so
    // a failed close never leaves the host running.
    mkdirSync(ARTIFACTS, { recursive: true });
    await page?.screenshot({ path: join(ARTIFACTS, 'table.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('has a live WebGL context on the table canvas', async () => {
    const gl = await table.webgl();
    expect(gl.version).not.toBeNull();
    expect(gl.lost).toBe(false);
  });

  it('draws the table: the canvas is not blank', async () => {
    const stats = imageStats(decodePng(await table.screenshotScene()));
    expect(stats.distinctColours).toBeGreaterThan(5_000);
    expect(stats.varied).toBeGreaterThan(0.5);
    // Lit, not a black room: the board and cards lift the average well above the clear colour.
    expect(stats.meanLuma).toBeGreaterThan(30);
  });

  it('labels the nine positions and the Associate, each with its gangster', async () => {
    expect((await table.visiblePositionNames()).sort()).toEqual([...POSITIONS].sort());
    const gangsters = await table.gangsterNames();
    expect(gangsters).toHaveLength(POSITIONS.length);
    for (const name of gangsters) expect(name.length).toBeGreaterThan(0);
    expect(gangsters).toContain('Vito Copindole');
  });

  it('keeps the position labels apart', async () => {
    expect(await table.overlappingLabels()).toEqual([]);
  });

  it('shows the round, the phase and the four families', async () => {
    expect(await table.round.textContent()).toMatch(/Round \d+ of 4/);
    expect(await table.families.count()).toBe(4);
    expect(await table.status.count()).toBe(0);
  });

  it('reads a gangster’s card from the keyboard: a focused label shows it in words (issue #16)', async () => {
    const capo = page!.locator('[data-testid="position-label"][data-slot="8"]');
    await capo.focus();
    const card = page!.getByTestId('hover-card');
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Capo (#9)');
    // The position's power is read with the card (R2.1), at a size meant to be read.
    expect(text).toMatch(/Capo: /);
    const size = await card.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(15);
    await page!.screenshot({ path: join(ARTIFACTS, 'focused-card.png') });
    await capo.blur();
    await card.waitFor({ state: 'detached' });
  });

  it('closes its menu as a menu closes: Esc, a press elsewhere, and a shortcut that opens a panel', async () => {
    const p = page!;
    const open = p.getByTestId('menu-open');
    const menu = p.locator('#table-menu');
    await open.click();
    await menu.waitFor();
    await p.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    await menu.waitFor();
    await table.canvas.click({ position: { x: 20, y: 20 } });
    await menu.waitFor({ state: 'detached' });

    // S opens the standings (issue #6): the menu does not stay open above them.
    await open.click();
    await menu.waitFor();
    await open.blur();
    await p.keyboard.press('s');
    const standings = p.getByTestId('standings');
    await standings.waitFor();
    expect(await menu.count()).toBe(0);
    await p.getByTestId('standings-close').click();
    await standings.waitFor({ state: 'detached' });

    // The standings are modal: the table behind takes no clicks and no keys, and Esc gives
    // the keyboard back to the button that opened them.
    const button = p.getByTestId('menu-standings');
    expect(await table.waitForMoment()).toBe('decision');
    const asked = await table.decision();
    await button.click();
    await standings.waitFor();
    expect(await table.inert('menu-open')).toBe(true);
    // P would pass the question behind; with the standings up it does nothing.
    await p.keyboard.press('p');
    await p.waitForTimeout(500);
    expect(await standings.isVisible()).toBe(true);
    expect(await table.decision()).toBe(asked);
    await p.keyboard.press('Escape');
    await standings.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await table.inert('menu-open')).toBe(false);
  });

  it('reports its frame time while the camera moves', async () => {
    const { intervals, submits } = await table.measureFrames(3_000);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const figures = {
      frames: submits.length,
      medianFrameIntervalMs: Math.round(median(intervals) * 10) / 10,
      medianSubmitMs: Math.round(median(submits) * 10) / 10,
      drawCalls: Number(await table.canvas.getAttribute('data-draw-calls')),
    };
    console.log(`Table frame timings: ${JSON.stringify(figures)}`);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'frame-timings.json'), JSON.stringify(figures, null, 2));
    // The camera moved, frame after frame: the scene renders while something moves.
    expect(figures.frames).toBeGreaterThan(10);
    expect(figures.drawCalls).toBeLessThanOrEqual(100);
  });

  it('never shows a blank table for a frame when it changes size: it draws in the same frame', async () => {
    // Resizing a canvas clears it. Read in a resize observer that runs after the table's own,
    // in the same frame and before it is shown, the middle of the canvas is the table already.
    const pixel = await table.canvas.evaluate(
      (el) =>
        new Promise<number[]>((resolve) => {
          const canvas = el as HTMLCanvasElement;
          const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
          const scene = canvas.parentElement!;
          let first = true;
          const observer = new ResizeObserver(() => {
            // Observing reports the current size once: the change is the second report.
            if (first) {
              first = false;
              scene.style.right = '48px';
              return;
            }
            observer.disconnect();
            const px = new Uint8Array(4);
            gl.readPixels(
              canvas.width >> 1,
              canvas.height >> 1,
              1,
              1,
              gl.RGBA,
              gl.UNSIGNED_BYTE,
              px,
            );
            scene.style.right = '';
            resolve([...px]);
          });
          observer.observe(canvas);
        }),
    );
    // Opaque and lit: not the cleared canvas (0, 0, 0, 0).
    expect(pixel[3]).toBe(255);
    expect(pixel[0]! + pixel[1]! + pixel[2]!).toBeGreaterThan(60);
  });

  it('plays on the flat board when the player picks it in the settings, kept by the window, and goes back to 3D', async () => {
    const p = page!;
    const setFlat = async (on: boolean) => {
      await p.getByTestId('menu-open').click();
      await p.getByTestId('menu-settings').click();
      const settings = new SettingsPage(p);
      await settings.waitOpen();
      // A table drawn by software GL has the settings point to the lighter board.
      const hint = p.getByTestId('settings-software-gl');
      expect(await hint.isVisible()).toBe(on && software);
      await settings.flatBoard(on);
      if (on) await expect.poll(() => hint.count()).toBe(0);
      await settings.done();
    };
    const board = p.getByTestId('flat-board');
    // Whether the table found itself drawn by software GL (its canvas's `data-software`).
    const software = (await table.canvas.getAttribute('data-software')) === 'true';
    await setFlat(true);
    await board.waitFor();
    expect(await table.canvas.count()).toBe(0);
    expect(await p.getByTestId('scene-trouble').count()).toBe(0);
    expect(await board.getByTestId('flat-position').count()).toBe(POSITIONS.length);
    // Arrow keys walk the board as it lies: the Capo (slot 8) down to its row of two (the
    // Underboss, slot 7, and the Consigliere, slot 6), along it, and back up.
    const focused = () => p.evaluate(() => document.activeElement?.getAttribute('data-slot'));
    await board.locator('[data-slot="8"]').focus();
    await p.keyboard.press('ArrowDown');
    const below = await focused();
    expect(['6', '7']).toContain(below);
    await p.keyboard.press(below === '7' ? 'ArrowRight' : 'ArrowLeft');
    expect(await focused()).toBe(below === '7' ? '6' : '7');
    await p.keyboard.press('ArrowUp');
    expect(await focused()).toBe('8');
    // Kept by the window: opened again, the title has nothing to set out, and the game is flat.
    await p.reload();
    const title = new TitlePage(p);
    await title.waitReady();
    const warmup = p.getByTestId('title-warmup');
    await expect.poll(() => warmup.getAttribute('data-ready'), { timeout: 5_000 }).toBe('true');
    expect(await warmup.textContent()).toContain('The table is set.');
    await title.continueLatest();
    await board.waitFor();
    await setFlat(false);
    await table.waitForTable();
    expect(await board.count()).toBe(0);
    const stats = imageStats(decodePng(await table.screenshotScene()));
    expect(stats.distinctColours).toBeGreaterThan(5_000);
  });

  it('offers a hint at a decision, unless the player turned hints off in the settings', async () => {
    const p = page!;
    const ask = p.getByTestId('prompt-hint-ask');
    const setHints = async (on: boolean) => {
      await p.getByTestId('menu-open').click();
      await p.getByTestId('menu-settings').click();
      const settings = new SettingsPage(p);
      await settings.waitOpen();
      await settings.hints(on);
      await settings.done();
      await table.waitForTable();
    };
    expect(await table.waitForMoment()).toBe('decision');
    expect(await ask.isVisible()).toBe(true);
    await setHints(false);
    expect(await table.waitForMoment()).toBe('decision');
    expect(await ask.count()).toBe(0);
    await table.press('h');
    await p.waitForTimeout(500);
    expect(await p.getByTestId('prompt-hint').count()).toBe(0);
    await setHints(true);
    expect(await table.waitForMoment()).toBe('decision');
    await ask.click();
    await p.getByTestId('prompt-hint').waitFor();
  });

  it('comes back from a lost WebGL context: says so meanwhile, then draws the table again', async () => {
    const p = page!;
    const trouble = p.getByTestId('scene-trouble');
    const before = await table.frames();
    await table.context('lose');
    await expect.poll(() => trouble.getAttribute('data-trouble')).toBe('lost');
    await expect.poll(() => trouble.textContent()).toContain('Nothing of the game is lost');
    await table.context('restore');
    await trouble.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await table.frames()).toBeGreaterThan(before);
    expect((await table.webgl()).lost).toBe(false);
    const stats = imageStats(decodePng(await table.screenshotScene()));
    expect(stats.distinctColours).toBeGreaterThan(5_000);
  });

  it('offers a fresh table when a lost context does not come back, and draws it', async () => {
    const p = page!;
    await table.context('lose');
    const rebuild = p.getByTestId('scene-rebuild');
    // Offered only after the wait a reset takes (TableScene's RESTORE_WAIT_MS).
    expect(await rebuild.count()).toBe(0);
    await rebuild.click({ timeout: 15_000 });
    await p.getByTestId('scene-trouble').waitFor({ state: 'detached' });
    await table.waitForTable();
    expect((await table.webgl()).lost).toBe(false);
    expect((await table.visiblePositionNames()).sort()).toEqual([...POSITIONS].sort());
    const stats = imageStats(decodePng(await table.screenshotScene()));
    expect(stats.distinctColours).toBeGreaterThan(5_000);
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });

  it('says so, on the title and over the table, and plays on a flat board, when the computer gives no WebGL at all', async () => {
    const other = await browser!.newPage({ viewport: { width: 1024, height: 700 } });
    const seen = watchProblems(other);
    await other.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      // Every WebGL context refused, as on a machine whose driver is blocked.
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind.startsWith('webgl')) return null;
        return (getContext as (k: string, ...r: unknown[]) => RenderingContext | null).call(
          this,
          kind,
          ...rest,
        );
      } as typeof getContext;
    });
    try {
      const title = new TitlePage(other);
      await title.open(host!.url);
      await title.waitReady();
      const warmup = other.getByTestId('title-warmup');
      await expect.poll(() => warmup.textContent(), { timeout: 15_000 }).toContain('WebGL');
      await title.continueLatest();
      const trouble = other.getByTestId('scene-trouble');
      await trouble.waitFor({ state: 'visible' });
      expect(await trouble.getAttribute('data-trouble')).toBe('unavailable');
      expect(await other.getByTestId('scene-rebuild').isVisible()).toBe(true);
      // The game goes on, on the board in plain HTML: a card discarded for a token, the token
      // placed by choosing a position there from the keyboard.
      const board = other.getByTestId('flat-board');
      expect(await board.getByTestId('flat-position').count()).toBe(POSITIONS.length);
      expect(await board.locator('.flat-where').first().textContent()).toBe('Capo #9');
      await other
        .getByTestId('hand-use')
        .filter({ hasText: /^\s*Discard for 1 token\s*$/ })
        .first()
        .click();
      const choosable = board.locator('[data-testid="flat-position"][data-choosable="true"]');
      await choosable.first().waitFor();
      const target = (await choosable.first().locator('.flat-name').textContent())?.trim() ?? '';
      await choosable.first().focus();
      await other.getByTestId('hover-card').waitFor({ state: 'visible' });
      await other.keyboard.press('Enter');
      await expect
        .poll(() => other.getByTestId('log-line').allTextContents())
        .toContainEqual(expect.stringContaining(`You placed 1 token on ${target}`));
      expect(seen.list().filter((m) => m.startsWith('uncaught'))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('five families on a small laptop’s screen (1024 by 640)', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let table: TablePage;

  beforeAll(async () => {
    host = await startHost({ game: { seed: 777, players: 5 }, botDelayMs: 30 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1024, height: 640 } });
    table = new TablePage(page);
    const title = new TitlePage(page);
    await title.open(host.url);
    await title.waitReady();
    await title.continueLatest();
    await table.waitForTable();
    await table.waitForMoment();
  });

  afterAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page?.screenshot({ path: join(ARTIFACTS, 'table-five.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('fits the five families’ chips in two rows of the header', async () => {
    const tops = await page!
      .getByTestId('family-summary')
      .evaluateAll((chips) => chips.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBeLessThanOrEqual(2);
  });

  it('keeps the offers to four families on one row, so two of the question’s options show whole', async () => {
    const bar = page!.getByTestId('offer-bar');
    expect((await bar.boundingBox())!.height).toBeLessThan(48);
    expect(await table.wholeOptionsInView()).toBeGreaterThanOrEqual(2);
  });

  it('lists the four families from one button, from the keyboard: arrows step, Esc closes, a family opens its offer (R13.1)', async () => {
    const toggle = page!.getByTestId('offer-list-toggle');
    const listed = page!.getByTestId('offer-to');
    await toggle.focus();
    await page!.keyboard.press('Enter');
    await expect.poll(() => listed.count()).toBe(4);
    const focused = () => page!.evaluate(() => document.activeElement?.getAttribute('data-seat'));
    expect(await focused()).toBe('1');
    await page!.keyboard.press('ArrowUp');
    expect(await focused()).toBe('4');
    await page!.keyboard.press('Escape');
    expect(await listed.count()).toBe(0);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // The question is still there: Esc closed the list, not anything of the table's.
    expect(await table.wholeOptionsInView()).toBeGreaterThanOrEqual(2);
    await toggle.click();
    await page!.keyboard.press('ArrowDown');
    expect(await focused()).toBe('2');
    const chosen = (await listed.nth(1).textContent())?.trim() ?? '';
    await page!.keyboard.press('Enter');
    const composer = page!.getByTestId('deal-composer');
    await composer.waitFor();
    expect(chosen).toBe('Family 3');
    expect(await composer.textContent()).toContain(`An offer to  ${chosen}`);
    expect(await listed.count()).toBe(0);
    await page!.keyboard.press('Escape');
    await composer.waitFor({ state: 'detached' });
  });

  it('keeps each card’s buttons inside the card', async () => {
    const spill = await page!.getByTestId('hand-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('[data-testid="hand-use"]')]
          .filter((b) => b.getBoundingClientRect().right > edge + 0.5)
          .map((b) => b.textContent?.trim() ?? '');
      }),
    );
    expect(spill).toEqual([]);
  });
});
