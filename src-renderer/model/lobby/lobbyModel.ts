/**
 * The new-game form as data (issue #6): 3–5 families, each a person or a bot with a
 * difficulty (src-shared/ai/presets.ts) and a personality (personality.ts), the edition
 * (R14.6), the house rules (R14) and an optional seed. It becomes a `start` message only
 * through `gameRequest`, which checks it with the engine's own option parser.
 */
import { z } from 'zod';
import {
  EDITIONS,
  RULESETS,
  type HouseToggle,
  parseOptions,
  type Edition,
  type HouseRules,
} from '../../../src-shared/engine';
import type { SeatSpec } from '../../../src-shared/protocol';
import { PLAYER_PRESETS, type PresetId } from '../../../src-shared/ai/presets';
import { PERSONALITY_IDS, type PersonalityId } from '../../../src-shared/ai/personality';
import type { Settings } from '../../../src-shared/save/settings';
import { fieldsReader } from '../../localPrefs';

export const SEAT_COUNT = 5;

/** A person here, a bot, or a person on another device (a guest of this table, issue #12). */
export const SEAT_KINDS = ['human', 'bot', 'remote'] as const;

export interface SeatDraft {
  kind: (typeof SEAT_KINDS)[number];
  name: string;
  preset: PresetId;
  personality: PersonalityId;
}

export interface LobbyDraft {
  players: number;
  /** Always five, the first `players` of them sit at the table. */
  seats: SeatDraft[];
  edition: Edition;
  house: HouseRules;
  /** Empty for a fresh random game. */
  seed: string;
  /** While a person on another device is away: the table waits, or a bot plays for them. */
  away: { mode: 'wait' | 'bot'; preset: PresetId };
  /** Whether the people at the table may ask for a hint (H): off, the host gives none. */
  hints: boolean;
}

const BOT_NAMES = ['The Corleonis', 'The Tattaglias', 'The Barzinis', 'The Cuneos', 'The Straccis'];
const PERSONALITY_ROTATION: PersonalityId[] = [
  'businessman',
  'shark',
  'gentleman',
  'hothead',
  'snake',
];

/** The difficulties the lobby offers (Easy, Medium, Hard). */
export const PRESET_IDS: readonly PresetId[] = PLAYER_PRESETS;
/** A remembered preset the lobby no longer offers ("Heuristic") reads as Easy. */
const LobbyPresetSchema = z.preprocess(
  (v) => (v === 'heuristic' ? 'easy' : v),
  z.enum(PLAYER_PRESETS),
);
export { PERSONALITY_IDS };

export function defaultSeat(i: number): SeatDraft {
  return i === 0
    ? { kind: 'human', name: 'You', preset: 'easy', personality: 'businessman' }
    : {
        kind: 'bot',
        name: BOT_NAMES[i]!,
        preset: 'easy',
        personality: PERSONALITY_ROTATION[i % PERSONALITY_ROTATION.length]!,
      };
}

export const DEFAULT_DRAFT: LobbyDraft = {
  players: 4,
  seats: Array.from({ length: SEAT_COUNT }, (_, i) => defaultSeat(i)),
  edition: 'revised',
  house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1 },
  seed: '',
  away: { mode: 'wait', preset: 'easy' },
  hints: true,
};

const SeatSchema = z.object({
  kind: z.enum(SEAT_KINDS),
  name: z.string().trim().min(1).max(40),
  preset: LobbyPresetSchema,
  personality: z.enum(PERSONALITY_IDS),
});

/** Reads a remembered draft; whatever does not parse takes its default. */
export const readDraft = fieldsReader<LobbyDraft>(
  {
    players: z.number().int().min(3).max(5),
    seats: z.array(SeatSchema).length(SEAT_COUNT),
    edition: z.enum(EDITIONS),
    house: z
      .object({
        vendetta: z.boolean(),
        bindingDeals: z.boolean(),
        longGame: z.boolean(),
        rerollTokens: z.number().int().min(0).max(3),
        randomSetup: z.boolean().optional(),
      })
      .strict(),
    seed: z.string().max(10).regex(/^\d*$/),
    away: z
      .object({
        mode: z.enum(['wait', 'bot']),
        preset: LobbyPresetSchema,
      })
      .strict(),
    hints: z.boolean(),
  },
  DEFAULT_DRAFT,
);

/** The editions with a two-line summary each of how they differ (R14.6). */
export const EDITION_CHOICES = [
  {
    edition: 'revised',
    name: 'Revised',
    lines: [
      'Four rounds of Business, Crew and Feds; cards are drawn at the start of each round.',
      'Each family has its own blackmail token and a re-roll token; moves trade card respect.',
    ],
  },
  {
    edition: 'classic',
    name: 'Classic',
    lines: [
      'The original: five rounds of Commission, Crew, Fence, Feds and Family, after an opening placement.',
      'A move wins or loses a flat 4 respect; blackmail uses a shared pool of coins, Omertà ones included.',
    ],
  },
] as const satisfies readonly { edition: Edition; name: string; lines: readonly string[] }[];

