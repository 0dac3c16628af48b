import { describe, expect, it } from 'vitest';
import { randomGame, type Step } from '../testing/randomGames';
import { showStep, storeTable } from '../testing/storeTable';
import { useDealsStore } from './deals';
import { usePlaybackStore } from './playback';
import { usePromptStore } from './prompt';

/** A turn at which the deciding seat may make an offer (R13.1). */
function offerMoment(): Step {
  for (let g = 0; g < 20; g++)
    for (const s of randomGame({ seed: 61 + g }))
      if (s.legal.some((l) => l.action.type === 'offer')) return s;
  throw new Error('No offer in 20 random games.');
}

async function composer() {
  const { line } = storeTable('instant');
  usePlaybackStore();
  usePromptStore();
  const deals = useDealsStore();
  await showStep(line, offerMoment());
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
