/**
 * The campaign store and the campaign operations over real files, with conf as the store
 * (the Node host's backend), issue #13.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_VERSION,
  campaignView,
  type CampaignView as Campaign,
} from '../../../src-shared/campaign/format';
import type { Checkpoint, NewCampaignRequest, SeatSpec } from '../../../src-shared/protocol';
import { checksumOf } from '../../../src-shared/save';
import { botGameCheckpoints } from '../../tests/games';
import { CampaignStore } from '../campaign-store';
import { confBackend } from '../conf-backend';
import { SaveStore } from '../save-store';
import { StorageService } from '../storage-service';

const fresh = () => mkdtempSync(join(tmpdir(), 'np-campaigns-'));
const opened: SaveStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

async function openStores(folder: string, appVersion = '1.0.0') {
  const saves = await SaveStore.open({ folder, appVersion, backend: confBackend, indexDelayMs: 5 });
  opened.push(saves);
  const campaigns = await CampaignStore.open({
    folder,
    appVersion,
    backend: confBackend,
    notify: (n) => saves.notify(n),
  });
  return { saves, campaigns };
}

const NEW: NewCampaignRequest = {
  name: 'The long winter',
  families: [
    { name: 'You', kind: 'human' },
    { name: 'The Barzinis', kind: 'bot', bot: { preset: 'easy', personality: 'snake' } },
    { name: 'The Tattaglias', kind: 'bot', bot: { preset: 'easy' } },
  ],
  length: { kind: 'games', games: 2 },
  scoring: { kind: 'placement', points: [5, 3, 2, 1, 0] },
  rules: {
    players: 3,
    edition: 'revised',
    house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
  },
};

/** The storage service over the stores, with a table that plays pre-recorded bot games. */
async function service(folder: string) {
  const { saves, campaigns } = await openStores(folder);
  let onTable: Checkpoint | null = null;
  const started: { options: unknown; seats: SeatSpec[] }[] = [];
  let games = 0;
  const storage: StorageService = new StorageService(
    saves,
    {
      current: () => onTable,
      open: async (cp) => {
        onTable = cp;
        return { ok: true, value: cp };
      },
      startGame: async (options, seats) => {
        started.push({ options, seats });
        const cp = botGameCheckpoints(`game-${++games}`, 40 + games, 3)[0]!;
        await storage.keep(cp);
        onTable = cp;
        return { ok: true, value: cp };
      },
    },
    { campaigns, appVersion: '1.0.0' },
  );
  /** Plays the game on the table to its end, keeping every checkpoint as the app does. */
  const finish = async () => {
    const all = botGameCheckpoints(onTable!.id, 40 + Number(onTable!.id.slice(5)), 3);
    for (const cp of all.slice(-3)) await storage.keep(cp);
    onTable = all.at(-1)!;
  };
  const put = (cp: Checkpoint) => void (onTable = cp);
  return { storage, saves, campaigns, started, finish, put, table: () => onTable };
}

