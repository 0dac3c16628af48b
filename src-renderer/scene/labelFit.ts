/**
 * How a position label over the board fits its column (TableScene): never wider than the
 * column, so neighbours never meet, and never smaller than 14px where the window gives the
 * columns room (1280×800 and up) nor 12px in the smallest window (960×600). Text that does
 * not fit gets shorter instead: the gangster's name without the nickname, then on two lines;
 * in a phone's narrow columns, the surname alone, so a label keeps to two lines and the rows
 * of the board never meet.
 */
import { splitName } from './hoverInfo';

/** Space kept between two neighbouring labels, in CSS pixels. */
export const LABEL_GAP = 4;
/** Horizontal padding and border of a label, in CSS pixels (see .position-label). */
export const LABEL_PADDING = 10;
export const LABEL_FONT_MAX = 14;
export const LABEL_FONT_MIN = 12;
/** Columns narrower than this (a phone's board) show the surname alone, on one line. */
export const COMPACT_ROOM = 80;

/** The label's outer width for a column `room` pixels wide. */
export function labelWidth(room: number): number {
  return Math.max(48, Math.floor(room) - LABEL_GAP);
}

/** The type size for a column: 14px from about 100px of column, down to 12px below. */
export function labelFont(room: number): number {
  if (room >= 100) return LABEL_FONT_MAX;
  if (room >= 86) return 13;
  return LABEL_FONT_MIN;
}

/** Without the nickname: "Nicky "Dice" Palumbo" is "Nicky Palumbo". */
export const shortName = (name: string): string => splitName(name).name;

/** The family name alone: "Nicky "Dice" Palumbo" is "Palumbo". */
export const surname = (name: string): string => shortName(name).split(' ').at(-1) ?? name;

export interface LabelName {
  text: string;
  /** Too wide for one line: shown on two. */
  wrap: boolean;
}

/**
 * The gangster's name as the label shows it: whole when it fits on one line, else without
 * the nickname, else (without the nickname) on two lines, or in a narrow column the surname
 * on one. `width(text)` measures in the label's font.
 */
export function labelName(name: string, room: number, width: (text: string) => number): LabelName {
  const inner = labelWidth(room) - LABEL_PADDING;
  if (width(name) <= inner) return { text: name, wrap: false };
  const short = shortName(name);
  if (width(short) <= inner) return { text: short, wrap: false };
  return room < COMPACT_ROOM ? { text: surname(name), wrap: false } : { text: short, wrap: true };
}
