/**
 * Random legal games for the renderer's tests: each step yields the state, the seat that
 * decides, and what that seat receives (its view and legal actions), the way the host sends
 * them. Seeded, so a failure names the game and the step.
 */
import {
  applyTrusted,
  catalogFor,
  checkAction,
  createGame,
  legalActions,
  legalFor,
  view,
  type Action,
  type Edition,
  type GameEvent,
  type GameState,
  type GameView,
  type HouseRules,
  type LegalAction,
  type Term,
} from '../../src-shared/engine';
import { namesFor, type Names } from '../names';
import { termSpecs, withField, type TermSpec } from '../model/deals/dealTerms';

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** A concrete action from a legal entry, a random value inside its range. */
export function concrete(r: () => number, l: LegalAction): Action {
  if (!l.range) return l.action;
  const v = l.range.min + Math.floor(r() * (l.range.max - l.range.min + 1));
  return { ...l.action, [l.range.key]: v } as Action;
}

export const testNames = (v: GameView): Names =>
  namesFor(v, catalogFor(v.options.edition), (s) => `Family ${s + 1}`);

export interface Step {
  state: GameState;
  seat: number;
  view: GameView;
  legal: LegalAction[];
  /** Events of the action that led here. */
  events: GameEvent[];
}

export interface WalkOptions {
  seed: number;
  players?: number;
  house?: Partial<HouseRules>;
  /** Stop after this many actions. */
  maxSteps?: number;
  /** Share of decisions where the deciding seat first makes an offer written with the composer's menus. */
  offers?: number;
  /** R14.6: Revised when absent. */
  edition?: Edition;
}

/** A term from the composer's menus with random values in each field. */
function randomTerm(r: () => number, spec: TermSpec): Term {
  let t = spec.initial;
  for (const f of spec.fields) {
    const v =
      'options' in f
        ? pick(r, f.options as { value: number | string | boolean }[]).value
        : f.min + Math.floor(r() * (f.max - f.min + 1));
    t = withField(spec, t, f.key, v);
  }
  return t;
}

/** An offer written the way a player writes one: terms from `termSpecs` only. */
export function composedOffer(r: () => number, s: GameState, offer: Action): Action {
  if (offer.type !== 'offer') return offer;
  const v = view(s, offer.seat);
  const names = testNames(v);
  const side = (by: number, to: number) => {
    const terms: Term[] = [];
    for (let n = Math.floor(r() * 3); n > 0; n--) {
      const specs = termSpecs(v, by, to, names, terms);
      if (specs.length > 0) terms.push(randomTerm(r, pick(r, specs)));
    }
    return terms;
  };
  const give = side(offer.seat, offer.to);
  const get = side(offer.to, offer.seat);
  if (give.length + get.length === 0) {
    // At least one term: the proposer's first, else the receiver's (at the final scoring a
    // family without money may have none to give, R11.2).
    const mine = termSpecs(v, offer.seat, offer.to, names);
    const spec = mine[0] ?? termSpecs(v, offer.to, offer.seat, names)[0]!;
    (mine.length > 0 ? give : get).push(spec.initial);
  }
  return { ...offer, give, get };
}

/** Plays a random game, yielding every decision. */
export function* randomGame(o: WalkOptions): Generator<Step> {
  const created = createGame({
    seed: o.seed,
    players: o.players ?? 4,
    edition: o.edition ?? 'revised',
    house: { vendetta: false, bindingDeals: false, longGame: false, rerollTokens: 1, ...o.house },
  });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const r = rng(o.seed);
  let events: GameEvent[] = [];
  for (let n = 0; s.pending && n < (o.maxSteps ?? 5000); n++) {
    const seat = s.pending.seat;
    yield { state: s, seat, view: view(s, seat), legal: legalFor(s, seat), events };
    const all = legalActions(s);
    const offers = all.filter((l) => l.action.type === 'offer' && l.action.seat === seat);
    let action: Action;
    if (offers.length > 0 && r() < (o.offers ?? 0)) {
      action = composedOffer(r, s, pick(r, offers).action);
      // The composer offers only terms the engine holds (model/deals/dealTerms.ts).
      const problem = checkAction(s, action);
      if (problem) throw new Error(`A composed offer was refused: ${problem.message}`);
    } else {
      // Mostly doing something rather than selling or passing: tokens pile up, so arrests,
      // Snitches and ties come up as they do in real games.
      const plain = all.filter((l) => !l.terms);
      const busy = plain.filter((l) => l.action.type !== 'sell' && l.action.type !== 'pass');
      action = concrete(r, pick(r, busy.length > 0 && r() < 0.85 ? busy : plain));
    }
    events = applyTrusted(s, action);
  }
}
