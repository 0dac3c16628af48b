import { describe, expect, it } from 'vitest';
import {
  applyTrusted,
  createGame,
  legalFor,
  OFFERS_PER_MOMENT,
  view,
  type Action,
  type ActionType,
  type LegalAction,
} from '../../../src-shared/engine';
import { randomGame, testNames } from '../../testing/randomGames';
import { questionFor } from './promptQuestion';
import {
  buildPrompt,
  controlOf,
  isLegal,
  offerTargets,
  offersSpent,
  type Choice,
  type ChoiceRange,
  type Prompt,
} from './promptModel';

/** One action of every type (the Record makes a new type a compile error until it is listed). */
const SAMPLES: Record<ActionType, Action[]> = {
  buy: [{ type: 'buy', seat: 0, count: 1 }],
  play: [{ type: 'play', seat: 0, card: 1, mode: 'influence', ante: 0 }],
  pass: [{ type: 'pass', seat: 0 }],
  sell: [{ type: 'sell', seat: 0, card: 1 }],
  target: [{ type: 'target', seat: 0, gangster: 1, column: 0, count: 1 }],
  decline: [{ type: 'decline', seat: 0 }],
  confirm: [{ type: 'confirm', seat: 0 }],
  family: [{ type: 'family', seat: 0, family: 1 }],
  tie: [{ type: 'tie', seat: 0, family: 1 }],
  gate: [{ type: 'gate', seat: 0, permit: true }],
  activate: [
    { type: 'activate', seat: 0, power: 'move', target: 3 },
    { type: 'activate', seat: 0, power: 'gangster', target: -1 },
    { type: 'activate', seat: 0, power: 'position', target: -1 },
  ],
  reroll: [{ type: 'reroll', seat: 0, pay: 'token' }],
  snitch: [{ type: 'snitch', seat: 0, card: 1, gangster: 2 }],
  crewCard: [{ type: 'crewCard', seat: 0, card: 1, mode: 'or' }],
  vendetta: [{ type: 'vendetta', seat: 0, gangster: 2 }],
  offer: [{ type: 'offer', seat: 0, to: 1, give: [], get: [] }],
  answer: [{ type: 'answer', seat: 0, offer: 1, accept: true }],
  counter: [{ type: 'counter', seat: 0, offer: 1, give: [], get: [] }],
  due: [{ type: 'due', seat: 0, pay: true }],
};

const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());

const ALL_TYPES = Object.keys(SAMPLES) as ActionType[];

/** Every action a prompt can send, with its range, through its menus, its cards and its no. */
function reachable(prompt: Prompt): { action: Action; range: ChoiceRange | null }[] {
  const out: { action: Action; range: ChoiceRange | null }[] = [];
  const walk = (c: Choice) => {
    if (c.kind === 'act') out.push({ action: c.action, range: c.range });
    else c.options.forEach(walk);
  };
  prompt.choices.forEach(walk);
  prompt.cards.forEach((c) => c.uses.forEach(walk));
  if (prompt.no) walk(prompt.no);
  return out;
}

/** Everything a prompt says: its question, and the labels and hints of all its controls. */
function wordsOf(prompt: Prompt): string[] {
  const out = [prompt.question];
  const walk = (c: Choice) => {
    out.push(c.label, c.hint ?? '');
    if (c.kind === 'menu') {
      out.push(c.question);
      c.options.forEach(walk);
    }
  };
  prompt.choices.forEach(walk);
  prompt.cards.forEach((c) => c.uses.forEach(walk));
  if (prompt.no) walk(prompt.no);
  return out;
}

/** Every legal action of the seat must be reachable through a control, and nothing else. */
function checkReachable(v: ReturnType<typeof view>, legal: LegalAction[]) {
  const names = testNames(v);
  const prompt = buildPrompt(v, legal, names);
  const own = legal.filter((l) => l.action.type !== 'offer' && l.action.type !== 'counter');
  const counter = legal.find((l) => l.action.type === 'counter');
  expect(offerTargets(legal).sort()).toEqual(
    legal.flatMap((l) => (l.action.type === 'offer' ? [l.action.to] : [])).sort(),
  );
  if (own.length === 0) {
    expect(prompt).toBeNull();
    return 0;
  }
  expect(prompt).not.toBeNull();
  const p = prompt!;
  expect(p.rule).toMatch(/^R\d+(\.\d+)?$/);
  expect(p.question.length).toBeGreaterThan(5);
  if (counter?.action.type === 'counter') expect(p.counter).toBe(counter.action.offer);
  const found = reachable(p);
  for (const l of own) {
    const hit = found.find(
      (f) =>
        key(f.action) === key(l.action) &&
        (l.range
          ? f.range?.key === l.range.key &&
            f.range.min === l.range.min &&
            f.range.max === l.range.max
          : true),
    );
    if (!hit) throw new Error(`No control reaches ${key(l.action)} in "${p.question}"`);
  }
  for (const f of found) {
    const at = f.range ? { ...f.action, [f.range.key]: f.range.max } : f.action;
    expect(isLegal(at as Action, legal), key(at as Action)).toBe(true);
  }
  return own.length;
}

