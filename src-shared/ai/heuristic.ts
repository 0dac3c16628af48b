/**
 * The heuristic bot's choices: fast rules of thumb (issue #4). Most decisions compare their
 * options by one step of look-ahead on a sampled state (simulate.ts): play the card, place
 * its tokens greedily, average the die, read the evaluation. A few decisions follow plain
 * rules: buying cards (R5.1), breaking ties (R7.3), the blackmail gate (R6.6), paying what
 * was promised (R13.3), selling out before the end (R11.1), re-rolls by their expected
 * value (R12.3). Noise, when asked for, is Gumbel noise on the values (Easy).
 */
import type { Action } from '../engine';
import { seatsIn } from '../engine/board';
import { saleGain } from '../engine/round';
import { revenge } from './attacks';
import type { Decision } from './bot';
import { buyEntry, plainOptions, sales } from './candidates';
import { breachCost, promisesBroken } from './deals/keeping';
import { projections, roundsAfter } from './evaluation';
import { describe, familyName } from './explain';
import { honest } from './personality';
import { rerollCheck } from './reroll';
import { valueOf } from './simulate';
import type { SeatState } from './situation';

export interface Scored {
  action: Action;
  value: number;
}

/**
 * Values every option by look-ahead, less the price of the promises it breaks, plus the
 * revenge a vengeful family sees in an attack on a family that betrayed it (attacks.ts).
 */
export function scoreOptions(sit: SeatState, options: readonly Action[]): Scored[] {
  const { state: s, cat, persp } = sit;
  const price = sit.breakPrice;
  return options.map((action) => {
    const broken = promisesBroken(s, action, cat);
    const value = broken > 0 && price === Infinity ? -Infinity : valueOf(s, action, persp, cat);
    return { action, value: value - breachCost(broken, price) + revenge(s, action, persp, cat) };
  });
}

/** The best of the scored options, with Gumbel noise of scale `noise` on the values. */
export function pick(sit: SeatState, scored: readonly Scored[], noise: number): Scored {
  let best = scored[0]!;
  let bestKey = -Infinity;
  for (const o of scored) {
    const key = o.value + (noise > 0 ? noise * sit.rand.gumbel() : 0);
    if (key > bestKey) {
      bestKey = key;
      best = o;
    }
  }
  return best;
}

/** Is this the last round, past the point where cards can still be turned into influence? */
function lastRound(sit: SeatState): boolean {
  return roundsAfter(sit.state, sit.cat) === 0;
}

/**
 * R11.1 vs R5.5: in Revised a card kept to the end is 1 respect, sold it is $10, 2 respect.
 * In Classic a card is cashed at $8 at the end, its sale price (R11.2): nothing to gain.
 */
export function sellOut(sit: SeatState): Decision | null {
  const sell = sales(sit.legal, sit.seat);
  const rules = sit.cat.rules;
  if (sell.length === 0 || !lastRound(sit) || saleGain(rules) <= 0) return null;
  return { action: sell[0]!, why: `sell out: $${rules.sellPrice} beats a card at the end` };
}

/** R5.1: buy while cards can still become influence, keeping a little cash. */
function buy(sit: SeatState, noise: number): Decision {
  const entry = buyEntry(sit.legal, sit.seat)!;
  const max = entry.range?.max ?? 0;
  const fam = sit.state.families[sit.seat]!;
  let want = 0;
  if (!lastRound(sit) && fam.hand.length < 6) want = fam.money >= 25 ? 2 : fam.money >= 15 ? 1 : 0;
  if (noise > 0 && sit.rand.float() < noise * 10) want += sit.rand.below(3) - 1;
  const count = Math.max(0, Math.min(max, want));
  return {
    action: { type: 'buy', seat: sit.seat, count },
    why: count > 0 ? `buy ${count}: $${fam.money} to spend` : 'buy nothing: keep the cash',
  };
}

/**
 * R5.1 with R5.5: in the last round, every card the family can pay for, where a card it does
 * not play sells back for what it cost, so the chance to play it is free (Revised); null where
 * that does not hold or nothing can be bought. A trial for Hard (the search's `buyOut`).
 */
export function buyOut(sit: SeatState): Decision | null {
  const rules = sit.cat.rules;
  if (!lastRound(sit) || rules.sellPrice < rules.cardPrice) return null;
  const count = buyEntry(sit.legal, sit.seat)?.range?.max ?? 0;
  if (count === 0) return null;
  return {
    action: { type: 'buy', seat: sit.seat, count },
    why: `buy ${count}: a card not played sells back for its $${rules.cardPrice}`,
  };
}

/**
 * R7.3, R11.1, R14.1: a tie the ring holder breaks. Itself first, then the weakest family
 * (do not feed the leader), as it promised, or against a family it resents. The ring holder's
 * sales (deals/propose.ts) read it: they offer the tie only to a family it would not favour.
 * It reads neither the legal actions nor the dice, so `ruling` can ask it of any family.
 */
