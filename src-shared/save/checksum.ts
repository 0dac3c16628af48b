/**
 * The checksum a save carries: CRC-32 (the zip/PNG polynomial) of the UTF-8 bytes of the
 * save's canonical JSON (keys sorted, no whitespace), written `crc32:` and eight hex digits.
 * Canonical, so it speaks of the content rather than of how a file happened to be written;
 * CRC-32, so every single bit flip and every burst of up to 32 bits is caught, and anyone
 * reading a bug report can check a file with common tools (docs/persistence.md).
 */

/** JSON with object keys in sorted order and no whitespace; `undefined` drops as in JSON.stringify. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // Top-level undefined or a function has no JSON form; a save never holds one.
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function') continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of the UTF-8 encoding of `text` (encoded on the fly: src-shared has no TextEncoder). */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  const byte = (b: number) => {
    crc = TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  };
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    // A lone surrogate encodes as U+FFFD, as TextEncoder does.
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) byte(cp);
    else if (cp < 0x800) {
      byte(0xc0 | (cp >> 6));
      byte(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      byte(0xe0 | (cp >> 12));
      byte(0x80 | ((cp >> 6) & 0x3f));
      byte(0x80 | (cp & 0x3f));
    } else {
      byte(0xf0 | (cp >> 18));
      byte(0x80 | ((cp >> 12) & 0x3f));
      byte(0x80 | ((cp >> 6) & 0x3f));
      byte(0x80 | (cp & 0x3f));
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function checksumOf(value: unknown): string {
  return `crc32:${crc32(canonicalJson(value)).toString(16).padStart(8, '0')}`;
}
