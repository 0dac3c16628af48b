/**
 * Every bot a seat can hold, by id: the presets of presets.ts, and Random and the Betrayer
 * (tests, the simulator). Apart from the bots themselves, so that the protocol can name them
 * without importing the AI.
 */
export const BOT_PRESETS = ['random', 'easy', 'heuristic', 'medium', 'hard', 'betrayer'] as const;
export type BotPreset = (typeof BOT_PRESETS)[number];

export const isBotPreset = (id: string): id is BotPreset =>
  (BOT_PRESETS as readonly string[]).includes(id);
