/**
 * Which of its own pending promises an action would break (R13.3), mirroring the moments at
 * which the engine settles them (engine/deals/promises.ts). Without Binding Deals a bot
 * decides itself whether to keep its word; its honesty prices the breach (personality.ts).
 */
import { applyTrusted, cloneState } from '../../engine';
import type { Action, DealPromise, GameEvent } from '../../engine';
import type { Catalog } from '../../engine/catalog';
import type { GameState } from '../../engine/state';
import { attackedFamily } from '../attacks';

function* mine(s: GameState, seat: number): Generator<DealPromise> {
  for (const p of s.promises) if (p.status === 'pending' && p.by === seat) yield p;
}

const spares = (p: DealPromise, victim: number): boolean =>
  p.term.k === 'spare' && victim >= 0 && p.term.family === victim;

/**
 * How many of `seat`'s promises that pass `kind` the action breaks at once, tried on a copy so
 * the count is the engine's own. Used where the moment of breaking is the engine's to tell:
 * a card whose icon has one legal target places its tokens itself (R10,
 * docs/rules-decisions.md), breaking a promise to stay off that gangster; a pass breaks a
 * promise to re-roll the die only if it closes the window (R13.1).
 */
function brokenOnCopy(
  s: GameState,
  a: Action,
  seat: number,
  kind: (p: DealPromise) => boolean,
): number {
  if (![...mine(s, seat)].some(kind)) return 0;
  const events: GameEvent[] = [];
  applyTrusted(cloneState(s), a, events);
  return events.filter(
    (e) =>
      e.e === 'promise' &&
      e.status === 'broken' &&
      s.promises.some((p) => p.id === e.promise && p.by === seat && kind(p)),
  ).length;
}

/** A promise to stay off a gangster (R13.1). */
const staysOff = (p: DealPromise): boolean => p.term.k === 'influence' && !p.term.place;

/** A promise to pay for a re-roll of the die now rolled (R13.1). */
export const owesReroll = (p: DealPromise): boolean =>
  p.status === 'pending' && p.term.k === 'reroll' && p.term.pay && p.armed;

/** The price of breaking `broken` promises (none breaks nothing, whatever the price). */
export const breachCost = (broken: number, price: number): number =>
  broken === 0 ? 0 : broken * price;

/** How many of `seat`'s pending promises `a` would break now. */
export function promisesBroken(s: GameState, a: Action, cat: Catalog): number {
  const d = s.pending;
  if (!d || s.promises.length === 0) return 0;
  const seat = a.seat;
  const top = s.stack[s.stack.length - 1];
  const victim = attackedFamily(s, a, cat);
  let n = a.type === 'play' || a.type === 'crewCard' ? brokenOnCopy(s, a, seat, staysOff) : 0;
  if (a.type === 'pass' && d.d === 'window') n += brokenOnCopy(s, a, seat, owesReroll);
  for (const p of mine(s, seat)) {
    const t = p.term;
    if (spares(p, victim)) n++;
    switch (a.type) {
      case 'tie':
        if (d.d === 'tie' && t.k === 'tieBreak' && t.gangster === d.gangster)
          if ((d.among & (1 << t.family)) !== 0 && t.family !== a.family) n++;
        break;
      case 'gate':
        if (d.d === 'gate' && t.k === 'gate' && t.gangster === d.gangster && t.permit !== a.permit)
          n++;
        break;
      case 'pass':
        if (d.d === 'activate' && t.k === 'activate' && t.gangster === d.gangster)
          if (t.power !== 'pass') n++;
        if (d.d === 'turn' && t.k === 'influence' && t.place) n++;
        break;
      case 'activate':
        if (t.k === 'activate' && d.d === 'activate' && t.gangster === d.gangster) {
          if (t.power !== a.power || (a.power === 'move' && t.target !== a.target)) n++;
        }
        break;
      case 'target':
        if (top?.f === 'effect') {
          if (
            t.k === 'activate' &&
            p.armed &&
            top.gangster === t.gangster &&
            top.picks.length === 0
          )
            if (t.target !== a.gangster) n++;
        } else if (top?.f === 'card' || top?.f === 'opening') {
          // Its own card's tokens, another family's card letting it place (R10), an opening placement.
          if (t.k === 'influence' && t.gangster === a.gangster && !t.place) n++;
        }
        break;
      case 'decline':
        // R13.3: declining the promised power's target breaks the promise (promises.ts onPowerTarget).
        if (
          top?.f === 'effect' &&
          t.k === 'activate' &&
          p.armed &&
          top.gangster === t.gangster &&
          top.picks.length === 0
        )
          n++;
        break;
      case 'reroll':
        if (t.k === 'reroll' && p.armed && !t.pay) n++;
        break;
      case 'due':
        if (d.d === 'due' && p.id === d.promise && !a.pay) n++;
        break;
    }
  }
  return n;
}
