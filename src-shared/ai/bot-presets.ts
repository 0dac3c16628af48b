/**
 * Every bot a seat can hold, by id: the presets of presets.ts, and Random and the Betrayer
 * (tests, the simulator). Apart from the bots themselves, so that the protocol can name them
 * without importing the AI.
 */
export const BOT_PRESETS = ['random', 'easy', 'heuristic', 'medium', 'hard', 'betrayer'] as const;
export type BotPreset = (typeof BOT_PRESETS)[number];

export const isBotPreset = (id: string): id is BotPreset =>
  (BOT_PRESETS as readonly string[]).includes(id);

/**
 * The preset of a bot seat that names none (a hand-written save, a LAN or Node-host client):
 * Easy, the lobby's first difficulty, rather than the factory's Random, which only the tools
 * and the fallback ask for by name.
 */
export const DEFAULT_SEAT_PRESET: BotPreset = 'easy';
