/**
 * A hostile guest in a seat (issue #12): a guest who took its seat with the code and its
 * token sends malformed and out-of-role frames (host-only commands, other seats' actions,
 * hellos for seats not its own, garbage). The host stays up, the game does not move, and the
 * guest is sent nothing but its own seat's view; it is given its seat back each time.
 * `npm run fuzz:host -- --seated` runs the long version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzHost, leaksIn } from '../../web/testing/host-fuzz';
import { seatedTable, type SeatedTable } from '../testing/seated';

let table: SeatedTable;
beforeAll(async () => {
  table = await seatedTable(41);
});
afterAll(() => table?.stop());

describe('a hostile seated guest (issue #12)', () => {
  it('counts another seat’s hand, choices or a seat not its own as leaks', () => {
    const update = (seat: number, hands: (string[] | null)[], legal: unknown[] = []) =>
      JSON.stringify({
        t: 'update',
        seat,
        version: 3,
        view: { families: hands.map((hand) => ({ hand })) },
        events: [],
        legal,
      });
    expect(leaksIn([update(1, [null, ['c1'], null])], 1)).toBe(0);
    expect(leaksIn([update(1, [['c0'], ['c1'], null])], 1)).toBe(1);
    expect(leaksIn([update(0, [null, ['c1'], null], [{}])], 1)).toBe(1);
    expect(leaksIn([update(1, [null, ['c1'], null])], -1)).toBe(1);
  });

  it('survives 2,000 hostile frames from a seated guest: no crash, no change, no leak', async () => {
    const f = await fuzzHost(table.host, {
      frames: 2000,
      seed: 7,
      window: table.window,
      guest: table.guest,
    });
    expect(f).toMatchObject({ crashed: 0, stateChanges: 0, leaks: 0, unseated: 0 });
    expect(f.frames).toBeGreaterThanOrEqual(2000);
    expect(table.host.alive()).toBe(true);
  }, 240_000);
});