async function ask<T>(storage: StorageService, request: Parameters<StorageService['handle']>[0]) {
  const r = await storage.handle(request);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

describe('campaigns through the storage operations (issue #13)', () => {
  it('create, play two games to their end, and keep the standings across a restart', async () => {
    const folder = fresh();
    const s = await service(folder);
    const c = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: NEW });
    expect(c.families.map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    expect(s.started[0]!.options).toMatchObject({ players: 3, firstPlayer: 0 });
    expect(s.started[0]!.seats.map((x) => x.name)).toEqual([
      'You',
      'The Barzinis',
      'The Tattaglias',
    ]);
    // The game in play is resumed, not started again.
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    expect(s.started).toHaveLength(1);
    await s.finish();
    const after1 = await ask<Campaign>(s.storage, { op: 'getCampaign', id: c.id });
    expect(after1.games[0]).toMatchObject({ saveId: 'game-1', status: 'over' });
    expect(after1.games[0]!.tale!.result.winner).toBeGreaterThanOrEqual(0);
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    expect(s.started[1]!.seats.map((x) => x.name)).toEqual([
      'The Barzinis',
      'The Tattaglias',
      'You',
    ]);
    await s.finish();
    const over = await ask<Campaign>(s.storage, { op: 'getCampaign', id: c.id });
    expect(over.status).toBe('over');
    const next = await s.storage.handle({ op: 'playCampaign', id: c.id });
    expect(!next.ok && next.error.code).toBe('over');

    const again = await openStores(folder);
    expect(campaignView(again.campaigns.get(c.id)!)).toEqual(over);
    // The seeds stay with the host: a game's seed fixes its deck order (DESIGN.md §5.5).
    expect(again.campaigns.get(c.id)!.games[1]!.seed).toEqual(expect.any(Number));
    expect(JSON.stringify(over)).not.toContain('"seed"');
    expect(again.saves.notices()).toEqual([]);
    const list = await s.storage.handle({ op: 'listCampaigns' });
    expect(list.ok && list.value).toMatchObject({
      campaigns: [
        { id: c.id, played: 2, games: 2, status: 'over', saveInPlay: null, latestSave: 'game-2' },
      ],
      newer: 0,
      lifetime: expect.arrayContaining([expect.objectContaining({ name: 'You', games: 2 })]),
    });
  });

  it('keeps a table without hints for its people, game after game', async () => {
    const s = await service(fresh());
    const quiet = {
      ...NEW,
      families: NEW.families.map((f) => ({ ...f, hints: false as const })),
    };
    const c = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: quiet });
    // Hints are a person's: a bot's family keeps no switch.
    expect(c.families.map((f) => f.hints)).toEqual([false, undefined, undefined]);
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    expect(s.started[0]!.seats.map((x) => x.hints)).toEqual([false, undefined, undefined]);
  });

  it('refuses a campaign with twin names, no person, or points for nobody', async () => {
    const s = await service(fresh());
    const twin = {
      ...NEW,
      families: [NEW.families[0]!, NEW.families[1]!, { ...NEW.families[1]!, name: 'the barzinis' }],
    };
    const bots = { ...NEW, families: NEW.families.map((f) => ({ ...f, kind: 'bot' as const })) };
    const none = { ...NEW, scoring: { kind: 'placement' as const, points: [0, 0] } };
    for (const campaign of [twin, bots, none]) {
      const r = await s.storage.handle({ op: 'createCampaign', campaign });
      expect(!r.ok && r.error.code).toBe('bad-request');
    }
    expect(s.campaigns.list()).toEqual([]);
  });

  it('loses no standings when a game’s save is deleted, and offers to abandon a game whose save is gone', async () => {
    const s = await service(fresh());
    const c = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: NEW });
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    await s.finish();
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    const before = await ask<Campaign>(s.storage, { op: 'getCampaign', id: c.id });
    s.put(botGameCheckpoints('elsewhere', 3, 3)[0]!);
    await ask(s.storage, { op: 'deleteSave', id: 'game-1' });
    await ask(s.storage, { op: 'deleteSave', id: 'game-2' });
    expect(await ask<Campaign>(s.storage, { op: 'getCampaign', id: c.id })).toEqual(before);
    const stuck = await s.storage.handle({ op: 'playCampaign', id: c.id });
    expect(!stuck.ok && stuck.error).toMatchObject({
      code: 'game-unavailable',
      message: expect.stringMatching(
        /Game 2 of “The long winter” could not be put back.*Abandon that game/,
      ),
    });
    await ask(s.storage, { op: 'abandonCampaignGame', id: c.id });
    const third = await ask<Campaign>(s.storage, { op: 'playCampaign', id: c.id });
    expect(third.games.map((g) => g.status)).toEqual(['over', 'abandoned', 'playing']);
    expect(s.started[2]!.seats.map((x) => x.name)).toEqual([
      'The Tattaglias',
      'You',
      'The Barzinis',
    ]);
  });

  it('export and import: the campaign and its games come back as a campaign of their own', async () => {
    const s = await service(fresh());
    const c = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: NEW });
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    await s.finish();
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    const file = await ask<{ fileName: string; text: string }>(s.storage, {
      op: 'exportCampaign',
      id: c.id,
    });
    expect(file.fileName).toBe('the-long-winter.npcampaign');

    const t = await service(fresh());
    const imported = await ask<Campaign>(t.storage, { op: 'importCampaign', file });
    expect(imported.id).not.toBe(c.id);
    expect(imported.games.map((g) => g.status)).toEqual(['over', 'playing']);
    expect(imported.games[0]!.tale).toEqual(
      (await ask<Campaign>(s.storage, { op: 'getCampaign', id: c.id })).games[0]!.tale,
    );
    // Its saves came along as the autosaves of games of their own, and the game in play resumes.
    const ids = imported.games.map((g) => g.saveId);
    expect(
      t.saves
        .list()
        .map((x) => x.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(t.saves.list().every((x) => x.kind === 'auto')).toBe(true);
    await ask(t.storage, { op: 'playCampaign', id: imported.id });
    expect(t.table()?.id).toBe(ids[1]);

    const broken = await t.storage.handle({
      op: 'importCampaign',
      file: {
        fileName: 'x.npcampaign',
        text: file.text.replace('The long winter', 'The long summer'),
      },
    });
    expect(!broken.ok && broken.error.message).toMatch(
      /“x.npcampaign” cannot be imported.*checksum/,
    );
  });

  it('abandon a game, abandon the campaign, delete it with its saves', async () => {
    const s = await service(fresh());
    const c = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: NEW });
    await ask(s.storage, { op: 'playCampaign', id: c.id });
    const dropped = await ask<Campaign>(s.storage, { op: 'abandonCampaignGame', id: c.id });
    expect(dropped.games[0]!.status).toBe('abandoned');
    s.put(botGameCheckpoints('elsewhere', 9, 3)[0]!);
    const ended = await ask<Campaign>(s.storage, { op: 'abandonCampaign', id: c.id });
    expect(ended.status).toBe('abandoned');
    await ask(s.storage, { op: 'deleteCampaign', id: c.id });
    expect(s.campaigns.list()).toEqual([]);
    expect(s.saves.list().map((x) => x.id)).not.toContain('game-1');
  });
});

