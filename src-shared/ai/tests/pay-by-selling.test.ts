/**
 * R12.2: a bot at a whack it can pay only by selling sells first, rather than decline what
 * its activation was spent on (issue #16 bug 3: a bot took the Capo's whack with $3 and was
 * left to decline it). With the money in hand it weighs the targets as at any whack.
 */
import { describe, expect, it } from 'vitest';
import { applyTrusted, legalFor, view } from '../../engine';
import { start } from '../../engine/tests/scenario';
import { createBot } from '../factory';

describe('a bot paying for a power by selling (R12.2)', () => {
  for (const preset of ['easy', 'heuristic', 'medium', 'hard'] as const) {
    it(`${preset}: sells a card, then weighs the gangsters it can now whack`, () => {
      const g = start({ house: { rerollTokens: 0 } });
      g.editNoHands().editHand(0, ['thug-1-a']).editMoney(0, 3);
      g.editPlace(0, 'angelo-angel-face-dimarco', 1);
      g.advanceToActivation('angelo-angel-face-dimarco');
      g.do({ type: 'activate', seat: 0, power: 'position', target: -1 });
      const bot = createBot(preset, 11);
      const first = bot.decide(view(g.s, 0), legalFor(g.s, 0)).action;
      expect(first.type).toBe('sell');
      applyTrusted(g.s, first);
      const legal = legalFor(g.s, 0);
      expect(legal.some((l) => l.action.type === 'target')).toBe(true);
      const second = bot.decide(view(g.s, 0), legal).action;
      expect(['target', 'decline']).toContain(second.type);
    });
  }
});
