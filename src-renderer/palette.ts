/**
 * Colours of the table, shared by the 3D scene and the DOM. Type colours are fixed by R15.3;
 * family colours follow FAMILY_COLOURS, brightened where the named colour would vanish on
 * the dark board.
 */
import { FAMILY_COLOURS, GANGSTER_TYPES, type GangsterType } from '../src-shared/engine';

export const TYPE_COLOURS: Record<GangsterType, string> = {
  thug: '#7b3fbf',
  hitman: '#2a6fdb',
  conman: '#e2b21c',
  gambler: '#2f9e50',
};

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

const FAMILY_HEX: Record<(typeof FAMILY_COLOURS)[number], string> = {
  crimson: '#c62a3a',
  navy: '#3560c0',
  emerald: '#1f9d63',
  amber: '#e59a1a',
  violet: '#9b4fd0',
};

export const NEUTRAL_COLOUR = '#8d8d86';

export function familyColour(seat: number): string {
  const name = FAMILY_COLOURS[seat];
  return name ? FAMILY_HEX[name] : NEUTRAL_COLOUR;
}

export function familyColourName(seat: number): string {
  const name = FAMILY_COLOURS[seat] ?? 'grey';
  return name.charAt(0).toUpperCase() + name.slice(1);
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
