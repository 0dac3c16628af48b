/**
 * The player's settings: defaults for a new game (edition, house rules, table size, bot
 * preset) and how the table looks and sounds. Parsed per field, so one bad value (a file
 * edited by hand, a field from a newer version) falls back to its default alone instead of
 * costing the player every other setting.
 */
import { z } from 'zod';
import { BOT_PRESETS } from '../ai/bot-presets';
import { EDITIONS } from '../engine/vocabulary';

export const SETTINGS_VERSION = 1;

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const PALETTES = ['standard', 'colour-blind'] as const;

/** Mirrors the engine's HouseRulesSchema (R14); a test keeps the two in step. */
export const HouseDefaultsSchema = z
  .object({
    vendetta: z.boolean(),
    bindingDeals: z.boolean(),
    longGame: z.boolean(),
    rerollTokens: z.number().int().min(0).max(3),
    randomSetup: z.boolean().optional(),
  })
  .strict();

const FIELDS = {
  edition: z.enum(EDITIONS),
  house: HouseDefaultsSchema,
  /** Families at the table (R1.1). */
  players: z.number().int().min(3).max(5),
  /** How many of them are people at this computer; the rest are bots. */
  humans: z.number().int().min(1).max(5),
  /** The bot preset new bot seats get (src-shared/ai/bot-presets.ts names them). */
  botPreset: z.enum(BOT_PRESETS),
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  sound: z.boolean(),
  /** 0..1 */
  volume: z.number().min(0).max(1),
  palette: z.enum(PALETTES),
  /** Interface zoom. */
  uiScale: z.number().min(0.75).max(2),
};

export const SettingsSchema = z.object(FIELDS).strict();
export type Settings = z.infer<typeof SettingsSchema>;

/** What a settings change may carry: any subset of the fields, each checked in full. */
export const SettingsPatchSchema = z.object(FIELDS).partial().strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  edition: 'revised',
  house: Object.freeze({ vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 }),
  players: 4,
  humans: 1,
  botPreset: 'easy',
  animationSpeed: 'normal',
  sound: true,
  volume: 0.8,
  palette: 'standard',
  uiScale: 1,
}) as Settings;

export interface SettingsRead {
  settings: Settings;
  /** Fields that were present but unreadable and fell back to their default. */
  reset: string[];
}

/** Reads stored settings field by field; never fails. */
export function readSettings(raw: unknown): SettingsRead {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  const reset: string[] = [];
  for (const key of Object.keys(FIELDS) as (keyof Settings)[]) {
    const r = FIELDS[key].safeParse(source[key]);
    if (r.success) out[key] = r.data;
    else {
      out[key] = structuredCloneJson(DEFAULT_SETTINGS[key]);
      if (source[key] !== undefined) reset.push(key);
    }
  }
  const settings = out as Settings;
  // More people than chairs is not a table: keep the counts consistent.
  if (settings.humans > settings.players) settings.humans = settings.players;
  return { settings, reset };
}

/** Applies a change; the change is refused whole if any field in it is wrong. */
export function applySettingsPatch(
  current: Settings,
  patch: unknown,
): { ok: true; value: Settings } | { ok: false; error: { code: 'bad-settings'; message: string } } {
  const r = SettingsPatchSchema.safeParse(patch);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return {
      ok: false,
      error: {
        code: 'bad-settings',
        message: `That setting cannot be used (${i.path.join('.') || 'settings'}: ${i.message}).`,
      },
    };
  }
  const next = { ...current, ...r.data };
  if (next.humans > next.players) {
    return {
      ok: false,
      error: {
        code: 'bad-settings',
        message: `There are ${next.players} families, so at most ${next.players} people can play.`,
      },
    };
  }
  return { ok: true, value: next };
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
