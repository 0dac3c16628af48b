import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src-shared/ai/presets';
import { DEFAULT_SETTINGS } from '../../../src-shared/save/settings';
import {
  DEFAULT_DRAFT,
  PRESET_IDS,
  draftFromSettings,
  gameRequest,
  houseRulesOf,
  readDraft,
  withEdition,
  type LobbyDraft,
} from './lobbyModel';

const draft = (patch: Partial<LobbyDraft> = {}): LobbyDraft => ({
  ...structuredClone(DEFAULT_DRAFT),
  ...patch,
});

describe('the new-game form', () => {
  it('becomes a start message: options the engine accepts and one seat per family', () => {
    const r = gameRequest(draft({ seed: '42' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.options).toEqual({
      seed: 42,
      players: 4,
      edition: 'revised',
      house: DEFAULT_DRAFT.house,
    });
    expect(r.seats).toHaveLength(4);
    expect(r.seats[0]).toEqual({ kind: 'human', name: 'You' });
    expect(r.seats[1]).toMatchObject({
      kind: 'bot',
      bot: { preset: 'easy', personality: 'shark' },
    });
  });

  it('keeps a seat for a person on another device (issue #12)', () => {
    const d = draft();
    d.seats[1] = { ...d.seats[1]!, kind: 'remote', name: 'Bruno' };
    const r = gameRequest(d);
    expect(r.ok && r.seats[1]).toEqual({ kind: 'human', name: 'Bruno', remote: true });
    expect(readDraft(d).seats[1]!.kind).toBe('remote');
  });

  it('leaves the seed to the host when none is given: the renderer never knows the deck order', () => {
    const r = gameRequest(draft());
    expect(r.ok).toBe(true);
    expect(r.ok && 'seed' in (r.options as object)).toBe(false);
  });

  it('says what is wrong in words', () => {
    const allBots = draft();
    allBots.seats = allBots.seats.map((s) => ({ ...s, kind: 'bot' }));
    expect(gameRequest(allBots)).toEqual({
      ok: false,
      message: 'At least one family needs a person.',
    });
    const twins = draft();
    twins.seats = twins.seats.map((s, i) => (i === 2 ? { ...s, name: ' you ' } : s));
    expect(gameRequest(twins)).toEqual({
      ok: false,
      message: 'Two families are called “You”: give each its own name.',
      seats: [0, 2],
    });
    const nameless = draft();
    nameless.seats = nameless.seats.map((s, i) => (i === 1 || i === 3 ? { ...s, name: ' ' } : s));
    expect(gameRequest(nameless)).toEqual({
      ok: false,
      message: 'Every family needs a name: fill in the fields marked in red.',
      seats: [1, 3],
    });
    nameless.seats[1]!.name = 'Bruno';
    expect(gameRequest(nameless)).toMatchObject({
      message: 'Every family needs a name: fill in the field marked in red.',
      seats: [3],
    });
    expect(gameRequest(draft({ seed: '99999999999' }))).toEqual({
      ok: false,
      message: 'The seed must be a whole number from 0 to 4294967295.',
    });
  });

  it('remembers a draft field by field, falling back where a field does not read', () => {
    const read = readDraft({ players: 5, seed: 'abc', edition: 'classic', house: { vendetta: 1 } });
    expect(read.players).toBe(5);
    expect(read.seed).toBe('');
    expect(read.edition).toBe('classic');
    expect(readDraft({ edition: 'modern' }).edition).toBe('revised');
    expect(read.house).toEqual(DEFAULT_DRAFT.house);
    expect(readDraft('nonsense')).toEqual(DEFAULT_DRAFT);
  });

  it('R14.6 choosing an edition takes its house rules and its re-roll tokens (R14.3, R1.6)', () => {
    const revised = draft();
    revised.house = { ...revised.house, longGame: true, rerollTokens: 2 };
    const classic = withEdition(revised, 'classic');
    expect(classic.edition).toBe('classic');
    expect(classic.house).toMatchObject({ longGame: false, rerollTokens: 0 });
    expect(gameRequest(classic).ok).toBe(true);
    expect(withEdition(classic, 'revised').house).toMatchObject({ rerollTokens: 1 });
    expect(withEdition(classic, 'classic')).toBe(classic);
    // A remembered Long Game on Classic is refused in words, not sent.
    const stale = { ...classic, house: { ...classic.house, longGame: true } };
    expect(gameRequest(stale)).toEqual({
      ok: false,
      message: 'Long Game is a Revised house rule.',
    });
    // The form lists the house rules each edition's ruleset offers.
    expect(houseRulesOf('revised').map((h) => h.rule)).toEqual([
      'R14.2',
      'R14.1',
      'R14.3',
      'R14.4',
    ]);
    expect(houseRulesOf('classic').map((h) => h.rule)).toEqual(['R14.2', 'R14.1', 'R14.4']);
  });

  it('keeps other-device seats for guests, with a stand-in bot when the host chose one (issue #12)', () => {
    const d = draft();
    d.seats = d.seats.map((s, i) => (i === 1 ? { ...s, kind: 'remote', name: 'Gino' } : s));
    const waits = gameRequest(d);
    expect(waits.ok && waits.seats[1]).toEqual({ kind: 'human', name: 'Gino', remote: true });
    d.away = { mode: 'bot', preset: 'medium' };
    const standsIn = gameRequest(d);
    expect(standsIn.ok && standsIn.seats[1]).toEqual({
      kind: 'human',
      name: 'Gino',
      remote: true,
      standIn: { preset: 'medium' },
    });
    expect(standsIn.ok && standsIn.seats[0]).toEqual({ kind: 'human', name: 'You' });
    expect(readDraft({ away: { mode: 'bot', preset: 'nonsense' } }).away).toEqual(
      DEFAULT_DRAFT.away,
    );
  });

  it('turns hints off for every person at the table, here or on another device, when the host says so', () => {
    const d = draft();
    d.seats = d.seats.map((s, i) => (i === 1 ? { ...s, kind: 'remote', name: 'Gino' } : s));
    const on = gameRequest(d);
    expect(on.ok && on.seats.some((s) => 'hints' in s)).toBe(false);
    d.hints = false;
    const off = gameRequest(d);
    expect(off.ok && off.seats.map((s) => s.hints)).toEqual([false, false, undefined, undefined]);
    expect(readDraft({ hints: 'nonsense' }).hints).toBe(true);
    expect(readDraft({ hints: false }).hints).toBe(false);
  });

  it('offers Easy, Medium and Hard, each described; a remembered "Heuristic" reads as Easy (issue #16)', () => {
    expect(PRESET_IDS).toEqual(['easy', 'medium', 'hard']);
    for (const p of PRESET_IDS) expect(PRESETS[p].blurb.length).toBeGreaterThan(20);
    const remembered = structuredClone(DEFAULT_DRAFT) as unknown as {
      seats: { kind: string; preset: string }[];
      away: { mode: string; preset: string };
    };
    remembered.seats[1] = { ...remembered.seats[1]!, kind: 'bot', preset: 'heuristic' };
    remembered.away.preset = 'heuristic';
    const read = readDraft(remembered);
    expect(read.seats[1]!.preset).toBe('easy');
    expect(read.away.preset).toBe('easy');
  });

  it("R14.3 starts a window with no draft of its own from the settings file's new-game defaults, Long Game off in Classic", () => {
    expect(draftFromSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_DRAFT);
    const d = draftFromSettings({
      ...DEFAULT_SETTINGS,
      players: 5,
      humans: 2,
      edition: 'classic',
      house: { vendetta: true, bindingDeals: true, longGame: true, rerollTokens: 0 },
      botPreset: 'hard',
    });
    expect(d.players).toBe(5);
    expect(d.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot', 'bot', 'bot']);
    expect(d.seats.filter((s) => s.kind === 'bot').map((s) => s.preset)).toEqual([
      'hard',
      'hard',
      'hard',
    ]);
    expect(d.edition).toBe('classic');
    // R14.3: Classic has no Long Game.
    expect(d.house).toEqual({
      vendetta: true,
      bindingDeals: true,
      longGame: false,
      rerollTokens: 0,
    });
    expect(gameRequest(d).ok).toBe(true);
    // A preset the lobby does not offer (the Steady yardstick, the Betrayer) gives Easy bots.
    const betrayer = draftFromSettings({ ...DEFAULT_SETTINGS, botPreset: 'betrayer' });
    expect(betrayer.seats[1]!.preset).toBe('easy');
  });
});
