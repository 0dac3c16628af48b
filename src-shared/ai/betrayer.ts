/**
 * The Betrayer (issue #4, for testing trust): a scripted family that accepts every offer it
 * can, pays for favours with later payments it never makes, and breaks every non-binding
 * promise it can break; otherwise it plays like the heuristic bot. Against bots, betrayal
 * must not pay: trust falls with every broken promise, and vengeful families remember.
 */
import type { Bot } from './bot';
import { FamilyBot } from './family';
import { heuristicChoice } from './heuristic';
import { PERSONALITIES } from './personality';
import { PRESETS } from './presets';

/** A negative price: breaking a promise is worth this much utility to the Betrayer. */
export const BETRAYAL_REWARD = 0.5;

export function createBetrayer(seed: number): Bot {
  return new FamilyBot({
    name: 'Betrayer',
    seed,
    persona: { ...PERSONALITIES.snake, id: 'betrayer', name: 'The Betrayer', honesty: 0 },
    choose: (sit) => heuristicChoice(sit, 0),
    deals: { samples: 8, acceptAll: true, promiseLater: true },
    breakPrice: -BETRAYAL_REWARD,
    weights: PRESETS.heuristic.weights,
  });
}
