/**
 * The bots' own generator: sfc32, a few integer operations per draw and no allocation, so
 * the search can draw millions of numbers. Seeded, so a bot replays the same choices for the
 * same seed and inputs. (The engine's generator lives in the game state; this one never does.)
 */
export class Rand {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** A uniform integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** A fresh seed for a child generator (a worker, a determinization). */
  fork(): number {
    return this.next();
  }

  /** Fisher–Yates over `items[from..]`, in place. */
  shuffle<T>(items: T[], from = 0): void {
    for (let i = items.length - 1; i > from; i--) {
      const j = from + this.below(i - from + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
  }

  /** Gumbel noise, for choosing "the best with some noise" (Easy bots). */
  gumbel(): number {
    return -Math.log(-Math.log(this.float() + 1e-12) + 1e-12);
  }
}

/**
 * The seed of one decision's bot, from the game's seed, the seat and the state number
 * (murmur3's finaliser over the three numbers). The session host and the tournament both
 * make a fresh bot per decision with it, so a game replays whoever plays it.
 */
export function decisionSeed(gameSeed: number, seat: number, seq: number): number {
  let h = (gameSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (seat + 1), 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h ^ seq, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The seed of the k-th sample of a series drawn from `seed` (murmur3's finaliser): the
 * search gives every root plan's k-th sample the same seed, so plans are compared on the same
 * hidden cards and dice.
 */
export function sampleSeed(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}
