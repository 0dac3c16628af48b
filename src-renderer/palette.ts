/**
 * The one palette of the table, for the 3D scene and the DOM alike (header swatches, hand,
 * log, deal panel, end screen): the scene's layers and every component take their colours
 * from `paletteFor`, so a family is the same colour on its plaque and beside its name.
 *
 * Two sets. Standard: type colours fixed by R15.3, family colours after FAMILY_COLOURS,
 * brightened where the named colour would vanish on the dark board. Colour-blind: Okabe & Ito
 * ("Color Universal Design"), keeping each family's colour name roughly true (crimson
 * vermillion, navy blue, emerald bluish green, amber yellow, violet purple). Types are told
 * apart by shape as well as colour (scene/typeIcons.ts), families by their names and the
 * fixed order of their stacks, so colour is never the only cue.
 */
import {
  FAMILY_COLOURS,
  GANGSTER_TYPES,
  type FamilyColour,
  type GangsterType,
} from '../src-shared/engine';

export interface Palette {
  readonly colourBlind: boolean;
  /** A family's colour; seat 5 (or any other) is the neutral grey. */
  family(seat: number): string;
  type(t: GangsterType): string;
  /** The neutral influence tokens. */
  readonly neutral: string;
  /** Red position icons on cards (R15.3). */
  readonly position: string;
}

interface PaletteTable {
  families: Record<FamilyColour, string>;
  types: Record<GangsterType, string>;
  neutral: string;
  position: string;
}

const STANDARD: PaletteTable = {
  families: {
    crimson: '#c62a3a',
    navy: '#3560c0',
    emerald: '#1f9d63',
    amber: '#e59a1a',
    violet: '#9b4fd0',
  },
  types: { thug: '#7b3fbf', hitman: '#2a6fdb', conman: '#e2b21c', gambler: '#2f9e50' },
  neutral: '#8d8d86',
  position: '#c0392b',
};

/** Okabe–Ito: vermillion, blue, bluish green, yellow, reddish purple; one hue per type too. */
const COLOUR_BLIND: PaletteTable = {
  families: {
    crimson: '#d55e00',
    navy: '#0072b2',
    emerald: '#009e73',
    amber: '#f0e442',
    violet: '#cc79a7',
  },
  types: { thug: '#cc79a7', hitman: '#56b4e9', conman: '#f0e442', gambler: '#009e73' },
  neutral: '#9a9a9a',
  position: '#d55e00',
};

function paletteOf(table: PaletteTable, colourBlind: boolean): Palette {
  return {
    colourBlind,
    family: (seat) => {
      const name = FAMILY_COLOURS[seat];
      return name ? table.families[name] : table.neutral;
    },
    type: (t) => table.types[t],
    neutral: table.neutral,
    position: table.position,
  };
}

const PALETTES = {
  standard: paletteOf(STANDARD, false),
  colourBlind: paletteOf(COLOUR_BLIND, true),
};

/** The palette for the player's setting; the same object each time, so it can be compared. */
export function paletteFor(colourBlind: boolean): Palette {
  return colourBlind ? PALETTES.colourBlind : PALETTES.standard;
}

export const TYPE_NAMES: Record<GangsterType, string> = {
  thug: 'Thug',
  hitman: 'Hitman',
  conman: 'Conman',
  gambler: 'Gambler',
};

/** The types set in a catalog bitmask, in GANGSTER_TYPES order. */
export function typesOf(mask: number): GangsterType[] {
  return GANGSTER_TYPES.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** Print colours of the board and cards. */
export const INK = {
  gold: '#d9b45a',
  goldDim: '#9c7d38',
  cream: '#f4ead2',
  paper: '#efe3c6',
  cardInk: '#2a1d14',
  boardDark: '#2a0f12',
  boardLight: '#4a1a1f',
  respect: '#8e1b25',
  money: '#2e6b34',
} as const;
