/**
 * The engine's driver: runs frames until a decision is needed, lists the legal answers,
 * and applies one. `applyTrusted` mutates in place and is what the search uses; `apply`
 * validates against `legalActions` (the one source of legality) and never changes its input.
 */
import type { Action, LegalAction } from './actions';
import { catalogFor } from './catalog';
import { cloneState } from './clone';
import type { Ctx, FrameHandler } from './context';
import { top } from './context';
import type { GameEvent } from './events';
import type { FrameKind } from './frames';
import type { GameState } from './state';
import { draw, turns } from './business';
import { card } from './cards';
import { crew } from './crew';
import { move, whack } from './dice';
import { effect } from './effects';
import { feds } from './feds';
import { checkRing, due, final, game, negotiate, ring } from './round';
import { window } from './windows';
import { opening } from './opening';
import { promoteHandler } from './promotion';
import { sellCard } from './hand';
import { addOfferTemplates, checkTerms, makeOffer } from './deals/offers';
import { TermsSchema } from './deals/schema';
import { err, ok, type Result } from '../result';
import { parseOptions, setupState, type SetupError } from './setup';
import type { Term } from './deals/types';

const HANDLERS: { [K in FrameKind]: FrameHandler<K> } = {
  game,
  draw,
  turns,
  card,
  effect,
  crew,
  move,
  whack,
  window,
  ring,
  feds,
  final,
  negotiate,
  due,
  opening,
  promote: promoteHandler,
};

// Each handler only ever receives frames of its own kind.
const handlerOf = (f: { f: FrameKind }) => HANDLERS[f.f] as FrameHandler<FrameKind>;

/** Advances the game until it needs a decision or ends. */
export function run(s: GameState, ctx: Ctx) {
  let guard = 0;
  for (;;) {
    // R7.4: the ring moves at once, also when a step placed tokens before asking something.
    if (checkRing(s, ctx)) {
      s.pending = null;
      continue;
    }
    if (s.pending !== null || s.stack.length === 0) return;
    const f = top(s);
    handlerOf(f).step(s, f as never, ctx);
    if (++guard > 1_000_000) throw new Error(`The flow is stuck at frame "${f.f}".`);
  }
}

/** R3 then the flow up to the first decision. */
export function createGame(input: unknown): Result<GameState, SetupError> {
  const options = parseOptions(input);
  if (!options.ok) return options;
  const setup = setupState(options.value);
  if (!setup.ok) return setup;
  const s = setup.value;
  const cat = catalogFor(s.options.edition);
  s.stack.push({ f: 'game', next: 0, open: false });
  // R3.6 Classic: the opening placements come before round 1.
  if (cat.rules.initialPlacements > 0) s.stack.push({ f: 'opening', start: s.ring, k: 0 });
  run(s, { cat, ev: [] });
  return ok(s);
}

/** Every legal action of every seat that may act now (DESIGN.md §3). */
export function legalActions(s: GameState): LegalAction[] {
  const out: LegalAction[] = [];
  const d = s.pending;
  if (!d) return out;
  const f = top(s);
  handlerOf(f).legal?.(s, f as never, d, out, catalogFor(s.options.edition));
  addOfferTemplates(s, out);
  return out;
}

/** The seats that may act now: the decision's seat, plus bidders at a tie (R13.2). */
export function actingSeats(s: GameState): number[] {
  if (!s.pending) return [];
  const seats = new Set(legalActions(s).map((l) => l.action.seat));
  return [...seats];
}

/** Applies a legal action in place, appending what happened to `ev`. The caller guarantees legality. */
export function applyTrusted(s: GameState, a: Action, ev: GameEvent[] = []): GameEvent[] {
  const ctx: Ctx = { cat: catalogFor(s.options.edition), ev };
  const d = s.pending!;
  s.seq++;
  if (a.type === 'sell') {
    sellCard(s, a.seat, a.card, ctx);
    return ev;
  }
  s.pending = null;
  if (a.type === 'offer') makeOffer(s, a, ctx);
  else {
    if (a.type !== 'answer' && a.type !== 'counter') s.talk.fill(0);
    const f = top(s);
    handlerOf(f).answer?.(s, f as never, a, ctx, d);
  }
  run(s, ctx);
  return ev;
}

export type ApplyErrorCode = 'malformed' | 'game-over' | 'not-your-turn' | 'illegal' | 'bad-terms';

export interface ApplyError {
  code: ApplyErrorCode;
  message: string;
}

function matches(l: LegalAction, a: Record<string, unknown>): boolean {
  const x = l.action as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  if (Object.keys(a).length !== keys.length) return false;
  for (const k of keys) {
    const v = a[k];
    if (l.terms && (k === 'give' || k === 'get')) {
      if (!Array.isArray(v)) return false;
    } else if (l.range && k === l.range.key) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < l.range.min || v > l.range.max)
        return false;
    } else if (x[k] !== v) return false;
  }
  return true;
}

/** Finds why an action cannot be taken now, or null when it is legal. */
export function checkAction(s: GameState, input: unknown): ApplyError | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { code: 'malformed', message: 'An action must be an object.' };
  }
  const a = input as Record<string, unknown>;
  if (typeof a.type !== 'string' || typeof a.seat !== 'number') {
    return { code: 'malformed', message: 'An action needs a type and a seat.' };
  }
  if (!s.pending) return { code: 'game-over', message: 'The game is over.' };
  const legal = legalActions(s);
  if (!legal.some((l) => l.action.seat === a.seat)) {
    return { code: 'not-your-turn', message: `Family ${Number(a.seat) + 1} cannot act now.` };
  }
  const match = legal.find((l) => matches(l, a));
  if (!match)
    return { code: 'illegal', message: `"${a.type}" with these choices is not legal now.` };
  if (match.terms) {
    const give = TermsSchema.safeParse(a.give);
    const get = TermsSchema.safeParse(a.get);
    if (!give.success || !get.success)
      return { code: 'bad-terms', message: 'The terms of this offer are not readable.' };
    const from = a.seat as number;
    let to: number;
    if (a.type === 'offer') to = a.to as number;
    else {
      const o = s.offers.find((x) => x.id === a.offer);
      if (!o) return { code: 'illegal', message: 'No such offer.' };
      to = o.from;
    }
    const bad = checkTerms(s, from, to, give.data as Term[], get.data as Term[]);
    if (bad) return bad;
  }
  return null;
}

/** Validates and applies an action to a copy; illegal input changes nothing (DESIGN.md §3). */
export function apply(
  s: GameState,
  input: unknown,
): Result<{ state: GameState; events: GameEvent[] }, ApplyError> {
  const problem = checkAction(s, input);
  if (problem) return err(problem);
  const next = cloneState(s);
  const events = applyTrusted(next, input as Action);
  return ok({ state: next, events });
}
