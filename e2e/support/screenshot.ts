/** A picture of the page for a person to look at, left in e2e/artifacts/. */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './paths';

/** After two frames, so a scene that re-renders on demand has drawn the latest layout. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** A picture under each name once: later calls with a name already in `taken` do nothing. */
export async function screenshotOnce(page: Page, taken: Set<string>, name: string) {
  if (taken.has(name)) return;
  taken.add(name);
  await screenshot(page, name);
}
