/**
 * Joining another computer's table from the desktop app (issue #12), in the real renderer:
 * the desktop bridge is stood in for (support/desktop-bridge.ts), so the app's own table is
 * one Node host and the table on the network another, hosted with a join code. The desktop
 * window finds the table in its join screen, where a table of another version cannot be
 * picked, joins it with the code, takes the seat its host kept, and leaves for its own
 * table again.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type FoundTable } from '../src-shared/protocol';
import { LobbyPage } from './pages/LobbyPage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { installDesktopBridge } from './support/desktop-bridge';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';

describe('the desktop app joins a table on the network', () => {
  let table: RunningHost | undefined;
  let own: RunningHost | undefined;
  let browser: Browser | undefined;
  let hostPage: Page;
  let desktop: Page;
  const problems: PageProblems[] = [];

  beforeAll(async () => {
    [table, own] = await Promise.all([startHost({ lan: true }), startHost()]);
    browser = await launchChromium();
    hostPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    desktop = await context.newPage();
    problems.push(watchProblems(hostPage), watchProblems(desktop));
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await Promise.all([table?.stop(), own?.stop()]);
  });

  it('lists the tables found, joins one with its code, takes the kept seat and leaves again', async () => {
    const lobby = new LobbyPage(hostPage);
    await new TitlePage(hostPage).open(table!.url);
    await new TitlePage(hostPage).waitReady();
    await new TitlePage(hostPage).newGame.click();
    await lobby.waitOpen();
    await lobby.families(3);
    await lobby.seat(0).person();
    await lobby.seat(0).name('Hana');
    await lobby.seat(1).remote();
    await lobby.seat(1).name('Guest');
    await lobby.seat(2).bot('easy', 'shark');
    await lobby.openSeats();
    await hostPage.getByTestId('join-card').waitFor();

    const at = new URL(table!.lanUrls[0] ?? table!.url);
    const found: FoundTable[] = [
      {
        id: at.host,
        name: 'kitchen (5317)',
        host: 'kitchen.local',
        addresses: [at.hostname],
        port: Number(at.port),
        version: '0.1.0',
        protocol: PROTOCOL_VERSION,
      },
      {
        id: '192.0.2.77:5317',
        name: 'attic (5317)',
        host: 'attic.local',
        addresses: ['192.0.2.77'],
        port: 5317,
        version: '9.0.0',
        protocol: PROTOCOL_VERSION + 1,
      },
    ];
    await installDesktopBridge(desktop, found);
    const title = new TitlePage(desktop);
    await title.open(own!.url);
    await title.waitReady();
    await desktop.getByTestId('title-join').click();

    const tables = desktop.getByTestId('join-found');
    await expect.poll(() => tables.count()).toBe(2);
    expect(await tables.nth(0).isEnabled()).toBe(true);
    expect(await tables.nth(1).isEnabled()).toBe(false);
    expect(await tables.nth(1).textContent()).toContain('another version of the game');
    await tables.nth(0).click();
    expect(await desktop.getByTestId('join-address').inputValue()).toBe(at.host);
    // Picking a table puts the cursor in the code field.
    await desktop.keyboard.type(table!.joinCode!.toLowerCase());
    await desktop.screenshot({ path: join(ARTIFACTS, 'join-screen.png') });
    await desktop.keyboard.press('Enter');

    const take = desktop.getByTestId('title-take-seat');
    await take.waitFor({ timeout: 30_000 });
    expect(await take.textContent()).toContain('Play as Guest');
    expect(await desktop.getByTestId('title-leave').textContent()).toContain(at.host);
    expect(await title.newGame.count()).toBe(0);
    await desktop.getByTestId('title-guest-name').fill('Desk');
    await take.click();
    await desktop.getByTestId('title-waiting').waitFor();
    await lobby.seat(1).guest().filter({ hasText: 'Desk has joined' }).waitFor();
    await desktop.screenshot({ path: join(ARTIFACTS, 'join-seated.png') });

    await desktop.getByTestId('title-leave').click();
    await title.waitReady();
    expect(await desktop.getByTestId('title-leave').count()).toBe(0);
    // The seat stays theirs until the host lets them go: they may come back.
    await lobby.seat(1).guest().filter({ hasText: 'Desk is away' }).waitFor();
  }, 180_000);

  it('offers, at a game with seats for other devices, to put a table that is off the network back on it', async () => {
    await new TitlePage(desktop).newGame.click();
    const lobby = new LobbyPage(desktop);
    await lobby.waitOpen();
    await lobby.families(3);
    await lobby.seat(0).person();
    await lobby.seat(1).remote();
    await lobby.seat(1).name('Gino');
    await lobby.seat(2).bot('easy', 'shark');
    await lobby.start.click();
    const guests = desktop.getByTestId('table-guests');
    await guests.waitFor({ timeout: 30_000 });
    expect(await guests.getByTestId('table-guest').allTextContents()).toEqual([
      'Gino: nobody has joined',
    ]);
    await guests.getByTestId('table-guests-closed').waitFor();
    await guests.getByTestId('table-host-lan').click();
    await guests.filter({ hasText: 'with code DESK42' }).waitFor();
    expect(await guests.getByTestId('table-guests-closed').count()).toBe(0);
    await desktop.screenshot({ path: join(ARTIFACTS, 'table-guests.png') });
  }, 120_000);

  it('logs no console errors in either window', () => {
    for (const p of problems) expect(p.list()).toEqual([]);
  });
});
