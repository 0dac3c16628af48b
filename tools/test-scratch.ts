/**
 * Vitest global setup for both suites: every test run gets one scratch folder that stands in
 * for the system's temporary folder (TMPDIR, and TEMP/TMP on Windows), inherited by the test
 * workers and by every process they start (the kill tests' children, the Node host, Chromium).
 * The folders tests make there for stores, saves and bundles go when the run ends, passed or
 * failed, instead of piling up in /tmp run after run. `NP_KEEP_SCRATCH=1` keeps it to look at.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const scratch = mkdtempSync(join(tmpdir(), 'np-test-run-'));
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = scratch;
  return () => {
    if (process.env.NP_KEEP_SCRATCH === '1') {
      console.log(`Test scratch folder kept: ${scratch}`);
      return;
    }
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
}
