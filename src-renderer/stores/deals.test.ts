import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { FakeLine, updateFor, welcome } from '../testing/fakeLine';
import { randomGame, type Step } from '../testing/randomGames';
import { useDealsStore } from './deals';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';
import { useSessionStore } from './session';
import { useSettingsStore } from './settings';

/** A turn at which the deciding seat may make an offer (R13.1). */
function offerMoment(): Step {
  for (let g = 0; g < 20; g++)
    for (const s of randomGame({ seed: 61 + g }))
      if (s.legal.some((l) => l.action.type === 'offer')) return s;
  throw new Error('No offer in 20 random games.');
}

async function composer() {
  setActivePinia(createPinia());
  const line = new FakeLine();
  const settings = useSettingsStore();
  settings.settings = { ...settings.settings, animationSpeed: 'instant' };
  useSessionStore().connect(() => line);
  usePlaybackStore();
  usePromptStore();
  const deals = useDealsStore();
  const s = offerMoment();
  line.emit(welcome([s.seat], [s.seat]));
  line.emit(updateFor(s.state, s.seat, [s.seat], s.events));
  await nextTick();
  return { deals, line, to: deals.targets[0]! };
}

describe('writing an offer (R13.1)', () => {
  it('R13.1: refuses an offer without terms, and the complaint goes once a term is in', async () => {
    const { deals, line, to } = await composer();
    deals.open(to);
    expect(deals.submit()).toBe(false);
    expect(deals.problem).toMatch(/at least one term/);
    expect(line.acts()).toEqual([]);
    deals.setTerms('give', [{ k: 'pay', amount: 1 }]);
    expect(deals.problem).toBeNull();
  });
});