describe('the prompt model', () => {
  it('maps every action type of the engine to a control', () => {
    const kinds = ALL_TYPES.flatMap((t) => SAMPLES[t].map((a) => [t, controlOf(a)] as const));
    for (const [t, kind] of kinds) expect(['button', 'board', 'hand', 'deal'], t).toContain(kind);
    // Offers and counters are written in the deal panel; everything else is in the prompt.
    const dealTypes = kinds.filter(([, k]) => k === 'deal').map(([t]) => t);
    expect(dealTypes.sort()).toEqual(['counter', 'offer']);
  });

  it('reaches every legal action through a control, over random games with every house rule', () => {
    let checked = 0;
    const kinds = new Set<string>();
    const types = new Set<string>();
    for (let game = 0; game < 24; game++) {
      const house = {
        vendetta: game % 2 === 0,
        bindingDeals: game % 3 === 0,
        longGame: false,
        rerollTokens: game % 4,
      };
      const walk = randomGame({ seed: 1000 + game, players: 3 + (game % 3), house, offers: 0.08 });
      for (const step of walk) {
        checked += checkReachable(step.view, step.legal);
        kinds.add(step.view.pending!.d);
        for (const l of step.legal) types.add(l.action.type);
        // Seats that may only make offers (a tie, R13.2) get no prompt but can still offer.
        for (let other = 0; other < step.view.families.length; other++) {
          if (other === step.seat) continue;
          const legal = legalFor(step.state, other);
          if (legal.length > 0) checkReachable(view(step.state, other), legal);
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    // The walk met every kind of question and every action type the engine has.
    expect([...kinds].sort()).toEqual(
      [
        'activate',
        'answer',
        'buy',
        'confirm',
        'due',
        'family',
        'gate',
        'target',
        'tie',
        'turn',
        'window',
      ].sort(),
    );
    expect([...types].sort()).toEqual([...ALL_TYPES].sort());
  });

  it('reaches every legal action of Classic games too: the opening, the Fence, promotions, coins (R14.6)', () => {
    let checked = 0;
    const frames = new Set<string>();
    for (let game = 0; game < 8; game++) {
      const house = { vendetta: game % 2 === 0, bindingDeals: game % 3 === 0, rerollTokens: 0 };
      const walk = randomGame({
        seed: 2000 + game,
        players: 3 + (game % 3),
        house,
        offers: 0.05,
        edition: 'classic',
      });
      for (const step of walk) {
        checked += checkReachable(step.view, step.legal);
        const top = step.view.stack[step.view.stack.length - 1];
        if (top) frames.add(`${top.f}:${step.view.pending!.d}`);
        const q = questionFor(step.view, step.legal, testNames(step.view));
        expect(q.question).not.toMatch(/undefined|NaN/);
        // R4.2: Classic's first phase is the Commission, in the question and on every button.
        const prompt = buildPrompt(step.view, step.legal, testNames(step.view));
        const words = [q.question, ...(prompt ? wordsOf(prompt) : [])];
        for (const w of words) expect(w).not.toMatch(/Business/);
      }
    }
    expect(checked).toBeGreaterThan(3_000);
    for (const f of ['opening:target', 'promote:target', 'draw:buy'])
      expect([...frames]).toContain(f);
  });

  it('answers and counters an offer, and settles a later payment, through the prompt', () => {
    const g = createGame({ seed: 5, players: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value;
    const seat = s.pending!.seat;
    const to = (seat + 1) % 3;
    applyTrusted(s, {
      type: 'offer',
      seat,
      to,
      give: [{ k: 'payLater', amount: 2, when: 'endOfPhase' }],
      get: [{ k: 'spare', family: seat }],
    });
    expect(s.pending?.d).toBe('answer');
    expect(checkReachable(view(s, to), legalFor(s, to))).toBeGreaterThan(1);
    const p = buildPrompt(view(s, to), legalFor(s, to), testNames(view(s, to)))!;
    expect(p.choices.map((c) => c.label)).toContain('Accept the deal');
    expect(p.no?.label).toBe('Reject');
    expect(p.counter).toBeGreaterThan(0);
    expect(p.question).toContain('$2 at the end of the phase');
  });

  it('says when the seat has made the offers a moment allows (R13.2), and not before', () => {
    const g = createGame({ seed: 5, players: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value;
    const seat = s.pending!.seat;
    const spent = () => offersSpent(view(s, seat), legalFor(s, seat));
    for (let k = 0; k < OFFERS_PER_MOMENT; k++) {
      expect(spent()).toBe(false);
      applyTrusted(s, {
        type: 'offer',
        seat,
        to: (seat + 1) % 3,
        give: [],
        get: [{ k: 'pay', amount: 1 }],
      });
      applyTrusted(s, {
        type: 'answer',
        seat: (seat + 1) % 3,
        offer: s.offers.at(-1)!.id,
        accept: false,
      });
    }
    expect(s.pending?.seat).toBe(seat);
    expect(offerTargets(legalFor(s, seat))).toEqual([]);
    expect(spent()).toBe(true);
    // Another seat, which holds no decision now, is told nothing.
    const other = (seat + 1) % 3;
    expect(offersSpent(view(s, other), legalFor(s, other))).toBe(false);
  });

  it('checks ranges and terms as the engine does', () => {
    const legal: LegalAction[] = [
      { action: { type: 'buy', seat: 0, count: 0 }, range: { key: 'count', min: 0, max: 2 } },
      { action: { type: 'offer', seat: 0, to: 1, give: [], get: [] }, terms: true },
    ];
    expect(isLegal({ type: 'buy', seat: 0, count: 2 }, legal)).toBe(true);
    expect(isLegal({ type: 'buy', seat: 0, count: 3 }, legal)).toBe(false);
    expect(isLegal({ type: 'buy', seat: 1, count: 1 }, legal)).toBe(false);
    expect(
      isLegal({ type: 'offer', seat: 0, to: 1, give: [{ k: 'pay', amount: 1 }], get: [] }, legal),
    ).toBe(true);
    expect(isLegal({ type: 'offer', seat: 0, to: 2, give: [], get: [] }, legal)).toBe(false);
  });
});
