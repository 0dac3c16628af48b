/**
 * Random legal play with probes, for the property tests and the soak program: at every
 * step it checks the invariants, every seat's view, that an illegal or malformed action is
 * refused with a code and changes nothing, and now and then a JSON round trip.
 */
import type { Action, LegalAction } from '../actions';
import { apply, createGame, legalActions } from '../flow';
import { hash } from '../hash';
import { randomBelow, seedRng, type Seeded } from '../rng';
import type { GameState, HouseRules } from '../state';
import type { Term } from '../deals/types';
import type { Edition } from '../vocabulary';
import { view } from '../view';
import { brokenInvariant, viewLeak } from './invariants';

export interface WalkResult {
  steps: number;
  offers: number;
  probes: number;
  final: GameState;
  actions: Action[];
  violation: string | null;
}

const pick = <T>(r: Seeded, xs: readonly T[]): T => xs[randomBelow(r, xs.length)]!;

function concrete(r: Seeded, l: LegalAction): Action {
  if (!l.range) return l.action;
  return {
    ...l.action,
    [l.range.key]: l.range.min + randomBelow(r, l.range.max - l.range.min + 1),
  } as Action;
}

function randomTerm(r: Seeded, s: GameState): Term {
  const g = () => pick(r, s.board);
  const fam = () => randomBelow(r, s.families.length);
  const yes = () => randomBelow(r, 2) === 0;
  switch (randomBelow(r, 8)) {
    case 0:
      return { k: 'pay', amount: 1 + randomBelow(r, 8) };
    case 1:
      return {
        k: 'payLater',
        amount: 1 + randomBelow(r, 12),
        when: yes() ? 'endOfPhase' : 'endOfRound',
      };
    case 2:
      // Now and then the tie for the Vendetta card (R14.1), refused with the house rule off.
      return { k: 'tieBreak', gangster: randomBelow(r, 4) === 0 ? -1 : g(), family: fam() };
    case 3:
      return { k: 'gate', gangster: g(), permit: yes() };
    case 4:
      return {
        k: 'activate',
        gangster: g(),
        power: pick(r, ['gangster', 'position', 'move', 'pass'] as const),
        target: yes() ? g() : -1,
      };
    case 5:
      return { k: 'spare', family: fam() };
    case 6:
      return { k: 'reroll', pay: yes() };
    default:
      return { k: 'influence', gangster: g(), place: yes() };
  }
}

/** Junk that must be refused: wrong seat, unknown type, broken fields, non-objects. */
function junk(r: Seeded, s: GameState, a: Action): unknown {
  switch (randomBelow(r, 6)) {
    case 0: {
      // Another seat than the only one that may act (offers aside, which several seats may make).
      const other =
        (s.pending!.seat + 1 + randomBelow(r, s.families.length - 1)) % s.families.length;
      return { type: 'pass', seat: other };
    }
    case 1:
      return { type: 'teleport', seat: a.seat };
    case 2:
      return { ...a, extra: 1 };
    case 3:
      return pick(r, [null, 42, 'pass', [], {}]);
    case 4:
      return { type: 'target', seat: a.seat, gangster: -7, column: 99, count: 1e9 };
    default:
      return { type: 'play', seat: a.seat, card: 999, mode: 'influence', ante: -1 };
  }
}

export function randomWalk(
  seed: number,
  house: Partial<HouseRules> = {},
  players = 3 + (seed % 3),
  edition: Edition = 'revised',
): WalkResult {
  const r: Seeded = { rng: seedRng(seed ^ 0x5bd1e995) };
  const created = createGame({
    seed,
    players,
    edition,
    house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1, ...house },
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const respect = s.families.map(() => 0);
  const actions: Action[] = [];
  let offers = 0;
  let probes = 0;
  const fail = (violation: string): WalkResult => ({
    steps: actions.length,
    offers,
    probes,
    final: s,
    actions,
    violation,
  });
  while (s.pending) {
    const legal = legalActions(s);
    const plain = legal.filter((l) => !l.terms);
    let action = concrete(r, pick(r, plain));
    const talk = legal.filter((l) => l.terms);
    if (talk.length > 0 && randomBelow(r, 8) === 0) {
      const t = pick(r, talk);
      action = {
        ...t.action,
        give: randomBelow(r, 2) ? [randomTerm(r, s)] : [],
        get: [randomTerm(r, s)],
      } as Action;
      offers++;
    }
    const before = hash(s);
    const probe = junk(r, s, action);
    const bad = apply(s, probe);
    probes++;
    if (bad.ok) return fail(`junk was accepted: ${JSON.stringify(probe)}`);
    if (!bad.error.code) return fail('a refusal without a code');
    if (hash(s) !== before) return fail('a refused action changed the state');
    const done = apply(s, action);
    if (!done.ok) {
      // A random offer can be refused for its terms; that is the engine doing its job.
      if (done.error.code === 'bad-terms') continue;
      return fail(`legal action refused (${done.error.code}): ${JSON.stringify(action)}`);
    }
    for (const e of done.value.events) if (e.e === 'respect') respect[e.seat]! += e.delta;
    s = done.value.state;
    actions.push(action);
    const broken = brokenInvariant(s, respect);
    if (broken) return fail(broken);
    for (let seat = 0; seat < s.families.length; seat++) {
      const leak = viewLeak(view(s, seat), s);
      if (leak) return fail(leak);
    }
    if (actions.length > 20_000) return fail('the game does not end');
  }
  return { steps: actions.length, offers, probes, final: s, actions, violation: null };
}
