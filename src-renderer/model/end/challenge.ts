/**
 * The next step up after a win against the bots (issue #15: a player who beat three Easy bots
 * had no reason to come back). A person at this computer who won at a table whose bots were
 * all of one difficulty below the hardest is offered the next one, with a line on how that
 * difficulty plays. Known only for a game the new-game form started as it stands (its
 * families, names and kinds), since the table does not tell a window which difficulty a
 * bot plays: a loaded save or another form's game offers nothing.
 */
import type { GameResult } from '../../../src-shared/engine';
import type { SeatInfo } from '../../../src-shared/protocol';
import { PRESETS, type PresetId } from '../../../src-shared/ai/presets';
import { PRESET_IDS, type LobbyDraft } from '../lobby/lobbyModel';

export interface Challenge {
  /** The difficulty beaten, and the next one up. */
  beaten: PresetId;
  next: PresetId;
  /** How many bots were beaten. */
  bots: number;
  /** The winner's margin over the best other family, in respect. */
  by: number;
}

export function nextChallenge(
  draft: LobbyDraft,
  seats: readonly SeatInfo[],
  result: GameResult,
  /** The seats played at this computer. */
  yours: readonly number[],
): Challenge | null {
  const drafted = draft.seats.slice(0, draft.players);
  const asDrafted =
    seats.length === drafted.length &&
    drafted.every(
      (d, i) =>
        seats[i]!.name === d.name.trim() && (seats[i]!.kind === 'bot') === (d.kind === 'bot'),
    );
  if (!asDrafted || !yours.includes(result.winner)) return null;
  if (drafted[result.winner]?.kind !== 'human') return null;
  const bots = drafted.filter((d) => d.kind === 'bot');
  const beaten = bots[0]?.preset;
  if (!beaten || bots.some((b) => b.preset !== beaten)) return null;
  const next = PRESET_IDS[PRESET_IDS.indexOf(beaten) + 1];
  if (!next) return null;
  const total = (seat: number) => result.families.find((f) => f.seat === seat)?.total ?? 0;
  const others = result.families.filter((f) => f.seat !== result.winner).map((f) => f.total);
  return { beaten, next, bots: bots.length, by: total(result.winner) - Math.max(...others) };
}

const COUNT = ['no', 'one', 'two', 'three', 'four'];

/** "You beat three Easy bots by 19 respect.", what the next difficulty does, and its button. */
export function challengeText(
  c: Challenge,
  winner: string,
): { said: string; about: string; button: string } {
  const bots = `${COUNT[c.bots] ?? c.bots} ${PRESETS[c.beaten].name} bot${c.bots === 1 ? '' : 's'}`;
  const by = c.by > 0 ? ` by ${c.by} respect` : '';
  const next = PRESETS[c.next].name;
  return {
    said: `${winner} beat ${bots}${by}.`,
    about: `${next}: ${PRESETS[c.next].blurb}`,
    button: `Try ${next} bots…`,
  };
}
