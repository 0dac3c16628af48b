/** The deal composer (R13.1) and the ledger of promises. */
import type { Locator, Page } from 'playwright-core';

export class DealPage {
  readonly composer: Locator;

  constructor(readonly page: Page) {
    this.composer = page.getByTestId('deal-composer');
  }

  offerButtons(): Locator {
    return this.page.getByTestId('offer-to');
  }

  async openOffer(toSeat: number) {
    await this.page.locator(`[data-testid="offer-to"][data-seat="${toSeat}"]`).click();
    await this.composer.waitFor();
  }

  /** Adds a term by its menu entry to one side: what this family gives, or what it asks. */
  async addTerm(side: 'give' | 'get', kind: string) {
    await this.page.getByTestId(`deal-add-${side}`).selectOption(kind);
  }

  terms(side: 'give' | 'get'): Locator {
    return this.page.getByTestId(`deal-${side}`).getByTestId('deal-term');
  }

  async send() {
    await this.page.getByTestId('deal-send').click();
    await this.composer.waitFor({ state: 'detached' });
  }

  async showLedger() {
    await this.page.getByTestId('tab-deals').click();
    await this.page.getByTestId('ledger').waitFor();
  }

  async showLog() {
    await this.page.getByTestId('tab-log').click();
  }
}