describe('the campaign store under damage (issue #13, docs/persistence.md)', () => {
  async function twoCampaigns(folder: string) {
    const s = await service(folder);
    const a = await ask<Campaign>(s.storage, { op: 'createCampaign', campaign: NEW });
    const b = await ask<Campaign>(s.storage, {
      op: 'createCampaign',
      campaign: { ...NEW, name: 'Second' },
    });
    return { a, b };
  }
  const mainFile = (folder: string) => join(folder, 'campaigns.json');

  it('sets aside a campaign whose checksum fails and restores its backup copy', async () => {
    const folder = fresh();
    const { a, b } = await twoCampaigns(folder);
    const text = readFileSync(mainFile(folder), 'utf8');
    writeFileSync(mainFile(folder), text.replace('"The long winter"', '"The long winteR"'));
    const { campaigns, saves } = await openStores(folder);
    expect(campaignView(campaigns.get(a.id)!)).toEqual(a);
    expect(campaignView(campaigns.get(b.id)!)).toEqual(b);
    expect(saves.notices()).toHaveLength(1);
    expect(saves.notices()[0]!.message).toMatch(
      /“The long winteR” could not be read.*checksum.*backup copy.*restored/,
    );
    const quarantined = readdirSync(join(folder, 'quarantine'));
    expect(quarantined.some((f) => f.endsWith(`campaign-${a.id}.json`))).toBe(true);
    // Written back whole: the next start has nothing to say.
    expect((await openStores(folder)).saves.notices()).toHaveLength(1);
  });

  it('reads the backup when the store file is not JSON, and moves the file to quarantine', async () => {
    const folder = fresh();
    const { a, b } = await twoCampaigns(folder);
    writeFileSync(mainFile(folder), '{"campaigns": [ cut sho');
    const { campaigns, saves } = await openStores(folder);
    expect(
      campaigns
        .list()
        .map((c) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(saves.notices()[0]!.message).toMatch(
      /could not be read \(the file was moved to .*quarantine.*\)\. Its backup was read instead: 2 campaigns restored/,
    );
    expect(JSON.parse(readFileSync(mainFile(folder), 'utf8')).campaigns).toHaveLength(2);
  });

  it('says so when a campaign and its backup are both damaged, keeping the file in quarantine', async () => {
    const folder = fresh();
    const { a } = await twoCampaigns(folder);
    for (const f of [mainFile(folder), join(folder, 'campaigns-backup.json')]) {
      writeFileSync(f, readFileSync(f, 'utf8').replace('"The long winter"', '"The long winteR"'));
    }
    const { campaigns, saves } = await openStores(folder);
    expect(campaigns.get(a.id)).toBeNull();
    expect(campaigns.list()).toHaveLength(1);
    expect(saves.notices()[0]!.message).toMatch(/no backup copy/);
    expect(existsSync(join(folder, 'quarantine'))).toBe(true);
  });

  it('keeps a campaign from a newer version as it is, and writes it back untouched', async () => {
    const folder = fresh();
    const { a } = await twoCampaigns(folder);
    const doc = JSON.parse(readFileSync(mainFile(folder), 'utf8')) as {
      campaigns: Record<string, unknown>[];
    };
    const { checksum: _, ...unsigned } = doc.campaigns[0]!;
    expect(unsigned.campaign).toMatchObject({ id: a.id });
    const campaign = { ...(unsigned.campaign as object), future: true };
    const newer = { ...unsigned, app: '9.0.0', version: CAMPAIGN_VERSION + 1, campaign };
    doc.campaigns[0] = { ...newer, checksum: checksumOf(newer) };
    writeFileSync(mainFile(folder), JSON.stringify(doc));
    const { campaigns, saves } = await openStores(folder);
    expect(campaigns.get(a.id)).toBeNull();
    expect(campaigns.newer()).toBe(1);
    expect(saves.notices()).toEqual([]);
    campaigns.put({ ...campaigns.list()[0]!, name: 'Renamed' });
    const written = JSON.parse(readFileSync(mainFile(folder), 'utf8')) as { campaigns: unknown[] };
    expect(written.campaigns).toContainEqual(doc.campaigns[0]);
  });
});
