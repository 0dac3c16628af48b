/**
 * How the host gets a bot seat's decision. Every decision is made by a bot created for it,
 * seeded from the game's seed, the seat and the state number: so a game resumed after a
 * crash, or loaded from a save, has its bots decide exactly as the uninterrupted game's
 * would, and bots keep no memory between decisions beyond what their view shows.
 * The AI's worker pool (src-main/session/bots) stands in for `localBots` and `localBids`
 * through HostSettings.decide and .bid in the app's session host.
 */
import type { Decision } from '../../src-shared/ai/bot';
import { createBot, type BotEnv } from '../../src-shared/ai/factory';
import { DEFAULT_SEAT_PRESET } from '../../src-shared/ai/bot-presets';
import type { TableGames } from '../../src-shared/ai/learned';
import type { GameView, LegalAction } from '../../src-shared/engine';
import type { SeatSpec } from '../../src-shared/protocol';
import type { Record as TrustRecord } from '../../src-shared/ai/trust';

export interface BotRequest {
  seat: number;
  spec: SeatSpec;
  /** decisionSeed(game seed, seat, seq). */
  seed: number;
  view: GameView;
  legal: readonly LegalAction[];
  /** Each seat's family's record from a campaign's earlier games (issue #13), if any. */
  memory?: readonly TrustRecord[];
  /** The seats people play, here or across the LAN: bots value their offers more carefully. */
  people?: readonly number[];
  /** Whose games the seat's table looks like (learned.ts `fieldOf`): its preset's weights for it. */
  field?: TableGames;
}

/** A decision, at once or later (a search on worker threads). */
export type BotDecider = (request: BotRequest) => Decision | Promise<Decision>;

/**
 * Who answers a person's request for a hint: Medium, whose decisions take a small part of a
 * second (docs/ai.md), with the Businessman's even dials, reading only the person's own view.
 */
export const HINT_SEAT: SeatSpec = {
  kind: 'bot',
  name: 'Hint',
  bot: { preset: 'medium', personality: 'businessman' },
};

/** The bot that plays `spec` for one decision, seeded by `seed`. */
export function seatBot(spec: SeatSpec, seed: number, env: BotEnv = {}) {
  return createBot(spec.bot?.preset ?? DEFAULT_SEAT_PRESET, seed, spec.bot?.personality, env);
}

export const localBots: BotDecider = ({ spec, seed, view, legal, memory, people, field }) => {
  const bot = seatBot(spec, seed, { memory, people, field });
  return bot.decideAsync ? bot.decideAsync(view, legal) : bot.decide(view, legal);
};

/**
 * A bot seat's bid to the ring holder while a tie waits for its decision (R13.2), or null:
 * `legal` are the bidder's own legal actions (its offer templates).
 */
export type BotBidder = (request: BotRequest) => Decision | null;

export const localBids: BotBidder = ({ spec, seed, view, legal, memory, people, field }) =>
  seatBot(spec, seed, { memory, people, field }).propose?.(view, legal) ?? null;

/** The fallback when a bot fails or answers with an illegal action: the random bot. */
export const fallbackBot: BotDecider = ({ seed, view, legal }) =>
  createBot('random', seed).decide(view, legal);
