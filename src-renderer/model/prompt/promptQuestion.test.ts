import { describe, expect, it } from 'vitest';
import { randomGame, testNames } from '../../testing/randomGames';
import { questionFor } from './promptQuestion';

describe('the Business turn’s word on the ante (R5.3, issue #16 bug 4)', () => {
  it('names the ante that stands whenever there is one, and says "no ante yet" only when there is none', () => {
    let standing = 0;
    let noneYet = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const step of randomGame({ seed, maxSteps: 400 })) {
        if (step.view.pending?.d !== 'turn') continue;
        const { detail } = questionFor(step.view, step.legal, testNames(step.view));
        if (step.view.ante > 0) {
          standing++;
          expect(detail).toContain(`$${step.view.ante}`);
          expect(detail).not.toContain('No ante yet');
        } else if (!step.legal.some((l) => l.range?.key === 'ante')) {
          noneYet++;
          expect(detail).toContain('No ante yet');
        }
      }
    }
    // The walk reached both cases, a standing ante included.
    expect(standing).toBeGreaterThan(0);
    expect(noneYet).toBeGreaterThan(0);
  });
});
