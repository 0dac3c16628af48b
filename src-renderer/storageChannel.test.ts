import { describe, expect, it, vi } from 'vitest';
import {
  MAX_STORAGE_IN_FLIGHT,
  type ClientMessage,
  type DesktopBridge,
} from '../src-shared/protocol';
import { bridgeStorage, socketStorage } from './storageChannel';

describe('storage over the session line', () => {
  it('matches each answer to its request by id and reads it with the operation’s schema', async () => {
    const sent: ClientMessage[] = [];
    const channel = socketStorage((m) => sent.push(m));
    const a = channel.request({ op: 'listNotices' });
    const b = channel.request({ op: 'deleteSave', id: 'x1' });
    const ids = sent.map((m) => (m.t === 'storage' ? m.id : -1));
    channel.receive(ids[1]!, { ok: true, value: null });
    channel.receive(ids[0]!, { ok: false, error: { code: 'no-game', message: 'No game.' } });
    expect(await b).toEqual({ ok: true, value: null });
    expect(await a).toEqual({ ok: false, error: { code: 'no-game', message: 'No game.' } });
  });

  it('refuses an import too large for the socket before sending anything (issue #11)', async () => {
    const sent: ClientMessage[] = [];
    const channel = socketStorage((m) => sent.push(m));
    const big = await channel.request({
      op: 'importSave',
      file: { fileName: 'Long game.json', text: 'x'.repeat(1_200_000) },
    });
    // Under the character bound, over the frame's bytes: each é is two bytes in UTF-8.
    const wide = await channel.request({
      op: 'importSave',
      file: { fileName: 'Café.json', text: 'é'.repeat(600_000) },
    });
    expect(sent).toEqual([]);
    for (const r of [big, wide]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('too-large');
    }
    if (!big.ok) expect(big.error.message).toMatch(/“Long game.json” is too large .*1\.2 MB/);
    const fine = channel.request({
      op: 'importSave',
      file: { fileName: 'Short.json', text: '{}' },
    });
    expect(sent).toHaveLength(1);
    channel.close();
    expect((await fine).ok).toBe(false);
  });

  it('refuses an answer of the wrong shape, and says so when none comes', async () => {
    vi.useFakeTimers();
    try {
      const sent: ClientMessage[] = [];
      const channel = socketStorage((m) => sent.push(m), globalThis);
      const bad = channel.request({ op: 'listSaves' });
      channel.receive((sent[0] as { id: number }).id, { ok: true, value: 'not a list' });
      expect((await bad).ok).toBe(false);
      const late = channel.request({ op: 'listSaves' });
      vi.advanceTimersByTime(20_000);
      const r = await late;
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('no-answer');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('campaigns through the desktop bridge (issue #13)', () => {
  it('go through its one campaign call, each answer read with its operation’s schema', async () => {
    const asked: unknown[] = [];
    const answers: unknown[] = [
      { ok: true, value: { campaigns: [], newer: 0, lifetime: [] } },
      { ok: true, value: { campaigns: 'not a list' } },
      { ok: false, error: { code: 'not-found', message: 'Gone.' } },
    ];
    const bridge = {
      campaign: async (r: unknown) => {
        asked.push(r);
        return answers.shift();
      },
    } as unknown as DesktopBridge;
    const channel = bridgeStorage(bridge);
    expect(await channel.request({ op: 'listCampaigns' })).toEqual({
      ok: true,
      value: { campaigns: [], newer: 0, lifetime: [] },
    });
    expect(await channel.request({ op: 'listCampaigns' })).toMatchObject({
      ok: false,
      error: { code: 'bad-reply' },
    });
    expect(await channel.request({ op: 'getCampaign', id: 'c1' })).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'Gone.' },
    });
    expect(asked).toEqual([
      { op: 'listCampaigns' },
      { op: 'listCampaigns' },
      { op: 'getCampaign', id: 'c1' },
    ]);
  });
});

describe('storage requests queued for the host (issue #13)', () => {
  it('sends at most the host’s number at once, and the rest as answers come', async () => {
    const sent: ClientMessage[] = [];
    const channel = socketStorage((m) => sent.push(m));
    const replies = [
      channel.request({ op: 'listSaves' }),
      channel.request({ op: 'listNotices' }),
      channel.request({ op: 'listCampaigns' }),
      channel.request({ op: 'getSettings' }),
    ];
    const ids = () => sent.map((m) => (m.t === 'storage' ? m.id : -1));
    expect(sent).toHaveLength(MAX_STORAGE_IN_FLIGHT);
    channel.receive(ids()[1]!, { ok: true, value: [] });
    expect(sent).toHaveLength(MAX_STORAGE_IN_FLIGHT + 1);
    expect(sent.at(-1)).toMatchObject({ request: { op: 'listCampaigns' } });
    channel.receive(ids()[0]!, { ok: true, value: [] });
    channel.receive(ids()[2]!, { ok: true, value: { campaigns: [], newer: 0, lifetime: [] } });
    expect(sent).toHaveLength(4);
    channel.close();
    const answers = await Promise.all(replies);
    expect(answers.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({ ok: false, error: { code: 'no-answer' } });
  });
});
