/**
 * What the hover card says about a gangster (R15.1): name and nickname, types, respect and
 * money, power, where the card is, the influence on it by family and who blackmails it.
 * Derived from the view alone.
 */
import {
  NEUTRAL,
  blackmailerOf,
  coinOn,
  type Catalog,
  type GangsterType,
  type GameView,
} from '../../src-shared/engine';
import { arrestNote, arrestWatch } from '../model/table/arrest';
import { stakesOn, stakeTexts } from '../model/table/stakes';
import { typesOf } from '../palette';

export interface HoverInfo {
  gangster: number;
  /** The name without the nickname. */
  name: string;
  nickname: string | null;
  types: GangsterType[];
  respect: number;
  money: number;
  power: { text: string; active: boolean } | null;
  /** "Capo (#9)", "Associate", "Prison", "The Fishes" or "Deck". */
  where: string;
  /** The position's modifiers, for a gangster on a position. */
  modifiers: { respect: number; money: number } | null;
  /** What the position's power does (R2.1), printed on the board beside the card. */
  positionPower: string | null;
  /** Influence by column (families 0..4, neutral 5), largest first. */
  tokens: { column: number; count: number }[];
  /** The family whose blackmail token is on it, or -1. */
  blackmailedBy: number;
  /** R1.1 Classic: that blackmail is an Omertà coin, which no other family's may replace. */
  omerta: boolean;
  /** Has acted or been moved this Crew (R6.3). */
  sideways: boolean;
  /** Near or at the arrest threshold (R9.1), in words, or null. */
  arrest: string | null;
}

/** `Nicky “Dice” Palumbo` → name `Nicky Palumbo`, nickname `Dice`. */
export function splitName(full: string): { name: string; nickname: string | null } {
  const m = /“([^”]+)”/.exec(full);
  if (!m) return { name: full, nickname: null };
  const name = full.replace(m[0], ' ').replace(/\s+/g, ' ').trim();
  return { name: name || full, nickname: m[1] ?? null };
}

export function hoverInfo(catalog: Catalog, view: GameView, g: number): HoverInfo | null {
  const compiled = catalog.gangsters[g];
  if (!compiled) return null;
  const authored = catalog.content.gangsters[g];
  const slot = view.board.indexOf(g);
  const position = slot >= 0 ? catalog.content.positions[slot] : undefined;
  const where =
    slot >= 0
      ? position
        ? `${position.name} (#${position.number})`
        : 'Associate'
      : view.prison.includes(g)
        ? 'Prison'
        : view.fishes.includes(g)
          ? 'The Fishes'
          : 'Deck';
  const tokens: HoverInfo['tokens'] = stakesOn(view, g);
  // Families by size of stake, neutral last among equals: the order control is read in (R7.1).
  tokens.sort(
    (a, b) => b.count - a.count || (a.column === NEUTRAL ? 1 : 0) - (b.column === NEUTRAL ? 1 : 0),
  );
  return {
    gangster: g,
    ...splitName(compiled.name),
    types: typesOf(compiled.types),
    respect: compiled.respect,
    money: compiled.money,
    power: authored?.power ? { text: authored.power.text, active: authored.power.active } : null,
    where,
    modifiers: position ? { respect: position.respect, money: position.money } : null,
    positionPower: position ? `${position.name}: ${position.power.text}` : null,
    tokens,
    blackmailedBy: blackmailerOf(view, g),
    omerta: coinOn(view, g)?.omerta ?? false,
    sideways: view.phase === 'crew' && view.sideways.includes(g),
    arrest: arrestNote(arrestWatch(view, g)),
  };
}

/**
 * A token column in words: the family's name (whatever its colour, which the colour-blind
 * palette changes), or neutral.
 */
export function columnName(column: number, familyNames: readonly string[]): string {
  return column === NEUTRAL ? 'Neutral' : (familyNames[column] ?? `Family ${column + 1}`);
}

/** The influence on gangster `g` in one line, for its board label: "Influence: You ×2, Neutral ×1". */
export function influenceText(view: GameView, g: number, familyNames: readonly string[]): string {
  const parts = stakeTexts(stakesOn(view, g), (c) => columnName(c, familyNames));
  return parts.length > 0 ? `Influence: ${parts.join(', ')}` : 'No influence';
}
