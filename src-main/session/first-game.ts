/**
 * What is on the table when the app opens: the game the player left (the newest unfinished
 * autosave), or else a new one from their settings.
 */
import type { SaveStore } from '../persistence/save-store';
import type { StorageService } from '../persistence/storage-service';
import { newGameFrom, randomSeed } from './new-game';
import type { SessionSupervisor } from './supervisor';

export async function openFirstGame(
  store: SaveStore,
  storage: StorageService,
  supervisor: SessionSupervisor,
  log: (message: string) => void,
): Promise<void> {
  const latest = store.latest();
  if (latest) {
    const r = await storage.loadSave(latest.id);
    if (r.ok) return;
    log(`Could not continue “${latest.name}”: ${r.error.message}`);
  }
  const { options, seats } = newGameFrom(store.settings(), randomSeed());
  const started = await supervisor.startGame(options, seats);
  if (!started.ok) log(`Could not start a game: ${started.error.message}`);
}
