/**
 * A LAN table with a guest in a seat, for the seated-guest fuzz (issue #12): the Node host
 * with `--lan` in its own process, its window holding seat 0, a guest holding seat 1 with the
 * join code, and two bots; the bots have played until the window's family is to act, so the
 * game stands still until somebody with the right acts.
 */
import { GAME_ID, PROTOCOL_VERSION, type SeatSpec } from '../../../src-shared/protocol';
import { startHostChild, type HostChild, type SeatedGuest } from '../../web/testing/host-fuzz';
import { TableClient } from '../../web/testing/table-client';

const SEATS: SeatSpec[] = [
  { kind: 'human', name: 'Hana' },
  { kind: 'human', name: 'Gino', remote: true },
  { kind: 'bot', name: 'Carlo', bot: { preset: 'random' } },
  { kind: 'bot', name: 'Dora', bot: { preset: 'random' } },
];

export interface SeatedTable {
  host: HostChild;
  window: TableClient;
  guest: SeatedGuest;
  stop(): Promise<void>;
}

export async function seatedTable(seed: number): Promise<SeatedTable> {
  let code = '';
  const host = await startHostChild(['--lan', '--bot-delay', '0'], (out) => {
    code = /join code ([A-Z0-9]{6})/.exec(out)?.[1] ?? code;
  });
  const window = await TableClient.hostWindow(host);
  await window.welcome();
  window.send({ t: 'start', game: GAME_ID, options: { seed, players: 4 }, seats: SEATS });
  const gino = await TableClient.open(host);
  gino.send({ t: 'hello', v: PROTOCOL_VERSION, seat: 1, code, name: 'Gino' });
  const welcome = await gino.welcome();
  if (!welcome.yours.includes(1) || !welcome.token) throw new Error('The guest got no seat.');
  // Gino plays until the window's family is to act: from then on nothing moves by itself.
  const acted = new Set<number>();
  for (let waited = 0; ; waited += 10) {
    if (waited > 60_000) throw new Error('The game never came to the window.');
    const w = window.latest;
    const g = gino.latest;
    if (w && g && w.legal.length > 0 && w.version === g.version) break;
    const act = (g?.legal as { action: unknown; terms?: unknown }[] | undefined)?.find(
      (l) => !l.terms,
    );
    if (g && act && !acted.has(g.version)) {
      acted.add(g.version);
      gino.send({ t: 'act', seat: 1, version: g.version, action: act.action });
    }
    await new Promise((done) => setTimeout(done, 10));
  }
  gino.close();
  return {
    host,
    window,
    guest: {
      seat: 1,
      hello: { t: 'hello', v: PROTOCOL_VERSION, seat: 1, code, token: welcome.token },
    },
    async stop() {
      window.close();
      await host.stop();
    },
  };
}
