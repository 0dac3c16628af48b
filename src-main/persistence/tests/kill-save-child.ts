/**
 * The process the kill-during-save test kills: it writes the autosaves it is given, one after
 * another, with the real write path (save-files.ts), and after each write has returned it
 * says so on stdout ("ok <n>"): from then on that save counts as confirmed. With `--conf` it
 * also rewrites the conf store between saves, so conf's own atomic writes get killed too.
 *
 *   node kill-save-child.mjs <saves folder> <texts.json> <first index> <keep> [--conf <folder>]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { writeAutosaveFiles } from '../save-files';

const [folder, textsFile, firstArg, keepArg] = process.argv.slice(2);
const confAt = process.argv.indexOf('--conf');
const texts = JSON.parse(readFileSync(textsFile!, 'utf8')) as { id: string; text: string }[];
// Loaded only when asked for: conf takes longer to load than the rest of this process.
const kv =
  confAt > 0
    ? (await import('../conf-backend')).confBackend(process.argv[confAt + 1]!, 'settings')
    : null;

mkdirSync(folder!, { recursive: true });
let hasMain = Number(firstArg) > 0;
for (let n = Number(firstArg); n < texts.length; n++) {
  const { id, text } = texts[n]!;
  process.stdout.write(`w ${n}\n`);
  await writeAutosaveFiles(folder!, id, text, Number(keepArg), hasMain);
  hasMain = true;
  kv?.write({ settingsVersion: 1, settings: { volume: (n % 10) / 10 }, saves: {}, notices: [], n });
  process.stdout.write(`ok ${n}\n`);
}
process.stdout.write('done\n');
