/**
 * Bots explain themselves in a player's words (issue #16): never their own estimate of how
 * the game will go ("outlook 80% vs 58% passing" told the table how a bot weighs it), and
 * never a search's inner workings. A die's odds, which anyone can count, may be said.
 */
import { describe, expect, it } from 'vitest';
import { applyTrusted, legalFor, view } from '../../engine';
import { createBot } from '../factory';
import { newGame } from './helpers';

describe('what bots say (issue #16)', () => {
  for (const preset of ['easy', 'heuristic', 'medium'] as const) {
    it(`${preset}: no win estimates, no search jargon`, () => {
      const s = newGame(808, 4, { bindingDeals: false });
      const said: string[] = [];
      for (let n = 0; n < (preset === 'medium' ? 60 : 400) && s.pending; n++) {
        const seat = s.pending.seat;
        const d = createBot(preset, 808 * 31 + n).decide(view(s, seat), legalFor(s, seat));
        said.push(d.why);
        applyTrusted(s, d.action);
      }
      expect(said.length).toBeGreaterThan(50);
      const jargon = said.filter(
        (w) =>
          /outlook|samples|iterations|heuristic/i.test(w) || (/%/.test(w) && !/^re-roll/.test(w)),
      );
      expect(jargon).toEqual([]);
    });
  }
});
