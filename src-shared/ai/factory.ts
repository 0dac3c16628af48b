/** Bots for seats, by preset name. */
import type { Bot } from './bot';
import { RandomBot } from './random';

export const BOT_PRESETS = ['random'] as const;
export type BotPreset = (typeof BOT_PRESETS)[number];

export function createBot(preset: string | undefined, seed: number): Bot {
  switch (preset) {
    case 'random':
    default:
      return new RandomBot(seed);
  }
}
