/** The settings screen. */
import type { Page } from 'playwright-core';

export class SettingsPage {
  constructor(readonly page: Page) {}

  async waitOpen() {
    await this.page.getByTestId('settings-screen').waitFor();
  }

  async skipAnimations(on: boolean) {
    await this.page.getByTestId('settings-skip-animations').setChecked(on);
  }

  async autoPass(on: boolean) {
    await this.page.getByTestId('settings-auto-pass').setChecked(on);
  }

  /** The prompt's Hint button and the H key. */
  async hints(on: boolean) {
    await this.page.getByTestId('settings-hints').setChecked(on);
  }

  /** The board in plain HTML instead of the 3D table. */
  async flatBoard(on: boolean) {
    await this.page.getByTestId('settings-flat-board').setChecked(on);
  }

  /** The interface size, as the settings list it (0.75 to 2). */
  async interfaceSize(scale: number) {
    await this.page.getByTestId('settings-ui-scale').selectOption(String(scale));
  }

  async done() {
    await this.page.getByTestId('settings-back').click();
  }
}
