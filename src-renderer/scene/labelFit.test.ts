import { describe, expect, it } from 'vitest';
import {
  COMPACT_ROOM,
  LABEL_GAP,
  labelHeight,
  labelLines,
  labelName,
  labelWidth,
  LABEL_PADDING,
  LABEL_WIDTH_MIN,
  surname,
} from './labelFit';

/** A font where every character is 7 pixels wide. */
const width = (t: string) => t.length * 7;
const fits = (chars: number) => chars * 7 + LABEL_PADDING + 4;

describe('position labels fit their column (TableScene)', () => {
  const name = 'Nicky “Dice” Palumbo';

  it('shows the whole name where it fits on one line', () => {
    expect(labelName(name, fits(name.length), width)).toEqual({ text: name, wrap: false });
  });

  it('drops the nickname before anything else', () => {
    expect(labelName(name, fits('Nicky Palumbo'.length), width)).toEqual({
      text: 'Nicky Palumbo',
      wrap: false,
    });
  });

  it('wraps the name without its nickname on two lines in a desktop column', () => {
    const room = Math.max(COMPACT_ROOM, fits(8));
    expect(labelName(name, room, width)).toEqual({ text: 'Nicky Palumbo', wrap: true });
  });

  it('keeps to the surname on one line in a phone’s narrow column, so rows never meet', () => {
    const room = COMPACT_ROOM - 1;
    expect(labelWidth(room) - LABEL_PADDING).toBeLessThan(width('Nicky Palumbo'));
    expect(labelName(name, room, width)).toEqual({ text: 'Palumbo', wrap: false });
  });

  it('keeps to the surname in a wide column when the label has no room for a third line', () => {
    const room = Math.max(COMPACT_ROOM, fits(8));
    expect(labelName(name, room, width, 2)).toEqual({ text: 'Palumbo', wrap: false });
    expect(labelName(name, room, width, 1)).toEqual({ text: 'Palumbo', wrap: false });
    expect(labelName(name, fits(name.length), width, 1)).toEqual({ text: name, wrap: false });
  });

  it('is never taller than the rows are apart on screen, so one row’s labels never reach the next', () => {
    for (const font of [12, 13, 14])
      for (let rise = 0; rise <= 80; rise += 0.5) {
        const lines = labelLines(rise, 100, font);
        if (lines > 0) expect(labelHeight(lines, font) + LABEL_GAP).toBeLessThanOrEqual(rise);
        // As many lines as fit: one more would not.
        if (lines < 3)
          expect(labelHeight((lines + 1) as 1 | 2 | 3, font) + LABEL_GAP).toBeGreaterThan(rise);
      }
  });

  it('shows no label where the columns are narrower than the narrowest label', () => {
    expect(labelLines(80, LABEL_WIDTH_MIN + LABEL_GAP, 12)).toBe(3);
    expect(labelLines(80, LABEL_WIDTH_MIN + LABEL_GAP - 1, 12)).toBe(0);
    expect(labelWidth(LABEL_WIDTH_MIN + LABEL_GAP) + LABEL_GAP).toBe(LABEL_WIDTH_MIN + LABEL_GAP);
  });

  it('drops to one line on a phone’s short board and keeps three on a desktop’s', () => {
    // A phone at 390 by 844: the rows some 35 pixels apart; a desktop at 1280 by 800: 58 or more.
    expect(labelLines(35, 55, 12)).toBe(1);
    expect(labelLines(45, 90, 13)).toBe(2);
    expect(labelLines(58, 110, 14)).toBe(3);
    expect(labelLines(Infinity, 110, 14)).toBe(3);
    expect(labelLines(15, 55, 12)).toBe(0);
  });

  it('reads the surname as the last word of the name without the nickname', () => {
    expect(surname('Vito Copindole')).toBe('Copindole');
    expect(surname('Alfonso “The Ox” Nardone')).toBe('Nardone');
    expect(surname('Madonna')).toBe('Madonna');
  });
});
