import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { MENU_SCREENS, SCREENS, useScreenStore } from './screen';

describe('leaving a menu screen (its Back button, and Esc)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('goes back to where the screen was opened from: the settings opened at the table', () => {
    const screen = useScreenStore();
    screen.go('table');
    screen.go('settings');
    screen.leave();
    expect(screen.current).toBe('table');
  });

  it('goes back through every screen on the way: the table, its rules, how to play', () => {
    const screen = useScreenStore();
    screen.go('table');
    screen.go('rules');
    screen.go('howto');
    expect(screen.fromTable).toBe(true);
    screen.leave();
    expect(screen.current).toBe('rules');
    screen.leave();
    expect(screen.current).toBe('table');
  });

  it('goes back to a screen already on the way rather than round it again', () => {
    const screen = useScreenStore();
    screen.go('table');
    screen.go('rules');
    screen.go('howto');
    screen.go('rules');
    screen.leave();
    expect(screen.current).toBe('table');
    screen.go('howto');
    screen.go('title');
    expect(screen.fromTable).toBe(false);
    screen.go('howto');
    screen.leave();
    expect(screen.current).toBe('title');
  });

  it('takes a campaign to the list of campaigns, and the list to the title', () => {
    const screen = useScreenStore();
    screen.go('campaigns');
    screen.go('campaign');
    screen.leave();
    expect(screen.current).toBe('campaigns');
    screen.leave();
    expect(screen.current).toBe('title');
  });

  it('counts every screen but the title and the table as a menu screen', () => {
    expect(SCREENS.filter((s) => !MENU_SCREENS.has(s))).toEqual(['title', 'table']);
  });
});
