/**
 * A stable hash of any JSON value: object keys are visited in sorted order, so equal states
 * hash equal however they were built (a save reloaded, a replay, a copy). Two 32-bit lanes
 * (cyrb53's mixing) fed directly while walking the value, without building its text.
 */

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

class Hasher {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;

  mix(x: number) {
    this.h1 = Math.imul(this.h1 ^ x, 2654435761);
    this.h2 = Math.imul(this.h2 ^ x, 1597334677);
  }

  text(s: string) {
    this.mix(s.length);
    for (let i = 0; i < s.length; i++) this.mix(s.charCodeAt(i));
  }

  value(v: unknown) {
    if (v === null || v === undefined) return this.mix(1);
    switch (typeof v) {
      case 'boolean':
        return this.mix(v ? 3 : 2);
      case 'number':
        if (Number.isInteger(v) && Math.abs(v) < 0x7fffffff) {
          this.mix(4);
          return this.mix(v | 0);
        }
        f64[0] = v;
        this.mix(5);
        this.mix(u32[0]!);
        return this.mix(u32[1]!);
      case 'string':
        this.mix(6);
        return this.text(v);
      case 'object':
        if (Array.isArray(v)) {
          this.mix(7);
          this.mix(v.length);
          for (const x of v) this.value(x);
          return;
        }
        this.mix(8);
        for (const k of Object.keys(v).sort()) {
          const x = (v as Record<string, unknown>)[k];
          if (x === undefined) continue;
          this.text(k);
          this.value(x);
        }
        return;
      default:
        throw new Error(`Cannot hash a ${typeof v}.`);
    }
  }

  digest(): string {
    let h1 = this.h1;
    let h2 = this.h2;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  }
}

export function hash(value: unknown): string {
  const h = new Hasher();
  h.value(value);
  return h.digest();
}
