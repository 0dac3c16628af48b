/**
 * Bundles a TypeScript entry into one plain .mjs file for tests that start hundreds of
 * child processes: a bundled child starts in a fraction of the time `--import tsx` takes.
 */
import { buildSync } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export function bundleForNode(entry: string): string {
  const outdir = mkdtempSync(join(tmpdir(), 'np-bundle-'));
  buildSync({
    entryPoints: [entry],
    outdir,
    outExtension: { '.js': '.mjs' },
    // Dynamic imports become chunks of their own, loaded only by the runs that need them.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // A bundled CommonJS dependency still calls require(); give it one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return join(outdir, `${basename(entry, '.ts')}.mjs`);
}
