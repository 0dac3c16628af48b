/**
 * The shape of the authored content (R15): the board table of R2.1, the gangster deck and
 * the influence deck. Content is data; this module is the one door through which it becomes
 * trusted (DESIGN.md §5.3). An effect kind the engine does not implement has no schema here,
 * so a card that uses one fails to load instead of doing nothing.
 */
import { z } from 'zod';
import { GANGSTER_TYPES } from '../engine/vocabulary';

const count = (max: number) => z.number().int().min(1).max(max);

/** Effects that a position power, an active gangster power or an OR ability can perform. */
export const ActiveEffectSchema = z.discriminatedUnion('kind', [
  /** R10.10: pay `cost` (plus the Capo surcharge) and roll the Whack die. */
  z.object({ kind: z.literal('whack'), cost: z.number().int().min(0).max(20) }).strict(),
  /** R10.9: put (or move) your blackmail token on a gangster without one. */
  z.object({ kind: z.literal('blackmail') }).strict(),
  /** R15.1 (Lucas Soriano): replace another family's blackmail token with yours. */
  z.object({ kind: z.literal('replaceBlackmail') }).strict(),
  /** R10.11: exchange two tokens of different families on two gangsters. */
  z.object({ kind: z.literal('swapTokens') }).strict(),
  /** Move up to `count` of your tokens from one gangster to another. */
  z.object({ kind: z.literal('moveTokens'), count: count(4) }).strict(),
  /** Place up to `count` neutral tokens from the pool, each on a different gangster. */
  z.object({ kind: z.literal('addNeutral'), count: count(4) }).strict(),
  /** Remove up to `count` neutral tokens from the board. */
  z.object({ kind: z.literal('removeNeutral'), count: count(4) }).strict(),
  /** Remove one token (any family's or neutral) from a gangster whose tier is listed (0 = Associate). */
  z
    .object({
      kind: z.literal('removeToken'),
      tiers: z.array(z.number().int().min(0).max(4)).min(1),
    })
    .strict(),
  /** Draw `count` influence cards. */
  z.object({ kind: z.literal('draw'), count: count(3) }).strict(),
  /** Take `count` random cards from the hand of another family of your choice. */
  z.object({ kind: z.literal('steal'), count: count(2) }).strict(),
  /** Take money from the bank. */
  z.object({ kind: z.literal('gainMoney'), amount: count(10) }).strict(),
  /** Take `amount` for every gangster you control (ties count for nobody). */
  z.object({ kind: z.literal('moneyPerControlled'), amount: count(3) }).strict(),
]);
export type ActiveEffect = z.infer<typeof ActiveEffectSchema>;
export type ActiveEffectKind = ActiveEffect['kind'];

/** Passive gangster powers (R15.2), always on, printed in italics. */
export const PassiveEffectSchema = z.discriminatedUnion('kind', [
  /** This gangster cannot be the target of a whack. */
  z.object({ kind: z.literal('protected') }).strict(),
  /** Adds `amount` to this gangster's Make a Move total. */
  z.object({ kind: z.literal('moveBonus'), amount: count(3) }).strict(),
  /** Nobody breaks ties on this gangster: a tie for control means nobody controls it. */
  z.object({ kind: z.literal('tieImmune') }).strict(),
  /** Extra respect when this gangster scores in the given tier. */
  z
    .object({
      kind: z.literal('tierRespect'),
      tier: z.number().int().min(1).max(4),
      amount: count(3),
    })
    .strict(),
]);
export type PassiveEffect = z.infer<typeof PassiveEffectSchema>;

export const GangsterTypeSchema = z.enum(GANGSTER_TYPES);

const PowerSchema = z.discriminatedUnion('active', [
  z
    .object({ active: z.literal(true), text: z.string().min(3), effect: ActiveEffectSchema })
    .strict(),
  z
    .object({ active: z.literal(false), text: z.string().min(3), effect: PassiveEffectSchema })
    .strict(),
]);
export type GangsterPower = z.infer<typeof PowerSchema>;

const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

export const GangsterSchema = z
  .object({
    id: idSchema,
    name: z.string().min(3),
    nickname: z.string().min(2).optional(),
    types: z.array(GangsterTypeSchema).min(1).max(2),
    respect: z.number().int().min(-2).max(4),
    money: z.number().int().min(-1).max(4),
    power: PowerSchema.optional(),
  })
  .strict()
  .refine((g) => new Set(g.types).size === g.types.length, { message: 'types must differ' })
  .refine((g) => g.nickname === undefined || g.name.includes(`“${g.nickname}”`), {
    message: 'the name must show the nickname in curly quotes: Nicky “Dice” Palumbo',
  });
export type Gangster = z.infer<typeof GangsterSchema>;

/** An icon of an influence card, R10.1. */
export const IconSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('type'), type: GangsterTypeSchema, n: count(4) }).strict(),
  z
    .object({ kind: z.literal('position'), position: z.number().int().min(1).max(9), n: count(4) })
    .strict(),
]);
export type Icon = z.infer<typeof IconSchema>;

/** What a card does after its influence is placed, in order (R10.3). */
export const RiderSchema = z.discriminatedUnion('kind', [
  /** R10.4: pay `cost` to put one more token with the first icon's tokens. */
  z.object({ kind: z.literal('extraToken'), cost: count(10) }).strict(),
  /** R10.5: pick another family; it may place 1 token on any gangster. */
  z.object({ kind: z.literal('letOtherPlace') }).strict(),
  /** R15.3a blackmail cards: you may blackmail the gangster that took the first icon's tokens. */
  z.object({ kind: z.literal('blackmailPlaced') }).strict(),
]);
export type Rider = z.infer<typeof RiderSchema>;

export const InfluenceCardSchema = z
  .object({
    id: idSchema,
    title: z.string().min(2),
    icons: z.array(IconSchema).max(3),
    riders: z.array(RiderSchema).max(2).default([]),
    /** R5.2c / R10.6: an ability usable instead of the card's influence. */
    or: ActiveEffectSchema.optional(),
    /** R10.7: may also be played in the Crew when the family holds priority. */
    crew: z.boolean().default(false),
    /** R10.8: arrests a gangster at or over the arrest threshold. */
    snitch: z.boolean().default(false),
  })
  .strict()
  .refine((c) => c.snitch || c.icons.length > 0 || c.or !== undefined, {
    message: 'a card needs icons, an OR ability or to be a Snitch',
  })
  .refine((c) => !c.snitch || (c.icons.length === 0 && c.or === undefined && !c.crew), {
    message: 'a Snitch card does nothing else',
  });
export type InfluenceCard = z.infer<typeof InfluenceCardSchema>;

export const PositionSchema = z
  .object({
    number: z.number().int().min(1).max(9),
    name: z.string().min(3),
    classicName: z.string().min(3),
    tier: z.number().int().min(1).max(4),
    respect: z.number().int().min(-2).max(6),
    money: z.number().int().min(-2).max(6),
    power: z.object({ text: z.string().min(3), effect: ActiveEffectSchema }).strict(),
  })
  .strict();
export type Position = z.infer<typeof PositionSchema>;

export const ContentSchema = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    startingCapo: idSchema,
    positions: z.array(PositionSchema).length(9),
    gangsters: z.array(GangsterSchema),
    influence: z.array(InfluenceCardSchema),
  })
  .strict();
export type ContentInput = z.input<typeof ContentSchema>;
export type Content = z.infer<typeof ContentSchema>;
