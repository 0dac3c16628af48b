/**
 * The content of an edition compiled into flat tables indexed by card number, so the hot
 * path reads numbers instead of walking objects. Built once per edition.
 */
import { contentFor } from '../content';
import type { ActiveEffect, Content, Icon, Rider } from '../content/schema';
import { GANGSTER_TYPES, type Edition, type GangsterType } from './vocabulary';
import { RULESETS, type Ruleset } from './ruleset';

export const typeBit = (t: GangsterType): number => 1 << GANGSTER_TYPES.indexOf(t);

export interface CompiledGangster {
  id: string;
  name: string;
  /** Bitmask of GANGSTER_TYPES. */
  types: number;
  respect: number;
  money: number;
  /** Active power, if any (R15.2). */
  power: ActiveEffect | null;
  /** Passive powers (R15.2). */
  protected: boolean;
  moveBonus: number;
  tieImmune: boolean;
  /** Extra respect when scoring in this tier (0 = none). */
  bonusTier: number;
  bonusRespect: number;
}

export interface CompiledCard {
  id: string;
  title: string;
  icons: Icon[];
  riders: Rider[];
  or: ActiveEffect | null;
  crew: boolean;
  snitch: boolean;
}

export interface Catalog {
  edition: Edition;
  rules: Ruleset;
  content: Content;
  gangsters: CompiledGangster[];
  cards: CompiledCard[];
  gangsterIndex: Map<string, number>;
  cardIndex: Map<string, number>;
  startingCapo: number;
  /** Tier of each slot: positions #1..#9 then Associates (tier 0). */
  slotTier: number[];
  /** Number of board slots: 9 positions plus the Associates. */
  slots: number;
}

const catalogs = new Map<Edition, Catalog>();

export function catalogFor(edition: Edition): Catalog {
  let c = catalogs.get(edition);
  if (!c) {
    c = compile(edition);
    catalogs.set(edition, c);
  }
  return c;
}

function compile(edition: Edition): Catalog {
  const rules = RULESETS[edition];
  const shipped = contentFor(edition);
  // R2.1: each edition's board shows its own names; the rest of the table is the same.
  const content: Content = rules.classicNames
    ? { ...shipped, positions: shipped.positions.map((p) => ({ ...p, name: p.classicName })) }
    : shipped;
  const gangsters = content.gangsters.map((g): CompiledGangster => {
    const passive = g.power && !g.power.active ? g.power.effect : null;
    return {
      id: g.id,
      name: g.name,
      types: g.types.reduce((m, t) => m | typeBit(t), 0),
      respect: g.respect,
      money: g.money,
      power: g.power?.active ? g.power.effect : null,
      protected: passive?.kind === 'protected',
      moveBonus: passive?.kind === 'moveBonus' ? passive.amount : 0,
      tieImmune: passive?.kind === 'tieImmune',
      bonusTier: passive?.kind === 'tierRespect' ? passive.tier : 0,
      bonusRespect: passive?.kind === 'tierRespect' ? passive.amount : 0,
    };
  });
  const cards = content.influence.map((c): CompiledCard => ({
    id: c.id,
    title: c.title,
    icons: c.icons,
    riders: c.riders,
    or: c.or ?? null,
    crew: c.crew,
    snitch: c.snitch,
  }));
  const gangsterIndex = new Map(gangsters.map((g, i) => [g.id, i]));
  const slotTier = [...content.positions.map((p) => p.tier)];
  for (let i = 0; i < rules.associates; i++) slotTier.push(0);
  return {
    edition,
    rules,
    content,
    gangsters,
    cards,
    gangsterIndex,
    cardIndex: new Map(cards.map((c, i) => [c.id, i])),
    startingCapo: gangsterIndex.get(content.startingCapo)!,
    slotTier,
    slots: slotTier.length,
  };
}
