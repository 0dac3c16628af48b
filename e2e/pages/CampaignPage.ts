/** The campaigns list, the new-campaign form's campaign part, and one campaign's screen (issue #13). */
import type { Locator, Page } from 'playwright-core';

export class CampaignPage {
  readonly list: Locator;
  readonly screen: Locator;
  readonly standings: Locator;
  readonly rows: Locator;
  readonly story: Locator;
  readonly status: Locator;
  readonly play: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByTestId('campaigns-screen');
    this.screen = page.getByTestId('campaign-screen');
    this.standings = page.getByTestId('campaign-standings');
    this.rows = page.getByTestId('campaign-row');
    this.story = page.getByTestId('campaign-story');
    this.status = page.getByTestId('campaign-status');
    this.play = page.getByTestId('campaign-play');
  }

  async openList() {
    await this.page.getByTestId('title-campaigns').click();
    await this.list.waitFor();
  }

  async startNew() {
    await this.page.getByTestId('campaigns-new').click();
    await this.page.getByTestId('campaign-fields').waitFor();
  }

  async fill(name: string, games: number) {
    await this.page.getByTestId('campaign-name').fill(name);
    await this.page.getByTestId('campaign-games').fill(String(games));
  }

  /** Opens the campaign named `name` from the list. */
  async open(name: string) {
    const item = this.page.getByTestId('campaign-item').filter({ hasText: name });
    await item.getByTestId('campaign-open').click();
    await this.screen.waitFor();
  }

  /** The standings as [name, points] pairs, best first. */
  async table(): Promise<[string, number][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) => {
        const name = r.querySelector('th')!.childNodes;
        const text = [...name]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        return [text, Number(r.querySelector('.campaign-points')!.textContent)] as [string, number];
      }),
    );
  }
}
