import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { useEndStore } from './end';
import { useSessionStore } from './session';

describe('the final scores (R11.1)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('R11.1: go away to show the table, come back when asked, and open for the next game', async () => {
    const end = useEndStore();
    expect(end.open).toBe(true);
    end.hide();
    expect(end.open).toBe(false);
    end.show();
    expect(end.open).toBe(true);
    end.hide();
    useSessionStore().epoch++;
    await nextTick();
    expect(end.open).toBe(true);
  });
});
