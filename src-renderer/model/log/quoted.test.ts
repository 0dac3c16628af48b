import { describe, expect, it } from 'vitest';
import { quoted } from './quoted';

describe('a family’s words in quotation marks', () => {
  it('nests a nickname’s quotes as single ones', () => {
    expect(quoted('“Eager” Jim Redio: the best of what I hold')).toBe(
      '“‘Eager’ Jim Redio: the best of what I hold”',
    );
    // Straight marks, as a keyboard types them, nest the same way.
    expect(quoted('a token on Gino “Smokes” Fabbrini, not "Cards"')).toBe(
      '“a token on Gino ‘Smokes’ Fabbrini, not ‘Cards’”',
    );
  });

  it('leaves words without nicknames as they are', () => {
    expect(quoted('better than passing')).toBe('“better than passing”');
  });
});
