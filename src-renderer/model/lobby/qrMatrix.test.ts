/**
 * The join card's QR code (issue #12): a square of modules with the three finder patterns
 * a phone's camera looks for, growing with the link, and the same link giving the same code.
 */
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qrMatrix';

/** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 centre. */
function finderAt(m: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (m[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe('join link QR code (issue #12)', () => {
  const link = 'http://192.168.1.20:5317/#code=ABC234';

  it('is a square with finder patterns in three corners', () => {
    const m = qrMatrix(link);
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(21);
    expect((n - 17) % 4).toBe(0);
    expect(m.every((row) => row.length === n)).toBe(true);
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, n - 7)).toBe(true);
    expect(finderAt(m, n - 7, 0)).toBe(true);
    expect(finderAt(m, n - 7, n - 7)).toBe(false);
  });

  it('is the same for the same link, different for another, larger for a longer one', () => {
    expect(qrMatrix(link)).toEqual(qrMatrix(link));
    expect(qrMatrix(link)).not.toEqual(qrMatrix(link.replace('ABC234', 'ABC235')));
    expect(qrMatrix(`${link}${'x'.repeat(100)}`).length).toBeGreaterThan(qrMatrix(link).length);
  });

  it('draws one square per dark module, moved in by the quiet zone', () => {
    const m = [
      [true, false],
      [false, true],
    ];
    expect(qrPath(m, 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
