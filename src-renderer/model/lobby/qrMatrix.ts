/**
 * The join link as a QR code (issue #12): which modules are dark, as rows of booleans, for
 * the join card to draw as SVG squares. No markup comes from the library.
 */
import qrcode from 'qrcode-generator';

/** Dark modules of `text`'s QR code, medium error correction, the smallest version that fits. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) =>
    Array.from({ length: n }, (_, col) => qr.isDark(row, col)),
  );
}

/** The dark modules as one SVG path (`M x y h1 v1 h-1 z` per module), to draw in one element. */
export function qrPath(matrix: boolean[][], quiet: number): string {
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
