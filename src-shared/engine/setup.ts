/**
 * R3 setup: families, the starting Capo, the deal of the other positions and the
 * Associate, the influence deck, and the first ring holder. Options are parsed first, so a
 * bad scenario is an error value, never a half-built game.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../result';
import { catalogFor, type Catalog } from './catalog';
import { CAPO_SLOT } from './board';
import { randomBelow, seedRng, shuffleInPlace } from './rng';
import { RULESETS } from './ruleset';
import type { GameOptions, GameState } from './state';
import { EDITIONS, GANGSTER_TYPES, MAX_FAMILIES, MIN_FAMILIES, TOKEN_STRIDE } from './vocabulary';

export const HouseRulesSchema = z
  .object({
    vendetta: z.boolean().default(false),
    bindingDeals: z.boolean().default(false),
    longGame: z.boolean().default(false),
    rerollTokens: z.number().int().min(0).max(3).default(1),
    randomSetup: z.boolean().optional(),
  })
  .strict();

export const GameOptionsSchema = z
  .object({
    seed: z.number().int().min(0).max(0xffffffff),
    players: z.number().int().min(MIN_FAMILIES).max(MAX_FAMILIES),
    edition: z.enum(EDITIONS).default('revised'),
    house: HouseRulesSchema.default({
      vendetta: false,
      bindingDeals: false,
      longGame: false,
      rerollTokens: 1,
    }),
    firstPlayer: z
      .number()
      .int()
      .min(0)
      .max(MAX_FAMILIES - 1)
      .optional(),
    stack: z
      .object({
        gangsters: z.array(z.string()).optional(),
        influence: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
  })
  .strict();

export type GameOptionsInput = z.input<typeof GameOptionsSchema>;

export interface SetupError {
  code: 'bad-options' | 'bad-stack';
  message: string;
}

export function parseOptions(input: unknown): Result<GameOptions, SetupError> {
  const parsed = GameOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    return err({
      code: 'bad-options',
      message: `Game options: ${first.path.join('.') || 'options'}: ${first.message}`,
    });
  }
  const o = parsed.data;
  const rules = RULESETS[o.edition];
  if (o.firstPlayer !== undefined && o.firstPlayer >= o.players) {
    return err({
      code: 'bad-options',
      message: `First player ${o.firstPlayer} is not at the table.`,
    });
  }
  // R14.3: Long Game lengthens the Revised game to Classic's five rounds; Classic has no longer game.
  if (o.house.longGame && !rules.houseRules.includes('longGame')) {
    return err({ code: 'bad-options', message: 'Long Game is a Revised house rule.' });
  }
  const house = { ...o.house };
  // R1.6 / R14.5: an edition's own re-roll tokens unless the table chose a number.
  if (!hasRerollChoice(input)) house.rerollTokens = rules.rerollTokens;
  // R14.4: absent means off, so options written before the toggle existed are unchanged.
  if (!house.randomSetup) delete house.randomSetup;
  const options: GameOptions = {
    seed: o.seed,
    players: o.players,
    edition: o.edition,
    house,
  };
  if (o.firstPlayer !== undefined) options.firstPlayer = o.firstPlayer;
  if (o.stack) options.stack = o.stack;
  if (o.dice) options.dice = o.dice;
  return ok(options);
}

function hasRerollChoice(input: unknown): boolean {
  const house = (input as { house?: unknown }).house;
  return typeof house === 'object' && house !== null && 'rerollTokens' in house;
}

/** Shuffles `pool`, then puts the stacked ids on top in order (the first stacked id is drawn first). */
function buildDeck(
  s: GameState,
  pool: number[],
  stacked: string[] | undefined,
  index: Map<string, number>,
  what: string,
): Result<number[], SetupError> {
  const top: number[] = [];
  for (const id of stacked ?? []) {
    const i = index.get(id);
    const at = i === undefined ? -1 : pool.indexOf(i);
    if (at < 0)
      return err({
        code: 'bad-stack',
        message: `Cannot stack ${what} "${id}": unknown, used twice or already dealt.`,
      });
    pool.splice(at, 1);
    top.push(i!);
  }
  shuffleInPlace(s, pool);
  return ok([...pool, ...top.reverse()]);
}