export function tie(sit: Omit<SeatState, 'legal' | 'rand'>): Decision {
  const d = sit.state.pending as Extract<typeof sit.state.pending, { d: 'tie' }>;
  const proj = projections(sit.state, sit.cat);
  const price = sit.breakPrice;
  let best: Action | null = null;
  let bestScore = -Infinity;
  let reason = '';
  for (const f of seatsIn(d.among)) {
    const a: Action = { type: 'tie', seat: sit.seat, family: f };
    const broken = promisesBroken(sit.state, a, sit.cat);
    let score = (f === sit.seat ? 0.05 : 0) - proj[f]! * 0.002 - (sit.persp.spite?.[f] ?? 0) * 0.1;
    score -= Math.min(1e9, breachCost(broken, price));
    if (score > bestScore) {
      bestScore = score;
      best = a;
      reason =
        f === sit.seat
          ? ''
          : broken === 0 && hasPromise(sit, 'tieBreak')
            ? 'as promised'
            : 'the weakest family';
    }
  }
  const fam = (best as Extract<Action, { type: 'tie' }>).family;
  // Its own family first needs no reason: "tie to myself", not "tie to The Cuneos: to myself".
  return { action: best!, why: reason ? `tie to ${familyName(fam)}: ${reason}` : 'tie to myself' };
}

const hasPromise = (sit: Pick<SeatState, 'state' | 'seat'>, k: string): boolean =>
  sit.state.promises.some((p) => p.by === sit.seat && p.status === 'pending' && p.term.k === k);

/** R6.6: the blackmailer refuses by default; a promise (priced by honesty) can change that. */
function gate(sit: SeatState): Decision {
  const price = sit.breakPrice;
  const refuse: Action = { type: 'gate', seat: sit.seat, permit: false };
  const permit: Action = { type: 'gate', seat: sit.seat, permit: true };
  const refuseCost = breachCost(promisesBroken(sit.state, refuse, sit.cat), price);
  const permitCost = breachCost(promisesBroken(sit.state, permit, sit.cat), price);
  // Refusing is worth a little: a rival's gangster does nothing.
  if (0.01 - refuseCost >= -permitCost) return { action: refuse, why: 'refuse: no favours' };
  return { action: permit, why: 'permit: as promised' };
}

/** R13.3: pay a promised later payment, or break the promise, as honesty prices it. */
function due(sit: SeatState): Decision {
  const options = plainOptions(sit.legal, sit.seat);
  const pay = options.find((a) => a.type === 'due' && a.pay);
  const skip = options.find((a) => a.type === 'due' && !a.pay)!;
  if (!pay) {
    const sell = sales(sit.legal, sit.seat);
    if (honest(sit.persona) && sell.length > 0)
      return { action: sell[0]!, why: 'sell a card to pay as promised' };
    return { action: skip, why: 'cannot pay' };
  }
  const [paid, skipped] = scoreOptions(sit, [pay, skip]);
  if (paid!.value >= skipped!.value) return { action: pay, why: 'pay as promised' };
  return { action: skip, why: 'keep the money' };
}

/** A family to let place one token (R10.5): the weakest one. */
function letOtherPlace(sit: SeatState, options: Action[]): Decision {
  const proj = projections(sit.state, sit.cat);
  let best = options[0]!;
  for (const a of options)
    if (a.type === 'family' && best.type === 'family' && proj[a.family]! < proj[best.family]!)
      best = a;
  return { action: best, why: `${describe(best, sit.state, sit.cat)}: the weakest family` };
}

/** Chooses for the seat's pending decision (offers and answers are the deal code's). */
export function heuristicChoice(sit: SeatState, noise: number): Decision {
  const s = sit.state;
  const d = s.pending!;
  const options = plainOptions(sit.legal, sit.seat);
  switch (d.d) {
    case 'buy':
      return buy(sit, noise);
    case 'tie':
      return tie(sit);
    case 'gate':
      return gate(sit);
    case 'due':
      return due(sit);
    case 'family':
      if (s.stack[s.stack.length - 1]?.f === 'card') return letOtherPlace(sit, options);
      break;
    case 'window': {
      const withSales = [...options, ...sales(sit.legal, sit.seat)];
      const reroll = rerollCheck(s, withSales, sit.persp, sit.cat, sit.breakPrice);
      if (reroll) return { action: reroll.action, why: reroll.why };
      break;
    }
  }
  const weighed = options.filter((a) => a.type !== 'reroll');
  if (weighed.length === 1) {
    if (weighed[0]!.type === 'pass') return sellOut(sit) ?? { action: weighed[0]!, why: 'pass' };
    return { action: weighed[0]!, why: `${describe(weighed[0]!, s, sit.cat)}: the only option` };
  }
  const scored = scoreOptions(sit, weighed);
  const best = pick(sit, scored, noise);
  if (best.action.type === 'pass') {
    const out = sellOut(sit);
    if (out) return out;
  }
  const pass = scored.find((o) => o.action.type === 'pass');
  return { action: best.action, why: `${describe(best.action, s, sit.cat)}${because(best, pass)}` };
}

/**
 * Why, in a player's words (issue #16): whether the move beats doing nothing, never the
 * bot's own estimate of its chances, which would tell the table how it weighs the game.
 */
function because(best: Scored, pass: Scored | undefined): string {
  if (best.action.type === 'pass') return ': nothing here is worth it';
  if (!pass) return ': the best of what I can do';
  return best.value - pass.value > 0.02 ? ': better than passing' : ': a small edge over passing';
}
