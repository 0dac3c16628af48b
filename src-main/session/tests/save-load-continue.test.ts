/**
 * Save → load → continue equals the uninterrupted game (issue #5), for 200 seeded bot games:
 * each game is played through once without a break; then again, saved to disk at a random
 * move by the SaveStore, loaded by a fresh SaveStore (parse, checksum, replay to the hash)
 * into a fresh session host, and played on. Both runs must end with the same action log and
 * the same hash: a save holds everything the game and its bots need. Every fourth game is a
 * Classic one (issue #14): the edition travels with the game and its save.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../../src-shared/protocol';
import { confBackend } from '../../persistence/conf-backend';
import { SaveStore } from '../../persistence/save-store';
import { botSeats } from '../../tests/games';
import { SessionHost } from '../host';

const GAMES = Number(process.env.NP_SAVE_LOAD_GAMES ?? 200);

/** Runs a host until `stop` says so (or the game ends); resolves with the last checkpoint. */
function play(
  begin: (host: SessionHost) => Promise<unknown>,
  stop: (cp: Checkpoint) => boolean = (cp) => cp.over,
  onStop: (cp: Checkpoint) => Promise<void> = async () => {},
): Promise<Checkpoint> {
  return new Promise((done, fail) => {
    let finished = false;
    const host: SessionHost = new SessionHost({
      botDelayMs: 0,
      newId: () => 'game-s',
      report: (r) => {
        if (r.t === 'failed') fail(new Error(r.message));
      },
      persist: async (cp) => {
        if (finished || !stop(cp)) return;
        finished = true;
        await onStop(cp);
        host.dispose();
        done(cp);
      },
    });
    void begin(host).then((problem) => {
      if (problem) fail(new Error(JSON.stringify(problem)));
    });
  });
}

describe('save, load, continue', () => {
  it(`equals the uninterrupted game, for ${GAMES} seeded bot games`, async () => {
    const root = mkdtempSync(join(tmpdir(), 'np-save-load-'));
    let same = 0;
    let cutTotal = 0;
    let movesTotal = 0;
    const differ: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 3 + (g % 3);
      const edition = g % 4 === 3 ? 'classic' : 'revised';
      const options = { seed: 9000 + g, players, edition };
      const seats = botSeats(players);
      const whole = await play((h) => h.start(options, seats));

      // The same game, saved at a move chosen from the seed, by a store that is then closed.
      const cut = 1 + ((g * 7919) % Math.max(1, whole.actions.length - 1));
      const folder = join(root, `g${g}`);
      const writer = await SaveStore.open({ folder, appVersion: '1.0.0', backend: confBackend });
      await play(
        (h) => h.start(options, seats),
        (cp) => cp.actions.length === cut,
        (cp) => writer.autosave(cp),
      );
      await writer.close();

      // A fresh store, as after a restart: the save is read, checked and replayed.
      const reader = await SaveStore.open({ folder, appVersion: '1.0.0', backend: confBackend });
      const loaded = await reader.load('game-s');
      await reader.close();
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.checkpoint.actions).toHaveLength(cut);
      expect((loaded.value.checkpoint.options as { edition: string }).edition).toBe(edition);
      const resumed = await play((h) => h.resume(loaded.value.checkpoint));

      cutTotal += cut;
      movesTotal += whole.actions.length;
      if (
        resumed.hash === whole.hash &&
        JSON.stringify(resumed.actions) === JSON.stringify(whole.actions)
      ) {
        same++;
      } else {
        differ.push(
          `${edition} seed ${options.seed} cut at ${cut}: ${resumed.actions.length} vs ${whole.actions.length} moves`,
        );
      }
    }
    rmSync(root, { recursive: true, force: true });
    console.log(
      `save/load/continue: ${GAMES} games (${movesTotal} moves, saved on average at move ${Math.round(cutTotal / GAMES)}); ` +
        `${same} continued exactly as the uninterrupted game`,
    );
    expect(differ).toEqual([]);
    expect(same).toBe(GAMES);
  }, 240_000);
});
