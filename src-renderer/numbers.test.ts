import { describe, expect, it } from 'vitest';
import { minus, signed } from './numbers';

describe('numbers as the table prints them', () => {
  it('writes a negative with a minus sign, not a hyphen', () => {
    expect(minus(-3)).toBe('\u22123');
    expect(minus(0)).toBe('0');
    expect(minus(12)).toBe('12');
  });

  it('signs a modifier both ways', () => {
    expect(signed(-1)).toBe('\u22121');
    expect(signed(0)).toBe('+0');
    expect(signed(2)).toBe('+2');
  });
});
