/**
 * The games of one side of a paired trial, kept on disk (tools/paired.ts --cache): a side is
 * played again only when what it plays changes. The key holds the side's bot, the table and
 * the code it ran (the committed code and a digest of the uncommitted changes), so a cached
 * side is never paired with games that other code would have played. A side that tried an
 * illegal action is not kept.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { GameRecord } from '../src-shared/ai/tournament';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/**
 * The code the games ran: the committed trees of `src-shared` and `tools` and the lock file
 * (a commit that changes only docs keeps the key), and a digest of what differs from them.
 */
function codeVersion(): string {
  const trees = git('rev-parse', 'HEAD:src-shared', 'HEAD:tools', 'HEAD:package-lock.json');
  const changes = git('diff', 'HEAD', '--', 'src-shared', 'tools', 'package-lock.json');
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', 'src-shared', 'tools');
  const digest = createHash('sha256').update(trees).update(changes).update(untracked);
  for (const file of untracked.split('\n').filter(Boolean)) digest.update(readFileSync(file));
  return digest.digest('hex').slice(0, 24);
}

/** A cached side's file: the key it was played under, the code, and its games. */
interface CachedSide {
  key: object;
  code: string;
  records: GameRecord[];
}

export function sideCache(dir: string) {
  let code: string;
  try {
    code = codeVersion();
  } catch {
    console.error('--cache needs the git checkout the games run from (git rev-parse failed).');
    process.exit(2);
  }
  mkdirSync(dir, { recursive: true });
  const fileOf = (key: object) =>
    join(
      dir,
      createHash('sha256')
        .update(JSON.stringify({ ...key, code }))
        .digest('hex')
        .slice(0, 24) + '.json',
    );
  return {
    read(key: object): GameRecord[] | undefined {
      const file = fileOf(key);
      if (!existsSync(file)) return undefined;
      const side = readSide(file);
      if (typeof side !== 'string') return side.records;
      console.error(`${side}: the side is played again.`);
      return undefined;
    },
    write(key: object, records: GameRecord[]): void {
      const file = fileOf(key);
      const kept: CachedSide = { key, code, records };
      writeFileSync(`${file}.tmp`, JSON.stringify(kept));
      renameSync(`${file}.tmp`, file);
    },
  };
}

/**
 * The games kept in one cached side, named by its file or by a folder that holds that one side
 * (`paired --compare`): sides played by other code (another working tree) pair by their
 * records, whatever their keys. An error message instead when there is no such side.
 */
export function readSide(path: string): { records: GameRecord[]; clock?: string } | string {
  let file = path;
  try {
    if (statSync(path).isDirectory()) {
      const sides = readdirSync(path).filter((f) => f.endsWith('.json'));
      if (sides.length !== 1)
        return `${path} holds ${sides.length} .json files, not one cached side: name its file.`;
      file = join(path, sides[0]!);
    }
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<CachedSide>;
    if (!Array.isArray(kept.records)) return `${file} is not a cached side (no records).`;
    const clock = (kept.key as { clock?: unknown } | undefined)?.clock;
    return { records: kept.records, ...(typeof clock === 'string' ? { clock } : {}) };
  } catch (e) {
    return `${path}: ${(e as Error).message}`;
  }
}
