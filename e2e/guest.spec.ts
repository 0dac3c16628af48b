/**
 * A guest on another device (issue #12, in progress): the host keeps a seat for a person on
 * another device; a second browser, opened at the table's address without the host key,
 * takes that seat from its title screen, plays it with its own hand, and after closing and
 * opening the page again is given the same seat back by its token.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyPage } from './pages/LobbyPage';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';

describe('a guest on another device', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let hostPage: Page;
  let guestContext: BrowserContext;

  beforeAll(async () => {
    host = await startHost({ botDelayMs: 20 });
    browser = await launchChromium();
    hostPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('takes the seat kept for it, plays its own hand, and gets it back after closing the page', async () => {
    const title = new TitlePage(hostPage);
    await title.open(host!.url);
    await title.waitReady();
    await title.newGame.click();
    const lobby = new LobbyPage(hostPage);
    await lobby.waitOpen();
    await lobby.families(3);
    await lobby.seat(0).person();
    await lobby.seat(0).name('Ann');
    await lobby.seat(1).remote();
    await lobby.seat(1).name('Bruno');
    await lobby.seat(2).bot('easy', 'businessman');
    await lobby.seed(77);
    await lobby.start.click();
    await new TablePage(hostPage).waitForMoment();

    const guestUrl = host!.url.split('#')[0]!;
    let guest = await guestContext.newPage();
    await guest.goto(guestUrl);
    const take = guest.getByTestId('title-take-seat');
    await take.waitFor();
    expect(await take.textContent()).toContain('Play as Bruno');
    await guest.screenshot({ path: join(ARTIFACTS, 'guest-title.png') });
    await take.click();
    const table = new TablePage(guest);
    await table.hand.first().waitFor();
    const handBefore = await table.hand.allTextContents();
    expect(handBefore.length).toBeGreaterThan(0);
    await guest.screenshot({ path: join(ARTIFACTS, 'guest-table.png') });

    await guest.close();
    guest = await guestContext.newPage();
    await guest.goto(guestUrl);
    // Back without asking: the page remembered its seat and token, the host gave it back,
    // and the page went straight to the table.
    const again = new TablePage(guest);
    await again.hand.first().waitFor();
    expect(await again.hand.allTextContents()).toEqual(handBefore);
    expect(await guest.getByTestId('title-take-seat').count()).toBe(0);
  });
});
