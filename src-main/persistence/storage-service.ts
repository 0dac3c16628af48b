/**
 * The storage operations of protocol/storage.ts on a SaveStore and the running session:
 * what the desktop bridge (ipc.ts) and the Node host's WebSocket (web/relay.ts) both call.
 * Requests arrive parsed; every answer is a value, never a throw.
 */
import { randomUUID } from 'node:crypto';
import type {
  Checkpoint,
  StorageReply,
  StorageRequest,
  StorageResult,
} from '../../src-shared/protocol';
import type { SaveSummary } from '../../src-shared/save';
import type { SaveStore } from './save-store';

/** The part of the session supervisor storage needs. */
export interface SessionControl {
  current(): Checkpoint | null;
  open(
    checkpoint: Checkpoint,
  ): Promise<
    { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } }
  >;
}

export class StorageService {
  constructor(
    private readonly store: SaveStore,
    private readonly session: SessionControl,
    private readonly newId: () => string = randomUUID,
  ) {}

  async handle(request: StorageRequest): Promise<StorageReply> {
    try {
      return await this.dispatch(request);
    } catch (e) {
      // A bug or a disk error: the player hears of it; the app goes on.
      return {
        ok: false,
        error: {
          code: 'internal',
          message: `That did not work (${e instanceof Error ? e.message : String(e)}).`,
        },
      };
    }
  }

  /** Loads a save onto the table. A named save is a fork: it continues as a game of its own. */
  async loadSave(id: string): Promise<StorageResult<SaveSummary>> {
    const loaded = await this.store.load(id);
    if (!loaded.ok) return loaded;
    const { summary } = loaded.value;
    const fork = summary.kind === 'named';
    const checkpoint = fork
      ? { ...loaded.value.checkpoint, id: this.newId() }
      : loaded.value.checkpoint;
    // The fork gets its autosave before it is on the table: so "Continue" finds it even before
    // the next move, and a bot's first move, autosaved as it comes, is never overwritten by it.
    if (fork) await this.store.autosave(checkpoint, summary.name);
    const opened = await this.session.open(checkpoint);
    if (!opened.ok) {
      if (fork) await this.store.remove(checkpoint.id);
      return {
        ok: false,
        error: {
          code: 'load-failed',
          message: `“${summary.name}” could not be put on the table: ${opened.error.message}`,
        },
      };
    }
    return { ok: true, value: summary };
  }

  private async dispatch(r: StorageRequest): Promise<StorageReply> {
    switch (r.op) {
      case 'listSaves':
        return { ok: true, value: this.store.list() };
      case 'loadSave':
        return this.loadSave(r.id);
      case 'saveAs': {
        const cp = this.session.current();
        if (!cp) {
          return {
            ok: false,
            error: { code: 'no-game', message: 'There is no game on the table to save.' },
          };
        }
        return this.store.saveAs(r.name, cp);
      }
      case 'deleteSave':
        if (this.session.current()?.id === r.id) {
          return {
            ok: false,
            error: {
              code: 'in-play',
              message:
                'That is the game on the table: its autosave stays while it is being played.',
            },
          };
        }
        return this.store.remove(r.id);
      case 'restoreBackup':
        return this.store.restoreBackup(r.id);
      case 'exportSave':
        return this.store.exportFile(r.id);
      case 'importSave':
        return this.store.importText(r.file.text, r.file.fileName);
      case 'getSettings':
        return { ok: true, value: this.store.settings() };
      case 'setSettings':
        return this.store.updateSettings(r.patch);
      case 'listNotices':
        return { ok: true, value: this.store.notices() };
      case 'dismissNotice':
        return this.store.dismissNotice(r.id)
          ? { ok: true, value: null }
          : {
              ok: false,
              error: { code: 'not-found', message: 'That notice was already dismissed.' },
            };
      case 'lanStatus':
      case 'openLan':
      case 'closeLan':
        // The host's parent answers these (lan/hosting.ts) before they reach the saves.
        return {
          ok: false,
          error: { code: 'unavailable', message: 'This table cannot be hosted on the network.' },
        };
    }
  }
}
