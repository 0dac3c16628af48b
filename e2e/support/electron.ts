/**
 * Finds an Electron binary without ever fetching one (DESIGN.md §6): requiring the
 * `electron` package would try to download it, so its files are read directly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths';

export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

export function findElectron(env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const pkg = join(PROJECT_ROOT, 'node_modules/electron');
  const pathFile = join(pkg, 'path.txt');
  const named = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const path = join(override, named ?? 'electron');
    return existsSync(path)
      ? { found: true, path }
      : { found: false, reason: `ELECTRON_OVERRIDE_DIST_PATH names ${path}, which does not exist` };
  }
  if (!named) return { found: false, reason: 'node_modules/electron/path.txt missing' };
  const path = join(pkg, 'dist', named);
  return existsSync(path)
    ? { found: true, path }
    : { found: false, reason: `node_modules/electron/dist/${named} missing` };
}
