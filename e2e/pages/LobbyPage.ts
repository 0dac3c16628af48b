/** The new-game screen: families, seats, edition, house rules, seed. */
import type { Locator, Page } from 'playwright-core';

export class LobbyPage {
  readonly root: Locator;
  readonly seats: Locator;
  readonly start: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('lobby-screen');
    this.seats = page.getByTestId('lobby-seat');
    this.start = page.getByTestId('lobby-start');
    this.problem = page.getByTestId('lobby-problem');
  }

  async waitOpen() {
    await this.root.waitFor();
  }

  async families(n: 3 | 4 | 5) {
    await this.page.getByTestId(`lobby-players-${n}`).click();
  }

  seat(i: number) {
    const row = this.seats.nth(i);
    return {
      person: () => row.getByTestId('seat-human').click(),
      /** A person on another device, who joins with the table's link. */
      remote: () => row.getByTestId('seat-remote').click(),
      bot: async (preset: string, personality: string) => {
        await row.getByTestId('seat-bot').click();
        await row.getByTestId('seat-preset').selectOption(preset);
        await row.getByTestId('seat-personality').selectOption(personality);
      },
      name: (name: string) => row.getByTestId('seat-name').fill(name),
      /** Who sits at a remote seat, as the lobby says it. */
      guest: () => row.getByTestId('seat-guest'),
      nameNow: () => row.getByTestId('seat-name').inputValue(),
    };
  }

  async houseRule(key: 'vendetta' | 'bindingDeals' | 'longGame' | 'randomSetup', on: boolean) {
    await this.page.getByTestId(`house-${key}`).setChecked(on);
  }

  /** Whether anyone at the table may ask for a hint. */
  async hints(on: boolean) {
    await this.page.getByTestId('lobby-hints').setChecked(on);
  }

  /** R14.6: the edition of the game. */
  async edition(edition: 'revised' | 'classic') {
    await this.page.getByTestId(`edition-${edition}`).check();
  }

  /** The house rules the chosen edition offers, by key. */
  async houseRuleKeys(): Promise<string[]> {
    const ids = await this.page
      .locator('[data-testid^="house-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace(/^house-/, ''));
  }

  /** Opens the remote seats to guests (the Node host: on the network it was started on). */
  async openSeats() {
    await this.page.getByTestId('lobby-open-seats').click();
  }

  async seed(seed: number) {
    await this.page.getByTestId('lobby-seed').fill(String(seed));
  }
}
