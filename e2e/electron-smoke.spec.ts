/**
 * The real desktop app, where an Electron binary exists (DESIGN.md §6). On machines without
 * one it is skipped, and says so in plain words rather than passing silently.
 */
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SOFTWARE_WEBGL_SWITCH } from '../src-main/gpu';
import { TablePage } from './pages/TablePage';
import { TitlePage } from './pages/TitlePage';
import { findElectron } from './support/electron';
import { PROJECT_ROOT } from './support/paths';

const binary = findElectron();
if (!binary.found) {
  console.log(
    `Electron smoke test SKIPPED: no Electron binary on this machine (${binary.reason}).`,
  );
}

describe('the desktop app', () => {
  let app: ElectronApplication | undefined;

  afterAll(async () => {
    await app?.close().catch(() => undefined);
  });

  it.skipIf(!binary.found)('opens its window on the title, and the table from it', async () => {
    if (!binary.found) return;
    // executablePath always: without it Playwright requires the electron package, which downloads.
    app = await electron.launch({ executablePath: binary.path, args: ['.'], cwd: PROJECT_ROOT });
    // A machine without a usable GPU still gets WebGL, on the CPU (src-main/gpu.ts).
    expect(
      await app.evaluate(
        ({ app: main }, name) => main.commandLine.hasSwitch(name),
        SOFTWARE_WEBGL_SWITCH,
      ),
    ).toBe(true);
    const window = await app.firstWindow();
    expect(await window.title()).toBe('Nothing Personal');
    const title = new TitlePage(window);
    await title.waitReady(60_000);
    await title.continueLatest(60_000);
    const table = new TablePage(window);
    await table.waitForTable(60_000);
    expect(await table.canvas.isVisible()).toBe(true);
  });
});
