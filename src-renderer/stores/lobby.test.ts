import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { DEFAULT_SETTINGS } from '../../src-shared/save/settings';
import { useLobbyStore } from './lobby';
import { useScreenStore } from './screen';
import { useSettingsStore } from './settings';

/** The host's settings as they land after the window opened: five families, two people, Hard. */
const FROM_HOST = { ...DEFAULT_SETTINGS, players: 5, humans: 2, botPreset: 'hard' as const };

/** The form opened in a window whose lobby store was made before (the title's table made it). */
async function formOpened() {
  const settings = useSettingsStore();
  const lobby = useLobbyStore();
  useScreenStore().go('lobby');
  await nextTick();
  return { settings, lobby };
}

describe('the new-game form of a window that never showed it', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('takes the host’s settings that land after the form opened, while it is untouched', async () => {
    const { settings, lobby } = await formOpened();
    expect(lobby.draft.players).toBe(DEFAULT_SETTINGS.players);
    settings.settings = FROM_HOST;
    await nextTick();
    expect(lobby.draft.players).toBe(5);
    expect(lobby.draft.seats.slice(0, 5).map((s) => s.kind)).toEqual([
      'human',
      'human',
      'bot',
      'bot',
      'bot',
    ]);
    expect(lobby.draft.seats[2]!.preset).toBe('hard');
  });

  it('starts from the host’s settings when the form’s first showing is what creates the store', () => {
    const settings = useSettingsStore();
    settings.settings = FROM_HOST;
    useScreenStore().go('lobby');
    const lobby = useLobbyStore();
    expect(lobby.draft.players).toBe(5);
    expect(lobby.draft.seats[1]!.kind).toBe('human');
  });

  it('keeps what the player chose when the host’s settings land later', async () => {
    const { settings, lobby } = await formOpened();
    lobby.draft = { ...lobby.draft, players: 3 };
    await nextTick();
    settings.settings = FROM_HOST;
    await nextTick();
    expect(lobby.draft.players).toBe(3);
  });
});

describe('a name that stops the start', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('marks the families at fault, and takes each mark off as its name is put right', async () => {
    const { lobby } = await formOpened();
    const named = lobby.draft.seats.map((s) => s.name);
    lobby.draft.seats[1]!.name = '';
    lobby.draft.seats[2]!.name = ' ';
    lobby.start();
    expect(lobby.problemSeats).toEqual([1, 2]);
    expect(lobby.problem).toMatch(/fields marked in red/);
    lobby.draft.seats[1]!.name = named[1]!;
    await nextTick();
    expect(lobby.problemSeats).toEqual([2]);
    expect(lobby.problem).toMatch(/the field marked in red/);
    // The last name put right, what else stops the start is said at once.
    lobby.draft.seed = 'abc';
    lobby.draft.seats[2]!.name = named[2]!;
    await nextTick();
    expect(lobby.problemSeats).toEqual([]);
    expect(lobby.problem).toBe('The seed must be a whole number from 0 to 4294967295.');
    lobby.draft.seed = '';
    lobby.draft.seats[2]!.name = named[1]!;
    lobby.start();
    expect(lobby.problemSeats).toEqual([1, 2]);
    lobby.draft.seats[2]!.name = named[2]!;
    await nextTick();
    expect(lobby.problem).toBeNull();
  });
});

describe('the step up after a win (issue #15)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('opens the form with every bot a difficulty up, and the people as they were', async () => {
    const { lobby } = await formOpened();
    const before = JSON.parse(JSON.stringify(lobby.draft)) as typeof lobby.draft;
    const screen = useScreenStore();
    screen.go('table');
    lobby.stepUp('medium');
    expect(screen.current).toBe('lobby');
    expect(lobby.draft.seats.map((s) => (s.kind === 'bot' ? s.preset : s.kind))).toEqual(
      before.seats.map((s) => (s.kind === 'bot' ? 'medium' : s.kind)),
    );
    expect({ ...lobby.draft, seats: [] }).toEqual({ ...before, seats: [] });
  });
});
