/** The odds before a die decides (issue #16): the engine's numbers, in the prompt's words. */
import { describe, expect, it } from 'vitest';
import { catalogFor, moveOdds } from '../../../src-shared/engine';
import { randomGame, testNames } from '../../testing/randomGames';
import { moveChance, moveRollNow, whackChance, whackRollNow } from './odds';
import { buildPrompt } from './promptModel';

const cat = catalogFor('revised');

describe('the odds (issue #16)', () => {
  it('R6.4 says what a Move needs and how likely it is', () => {
    const mover = cat.gangsters.findIndex((g) => g.respect === 2 && g.moveBonus === 0);
    // Position #5: a 3 or better, with the Ring.
    expect(moveChance(mover, 4, cat)).toBe(
      'Succeeds on a 3 or better: 4 in 6 (67%); a Knife kills him.',
    );
    expect(moveRollNow(5, mover, 4, cat)).toBe(
      'As it lies, it succeeds (5 + 2 against #5). A re-roll succeeds 4 in 6 (67%) (R6.4).',
    );
    expect(moveRollNow(2, mover, 4, cat)).toMatch(/^As it lies, it fails \(2 \+ 2 against #5\)/);
    expect(moveRollNow(1, mover, 4, cat)).toMatch(/^As it lies, a Knife: he dies\./);
  });

  it('R10.10 says what the Whack die can do, with and without an attacking gangster', () => {
    expect(whackChance(true)).toBe(
      'The Whack die: Take-Over 1 in 6, Kill 2 in 6, Miss 2 in 6, Backfire 1 in 6 (R10.10).',
    );
    expect(whackChance(false)).toBe('The Whack die: Kill 3 in 6, Miss 3 in 6 (R10.10).');
    expect(whackRollNow(4, true)).toBe(
      'As it lies: Miss. A re-roll kills the target 3 in 6 (50%) (R10.10).',
    );
  });

  it('shows the odds on every Make a Move and every re-roll window of random games', () => {
    let moves = 0;
    let windows = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const step of randomGame({ seed: 60 + seed, house: { rerollTokens: 2 } })) {
        const prompt = buildPrompt(step.view, step.legal, testNames(step.view));
        if (!prompt) continue;
        if (prompt.kind === 'activate') {
          for (const c of prompt.choices) {
            if (c.kind !== 'act' || c.action.type !== 'activate' || c.action.power !== 'move')
              continue;
            const slot = step.view.board.indexOf(c.action.target);
            const wins = moveOdds(
              step.view.pending!.d === 'activate' ? step.view.pending!.gangster : -1,
              slot,
              cat,
            ).filter((f) => f === 'success').length;
            expect(c.hint).toContain(`${wins} in 6`);
            moves++;
          }
        }
        if (prompt.kind === 'window' && /die shows/.test(prompt.question)) {
          expect(prompt.detail).toMatch(/As it lies.*re-roll/);
          windows++;
        }
      }
    }
    expect(moves).toBeGreaterThan(5);
    expect(windows).toBeGreaterThan(5);
  });
});
