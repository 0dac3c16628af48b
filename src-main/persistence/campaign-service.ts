/**
 * The campaign operations (issue #13) on the campaign store, the saves and the session: a
 * campaign game is a normal game started with its campaign's seats (each carrying its
 * family's record) and options, whose autosave the campaign keeps the id of. When the game
 * on the table ends, `observe` tells its tale into the campaign. Every answer is a value.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  abandonCampaign,
  abandonGame,
  campaignStandings,
  finishGame,
  gameInPlay,
  newCampaign,
  nextGame,
  startGame,
} from '../../src-shared/campaign/campaign';
import {
  MAX_CAMPAIGN_CHARS,
  decodeCampaignFile,
  encodeCampaignFile,
} from '../../src-shared/campaign/codec';
import {
  campaignView,
  type Campaign,
  type CampaignFamily,
  type CampaignView,
} from '../../src-shared/campaign/format';
import { tellGame } from '../../src-shared/campaign/story';
import { lifetimeStats } from '../../src-shared/campaign/telling';
import type {
  CampaignRequest,
  CampaignSummary,
  Checkpoint,
  NewCampaignRequest,
  SeatSpec,
  StorageError,
  StorageResult,
} from '../../src-shared/protocol';
import type { SaveSummary } from '../../src-shared/save';
import type { CampaignStore } from './campaign-store';
import type { SaveStore } from './save-store';
import { slug } from './save-summaries';

type Result<T> = StorageResult<T>;

/** What campaigns need of the session (the supervisor) and of the save operations. */
export interface CampaignSession {
  current(): Checkpoint | null;
  startGame(
    options: unknown,
    seats: SeatSpec[],
  ): Promise<
    { ok: true; value: Checkpoint } | { ok: false; error: { code: string; message: string } }
  >;
  /** Loads a save onto the table (StorageService.loadSave). */
  loadSave(id: string): Promise<Result<SaveSummary>>;
}

export interface CampaignServiceOptions {
  appVersion: string;
  now?: () => Date;
  newId?: () => string;
  log?: (message: string) => void;
}

const fail = (code: string, message: string): { ok: false; error: StorageError } => ({
  ok: false,
  error: { code, message },
});

/** A campaign for the host's window: without its seeds (format.ts `campaignView`). */
function shown(r: Result<Campaign>): Result<CampaignView> {
  return r.ok ? { ok: true, value: campaignView(r.value) } : r;
}

export class CampaignService {
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(
    private readonly campaigns: CampaignStore,
    private readonly saves: SaveStore,
    private readonly session: CampaignSession,
    private readonly o: CampaignServiceOptions,
  ) {
    this.now = o.now ?? (() => new Date());
    this.newId = o.newId ?? randomUUID;
  }

  async handle(r: CampaignRequest): Promise<Result<unknown>> {
    switch (r.op) {
      case 'listCampaigns': {
        const all = this.campaigns.list();
        return {
          ok: true,
          value: {
            campaigns: all.map((c) => this.summary(c)),
            newer: this.campaigns.newer(),
            lifetime: lifetimeStats(all),
          },
        };
      }
      case 'getCampaign':
        return shown(this.find(r.id));
      case 'createCampaign':
        return shown(this.create(r.campaign));
      case 'playCampaign':
        return shown(await this.play(r.id));
      case 'abandonCampaignGame':
        return shown(
          this.change(r.id, (c) => {
            if (!gameInPlay(c)) return fail('no-game', 'No game of this campaign is being played.');
            return { ok: true, value: abandonGame(c, this.stamp()) };
          }),
        );
      case 'abandonCampaign':
        return shown(
          this.change(r.id, (c) =>
            c.status === 'active'
              ? { ok: true, value: abandonCampaign(c, this.stamp()) }
              : fail('over', `“${c.name}” has already ended.`),
          ),
        );
      case 'deleteCampaign':
        return this.remove(r.id);
      case 'exportCampaign':
        return this.exportFile(r.id);
      case 'importCampaign':
        return shown(await this.importFile(r.file.text, r.file.fileName));
    }
  }

  /**
   * After every checkpoint is kept: when a campaign's game has just ended, its tale goes into
   * the campaign (read again from the log, so it holds only what the table saw).
   */
  observe(cp: Checkpoint) {
    if (!cp.over) return;
    const c = this.campaigns.bySave(cp.id);
    const game = c?.games.find((g) => g.saveId === cp.id);
    if (!c || game?.status !== 'playing') return;
    const tale = tellGame(cp.options, cp.actions);
    if (!tale.ok) {
      this.o.log?.(`The end of “${c.name}”'s game could not be read: ${tale.error.message}`);
      return;
    }
    const r = this.campaigns.put(finishGame(c, cp.id, tale.value, this.stamp()));
    if (!r.ok) this.o.log?.(r.error.message);
  }

