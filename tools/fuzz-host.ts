/**
 * The long run of the hostile-client fuzz (issue #11, docs/security.md): a Node host in its
 * own process, and N malformed frames, garbage, out-of-role messages and bad URLs sent at it.
 * Then `--big` (1,000 by default) save imports of almost 1 MB each from strangers, the flood
 * that once grew the host to 1 GB, and the host's memory after them.
 * `--seated` (issue #12): the frames come from a guest holding a seat at a LAN table (`--lan`),
 * who takes its seat back with its token on every socket; nothing it is sent may show
 * another seat's hand or choices, and it must always be able to take its seat back.
 * Usage: npm run fuzz:host -- --frames 100000 [--big 1000] [--seed S] [--seated] [--json]
 */
import { seatedTable } from '../src-main/lan/testing/seated';
import {
  bigFrames,
  fuzzHost,
  startHostChild,
  type HostChild,
  type SeatedGuest,
} from '../src-main/web/testing/host-fuzz';
import type { TableClient } from '../src-main/web/testing/table-client';
import { flags } from './args';

const f = flags();
const frames = f.num('frames', 10_000);
const seed = f.num('seed', 1);
const json = f.has('json');
const big = f.num('big', 1000);
const seated = f.has('seated');

let host: HostChild;
let window: TableClient | undefined;
let guest: SeatedGuest | undefined;
if (seated) ({ host, window, guest } = await seatedTable(seed));
else host = await startHostChild(['--seed', String(seed), '--players', '4', '--bot-delay', '0']);
let shown = 0;
try {
  const figures = await fuzzHost(host, {
    frames,
    seed,
    window,
    guest,
    progress: (done) => {
      if (json || done - shown < 10_000) return;
      shown = done;
      console.error(`… ${done} of ${frames} frames`);
    },
  });
  const rssAfterBigMb = await bigFrames(host, big);
  const alive = host.alive();
  if (!alive) figures.crashed++;
  if (json)
    console.log(JSON.stringify({ seed, seated, ...figures, bigFrames: big, rssAfterBigMb }));
  else {
    console.log(
      `Hostile-client fuzz of the Node host, seed ${seed}${seated ? ', from a seated LAN guest' : ''}`,
    );
    console.log(
      `  frames sent          ${figures.frames} (${figures.badFrames} malformed at the socket level)`,
    );
    console.log(`  malformed URLs       ${figures.urls}`);
    console.log(`  sockets opened       ${figures.sockets}`);
    console.log(`  host crashes         ${figures.crashed}`);
    console.log(`  game state changes   ${figures.stateChanges}`);
    console.log(`  leaks to the client  ${figures.leaks}`);
    if (seated) console.log(`  seat not given back  ${figures.unseated}`);
    console.log(
      `  host RSS             ${figures.rssBeforeMb} MB before, ${figures.rssAfterMb} MB after`,
    );
    console.log(`  time                 ${figures.seconds} s`);
    console.log(
      `  then ${big} imports of 0.99 MB from strangers: host RSS ${rssAfterBigMb} MB, ${alive ? 'still up' : 'DOWN'}`,
    );
  }
  const failures = figures.crashed + figures.stateChanges + figures.leaks + figures.unseated;
  process.exitCode = failures > 0 ? 1 : 0;
} finally {
  window?.close();
  await host.stop();
}
