/** Tiny flag parsing for the command-line programs: `--name value` and `--flag`. */
import type { LatencySummary } from '../src-shared/ai/tournament';
import { EDITIONS, type Edition } from '../src-shared/engine';

export function flags(argv: string[] = process.argv.slice(2)) {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    has: (name: string) => argv.includes(`--${name}`),
    str: (name: string, fallback: string) => get(name) ?? fallback,
    num(name: string, fallback: number): number {
      const v = get(name);
      if (v === undefined) return fallback;
      const n = Number(v);
      if (!Number.isFinite(n)) {
        console.error(`--${name} needs a number, got "${v}".`);
        process.exit(2);
      }
      return n;
    },
  };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** `--edition revised|classic` (R14.6), Revised by default; anything else ends the program. */
export function editionFlag(f: ReturnType<typeof flags>): Edition {
  const edition = f.str('edition', 'revised') as Edition;
  if (!EDITIONS.includes(edition)) {
    console.error(`--edition is ${EDITIONS.join(' or ')}, got "${edition}".`);
    process.exit(2);
  }
  return edition;
}

/**
 * Process CPU time in ms: on a shared machine the wall clock also counts other programs'
 * work; the tournaments are single-threaded, so their CPU time is the bots' own.
 */
export function cpuClock(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A bot's decision latencies in one line, as the tournament and the paired games print them. */
export const latencyText = (play: LatencySummary, deal: LatencySummary): string =>
  `decisions ${play.count}: median ${ms(play.median)}, p95 ${ms(play.p95)}` +
  `  deals/bids ${deal.count}: median ${ms(deal.median)}, p95 ${ms(deal.p95)}, max ${ms(deal.max)}`;