  summary(c: Campaign): CampaignSummary {
    const name = (id: string) => c.families.find((f) => f.id === id)?.name ?? id;
    const finished = c.games.filter((g) => g.status !== 'playing');
    const table = campaignStandings(c);
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      updatedAt: c.updatedAt,
      families: c.families.map((f) => f.name),
      played: finished.length,
      games: c.length.kind === 'games' ? c.length.games : null,
      target: c.length.kind === 'target' ? c.length.points : null,
      leader: finished.some((g) => g.tale) ? name(table[0]!.family) : null,
      saveInPlay: gameInPlay(c)?.saveId ?? null,
      latestSave: c.games.at(-1)?.saveId ?? null,
    };
  }

  private stamp(): string {
    return this.now().toISOString();
  }

  private find(id: string): Result<Campaign> {
    const c = this.campaigns.get(id);
    return c ? { ok: true, value: c } : fail('not-found', 'That campaign is not there any more.');
  }

  private change(id: string, f: (c: Campaign) => Result<Campaign>): Result<Campaign> {
    const found = this.find(id);
    if (!found.ok) return found;
    const changed = f(found.value);
    return changed.ok ? this.campaigns.put(changed.value) : changed;
  }

  private create(spec: NewCampaignRequest): Result<Campaign> {
    const names = spec.families.map((f) => f.name.trim().toLowerCase());
    if (new Set(names).size !== names.length)
      return fail('bad-request', 'Two families have the same name: give each its own.');
    if (!spec.families.some((f) => f.kind !== 'bot'))
      return fail('bad-request', 'At least one family needs a person.');
    if (spec.families.length !== spec.rules.players)
      return fail('bad-request', 'The number of families and of players differ.');
    if (spec.scoring.kind === 'placement' && !(spec.scoring.points[0]! > 0))
      return fail('bad-request', 'The winner of a game must get some points.');
    const families = spec.families.map((f, i): CampaignFamily => ({
      id: `f${i + 1}`,
      name: f.name.trim(),
      kind: f.kind,
      ...(f.kind === 'bot' ? { bot: f.bot ?? { preset: 'easy' } } : {}),
      ...(f.kind !== 'bot' && f.hints === false ? { hints: false as const } : {}),
    }));
    return this.campaigns.put(
      newCampaign({
        id: this.newId(),
        name: spec.name,
        families,
        length: spec.length,
        scoring: spec.scoring,
        rules: spec.rules,
        seed: randomInt(2 ** 32),
        now: this.stamp(),
      }),
    );
  }

  /** The game in play back on the table, or the next game started. */
  private async play(id: string): Promise<Result<Campaign>> {
    const found = this.find(id);
    if (!found.ok) return found;
    const c = found.value;
    if (c.status !== 'active') return fail('over', `“${c.name}” has ended: there is no next game.`);
    const inPlay = gameInPlay(c);
    if (inPlay) {
      if (this.session.current()?.id === inPlay.saveId) return { ok: true, value: c };
      const loaded = await this.session.loadSave(inPlay.saveId);
      if (!loaded.ok) {
        return fail(
          'game-unavailable',
          `Game ${c.games.findIndex((g) => g.saveId === inPlay.saveId) + 1} of “${c.name}” could not be put back on the table: ${loaded.error.message} ` +
            'Abandon that game to go on with the next (it scores nothing; the standings so far are kept).',
        );
      }
      return { ok: true, value: c };
    }
    const next = nextGame(c);
    const started = await this.session.startGame(next.options, next.specs);
    if (!started.ok) return fail('start-failed', started.error.message);
    return this.campaigns.put(
      startGame(c, { saveId: started.value.id, seats: next.seats, seed: next.seed }, this.stamp()),
    );
  }

  /** Deletes the campaign and the saves of its games (but not the game on the table). */
  private async remove(id: string): Promise<Result<null>> {
    const found = this.find(id);
    if (!found.ok) return found;
    const removed = this.campaigns.remove(id);
    if (!removed.ok) return removed;
    const onTable = this.session.current()?.id;
    for (const g of found.value.games) {
      if (g.saveId !== onTable) await this.saves.remove(g.saveId);
    }
    return { ok: true, value: null };
  }

  /** One file: the campaign and its games' saves that can still be read. */
  private async exportFile(id: string): Promise<Result<{ fileName: string; text: string }>> {
    const found = this.find(id);
    if (!found.ok) return found;
    const texts: string[] = [];
    for (const g of found.value.games) {
      const file = await this.saves.exportFile(g.saveId);
      if (file.ok) texts.push(file.value.text);
    }
    const text = encodeCampaignFile(found.value, this.o.appVersion, texts);
    if (text.length > MAX_CAMPAIGN_CHARS) {
      return fail(
        'too-large',
        `“${found.value.name}” is too large to export as one file (${Math.ceil(text.length / 1e6)} MB with its games).`,
      );
    }
    return { ok: true, value: { fileName: `${slug(found.value.name)}.npcampaign`, text } };
  }

  /** A campaign file from elsewhere, as a campaign of its own with its games' saves. */
  private async importFile(text: string, fileName: string): Promise<Result<Campaign>> {
    const decoded = decodeCampaignFile(text);
    if (!decoded.ok)
      return fail(decoded.error.code, `“${fileName}” cannot be imported. ${decoded.error.message}`);
    const { campaign, saves } = decoded.value;
    const ids = new Map<string, string>();
    for (const save of saves) {
      let old: string | null = null;
      try {
        const body = (JSON.parse(save) as { save?: { id?: unknown } }).save;
        old = typeof body?.id === 'string' ? body.id : null;
      } catch {
        old = null;
      }
      if (!old || !campaign.games.some((g) => g.saveId === old)) continue;
      const imported = await this.saves.importText(save, fileName, 'auto');
      if (imported.ok) ids.set(old, imported.value.id);
    }
    return this.campaigns.put({
      ...campaign,
      id: this.newId(),
      updatedAt: this.stamp(),
      // A game whose save did not come along keeps its tale; one in play without it cannot
      // be resumed, and says so when the player tries.
      games: campaign.games.map((g) => ({ ...g, saveId: ids.get(g.saveId) ?? this.newId() })),
    });
  }
}
