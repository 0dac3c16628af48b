/**
 * What a finished campaign game leaves behind (issue #13), read from its own public events:
 * the result, each seat's kept and broken promises and deals made, its respect after every
 * round (the campaign screen's chart), the biggest swing and the worst betrayal, told in a
 * sentence each. Only what everyone at the table saw: no hand, no hidden card.
 */
import {
  apply,
  catalogFor,
  createGame,
  finalTie,
  roundInPlay,
  view,
  type Action,
  type FinalTie,
  type GameResult,
  type GameState,
} from '../engine';
import { ledgerRecords, type Record as Word } from '../ai/trust';

export interface GameTale {
  result: GameResult;
  /** A tie for the win and what broke it (R11.1, R11.2); absent when one family led. */
  tie?: FinalTie;
  /** Each seat's promises kept and broken in this game (the public ledger). */
  word: Word[];
  /** Accepted offers each seat was party to. */
  deals: number[];
  /**
   * Each seat's respect at the start and at the end of every round (row k: after round k);
   * the last row is the final total, after the final scoring.
   */
  respect: number[][];
  /** The largest change of one family's respect within one round. */
  swing: { seat: number; round: number; delta: number } | null;
  /** The broken promise whose victim lost the most respect in the round it was broken. */
  betrayal: { by: number; to: number; round: number; cost: number } | null;
}

export type TaleProblem = { code: 'replay-failed' | 'not-over'; message: string };

/** Plays the game's log again and gathers its tale; the game must have ended. */
export function tellGame(
  options: unknown,
  actions: readonly unknown[],
): { ok: true; value: GameTale } | { ok: false; error: TaleProblem } {
  const created = createGame(options);
  if (!created.ok)
    return { ok: false, error: { code: 'replay-failed', message: created.error.message } };
  let s: GameState = created.value;
  const cat = catalogFor(s.options.edition);
  const n = s.families.length;
  const respect: number[][] = [s.families.map((f) => f.respect)];
  const deals = new Array<number>(n).fill(0);
  /** Respect lost by each seat in each round, for the cost of a betrayal. */
  const lost = new Map<string, number>();
  const brokenAt = new Map<number, number>();
  const parties = new Map<number, [number, number]>();
  let round = s.round;
  for (const [i, raw] of actions.entries()) {
    const r = apply(s, raw as Action);
    if (!r.ok) {
      return {
        ok: false,
        error: { code: 'replay-failed', message: `Move ${i + 1}: ${r.error.message}` },
      };
    }
    for (const e of r.value.events) {
      if (e.e === 'offer') parties.set(e.offer, [e.from, e.to]);
      else if (e.e === 'answer' && e.accept) {
        const offer = parties.get(e.offer);
        if (offer) {
          for (const seat of offer) deals[seat] = (deals[seat] ?? 0) + 1;
        }
      } else if (e.e === 'respect' && e.delta < 0) {
        const key = `${e.seat}:${roundInPlay(r.value.state, cat)}`;
        lost.set(key, (lost.get(key) ?? 0) - e.delta);
      } else if (e.e === 'promise' && e.status === 'broken') {
        // A payment not made at a round's end breaks the word in that round (R13.3).
        brokenAt.set(e.promise, roundInPlay(r.value.state, cat));
      }
    }
    s = r.value.state;
    // The game's end moves the round on too: its row is the last round's end, added below.
    if (s.round !== round && s.pending !== null) {
      respect.push(s.families.map((f) => f.respect));
      round = s.round;
    }
  }
  if (!s.result) {
    return { ok: false, error: { code: 'not-over', message: 'The game has not ended.' } };
  }
  const result = s.result;
  // The last round's end (respect before the final scoring, R11.3), then the final totals.
  const final = [...result.families].sort((a, b) => a.seat - b.seat);
  respect.push(final.map((f) => f.board));
  respect.push(final.map((f) => f.total));

  let swing: GameTale['swing'] = null;
  for (let k = 1; k < respect.length; k++) {
    for (let seat = 0; seat < n; seat++) {
      const delta = respect[k]![seat]! - respect[k - 1]![seat]!;
      if (delta !== 0 && (!swing || Math.abs(delta) > Math.abs(swing.delta)))
        swing = { seat, round: k, delta };
    }
  }
  let betrayal: GameTale['betrayal'] = null;
  for (const p of s.promises) {
    if (p.status !== 'broken') continue;
    const at = brokenAt.get(p.id) ?? p.round;
    const cost = lost.get(`${p.to}:${at}`) ?? 0;
    if (!betrayal || cost > betrayal.cost) betrayal = { by: p.by, to: p.to, round: at, cost };
  }
  // Read from the public view of the end: who was level, and what broke the tie.
  const tie = finalTie(view(s, -1), cat);
  return {
    ok: true,
    value: {
      result,
      ...(tie ? { tie } : {}),
      word: ledgerRecords(s.promises, s.offers, n),
      deals,
      respect,
      swing,
      betrayal,
    },
  };
}
