/**
 * A round's payments (R4.1, R9.6, R13.3): the engine counts the round on before it asks for
 * the payments promised for its end, but the table shows the round whose payments they are,
 * at its Bookkeeping (`roundInPlay`, `roundClosing`, docs/rules-decisions.md). The game is a
 * save made here, stopped where the person owes a payment, imported and loaded as a player
 * would.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TitlePage } from './pages/TitlePage';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { screenshot } from './support/screenshot';
import { RULES_REVISION, hash, legalActions } from '../src-shared/engine';
import { passive, recorded } from '../src-shared/engine/tests/scenario';
import { encodeSave } from '../src-shared/save';

const SEATS = [
  { kind: 'human' as const, name: 'You' },
  { kind: 'bot' as const, name: 'The Tattaglias', bot: { preset: 'easy' as const } },
  { kind: 'bot' as const, name: 'The Barzinis', bot: { preset: 'easy' as const } },
];

/**
 * A save file of a game where every family passes, and in the Business of `round` the next
 * family to act asks the person for $1 at the end of the round: it stops at that payment.
 */
function owingSave(round: number): string {
  const options = { seed: 515, players: SEATS.length };
  const g = recorded(options);
  let asked = false;
  while (g.s.pending && !(g.s.pending.d === 'due' && g.s.pending.seat === 0)) {
    const seat = g.s.pending.seat;
    if (!asked && g.s.round === round && g.s.phase === 'business' && seat !== 0) {
      const get = [{ k: 'payLater', amount: 1, when: 'endOfRound' }] as const;
      g.act({ type: 'offer', seat, to: 0, give: [], get: [...get] });
      g.act({ type: 'answer', seat: 0, offer: g.s.offers.at(-1)!.id, accept: true });
      asked = true;
    } else g.act(passive(g.s, legalActions(g.s)));
  }
  const { s, actions } = g;
  const now = new Date().toISOString();
  return encodeSave(
    {
      id: randomUUID(),
      name: `Owing in round ${round}`,
      kind: 'named',
      createdAt: now,
      savedAt: now,
      checkpoint: {
        id: randomUUID(),
        game: 'nothing-personal',
        rules: RULES_REVISION,
        options,
        seats: SEATS,
        actions,
        seq: s.seq,
        hash: hash(s),
        over: false,
      },
    },
    'e2e',
  );
}

describe("a round's payments", () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    host = await startHost({ botDelayMs: 20 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = watchProblems(page);
    const title = new TitlePage(page);
    await title.open(host.url);
    await title.waitReady();
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  async function load(round: number) {
    const path = join(ARTIFACTS, `owing-round-${round}.json`);
    writeFileSync(path, owingSave(round));
    await page.getByTestId('title-load').click();
    await page.getByTestId('saves-import-file').setInputFiles(path);
    await page.getByText(`Imported “Owing in round ${round}”.`).waitFor();
    const item = page.getByTestId('save-item').filter({ hasText: `Owing in round ${round}` });
    await item.getByTestId('save-load').click();
    await page.getByText('Pay it?').waitFor();
  }

  const header = async () => (await page.getByTestId('header-round').textContent())?.trim();

  async function openStandings() {
    await page.getByTestId('menu-standings').click();
    const standings = page.getByTestId('standings');
    await standings.waitFor();
    return standings;
  }

  it('R4.1, R9.6, R13.3: paying for round 3 is round 3’s Bookkeeping, and round 4 follows', async () => {
    await load(3);
    expect(await header()).toBe('Round 3 of 4 · Bookkeeping');
    const standings = await openStandings();
    expect(await standings.locator('.end-kicker').textContent()).toMatch(/^\s*Round 3\b/);
    await page.keyboard.press('Escape');
    await standings.waitFor({ state: 'detached' });
    // The offer of round 3 is still among this round's offers while its payment comes due.
    await page.getByRole('tab', { name: /Deals/ }).click();
    await page.getByText('Offers this round').waitFor();
    expect(await page.getByText('No offers this round.').count()).toBe(0);
    await screenshot(page, 'payments-round-3');
    await page.getByRole('button', { name: /Pay \$1/ }).click();
    await expect.poll(header).toBe('Round 4 of 4 · The Business');
    await page.getByTestId('menu-open').click();
    await page.getByTestId('menu-title').click();
  });

  it('R4.1, R9.6, R13.3: the payments after the last round are round 4 of 4’s Bookkeeping, not round 5', async () => {
    await load(4);
    expect(await header()).toBe('Round 4 of 4 · Bookkeeping');
    const standings = await openStandings();
    expect(await standings.locator('.end-kicker').textContent()).toMatch(/^\s*Round 4\b/);
    await screenshot(page, 'payments-after-last-round');
    await page.keyboard.press('Escape');
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });
});
