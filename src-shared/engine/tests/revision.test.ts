/**
 * RULES_REVISION (docs/persistence.md, "Rules revisions"): games recorded under this revision
 * still end where they did. A change that fails this changes what saved games replay to:
 * bump RULES_REVISION (src-shared/engine/revision.ts), give it its line in that table, and
 * record the games again with `npx tsx tools/record-games.ts`. The games are random legal
 * play with offers and games of Heuristic bots, so a change only a rare line of play reaches
 * can pass them: whoever changes a rule still asks whether a saved game could replay
 * differently.
 */
import { describe, expect, it } from 'vitest';
import { RULES_REVISION, hash, replay, type Action } from '..';
import { PROTOCOL_VERSION } from '../../protocol';
import recorded from './fixtures/recorded-games.json';

interface Recorded {
  label: string;
  options: unknown;
  actions: Action[];
  seq: number;
  hash: string;
}

const games = recorded.games as Recorded[];

describe('the rules revision', () => {
  it('is the one the recorded games were played under', () => {
    expect(recorded.revision).toBe(RULES_REVISION);
    expect(games.length).toBeGreaterThanOrEqual(6);
    expect(new Set(games.map((g) => (g.options as { edition: string }).edition))).toEqual(
      new Set(['revised', 'classic']),
    );
  });

  it('moves with the protocol: a LAN guest reads the terms and events its host’s rules make', () => {
    // Bumping RULES_REVISION? Bump PROTOCOL_VERSION (protocol/messages.ts) with it, and both
    // here. The protocol also moves alone (4: hints, 5: a table without hints, both under
    // rules revision 3).
    expect({ rules: RULES_REVISION, protocol: PROTOCOL_VERSION }).toEqual({
      rules: 6,
      protocol: 8,
    });
  });

  it.each(games.map((g) => [g.label, g] as const))(
    'a game recorded under it (%s) replays to the end it reached',
    (_label, g) => {
      const r = replay(g.options, g.actions);
      expect(r.ok, r.ok ? '' : `refused at move ${r.error.at + 1}: ${r.error.cause.message}`).toBe(
        true,
      );
      if (!r.ok) return;
      expect(r.value.pending, 'the recorded game was played to its end').toBeNull();
      expect(r.value.seq).toBe(g.seq);
      expect(hash(r.value), 'the moves now lead elsewhere: bump RULES_REVISION').toBe(g.hash);
    },
  );
});
