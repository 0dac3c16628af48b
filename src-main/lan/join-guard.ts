/**
 * The join code of a LAN table and the lock on guessing it (issue #12, docs/security.md):
 * every guest's `hello` must carry the code; an address that gets it wrong a few times in a
 * minute is refused for a while, whatever it sends, so a six-character code cannot be
 * walked through from the network.
 */
import { randomInt } from 'node:crypto';
import { sameSecret } from '../secret';

/** No 0/O, 1/I/L: a code is read aloud and typed on phones. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const MAX_WRONG = 5;
export const WRONG_WINDOW_MS = 60_000;
export const LOCKOUT_MS = 60_000;

export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
}

export type JoinVerdict =
  { ok: true } | { ok: false; code: 'bad-code' | 'locked-out'; message: string };

export class JoinGuard {
  private readonly wrong = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    readonly code: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a code given from `address`; wrong ones count against that address. */
  check(address: string, given: string | undefined): JoinVerdict {
    const t = this.now();
    const until = this.lockedUntil.get(address) ?? 0;
    if (t < until) {
      return {
        ok: false,
        code: 'locked-out',
        message: `Too many wrong join codes from this device. Try again in ${Math.ceil((until - t) / 1000)} seconds.`,
      };
    }
    if (sameSecret((given ?? '').toUpperCase(), this.code)) return { ok: true };
    const recent = (this.wrong.get(address) ?? []).filter((w) => t - w < WRONG_WINDOW_MS);
    recent.push(t);
    if (recent.length >= MAX_WRONG) {
      this.wrong.delete(address);
      this.lockedUntil.set(address, t + LOCKOUT_MS);
    } else this.wrong.set(address, recent);
    return {
      ok: false,
      code: 'bad-code',
      message: 'That join code is not this table’s. Ask the host for the code on their screen.',
    };
  }
}
