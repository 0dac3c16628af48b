/** Secrets a client presents (the host key, seat tokens, join codes): made and compared here. */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits, base64url: a host key or a seat token. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** Compares a given secret with the real one in constant time (no guessing by timing). */
export function sameSecret(given: string, real: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(real);
  return a.length === b.length && timingSafeEqual(a, b);
}
