/**
 * A campaign as a document (issue #13; docs/campaigns.md): its families, length, scoring
 * rule and rules (fixed when it starts), and its games, each with the id of its autosave and,
 * once finished, its tale (story.ts). The tale is kept here, not only in the game's save, so
 * a lost or damaged save never loses the standings.
 */
import { z } from 'zod';
import { HouseRulesSchema } from '../engine';
import { EDITIONS, MAX_FAMILIES, MIN_FAMILIES, TIE_BREAKERS } from '../engine/vocabulary';
import { BotSpecSchema, PersonNameSchema } from '../protocol/seats';
import { IdSchema } from '../protocol/ids';

export const CAMPAIGN_FORMAT = 'nothing-personal-campaign' as const;
/** Bump with a migration in CAMPAIGN_MIGRATIONS (codec.ts) whenever the shapes below change. */
export const CAMPAIGN_VERSION = 1;

/** Families keep the id they were given at the start (`f1`…`f5`) whatever seat they take. */
export const FamilyIdSchema = z.string().regex(/^f[1-5]$/);

export const CampaignFamilySchema = z
  .object({
    id: FamilyIdSchema,
    name: PersonNameSchema,
    /** A person at this computer, a bot, or a person on another device who reclaims it by name. */
    kind: z.enum(['human', 'bot', 'remote']),
    bot: BotSpecSchema.optional(),
    /** A person's family the campaign's tables give no hints (SeatSpec.hints). */
    hints: z.literal(false).optional(),
  })
  .strict();
export type CampaignFamily = z.infer<typeof CampaignFamilySchema>;

export const CampaignLengthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('games'), games: z.number().int().min(1).max(20) }).strict(),
  z.object({ kind: z.literal('target'), points: z.number().int().min(1).max(500) }).strict(),
]);

export const ScoringRuleSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('placement'),
      points: z.array(z.number().int().min(0).max(100)).min(1).max(MAX_FAMILIES),
    })
    .strict(),
  z.object({ kind: z.literal('respect') }).strict(),
]);

/** The game's rules, the same for every game of the campaign. */
export const CampaignRulesSchema = z
  .object({
    players: z.number().int().min(MIN_FAMILIES).max(MAX_FAMILIES),
    edition: z.enum(EDITIONS),
    house: HouseRulesSchema.required().partial({ randomSetup: true }),
  })
  .strict();
export type CampaignRules = z.infer<typeof CampaignRulesSchema>;

const Count = z.number().int().min(0).max(10_000);
const Respect = z.number().int().min(-10_000).max(10_000);
const Seat = z
  .number()
  .int()
  .min(0)
  .max(MAX_FAMILIES - 1);

export const GameTaleSchema = z
  .object({
    result: z
      .object({
        winner: Seat,
        families: z
          .array(
            z
              .object({
                seat: Seat,
                board: Respect,
                cards: Respect,
                money: Respect,
                total: Respect,
              })
              .strict(),
          )
          .max(MAX_FAMILIES),
      })
      .strict(),
    // A tie for the win and what broke it (R11.1, R11.2); absent in games won outright.
    tie: z
      .object({
        among: z
          .number()
          .int()
          .min(3)
          .max((1 << MAX_FAMILIES) - 1),
        by: z.enum(TIE_BREAKERS),
        holder: z
          .number()
          .int()
          .min(0)
          .max(MAX_FAMILIES - 1)
          .optional(),
      })
      .strict()
      .optional(),
    word: z.array(z.object({ kept: Count, broken: Count }).strict()).max(MAX_FAMILIES),
    deals: z.array(Count).max(MAX_FAMILIES),
    respect: z.array(z.array(Respect).max(MAX_FAMILIES)).max(12),
    swing: z.object({ seat: Seat, round: Count, delta: Respect }).strict().nullable(),
    betrayal: z
      .object({ by: Seat, to: Seat, round: Count, cost: z.number().int().min(0).max(10_000) })
      .strict()
      .nullable(),
  })
  .strict();

export const CampaignGameSchema = z
  .object({
    /** The game's autosave (and checkpoint id). */
    saveId: IdSchema,
    /** The family (id) at each seat. */
    seats: z.array(FamilyIdSchema).min(MIN_FAMILIES).max(MAX_FAMILIES),
    seed: z.number().int().min(0).max(0xffffffff),
    startedAt: z.iso.datetime(),
    status: z.enum(['playing', 'over', 'abandoned']),
    finishedAt: z.iso.datetime().nullable(),
    tale: GameTaleSchema.nullable(),
  })
  .strict();
export type CampaignGameEntry = z.infer<typeof CampaignGameSchema>;

export const CampaignNameSchema = z
  .string()
  .trim()
  .min(1, 'A campaign needs a name.')
  .max(60, 'A campaign name is at most 60 characters.')
  .regex(/^[^\p{C}]+$/u, 'A campaign name is plain text.');

export const CampaignSchema = z
  .object({
    id: IdSchema,
    name: CampaignNameSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    families: z.array(CampaignFamilySchema).min(MIN_FAMILIES).max(MAX_FAMILIES),
    length: CampaignLengthSchema,
    scoring: ScoringRuleSchema,
    rules: CampaignRulesSchema,
    /** Each game's seed comes from this one and the game's number. */
    seed: z.number().int().min(0).max(0xffffffff),
    status: z.enum(['active', 'over', 'abandoned']),
    games: z.array(CampaignGameSchema).max(200),
  })
  .strict();
export type Campaign = z.infer<typeof CampaignSchema>;

/**
 * A campaign as the host's window sees it: without its seeds. A game's seed fixes its deck
 * order and dice (DESIGN.md §5.5), so the seeds stay with the host like the saves' options.
 */
export const CampaignViewSchema = CampaignSchema.omit({ seed: true })
  .extend({ games: z.array(CampaignGameSchema.omit({ seed: true }).strict()).max(200) })
  .strict();
export type CampaignView = z.infer<typeof CampaignViewSchema>;

/** A campaign without its seeds, for the host's window. */
export function campaignView(c: Campaign): CampaignView {
  const { seed: _, games, ...rest } = c;
  return { ...rest, games: games.map(({ seed: _s, ...g }) => g) };
}
