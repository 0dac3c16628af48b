import { describe, expect, it } from 'vitest';
import { COMPACT_ROOM, labelName, labelWidth, LABEL_PADDING, surname } from './labelFit';

/** A font where every character is 7 pixels wide. */
const width = (t: string) => t.length * 7;
const fits = (chars: number) => chars * 7 + LABEL_PADDING + 4;

describe('position labels fit their column (TableScene)', () => {
  const name = 'Nicky "Dice" Palumbo';

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

  it('reads the surname as the last word of the name without the nickname', () => {
    expect(surname('Vito Copindole')).toBe('Copindole');
    expect(surname('Alfonso "The Ox" Nardone')).toBe('Nardone');
    expect(surname('Madonna')).toBe('Madonna');
  });
});
