/**
 * Why not (issue #16): for the seat that must decide, what its prompt does not offer and
 * why, read from the same rules the legal-action generator applies: a card in hand that
 * cannot be played a given way, a power it cannot afford, a gangster a binding promise keeps
 * it from targeting, a re-roll it cannot buy. Only that seat's own hand and public facts go
 * in, so the list is as private as its legal actions.
 */
import type { Catalog } from './catalog';
import { controlOf } from './board';
import { purse } from './hand';
import { moveTargets } from './crew';
import { sparedTarget, rerollRule } from './deals/binding';
import { effectUsable, minimumCost, whackTargets } from './effects';
import type { ActiveEffect } from '../content/schema';
import { catalogFor } from './catalog';
import { legalActions } from './flow';
import { atEndWindow, type FrameOf } from './frames';
import { iconTargets } from './placement';
import { arrestThreshold } from './ruleset';
import type { GameState } from './state';
import { snitchTargets } from './windows';

/** What is not offered. */
export type Subject =
  | { k: 'card'; card: number; mode: 'influence' | 'or' | 'snitch' }
  | { k: 'power'; power: 'position' | 'gangster' }
  | { k: 'target'; gangster: number }
  | { k: 'reroll' };

/** Why, as facts the table words for its reader. */
export type Reason =
  /** R5.3: every play costs at least the ante. */
  | { code: 'ante'; ante: number; money: number }
  /** R10.2: the icons need more tokens than the family has left. */
  | { code: 'supply'; need: number; supply: number }
  /** R10.1: no gangster of the icons' types (or in their positions) is on the board. */
  | { code: 'noGangster' }
  /** R13.4: binding promises keep the family's tokens off every gangster the icons could take. */
  | { code: 'promisedPlacement' }
  /** R10.10, R12.2: the cheapest use costs more than the family has (cards sold included, where allowed). */
  | { code: 'cost'; cost: number; money: number }
  /** R10.12: the ability has nothing to act on now. */
  | { code: 'noTarget' }
  /** R10.8: no gangster has reached the arrest threshold. */
  | { code: 'snitch'; threshold: number }
  /** R13.4: a binding promise to spare this family's gangsters. */
  | { code: 'spared'; family: number }
  /** R12.3: a re-roll costs a token or the price in cash. */
  | { code: 'reroll'; price: number; money: number }
  /** R13.4: a binding promise not to pay for this re-roll. */
  | { code: 'promisedNoReroll' };

export interface Blocked {
  subject: Subject;
  reason: Reason;
  /** The rule that says so. */
  rule: string;
}

const RULE: Record<Reason['code'], string> = {
  ante: 'R5.3',
  supply: 'R10.2',
  noGangster: 'R10.1',
  promisedPlacement: 'R13.4',
  cost: 'R10.10',
  noTarget: 'R10.12',
  snitch: 'R10.8',
  spared: 'R13.4',
  reroll: 'R12.3',
  promisedNoReroll: 'R13.4',
};

const blocked = (subject: Subject, reason: Reason): Blocked => ({
  subject,
  reason,
  rule: RULE[reason.code],
});

/** What `seat`'s prompt leaves out now, and why; empty unless `seat` must decide. */
export function whyNot(s: GameState, seat: number): Blocked[] {
  const d = s.pending;
  if (!d || d.seat !== seat) return [];
  const cat = catalogFor(s.options.edition);
  const legal = legalActions(s).filter((l) => l.action.seat === seat);
  const out: Blocked[] = [];
  const top = s.stack[s.stack.length - 1];
  // R11.1: the game's last window is for selling alone; its question says so.
  if (d.d === 'turn' || (d.d === 'window' && !atEndWindow(s))) snitchBlocks(s, seat, cat, out);
  if (d.d === 'turn') turnBlocks(s, seat, legal, cat, out);
  if (d.d === 'activate' && top?.f === 'crew') activationBlocks(s, seat, top, legal, cat, out);
  if (
    d.d === 'target' &&
    top?.f === 'effect' &&
    top.effect.kind === 'whack' &&
    top.picks.length === 0
  )
    spared(s, seat, whackTargets(unbound(s), seat, top.gangster, cat), cat, out);
  if (d.d === 'window' && top?.f === 'window') windowBlocks(s, seat, top, legal, cat, out);
  return out;
}

type Legal = ReturnType<typeof legalActions>;

/** The same position as if no promise bound anyone: what the rules alone would allow. */
const unbound = (s: GameState): GameState => ({
  ...s,
  options: { ...s.options, house: { ...s.options.house, bindingDeals: false } },
});

