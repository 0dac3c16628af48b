/** Bots for seats, by preset name (presets.ts), with a personality (personality.ts). */
import type { Bot } from './bot';
import { createBetrayer } from './betrayer';
import { BOT_PRESETS, isBotPreset, type BotPreset } from './bot-presets';
import { withWeights, type EditionWeights } from './evaluation';
import { FamilyBot } from './family';
import { FITTED } from './fitted-weights';
import { heuristicChoice } from './heuristic';
import { PERSONALITY_IDS, personalityFrom, type Personality } from './personality';
import type { TableGames } from './learned';
import { PRESETS, presetWeights } from './presets';
import { RandomBot } from './random';
import { concludeSearch, prepareSearch, type SearchRunner } from './search/choose';
import { ismcts, type SearchConfig } from './search/ismcts';
import type { Situation } from './situation';
import type { Record as TrustRecord } from './trust';

export interface BotEnv {
  /** Where `decideAsync` runs the search (the worker pool); without it the bot has no `decideAsync`. */
  runner?: SearchRunner;
  /** A clock in ms for the search's safety-net time cap (results then depend on timing). */
  clock?: () => number;
  /** The time cap, in ms, when a clock is given. */
  maxMillis?: number;
  /** Each seat's record from a campaign's earlier games (campaign/memory.ts `priorsFor`). */
  memory?: readonly TrustRecord[];
  /** Seats played by people (or remotely): their offers are answered on more samples. */
  people?: readonly number[];
  /** Whose games the table's look like (learned.ts `fieldOf`): the preset's weights for it. */
  field?: TableGames;
  /** The evaluation's weights instead of the preset's (trials, variant.ts). */
  weights?: EditionWeights;
  /** Search settings changed from the preset's (trials, variant.ts). */
  search?: Partial<SearchConfig>;
}

/**
 * A bot for a seat. `preset` is one of BOT_PRESETS (none: Random); `personality` an id of
 * PERSONALITIES or an object with the three dials (default: the Businessman).
 */
export function createBot(
  preset: BotPreset | undefined,
  seed: number,
  personality?: unknown,
  env: BotEnv = {},
): Bot {
  const persona = personalityFrom(personality);
  switch (preset) {
    case 'easy':
    case 'heuristic': {
      const p = PRESETS[preset];
      return new FamilyBot({
        name: p.name,
        seed,
        persona,
        choose: (sit) => heuristicChoice(sit, p.noise),
        deals: {
          samples: p.dealSamples,
          acceptAll: false,
          promiseLater: false,
          people: env.people,
        },
        memory: env.memory,
        weights: env.weights ?? presetWeights(p, env.field),
      });
    }
    case 'medium':
    case 'hard': {
      const p = PRESETS[preset];
      const config = { ...p.search, ...env.search };
      const weights = env.weights ?? presetWeights(p, env.field);
      return searchBot(p.name, seed, persona, config, p.dealSamples, env, weights);
    }
    case 'betrayer':
      return createBetrayer(seed);
    case 'random':
    case undefined:
      return new RandomBot(seed);
  }
}

/**
 * Why `spec` names no seat the tools can play, or null when it does: a preset of BOT_PRESETS,
 * then, for a preset of PRESETS (Random and the Betrayer play their own ways), a personality
 * of PERSONALITIES after a colon. The tools
 * check every seat with it before they play, so a typo is an error rather than a Random bot
 * or a Businessman in its place.
 */
export function seatSpecError(spec: string): string | null {
  const [preset = '', personality, ...extra] = spec.split(':');
  if (extra.length > 0) return `"${spec}": a seat is a preset, then at most one personality.`;
  if (!isBotPreset(preset)) return `"${spec}": no preset "${preset}" (${BOT_PRESETS.join(', ')}).`;
  if (personality === undefined) return null;
  if (!Object.hasOwn(PRESETS, preset)) return `"${spec}": ${preset} plays no personality.`;
  if (!(PERSONALITY_IDS as readonly string[]).includes(personality))
    return `"${spec}": no personality "${personality}" (${PERSONALITY_IDS.join(', ')}).`;
  return null;
}

/** The first of `specs`' errors (seatSpecError), or null when every seat can be played. */
export function seatsError(specs: readonly string[]): string | null {
  for (const spec of specs) {
    const error = seatSpecError(spec);
    if (error) return error;
  }
  return null;
}

/** A seat as the tools name it, `preset` or `preset:personality`; seatSpecError's refusals throw. */
export function parseSeat(spec: string): { preset: BotPreset; personality: string | undefined } {
  const error = seatSpecError(spec);
  if (error) throw new Error(error);
  const [preset, personality] = spec.split(':');
  return { preset: preset as BotPreset, personality };
}

/** A bot from a seat as the tools name it (parseSeat), in `env`. */
export function botFromSpec(spec: string, seed: number, env: BotEnv = {}): Bot {
  const { preset, personality } = parseSeat(spec);
  return createBot(preset, seed, personality, env);
}

/** A search bot with any configuration (the presets, and small budgets in tests). */
export function searchBot(
  name: string,
  seed: number,
  persona: Personality,
  config: SearchConfig,
  dealSamples: number,
  env: BotEnv = {},
  weights: EditionWeights = FITTED,
): Bot {
  const clock = env.clock;
  const cap = clock ? env.maxMillis : undefined;
  const runner = env.runner;
  return new FamilyBot({
    name,
    seed,
    persona,
    choose: (sit) => {
      const prep = prepareSearch(sit, config, weights[sit.view.options.edition], cap);
      if ('done' in prep) return prep.done;
      return concludeSearch(sit, ismcts(prep.request, clock), prep.request.priors);
    },
    ...(runner
      ? {
          chooseAsync: async (sit: Situation) => {
            const w = weights[sit.view.options.edition];
            const prep = withWeights(w, () => prepareSearch(sit, config, w, cap));
            if ('done' in prep) return prep.done;
            const result = await runner.run(prep.request);
            return withWeights(w, () => concludeSearch(sit, result, prep.request.priors));
          },
        }
      : {}),
    deals: { samples: dealSamples, acceptAll: false, promiseLater: false, people: env.people },
    memory: env.memory,
    weights,
  });
}