/** The house rules with a one-line explanation each (R14). */
export const HOUSE_RULES = [
  {
    key: 'bindingDeals',
    rule: 'R14.2',
    name: 'Binding Deals',
    text: 'The table enforces every accepted deal: promises cannot be broken.',
  },
  {
    key: 'vendetta',
    rule: 'R14.1',
    name: 'Vendetta',
    text: 'The family with the least respect gets one free whack each round.',
  },
  {
    key: 'longGame',
    rule: 'R14.3',
    name: 'Long Game',
    text: 'Five rounds instead of four.',
  },
  {
    key: 'randomSetup',
    rule: 'R14.4',
    name: 'Random Setup',
    text: 'The starting Capo is dealt at random too, and the board is dealt without checking types.',
  },
] as const satisfies readonly {
  key: HouseToggle;
  rule: string;
  name: string;
  text: string;
}[];

/** R14: the house rules the edition offers, as the form lists them (R14.3: no Long Game in Classic). */
export function houseRulesOf(edition: Edition) {
  return HOUSE_RULES.filter((rule) => RULESETS[edition].houseRules.includes(rule.key));
}

/** The house rules as an edition plays them: any rule it does not offer is off (R14.3). */
function houseInEdition(house: HouseRules, edition: Edition): HouseRules {
  const out = { ...house };
  for (const rule of HOUSE_RULES) {
    if (!RULESETS[edition].houseRules.includes(rule.key)) out[rule.key] = false;
  }
  return out;
}

/**
 * The draft after choosing an edition: house rules it does not have are turned off (R14.3)
 * and the re-roll tokens take the edition's own number (R1.6, R14.5).
 */
export function withEdition(draft: LobbyDraft, edition: Edition): LobbyDraft {
  if (draft.edition === edition) return draft;
  return {
    ...draft,
    edition,
    house: {
      ...houseInEdition(draft.house, edition),
      rerollTokens: RULESETS[edition].rerollTokens,
    },
  };
}

/**
 * A first draft from the settings file's new-game defaults, for a window with no draft of
 * its own (another browser, another port of the Node host): the table's size, the first
 * `humans` families people, the rest bots of the remembered preset when the lobby offers it,
 * the edition and its house rules.
 */
export function draftFromSettings(
  s: Pick<Settings, 'players' | 'humans' | 'edition' | 'house' | 'botPreset'>,
): LobbyDraft {
  const preset = LobbyPresetSchema.safeParse(s.botPreset);
  const humans = Math.min(s.humans, s.players);
  return {
    ...DEFAULT_DRAFT,
    players: s.players,
    edition: s.edition,
    house: houseInEdition(s.house, s.edition),
    seats: DEFAULT_DRAFT.seats.map((seat, i) =>
      i < humans
        ? { ...seat, kind: 'human' }
        : { ...seat, kind: 'bot', preset: preset.success ? preset.data : 'easy' },
    ),
  };
}

/** What stops the form, in words; `seats`, the families whose name field is at fault. */
export interface FormProblem {
  ok: false;
  message: string;
  seats?: number[];
}

export type GameRequest = { ok: true; options: unknown; seats: SeatSpec[] } | FormProblem;

/** The `start` message's options and seats, or what is wrong with the form. */
export function gameRequest(draft: LobbyDraft): GameRequest {
  const seats = draft.seats.slice(0, draft.players);
  if (!seats.some((s) => s.kind !== 'bot'))
    return { ok: false, message: 'At least one family needs a person.' };
  const names = seats.map((s) => s.name.trim());
  const blank = names.flatMap((n, i) => (n.length === 0 ? [i] : []));
  if (blank.length > 0) {
    const fields = blank.length === 1 ? 'the field marked in red' : 'the fields marked in red';
    return { ok: false, message: `Every family needs a name: fill in ${fields}.`, seats: blank };
  }
  // "ann" and "Ann" are one name to the players: the hand-off could not tell them apart.
  const keys = names.map((n) => n.toLocaleLowerCase());
  const twin = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (twin >= 0) {
    const same = keys.flatMap((k, i) => (k === keys[twin] ? [i] : []));
    return {
      ok: false,
      message: `Two families are called “${names[same[0]!]}”: give each its own name.`,
      seats: same,
    };
  }
  const seedText = draft.seed.trim();
  // Without a typed seed the host draws one: the renderer never knows the deck order.
  const chosen = { players: draft.players, edition: draft.edition, house: draft.house };
  const options = seedText === '' ? chosen : { seed: Number(seedText), ...chosen };
  const parsed = parseOptions({ seed: 0, ...options });
  if (!parsed.ok) {
    return {
      ok: false,
      message: parsed.error.message.startsWith('Game options: seed')
        ? 'The seed must be a whole number from 0 to 4294967295.'
        : parsed.error.message,
    };
  }
  return {
    ok: true,
    options,
    seats: seats.map((s, i): SeatSpec => {
      if (s.kind === 'bot')
        return {
          kind: 'bot',
          name: names[i]!,
          bot: { preset: s.preset, personality: s.personality },
        };
      const person: SeatSpec = {
        kind: 'human',
        name: names[i]!,
        ...(draft.hints ? {} : { hints: false as const }),
      };
      if (s.kind !== 'remote') return person;
      return draft.away.mode === 'bot'
        ? { ...person, remote: true, standIn: { preset: draft.away.preset } }
        : { ...person, remote: true };
    }),
  };
}