/** Positions #8 down to #4 (slots 7..3), the typed part of Classic's deal (R3.3). */
const TYPED_FROM = CAPO_SLOT - 1;
const TYPED_TO = 3;

/**
 * R3.3 Classic: deals #8 down to #4; a card is set aside and replaced when, after it, fewer
 * positions would remain than types still missing. The set-aside cards are shuffled back.
 * Returns the next slot to deal.
 */
function dealTyped(s: GameState, catalog: Catalog): number {
  const all = (1 << GANGSTER_TYPES.length) - 1;
  let seen = 0;
  const aside: number[] = [];
  for (let slot = TYPED_FROM; slot >= TYPED_TO && s.gangsterDeck.length > 0;) {
    const g = s.gangsterDeck.pop()!;
    const after = seen | catalog.gangsters[g]!.types;
    const missing = GANGSTER_TYPES.length - popCount(after & all);
    if (missing > slot - TYPED_TO) {
      aside.push(g);
      continue;
    }
    s.board[slot--] = g;
    seen = after;
  }
  if (aside.length > 0) {
    s.gangsterDeck.push(...aside);
    shuffleInPlace(s, s.gangsterDeck);
  }
  return TYPED_TO - 1;
}

function popCount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/**
 * Builds the state right after setup, before any flow has run. `startGame` in flow.ts
 * then runs the game up to its first decision.
 */
export function setupState(options: GameOptions): Result<GameState, SetupError> {
  const catalog = catalogFor(options.edition);
  const rules = catalog.rules;
  const n = options.players;
  const s: GameState = {
    format: 1,
    options,
    rng: seedRng(options.seed),
    diceUsed: 0,
    seq: 0,
    round: 1,
    phase: 'setup',
    ring: 0,
    board: new Array(catalog.slots).fill(-1),
    tokens: new Array(catalog.gangsters.length * TOKEN_STRIDE).fill(0),
    neutral: rules.neutralTokens,
    sideways: [],
    // R3.1
    families: Array.from({ length: n }, () => ({
      money: rules.startingMoney,
      respect: 0,
      supply: rules.familyTokens,
      hand: [],
      rerolls: options.house.rerollTokens,
      blackmail: -1,
    })),
    gangsterDeck: [],
    influenceDeck: [],
    discard: [],
    prison: [],
    fishes: [],
    ante: 0,
    vendetta: -1,
    offers: [],
    promises: [],
    nextOfferId: 1,
    talk: new Array(n).fill(0),
    stack: [],
    pending: null,
    result: null,
  };
  // R3.2: the starting Capo goes to #9 before the rest is shuffled (R14.4: unless it is dealt too).
  const randomCapo = options.house.randomSetup === true;
  if (!randomCapo) s.board[CAPO_SLOT] = catalog.startingCapo;
  const gangsters = catalog.gangsters
    .map((_, i) => i)
    .filter((i) => randomCapo || i !== catalog.startingCapo);
  const gDeck = buildDeck(
    s,
    gangsters,
    options.stack?.gangsters,
    catalog.gangsterIndex,
    'gangster',
  );
  if (!gDeck.ok) return gDeck;
  s.gangsterDeck = gDeck.value;
  if (randomCapo) s.board[CAPO_SLOT] = s.gangsterDeck.pop()!;
  // R3.3: Classic first deals #8 down to #4 with all four types among them; then the rest.
  let slot = CAPO_SLOT - 1;
  if (rules.typedDeal && !randomCapo) slot = dealTyped(s, catalog);
  for (; slot >= 0; slot--) s.board[slot] = s.gangsterDeck.pop()!;
  for (let a = CAPO_SLOT + 1; a < catalog.slots; a++) s.board[a] = s.gangsterDeck.pop()!;
  if (rules.blackmailCoins + rules.omertaCoins > 0) s.coins = [];
  // R3.4
  const iDeck = buildDeck(
    s,
    catalog.cards.map((_, i) => i),
    options.stack?.influence,
    catalog.cardIndex,
    'influence card',
  );
  if (!iDeck.ok) return iDeck;
  s.influenceDeck = iDeck.value;
  for (const f of s.families)
    for (let k = 0; k < rules.startingHand; k++) f.hand.push(s.influenceDeck.pop()!);
  // R3.5
  s.ring = options.firstPlayer ?? randomBelow(s, n);
  return ok(s);
}
