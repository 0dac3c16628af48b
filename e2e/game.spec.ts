/**
 * A new player's whole game (issue #6): from the title screen, a four-family game against
 * three bots, every phase played through the UI to the final scores, on the built renderer
 * in Chromium against the Node host (DESIGN.md §1, §6). Screenshots of each moment are left
 * in e2e/artifacts/ for a person to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealPage } from './pages/DealPage';
import { LobbyPage } from './pages/LobbyPage';
import { SettingsPage } from './pages/SettingsPage';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { checksumOf } from '../src-shared/save';
import { launchChromium } from './support/browser';
import { watchProblems, type PageProblems } from './support/console';
import { startHost, type RunningHost } from './support/host';
import { ARTIFACTS } from './support/paths';
import { screenshotOnce } from './support/screenshot';

/** One word, as long as the new-game form's name field takes. */
const LONG_NAME = 'Scarpacciascarpacciascarpacciascarpacci';

describe('a new player, from the title screen to the final scores', () => {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let problems: PageProblems;
  let title: TitlePage;
  let table: TablePage;
  let deals: DealPage;
  const taken = new Set<string>();
  const shot = (name: string) => screenshotOnce(page, taken, name);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // No game asked for: the host opens as it does for a new user, on a fresh data folder.
    host = await startHost({ botDelayMs: 30 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = watchProblems(page);
    title = new TitlePage(page);
    table = new TablePage(page);
    deals = new DealPage(page);
  });

  afterAll(async () => {
    await page?.screenshot({ path: join(ARTIFACTS, 'game-last.png') }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await host?.stop();
  });

  it('shows an interactive title screen', async () => {
    const navigated = performance.now();
    await title.open(host!.url);
    await title.waitReady();
    const interactive = performance.now();
    // The table is set out offstage meanwhile (issue #16): its shaders compile on the title.
    await page
      .locator('[data-testid="title-warmup"][data-ready="true"]')
      .waitFor({ timeout: 60_000 });
    const set = performance.now();
    const timings = {
      pageToTableSetMs: Math.round(set - navigated),
      hostStartMs: Math.round(host!.readyAt - host!.spawnedAt),
      pageToInteractiveTitleMs: Math.round(interactive - navigated),
      launchToInteractiveTitleMs: Math.round(interactive - host!.spawnedAt),
    };
    // A figure for the report, not a pass mark (DESIGN.md §5.11).
    console.log(`Title screen timings: ${JSON.stringify(timings)}`);
    writeFileSync(join(ARTIFACTS, 'title-timings.json'), JSON.stringify(timings, null, 2));
    await shot('title');
    expect(await title.newGame.isEnabled()).toBe(true);
  });

  it('shows the whole title menu on a laptop screen, at 100% and at 150%', async () => {
    const fits = () =>
      page.evaluate(() => {
        const t = document.querySelector('.title-screen')!;
        const last = document.querySelector('[data-testid="title-rules"]')!.getBoundingClientRect();
        return t.scrollHeight <= t.clientHeight && last.bottom <= window.innerHeight;
      });
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      expect(await fits()).toBe(true);
      const settings = new SettingsPage(page);
      await page.getByTestId('title-settings').click();
      await settings.waitOpen();
      await settings.interfaceSize(1.5);
      await settings.done();
      await title.waitReady();
      expect(await page.locator('.app').getAttribute('data-room')).toBe('tiny');
      expect(await fits()).toBe(true);
      // The other items drop their hints; Continue keeps its own, beside its name.
      expect(await page.getByTestId('title-new-game').locator('.item-hint').isVisible()).toBe(
        false,
      );
      expect(await page.getByTestId('title-continue').locator('.item-hint').isVisible()).toBe(true);
      await page.getByTestId('title-settings').click();
      await settings.waitOpen();
      await settings.interfaceSize(1);
      await settings.done();
      await title.waitReady();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('finds a rule in the rules reference', async () => {
    await title.rules.click();
    // The words searched for are marked in what it found.
    await page.getByTestId('rules-search').fill('whack');
    expect(await page.locator('mark.rules-hit').count()).toBeGreaterThan(1);
    expect(await page.locator('mark.rules-hit').first().textContent()).toMatch(/^whack$/i);
    await page.getByTestId('rules-search').fill('R6.4');
    expect(await page.getByTestId('rules-entry').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('rules-entry').first().textContent()).toContain('R6.4');
    // Esc leaves the search field first, keeping what was typed; the second Esc is Back.
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('rules-search').inputValue()).toBe('R6.4');
    expect(
      await page.getByTestId('rules-search').evaluate((e) => e === document.activeElement),
    ).toBe(false);
    expect(await page.getByTestId('rules-back').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await title.waitReady();
    await title.rules.click();
    await page.getByTestId('rules-back').click();
  });

  it('skips animations and auto-passes windows, from the settings', async () => {
    await title.playFast({ autoPass: true });
  });

  it('sets up four families, three of them bots, and starts the game', async () => {
    await title.newGame.click();
    const lobby = new LobbyPage(page);
    await lobby.waitOpen();
    await lobby.families(4);
    await lobby.seat(0).person();
    await lobby.seat(0).name('You');
    await lobby.seat(1).bot('easy', 'shark');
    await lobby.seat(2).bot('easy', 'gentleman');
    await lobby.seat(3).bot('easy', 'hothead');
    // A name of one long word (the field takes 40 letters): it wraps or gives way to an
    // ellipsis, never pushing a score or a log line out of its box.
    await lobby.seat(3).name(LONG_NAME);
    // A family left without a name stops the start: the field says which, and has the keyboard.
    const named = await lobby.seat(2).nameNow();
    const field = lobby.seats.nth(2).getByTestId('seat-name');
    await lobby.seat(2).name(' ');
    await lobby.start.click();
    expect(await lobby.problem.textContent()).toMatch(/fill in the field marked in red/);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot('new-game-nameless');
    // Put right, the mark and the words go.
    await lobby.seat(2).name(named);
    await field.press('Tab');
    await lobby.problem.waitFor({ state: 'detached' });
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await lobby.houseRule('vendetta', true);
    await lobby.seed(4242);
    await shot('new-game-rules');
    await lobby.root.evaluate((el) => el.scrollTo(0, 0));
    await shot('new-game');
    const started = performance.now();
    await lobby.start.click();
    await table.view.waitFor({ timeout: 30_000 });
    await table.prompt.waitFor({ timeout: 30_000 });
    await table.waitForTable();
    // A figure for the report: with the shaders compiled on the title, the table shows at once.
    console.log(`Start to the table drawn: ${Math.round(performance.now() - started)} ms`);
    expect(await table.families.count()).toBe(4);
    expect(await table.round.textContent()).toMatch(/Round 1 of 4/);
  });

  it('reads how to play from the table and comes back to it; the guided game asks before it takes the table', async () => {
    await page.getByTestId('menu-open').click();
    await page.getByTestId('menu-rules').click();
    await page.getByTestId('rules-howto').click();
    await page.getByTestId('howto-screen').waitFor();
    const learn = page.getByTestId('howto-learn');
    await learn.click();
    expect(await learn.textContent()).toContain('Leave this game for the guided one');
    expect(await page.getByTestId('howto-leave-game').textContent()).toMatch(
      /game under way is saved/,
    );
    await page.getByTestId('howto-back').click();
    await page.getByTestId('rules-back').click();
    await table.prompt.waitFor();
    expect(await table.round.textContent()).toMatch(/Round 1 of 4/);
    expect(await page.getByTestId('coach-mark').count()).toBe(0);
  });

  /** R13: an offer written in the composer, answered by the bot. */
  async function makeAnOffer() {
    // A modal dialog: the table behind it takes no clicks and no Tab stops; Esc closes it and
    // the keyboard is back on the family's button.
    const behind = () => table.inert('menu-open');
    await deals.openOffer(1);
    expect(await behind()).toBe(true);
    await page.keyboard.press('Escape');
    await deals.composer.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-seat')))
      .toBe('1');
    expect(await behind()).toBe(false);
    await deals.openOffer(1);
    await deals.addTerm('give', 'payLater');
    await deals.addTerm('get', 'spare');
    expect(await deals.terms('give').count()).toBe(1);
    expect(await deals.terms('get').count()).toBe(1);
    await shot('deal');
    await table.answer(() => deals.send());
    await deals.showLedger();
    expect(await page.getByTestId('ledger-offer').count()).toBeGreaterThan(0);
    await shot('deal-ledger');
    await deals.showLog();
  }

  /** S shows who leads if the game ended now (issue #16), and S again closes it. */
  async function lookAtStandings() {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('s');
    const standings = page.getByTestId('standings');
    await standings.waitFor();
    expect(await page.getByTestId('standings-row').count()).toBe(4);
    expect(await standings.textContent()).toContain('R11.1');
    await shot('standings');
    await page.keyboard.press('s');
    await standings.waitFor({ state: 'detached' });
  }

  /** The name the game's save took ("Round 1 of 4 · The Crew"). */
  let savedAs = '';
  /** Whether the person won the game played to its end (1) or not (0): its record says so. */
  let won = 0;

  /** A save needs no name: left empty, it is named after where the game stands. */
  async function saveUnnamed() {
    await page.getByTestId('menu-open').click();
    savedAs = ((await table.round.textContent()) ?? '').trim();
    await page.getByTestId('menu-save').click();
    await page.getByText(`Saved as “${savedAs}”.`).waitFor();
    await shot('saved');
    await page.keyboard.press('Escape');
    await page.locator('#table-menu').waitFor({ state: 'detached' });
  }

  /** Pictures of the moments that pass by on their own: a die, the Feds. */
  async function watchMoments() {
    if (!taken.has('die-roll') && (await table.dieBanner.isVisible())) await shot('die-roll');
    if (!taken.has('table-feds') && (await table.fedsSummary.isVisible())) await shot('table-feds');
  }

  /**
   * Our question in the Business after the Feds (R9): their summary is folded to a button that
   * leaves the board in view, and opens and folds again, the keyboard's focus going along.
   */
  async function fedsOutOfTheWay() {
    await table.fedsChip.waitFor();
    expect(await table.fedsSummary.count()).toBe(0);
    await table.fedsChip.click();
    await table.fedsSummary.waitFor();
    expect(await table.fedsSummary.locator('li').count()).toBeGreaterThan(0);
    // A long summary scrolls its lines: it opens at the first, its title and Hide in view.
    const opened = await table.fedsSummary.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const inside = (q: string) => {
        const r = el.querySelector(q)!.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom;
      };
      const lines = el.querySelector('.feds-lines')!;
      return { title: inside('.feds-title'), hide: inside('button'), top: lines.scrollTop };
    });
    expect(opened).toEqual({ title: true, hide: true, top: 0 });
    await shot('feds-opened');
    // The keyboard follows: Hide has the focus, and Enter on it folds the summary back.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    expect(await focused()).toBe('feds-hide');
    await page.keyboard.press('Enter');
    await table.fedsChip.waitFor();
    expect(await focused()).toBe('feds-chip');
  }

  /**
   * R11.1, R5.5: in the last round the hand says that a card sold scores more than one kept, and
   * the turn's question that the game asks once more before the final count; this family keeps
   * its cards for that.
   */
  async function lastRoundHint() {
    const hint = page.getByTestId('sell-out');
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(/Last round: .*\(R11\.1, R5\.5\)/);
    expect(await table.prompt.textContent()).toMatch(
      /score more sold than kept; the game asks you once more before the final count/,
    );
    await shot('sell-out');
  }

  /**
   * R11.1, R5.5: the game's last window is asked with auto-pass on, offers no passing for the
   * phase, and sells the hand out at one click; the window stays ours until Done selling.
   */
  async function sellOutAtTheEnd() {
    expect(await page.getByTestId('prompt-pass-phase').count()).toBe(0);
    expect(await page.getByTestId('prompt-pass').textContent()).toMatch(/Done selling/);
    const cards = await page.getByTestId('hand').locator('.hand-cards > li').count();
    expect(cards).toBeGreaterThan(0);
    await shot('last-window');
    const money = (await page.getByTestId('hand').locator('.hint').first().textContent()) ?? '';
    await page.getByTestId('sell-all').click();
    await page.getByTestId('hand').locator('.hand-cards').waitFor({ state: 'detached' });
    const after = (await page.getByTestId('hand').locator('.hint').first().textContent()) ?? '';
    const dollars = (t: string) => Number(/\$(\d+)/.exec(t)?.[1] ?? NaN);
    expect(dollars(after) - dollars(money)).toBe(cards * 10);
    expect(await table.decision()).toBe('window');
    await table.pass();
  }

  /**
   * Asks for a hint (H) and follows it: the bot's reason shows by the question, and the control
   * it points at is marked, inside the card's or the gangster's menu too.
   */
  async function followHint() {
    await expect.poll(() => page.getByTestId('prompt-hint-ask').isEnabled()).toBe(true);
    await table.press('h');
    const said = page.getByTestId('prompt-hint');
    await said.waitFor();
    expect(await said.textContent()).toMatch(/^\s*Hint A bot in your place: “.+”\s*$/);
    expect(await page.getByTestId('prompt-hint-ask').count()).toBe(0);
    await shot('hint');
    const marked = page.locator('[data-suggested="true"]:visible').first();
    await table.answer(async () => {
      await marked.click();
      const inner = page.locator('[data-testid="prompt-option"][data-suggested="true"]').first();
      for (let d = 0; d < 3 && (await page.getByTestId('prompt-menu').isVisible()); d++)
        await inner.click();
      if (await page.getByTestId('prompt-range').isVisible()) await table.press('Enter');
    });
    // The next position takes the hint away, and the button is back for the next decision.
    expect(await said.count()).toBe(0);
  }

  it('plays every phase through the UI to the final scores', async () => {
    let fedsChecked = false;
    const seen = new Set<string>();
    const playedInRound = new Set<string>();
    let offered = false;
    let moved = false;
    let undone = 0;
    let soldOut = false;
    let hinted = false;
    for (let n = 0; n < 800; n++) {
      const moment = await table.waitForMoment();
      await watchMoments();
      if (moment === 'end') break;
      const decision = await table.decision();
      const phase = await table.phase();
      const round = (await table.round.textContent()) ?? '';
      seen.add(`${phase}:${decision}`);
      if (phase === 'business' && !round.startsWith('Round 1 ') && !fedsChecked) {
        fedsChecked = true;
        await fedsOutOfTheWay();
      }
      if (phase === 'crew') await shot('table-crew');
      if (phase === 'crew' && !taken.has('standings')) await lookAtStandings();
      if (phase === 'crew' && !taken.has('saved')) await saveUnnamed();
      if (phase === 'crew' && !hinted) {
        hinted = true;
        await followHint();
        continue;
      }
      switch (decision) {
        case 'turn': {
          await shot('table-business');
          // The last round's turns are passed: the cards are kept for the last window.
          if (round.startsWith('Round 4 ')) {
            if (!taken.has('sell-out')) await lastRoundHint();
            await table.pass();
            break;
          }
          if (!offered && (await deals.offerButtons().count()) > 0) {
            offered = true;
            await makeAnOffer();
            break;
          }
          const play = table.handUses('play-').first();
          if (!playedInRound.has(round) && (await play.count()) > 0) {
            playedInRound.add(round);
            await table.answer(async () => {
              await play.click();
              if (await page.getByTestId('prompt-range').isVisible()) await table.press('Enter');
            });
          } else await table.pass();
          break;
        }
        case 'activate': {
          // Make a Move once, to roll the die ourselves (R6.4); otherwise let him rest.
          const ids = await table.optionIds();
          const move = ids.findIndex((id) => id.startsWith('gangster-'));
          // The question takes the side column before the log does: a laptop's 800 lines
          // show two or more of a gangster's options whole, not one and a half.
          if (ids.length >= 3) expect(await table.wholeOptionsInView()).toBeGreaterThanOrEqual(2);
          if (!moved && move >= 0 && move < 9) {
            moved = true;
            // The odds come before the roll (issue #16): what it needs, and how likely it is.
            expect(await table.options.nth(move).textContent()).toMatch(/\d in 6 \(\d+%\)/);
            await shot('odds');
            await table.answer(() => table.press(`${move + 1}`));
          } else await table.pass();
          break;
        }
        case 'window':
          if (/The game ends now: sell your cards/.test((await table.prompt.textContent()) ?? '')) {
            soldOut = true;
            await sellOutAtTheEnd();
            break;
          }
          // Holding something for the windows, a player may pass them all for the phase.
          if (!taken.has('pass-until')) {
            await page.getByTestId('prompt-pass-phase').waitFor();
            await shot('pass-until');
            // It lasts until the phase ends or something concerns us, which may be at once:
            // what it does is the prompt store's test; here, that the choice is there and sends.
            await table.answer(() => page.getByTestId('prompt-pass-phase').click());
          } else await table.pass();
          break;
        case 'buy':
        case 'confirm':
          await table.pass();
          break;
        case 'target':
          // Our own card asks where its tokens go: take the card back twice, by the header's
          // Undo and by Ctrl+Z, then play on.
          if (undone < 2 && (await table.undo.isEnabled())) {
            const byKey = undone === 1;
            undone++;
            await table.answer(() => (byKey ? table.press('Control+z') : table.undo.click()));
            expect(await table.decision()).toBe('turn');
            playedInRound.clear();
            break;
          }
          await table.chooseFirst();
          break;
        default:
          if ((await table.options.count()) > 0) await table.chooseFirst();
          else await table.pass();
      }
    }
    expect(await table.endScreen.isVisible()).toBe(true);
    // Nothing of the last round stays open over the end screen (issue #16 bug 9).
    expect(await page.getByTestId('feds-summary').count()).toBe(0);
    expect([...seen].some((s) => s.startsWith('business:'))).toBe(true);
    expect([...seen].some((s) => s.startsWith('crew:'))).toBe(true);
    expect(offered).toBe(true);
    expect(undone).toBe(2);
    expect(fedsChecked).toBe(true);
    expect(soldOut).toBe(true);
    expect(hinted).toBe(true);
  });

  it('ends with each family’s final respect, its breakdown and the winner', async () => {
    await shot('end');
    expect(await table.endRows.count()).toBe(4);
    const winner = (await page.getByTestId('end-winner').textContent()) ?? '';
    expect(winner).toMatch(/win/);
    expect(await page.getByTestId('end-highlights').locator('li').count()).toBeGreaterThan(0);
    // One person against three Easy bots: the game counts in the record, the first there,
    // and a win as one with hints, since the person followed one in the Crew.
    won = winner === 'You win' ? 1 : 0;
    await page.getByTestId('end-record').waitFor();
    expect(await page.getByTestId('end-record').textContent()).toBe(
      `Your record against Easy bots: ${won} won of 1 game${won ? ' (1 with hints)' : ''}.`,
    );
    expect(await table.logLines.count()).toBeGreaterThan(50);
    const overflows = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(await overflows('end-screen')).toBe(false);
    // In the header the name gives way to an ellipsis, the whole of it in the chip's title.
    const name = table.families.nth(3).locator('.family-name');
    expect((await name.boundingBox())!.width).toBeLessThan(260);
    expect(await name.evaluate((el) => el.firstElementChild!.scrollWidth > el.clientWidth)).toBe(
      true,
    );
    expect(await name.getAttribute('title')).toBe(LONG_NAME);
    expect(
      await page
        .getByTestId('log')
        .locator('ol')
        .evaluate((el) => el.scrollWidth > el.clientWidth + 1),
    ).toBe(false);
    // Nobody scrolled the log back: after a whole game of batches, it shows its newest line.
    const belowView = await page
      .getByTestId('log')
      .locator('ol')
      .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    expect(belowView).toBeLessThan(2);
    // The scores are modal, the table inert behind them; they go away to show the table, the
    // keyboard on the prompt's way back to them.
    expect(await table.inert('menu-open')).toBe(true);
    expect(await table.inert('log-reasons')).toBe(true);
    await page.getByTestId('end-look').click();
    expect(await table.endScreen.isVisible()).toBe(false);
    expect(await table.inert('log-reasons')).toBe(false);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'prompt-final-scores',
    );
    // The bots say why they do what they do (the updates' `said`); a player who has read
    // enough hides their reasons for moves, and their words about deals stay (R13.2).
    const said = page.locator('[data-testid="log-line"].said');
    const reasons = page.locator('[data-testid="log-line"].said.reason');
    const dealWords = await page.locator('[data-testid="log-line"].said:not(.reason)').count();
    expect(await reasons.count()).toBeGreaterThan(0);
    await page.getByTestId('log-reasons').uncheck();
    expect(await reasons.count()).toBe(0);
    expect(await said.count()).toBe(dealWords);
    await page.getByTestId('log-reasons').check();
    expect(await reasons.count()).toBeGreaterThan(0);
    // After the game the standings (S, or the header's button) are the final scores; the
    // keys work with the focus on the checkbox just clicked.
    await page.keyboard.press('s');
    expect(await table.endScreen.isVisible()).toBe(true);
    // Esc puts them away as "Look at the table" does.
    await page.keyboard.press('Escape');
    expect(await table.endScreen.isVisible()).toBe(false);
    await page.getByTestId('prompt-final-scores').click();
    expect(await table.endScreen.isVisible()).toBe(true);
    // In a window too short for all of it, the scores scroll with nothing over their top.
    await page.setViewportSize({ width: 1280, height: 480 });
    const covered = await table.endScreen.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return !el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 6));
    });
    // The way on stays in view at the foot, the highlights scrolling above it.
    const newGame = page.getByTestId('end-new-game');
    const onTop = await newGame.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    const foot = (await newGame.boundingBox())!;
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(covered).toBe(false);
    expect(onTop).toBe(true);
    expect(foot.y + foot.height).toBeLessThanOrEqual(480);
  });

  it('loads the save it made unnamed from the title, and deletes a save only at a second click', async () => {
    const openSaves = async () => {
      await page.getByTestId('title-load').click();
      await page.getByTestId('save-item').first().waitFor();
    };
    expect(savedAs).toMatch(/^Round \d of 4 · The Crew$/);
    // The game loaded from it keeps its name for its own autosave.
    const named = page
      .getByTestId('save-item')
      .filter({ hasText: savedAs, hasNotText: 'autosave' });
    await page.getByTestId('end-title').click();
    // The new-game form says how the player has done against the bots, to choose by.
    await page.getByTestId('title-new-game').click();
    expect((await page.getByTestId('lobby-record').textContent())?.trim()).toBe(
      `Your record against the bots: Easy, ${won} won of 1${won ? ' (1 with hints)' : ''}`,
    );
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    // The settings show it in full, and start it again only at a second click.
    await page.getByTestId('title-settings').click();
    const easy = page.locator('[data-testid="record-row"][data-table="easy"]');
    const cells = (await easy.locator('td').allTextContents()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect(cells.slice(0, 2)).toEqual(['1', won ? '1 (100%) 1 with hints' : '0 (0%)']);
    const again = page.getByTestId('record-start-again');
    await again.click();
    expect(await again.textContent()).toContain('for good');
    expect(await easy.count()).toBe(1);
    await again.click();
    await page.getByTestId('record-empty').waitFor();
    expect(await easy.count()).toBe(0);
    await page.getByTestId('settings-back').click();
    await openSaves();
    // The table menu's "Saved as …" is not repeated here.
    expect(await page.getByTestId('saves-screen').getByRole('status').count()).toBe(0);
    expect(await named.count()).toBe(1);
    expect(await named.textContent()).toContain('saved');
    // A first click on Delete only asks.
    await named.getByTestId('save-delete').click();
    expect(await named.getByTestId('save-delete').textContent()).toContain('for good');
    expect(await named.count()).toBe(1);
    await shot('saves');
    await named.getByTestId('save-load').click();
    await page.waitForFunction(
      (stage) =>
        document.querySelector('[data-testid="header-round"]')?.textContent?.includes(stage),
      savedAs,
    );
    expect(await table.endScreen.count()).toBe(0);
    // Loaded, the save goes on as a game of its own: the save itself may go, at a second click.
    await page.getByTestId('menu-open').click();
    await page.getByTestId('menu-title').click();
    await openSaves();
    // Exported as a file, deleted, and imported again from that file, it is whole.
    const moves = async () => /(\d+) moves/.exec((await named.textContent()) ?? '')?.[1];
    const made = await moves();
    expect(made).toBeTruthy();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      named.getByTestId('save-export').click(),
    ]);
    const path = join(ARTIFACTS, 'exported-save.json');
    await file.saveAs(path);
    await named.getByTestId('save-delete').click();
    await named.getByTestId('save-delete').click();
    await named.waitFor({ state: 'detached' });
    await page.getByTestId('saves-import-file').setInputFiles(path);
    await page.getByText(`Imported “${savedAs}”.`).waitFor();
    expect(await moves()).toBe(made);
    // The same file as an app of an earlier rules revision would have left it, its moves no
    // longer leading where they did: refused in plain words, and nothing added.
    const older = join(ARTIFACTS, 'older-rules-save.json');
    writeFileSync(older, olderRules(readFileSync(path, 'utf8')));
    const before = await page.getByTestId('save-item').count();
    await page.getByTestId('saves-import-file').setInputFiles(older);
    await page.getByText(/earlier revision of the rules/).waitFor();
    expect(await page.getByTestId('save-item').count()).toBe(before);
  });

  it('took a picture of every moment worth looking at', () => {
    for (const name of [
      'title',
      'new-game',
      'table-business',
      'deal',
      'table-crew',
      'standings',
      'saved',
      'odds',
      'pass-until',
      'sell-out',
      'last-window',
      'end',
    ])
      expect(taken, name).toContain(name);
    // The dice and the Feds pass by on their own: their pictures are taken when they show.
    console.log(`Screenshots: ${[...taken].join(', ')}`);
  });

  it('logs no console errors and no Content-Security-Policy violations', () => {
    expect(problems.list()).toEqual([]);
  });
});

/** A save file's text as under rules revision 1, its game leading elsewhere, its checksum good. */
function olderRules(text: string): string {
  const { checksum: _old, ...doc } = JSON.parse(text) as {
    checksum: string;
    save: { checkpoint: { rules: number; hash: string } };
  };
  doc.save.checkpoint.rules = 1;
  doc.save.checkpoint.hash = '00000000000000';
  return JSON.stringify({ ...doc, checksum: checksumOf(doc) });
}
