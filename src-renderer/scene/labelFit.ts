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
/** The narrowest label: about six characters of the smallest type. */
export const LABEL_WIDTH_MIN = 48;

/** Vertical padding and border of a label, in CSS pixels (see .position-label). */
export const LABEL_FRAME = 5;
/** The label's line height, in ems (see .position-label). */
export const LABEL_LINE = 1.15;

/**
 * The position's name, then the gangster's on one line, or on two; or the gangster's alone;
 * or none shown but the one focused from the keyboard (screen readers read them all).
 */
export type LabelLines = 0 | 1 | 2 | 3;

/** A label's outer height with `lines` lines of `font` pixel type. */
export function labelHeight(lines: LabelLines, font: number): number {
  return Math.ceil(lines * font * LABEL_LINE + LABEL_FRAME);
}

/**
 * The most lines a label may take where one row of the board sits `rise` pixels above the
 * next on screen and one column `room` pixels beside the next: a label sits on its row, so a
 * taller one would reach the row above's, and none is narrower than `LABEL_WIDTH_MIN`, so in
 * narrower columns than that a row's labels would meet.
 */
export function labelLines(rise: number, room: number, font: number): LabelLines {
  if (room < LABEL_WIDTH_MIN + LABEL_GAP) return 0;
  const fits = (lines: LabelLines) => labelHeight(lines, font) + LABEL_GAP <= rise;
  return fits(3) ? 3 : fits(2) ? 2 : fits(1) ? 1 : 0;
}

/** The label's outer width for a column `room` pixels wide. */
export function labelWidth(room: number): number {
  return Math.max(LABEL_WIDTH_MIN, Math.floor(room) - LABEL_GAP);
}

/** The type size for a column: 14px from about 100px of column, down to 12px below. */
export function labelFont(room: number): number {
  if (room >= 100) return LABEL_FONT_MAX;
  if (room >= 86) return 13;
  return LABEL_FONT_MIN;
}

/** Without the nickname: Nicky “Dice” Palumbo is Nicky Palumbo. */
export const shortName = (name: string): string => splitName(name).name;

/** The family name alone: Nicky “Dice” Palumbo is Palumbo. */
export const surname = (name: string): string => shortName(name).split(' ').at(-1) ?? name;

export interface LabelName {
  text: string;
  /** Too wide for one line: shown on two. */
  wrap: boolean;
}

/**
 * The gangster's name as the label shows it: whole when it fits on one line, else without
 * the nickname, else (without the nickname) on two lines, or in a narrow column or a label
 * with no room for a third line, the surname on one. `width(text)` measures in the label's font.
 */
export function labelName(
  name: string,
  room: number,
  width: (text: string) => number,
  lines: LabelLines = 3,
): LabelName {
  const inner = labelWidth(room) - LABEL_PADDING;
  if (width(name) <= inner) return { text: name, wrap: false };
  const short = shortName(name);
  if (width(short) <= inner) return { text: short, wrap: false };
  return room < COMPACT_ROOM || lines < 3
    ? { text: surname(name), wrap: false }
    : { text: short, wrap: true };
}