function turnBlocks(s: GameState, seat: number, legal: Legal, cat: Catalog, out: Blocked[]) {
  const fam = s.families[seat]!;
  const offered = (card: number, mode: string) =>
    legal.some((l) => l.action.type === 'play' && l.action.card === card && l.action.mode === mode);
  const anyPlay = legal.some((l) => l.action.type === 'play');
  const anteDue = !anyPlay && fam.hand.length > 0 && s.ante > fam.money;
  for (const card of fam.hand) {
    const c = cat.cards[card]!;
    if (c.snitch) continue;
    if (anteDue) {
      out.push(
        blocked(
          { k: 'card', card, mode: 'influence' },
          { code: 'ante', ante: s.ante, money: fam.money },
        ),
      );
      continue;
    }
    if (c.icons.length > 0 && !offered(card, 'influence')) {
      const need = Math.min(...c.icons.map((i) => i.n));
      const reason: Reason =
        fam.supply < need
          ? { code: 'supply', need, supply: fam.supply }
          : c.icons.some((i) => iconTargets(unbound(s), seat, i, cat).length > 0)
            ? { code: 'promisedPlacement' }
            : { code: 'noGangster' };
      out.push(blocked({ k: 'card', card, mode: 'influence' }, reason));
    }
    // R5.3: an OR ability is paid for after the ante (which is 0 until it opens).
    if (c.or && !offered(card, 'or'))
      out.push(
        blocked(
          { k: 'card', card, mode: 'or' },
          effectReason(s, seat, c.or, -1, cat, fam.money - s.ante),
        ),
      );
  }
}

/** Why an effect cannot be used: its cheapest use costs too much, or it has no target. */
function effectReason(
  s: GameState,
  seat: number,
  e: ActiveEffect,
  gangster: number,
  cat: Catalog,
  budget: number,
): Reason {
  if (e.kind === 'whack') {
    const cost = minimumCost(s, seat, e, gangster, cat);
    if (Number.isFinite(cost) && cost > budget) return { code: 'cost', cost, money: budget };
  }
  return { code: 'noTarget' };
}

function activationBlocks(
  s: GameState,
  seat: number,
  f: FrameOf<'crew'>,
  legal: Legal,
  cat: Catalog,
  out: Blocked[],
) {
  const g = s.board[f.slot]!;
  const has = (power: 'position' | 'gangster') =>
    legal.some((l) => l.action.type === 'activate' && l.action.power === power);
  // R12.2: a power's cost may be paid by selling cards, as effectUsable counts it.
  const budget = purse(s, seat, cat);
  const position = cat.content.positions[f.slot]!.power.effect;
  if (!has('position') && !effectUsable(s, seat, position, g, cat))
    out.push(
      blocked({ k: 'power', power: 'position' }, effectReason(s, seat, position, g, cat, budget)),
    );
  const own = cat.gangsters[g]!.power;
  if (own && !has('gangster') && !effectUsable(s, seat, own, g, cat))
    out.push(
      blocked({ k: 'power', power: 'gangster' }, effectReason(s, seat, own, g, cat, budget)),
    );
  spared(s, seat, moveTargets(unbound(s), seat, f.slot, cat), cat, out);
}

/** Each gangster of `candidates` a binding "spare" promise keeps `seat` from targeting. */
function spared(s: GameState, seat: number, candidates: number[], cat: Catalog, out: Blocked[]) {
  for (const g of candidates) {
    if (!sparedTarget(s, seat, g, cat)) continue;
    out.push(
      blocked({ k: 'target', gangster: g }, { code: 'spared', family: controlOf(s, g, cat) }),
    );
  }
}

function windowBlocks(
  s: GameState,
  seat: number,
  f: FrameOf<'window'>,
  legal: Legal,
  cat: Catalog,
  out: Blocked[],
) {
  const fam = s.families[seat]!;
  if (f.why === 'roll' && !legal.some((l) => l.action.type === 'reroll')) {
    out.push(
      blocked(
        { k: 'reroll' },
        rerollRule(s, seat) === 'mustNot'
          ? { code: 'promisedNoReroll' }
          : { code: 'reroll', price: cat.rules.rerollPrice, money: fam.money },
      ),
    );
  }
}

/** R10.8: the Snitches of the hand, when no gangster is at the arrest threshold. */
function snitchBlocks(s: GameState, seat: number, cat: Catalog, out: Blocked[]) {
  if (snitchTargets(s, cat).length > 0) return;
  const threshold = arrestThreshold(cat.rules, s.families.length);
  for (const card of s.families[seat]!.hand)
    if (cat.cards[card]!.snitch)
      out.push(blocked({ k: 'card', card, mode: 'snitch' }, { code: 'snitch', threshold }));
}
