/** The join code of a LAN table and its lockout (issue #12). */
import { describe, expect, it } from 'vitest';
import { JoinGuard, LOCKOUT_MS, MAX_WRONG, WRONG_WINDOW_MS, newJoinCode } from '../join-guard';

describe('the join guard', () => {
  it('makes codes of six unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newJoinCode()).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  it('takes the code in either case, and locks out an address that guesses, for a while', () => {
    let now = 0;
    const guard = new JoinGuard('K7M2QX', () => now);
    expect(guard.check('a', 'k7m2qx')).toEqual({ ok: true });
    for (let i = 0; i < MAX_WRONG; i++)
      expect(guard.check('a', 'AAAAAA')).toMatchObject({ code: 'bad-code' });
    expect(guard.check('a', 'K7M2QX')).toMatchObject({ code: 'locked-out' });
    expect(guard.check('b', 'K7M2QX')).toEqual({ ok: true });
    now += LOCKOUT_MS;
    expect(guard.check('a', 'K7M2QX')).toEqual({ ok: true });
  });

  it('forgets wrong codes older than its window', () => {
    let now = 0;
    const guard = new JoinGuard('K7M2QX', () => now);
    for (let i = 0; i < MAX_WRONG * 3; i++) {
      expect(guard.check('a', undefined)).toMatchObject({ code: 'bad-code' });
      now += WRONG_WINDOW_MS / (MAX_WRONG - 1);
    }
  });
});
