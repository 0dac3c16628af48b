/**
 * Collects what a page complains about: console errors, uncaught exceptions, and any
 * Content-Security-Policy report at whatever level the browser logs it.
 */
import type { ConsoleMessage, Page } from 'playwright-core';

export interface PageProblems {
  list(): string[];
  detach(): void;
}

const CSP = /Content Security Policy|Refused to (load|execute|apply|connect|create)/i;

export function watchProblems(page: Page): PageProblems {
  const problems: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' || CSP.test(m.text())) {
      const where = m.location().url ? ` (${m.location().url}:${m.location().lineNumber})` : '';
      problems.push(`console.${m.type()}: ${m.text()}${where}`);
    }
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    list: () => problems.slice(),
    detach() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
