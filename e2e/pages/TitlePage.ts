/** The title screen as a test sees it (DESIGN.md §5.10: page objects). */
import type { Locator, Page } from 'playwright-core';
import { SettingsPage } from './SettingsPage';

export class TitlePage {
  readonly root: Locator;
  readonly newGame: Locator;
  readonly continueGame: Locator;
  readonly settings: Locator;
  readonly rules: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('title-screen');
    this.newGame = page.getByTestId('title-new-game');
    this.continueGame = page.getByTestId('title-continue');
    this.settings = page.getByTestId('title-settings');
    this.rules = page.getByTestId('title-rules');
  }

  async open(url: string) {
    await this.page.goto(url);
  }

  /** Interactive: connected to the table, so "New game" can be pressed. */
  async waitReady(timeoutMs = 30_000) {
    await this.page
      .locator('[data-testid="title-screen"][data-ready="true"]')
      .waitFor({ timeout: timeoutMs });
    await this.newGame.and(this.page.locator(':enabled')).waitFor({ timeout: timeoutMs });
  }

  /** Through the settings and back: animations skipped, and (`autoPass`) windows passed. */
  async playFast(o: { autoPass: boolean }) {
    await this.settings.click();
    const settings = new SettingsPage(this.page);
    await settings.waitOpen();
    await settings.skipAnimations(true);
    if (o.autoPass) await settings.autoPass(true);
    await settings.done();
    await this.waitReady();
  }

  /** Continues the latest autosave once the saves list has come in. */
  async continueLatest(timeoutMs = 30_000) {
    await this.continueGame.and(this.page.locator(':enabled')).waitFor({ timeout: timeoutMs });
    await this.continueGame.click();
  }
}
