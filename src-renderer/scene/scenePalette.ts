/**
 * The colours the table paints with: the app palette (../palette.ts), or a colour-blind-safe
 * set (Okabe & Ito, "Color Universal Design") that keeps each family's colour name roughly
 * true (crimson vermillion, navy blue, emerald bluish green, amber yellow, violet purple). Types are
 * told apart by shape as well as colour (typeIcons.ts), families by the fixed order of their
 * stacks and the hover card, so colour is never the only cue.
 */
import type { GangsterType } from '../../src-shared/engine';
import { NEUTRAL_COLOUR, TYPE_COLOURS, familyColour } from '../palette';

export interface ScenePalette {
  readonly colourBlind: boolean;
  /** A family's colour; seat 5 (or any other) is neutral grey. */
  family(seat: number): string;
  type(t: GangsterType): string;
  readonly neutral: string;
}

/** Okabe–Ito: vermillion, blue, bluish green, yellow, reddish purple. */
const CB_FAMILIES = ['#d55e00', '#0072b2', '#009e73', '#f0e442', '#cc79a7'] as const;
/** Okabe–Ito again, one hue per type; the icon shapes differ too. */
const CB_TYPES: Record<GangsterType, string> = {
  thug: '#cc79a7',
  hitman: '#56b4e9',
  conman: '#f0e442',
  gambler: '#009e73',
};
const CB_NEUTRAL = '#9a9a9a';

const STANDARD: ScenePalette = {
  colourBlind: false,
  family: familyColour,
  type: (t) => TYPE_COLOURS[t],
  neutral: NEUTRAL_COLOUR,
};

const COLOUR_BLIND: ScenePalette = {
  colourBlind: true,
  family: (seat) => CB_FAMILIES[seat] ?? CB_NEUTRAL,
  type: (t) => CB_TYPES[t],
  neutral: CB_NEUTRAL,
};

export function scenePalette(colourBlind: boolean): ScenePalette {
  return colourBlind ? COLOUR_BLIND : STANDARD;
}
