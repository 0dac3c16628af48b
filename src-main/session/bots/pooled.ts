/**
 * Bot seats whose searches run on the search pool: a `BotDecider` for the session host
 * (HostSettings.decide), and the bids bot seats make to a ring holder breaking a tie (R13.2,
 * HostSettings.bid).
 * Bots are made fresh for every decision, like the host's own (bot-seats.ts), with the pool as
 * their search runner and a time cap as a safety net only.
 */
import { performance } from 'node:perf_hooks';
import { seatBot, type BotBidder, type BotDecider, type BotRequest } from '../bot-seats';
import type { SearchPool } from './search-pool';

/** Beyond the slowest preset's budget (Hard ≤ 1 s, deals ≤ 2 s): reached only by a stalled machine. */
export const SAFETY_CAP_MS = 2500;

function botFor(pool: SearchPool, r: BotRequest) {
  return seatBot(r.spec, r.seed, {
    runner: pool,
    clock: () => performance.now(),
    maxMillis: SAFETY_CAP_MS,
    memory: r.memory,
    people: r.people,
    field: r.field,
  });
}

/**
 * Decisions with the search on the pool's worker threads. Where a worker cannot run (it fails
 * to start, or dies mid-search), a fresh bot from the same request searches inline instead:
 * slower for the host, but the seat keeps its strength rather than dropping to the random
 * fallback, and decides as the request says (the failed attempt already drew on its bot's
 * generator).
 */
export function pooledBots(pool: SearchPool): BotDecider {
  return async (r) => {
    const bot = botFor(pool, r);
    if (!bot.decideAsync) return bot.decide(r.view, r.legal);
    try {
      return await bot.decideAsync(r.view, r.legal);
    } catch {
      return botFor(pool, r).decide(r.view, r.legal);
    }
  };
}

/** Bids at a tie (R13.2): deal valuation is light, so it runs inline, on the pool's bots. */
export function pooledBids(pool: SearchPool): BotBidder {
  return (r) => botFor(pool, r).propose?.(r.view, r.legal) ?? null;
}
