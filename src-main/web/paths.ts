/** Where the Node host keeps its saves: its own folder, apart from the desktop app's. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataFolder(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NP_DATA_DIR) return env.NP_DATA_DIR;
  const name = 'nothing-personal-web';
  switch (process.platform) {
    case 'win32':
      return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), name);
    case 'darwin':
      return join(homedir(), 'Library', 'Application Support', name);
    default:
      return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), name);
  }
}
