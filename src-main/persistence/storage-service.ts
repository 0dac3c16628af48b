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
import { isCampaignRequest, type SeatSpec } from '../../src-shared/protocol';
import { DEFAULT_SEAT_PRESET } from '../../src-shared/ai/bot-presets';
import { replay, type Action } from '../../src-shared/engine';
import { finishedGame } from '../../src-shared/record/record';
import { CampaignService } from './campaign-service';
import type { CampaignStore } from './campaign-store';
import type { RecordStore } from './record-store';
import type { SaveStore } from './save-store';

/** The part of the session supervisor storage needs. */
export interface SessionControl {
  current(): Checkpoint | null;
  open(
    checkpoint: Checkpoint,
  ): Promise<
    { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } }
  >;
  /** Starts a new game (a campaign's next game, issue #13). */
  startGame(
    options: unknown,
    seats: SeatSpec[],
  ): Promise<
    { ok: true; value: Checkpoint } | { ok: false; error: { code: string; message: string } }
  >;
}

export interface StorageServiceOptions {
  /** The campaigns beside the saves (issue #13); without them, campaign requests are refused. */
  campaigns?: CampaignStore;
  /** The player's record against the bots; without it, record requests are refused. */
  records?: RecordStore;
  appVersion?: string;
  log?: (message: string) => void;
  newId?: () => string;
  now?: () => Date;
}

export class StorageService {
  readonly campaigns: CampaignService | null;
  private readonly records: RecordStore | null;
  private readonly newId: () => string;
  private readonly now: () => Date;
  private readonly log: (message: string) => void;

  constructor(
    private readonly store: SaveStore,
    private readonly session: SessionControl,
    o: StorageServiceOptions = {},
  ) {
    this.newId = o.newId ?? randomUUID;
    this.now = o.now ?? (() => new Date());
    this.log = o.log ?? (() => undefined);
    this.records = o.records ?? null;
    this.campaigns = o.campaigns
      ? new CampaignService(
          o.campaigns,
          store,
          {
            current: () => session.current(),
            startGame: (options, seats) => session.startGame(options, seats),
            loadSave: (id) => this.loadSave(id),
          },
          { appVersion: o.appVersion ?? '0.0.0', log: o.log, newId: o.newId },
        )
      : null;
  }

  /**
   * Keeps a checkpoint the host handed up: its autosave, then, when a game has just ended,
   * its tale in its campaign and its result in the player's record. The host shows the state
   * once this settles, so the end screen finds both up to date.
   */
  async keep(cp: Checkpoint): Promise<void> {
    await this.store.autosave(cp);
    this.campaigns?.observe(cp);
    this.countInRecord(cp);
  }

  /** A game that ended, once, in the player's record, if it is one the record counts. */
  private countInRecord(cp: Checkpoint) {
    const record = this.records?.get();
    if (!cp.over || !record || record.counted.some((c) => c.id === cp.id)) return;
    const end = replay(cp.options, cp.actions as Action[]);
    if (!end.ok || !end.value.result) return;
    const game = finishedGame(
      {
        id: cp.id,
        seats: cp.seats,
        hinted: cp.hinted,
        options: end.value.options,
        result: end.value.result,
      },
      DEFAULT_SEAT_PRESET,
      this.now().toISOString(),
    );
    const counted = game && this.records!.count(game);
    if (counted && !counted.ok) this.log(counted.error.message);
  }

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
    if (isCampaignRequest(r)) {
      return this.campaigns
        ? this.campaigns.handle(r)
        : {
            ok: false,
            error: { code: 'unavailable', message: 'Campaigns are not kept by this table.' },
          };
    }
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
      case 'getRecord':
      case 'clearRecord': {
        if (!this.records) {
          return {
            ok: false,
            error: { code: 'unavailable', message: 'This table keeps no record of games.' },
          };
        }
        return r.op === 'clearRecord' ? this.records.clear() : this.records.read();
      }
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
