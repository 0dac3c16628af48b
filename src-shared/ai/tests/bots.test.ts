import fc from 'fast-check';
import { assert, describe, expect, it } from 'vitest';
import {
  applyTrusted,
  checkAction,
  legalFor,
  view,
  type Action,
  type GameState,
  type GameView,
  type LegalAction,
} from '../../engine';
import type { Bot } from '../bot';
import { describe as describeAction, familyName, fitLine, withFamilyNames } from '../explain';
import { FamilyBot } from '../family';
import type { BotPreset } from '../bot-presets';
import { botFromSpec, createBot, searchBot, seatSpecError, seatsError } from '../factory';
import { PERSONALITIES, type Personality } from '../personality';
import { PRESETS } from '../presets';
import { cat, newGame, playUntil } from './helpers';

/**
 * A search bot with a test-sized budget: the same code as Medium and Hard, fewer samples,
 * and a tree two moves deep so the tree below the root is exercised too.
 */
const smallSearch = (seed: number): Bot =>
  searchBot(
    'Search',
    seed,
    PERSONALITIES.shark,
    { ...PRESETS.hard.search, iterations: 12, rootWidth: 4, treeDepth: 2, playoutDepth: 4 },
    2,
  );

type Kind = BotPreset | 'search';

const make = (kind: Kind, seed: number): Bot =>
  kind === 'search' ? smallSearch(seed) : createBot(kind, seed, 'hothead');

/** Plays `decisions` decisions (or to the end), checking every view given and action taken. */
function play(seed: number, kinds: Kind[], decisions: number, check: Checks): Action[] {
  const s = newGame(seed, kinds.length);
  const bots = kinds.map((k, i) => make(k, seed * 7 + i));
  const log: Action[] = [];
  let asked = -1;
  for (let n = 0; n < decisions && s.pending; n++) {
    const d = s.pending;
    if (d.d === 'tie' && asked !== s.seq) {
      asked = s.seq;
      const bidder = kinds.findIndex((_, o) => o !== d.seat && legalFor(s, o).some((l) => l.terms));
      if (bidder >= 0) {
        const bid = ask(s, bidder, bots[bidder]!, check, true);
        if (bid) {
          log.push(bid);
          applyTrusted(s, bid);
          continue;
        }
      }
    }
    const a = ask(s, d.seat, bots[d.seat]!, check, false)!;
    log.push(a);
    applyTrusted(s, a);
  }
  return log;
}

interface Checks {
  view(v: GameView, seat: number): void;
  action(s: GameState, a: Action, legal: readonly LegalAction[]): void;
}

function ask(s: GameState, seat: number, bot: Bot, check: Checks, bid: boolean): Action | null {
  const v = view(s, seat);
  const legal = legalFor(s, seat);
  check.view(v, seat);
  const d = bid ? (bot.propose?.(v, legal) ?? null) : bot.decide(v, legal);
  if (!d) return null;
  expect(d.why.length).toBeGreaterThan(0);
  check.action(s, d.action, legal);
  return d.action;
}

const strict: Checks = {
  view(v, seat) {
    v.families.forEach((f, i) => {
      if (i === seat) expect(f.hand).not.toBeNull();
      else expect(f.hand).toBeNull();
    });
    expect(v).not.toHaveProperty('rng');
    expect(v).not.toHaveProperty('influenceDeck');
    expect(v).not.toHaveProperty('gangsterDeck');
  },
  action(s, a) {
    expect(checkAction(s, a)).toBeNull();
  },
};

describe('bots', () => {
  it('submit only legal actions and never receive another seat’s hidden cards', () => {
    const kinds = fc.constantFrom('random', 'easy', 'heuristic', 'betrayer', 'search');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(kinds, { minLength: 3, maxLength: 5 }),
        (seed, seats) => {
          const many = seats.includes('search') ? 60 : 400;
          play(seed, seats, many, strict);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('decide from the view alone: a different deal of the hidden cards changes nothing', () => {
    const s = newGame(21);
    for (let k = 0; k < 30 && s.pending; k++) {
      const seat = s.pending.seat;
      applyTrusted(s, createBot('heuristic', 5).decide(view(s, seat), legalFor(s, seat)).action);
    }
    const seat = s.pending!.seat;
    const other = structuredClone(s);
    // Swap every other family's hand with the deck: the seat's view stays the same.
    other.families.forEach((f, i) => {
      if (i === seat) return;
      const n = f.hand.length;
      const fresh = other.influenceDeck.splice(0, n);
      other.influenceDeck.push(...f.hand);
      f.hand = fresh;
    });
    expect(view(other, seat)).toEqual(view(s, seat));
    for (const kind of ['heuristic', 'search'] as const) {
      const a = make(kind, 9).decide(view(s, seat), legalFor(s, seat));
      const b = make(kind, 9).decide(view(other, seat), legalFor(other, seat));
      expect(b).toEqual(a);
    }
  });

  it('are deterministic for a seed without a clock', () => {
    const seats: Kind[] = ['search', 'heuristic', 'betrayer', 'easy'];
    expect(play(33, seats, 80, lax)).toEqual(play(33, seats, 80, lax));
  });

  it('R11.1: sell their cards before the end rather than keep them', () => {
    const s = newGame(41);
    const bots = [0, 1, 2, 3].map((i) => createBot('heuristic', i));
    while (s.pending) {
      const seat = s.pending.seat;
      applyTrusted(s, bots[seat]!.decide(view(s, seat), legalFor(s, seat)).action);
    }
    const kept = s.result!.families.reduce((n, f) => n + f.cards, 0);
    expect(kept).toBeLessThanOrEqual(1);
  });

  it('come from a seat as the tools name it: a preset, then a personality after a colon', () => {
    const shark = botFromSpec('heuristic:shark', 1);
    expect(shark.name).toBe(PRESETS.heuristic.name);
    expect(personaOf(shark)).toEqual(PERSONALITIES.shark);
    const medium = botFromSpec('medium', 1);
    expect(medium.name).toBe(PRESETS.medium.name);
    expect(personaOf(medium)).toEqual(personaOf(createBot('medium', 1)));
  });

  it('from a seat the tools cannot play are refused by name, not played as Random', () => {
    for (const ok of ['random', 'betrayer', 'heuristic', 'hard:shark', 'easy:gentleman'])
      expect(seatSpecError(ok)).toBeNull();
    expect(seatSpecError('hrad')).toMatch(/no preset "hrad"/);
    expect(seatSpecError('')).toMatch(/no preset ""/);
    expect(seatSpecError('medium:sharks')).toMatch(/no personality "sharks"/);
    expect(seatSpecError('random:shark')).toMatch(/random plays no personality/);
    expect(seatSpecError('hard:shark:x')).toMatch(/at most one personality/);
    expect(() => botFromSpec('hrad', 1)).toThrow(/no preset "hrad"/);
    expect(seatsError(['hard', 'heuristic:snake', 'randm', 'hrad'])).toMatch(/"randm"/);
    expect(seatsError(['hard', 'heuristic:snake'])).toBeNull();
  });
});

const lax: Checks = { view() {}, action() {} };

/** The personality a bot plays; fails the test for a bot that plays none (Random). */
function personaOf(bot: Bot): Personality {
  assert(bot instanceof FamilyBot, `${bot.name} plays no personality`);
  return bot.persona;
}

describe('bot lines', () => {
  it('name families by the names at the table, or by colour without one', () => {
    const line = `tie to ${familyName(2)}, not ${familyName(0)}`;
    expect(withFamilyNames(line, ['You', 'The Tattaglias', 'The Barzinis'])).toBe(
      'tie to The Barzinis, not You',
    );
    expect(withFamilyNames(familyName(4), [])).toBe('Violet');
  });

  it('are cut at a word’s end with an ellipsis when they run past the longest a message carries', () => {
    const line = 'play Muscle for Hire → 2 tokens to Carmine Scarpelli: it played out better';
    expect(fitLine(line, line.length)).toBe(line);
    const cut = fitLine(line, 40);
    expect(cut).toBe('play Muscle for Hire → 2 tokens to…');
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(fitLine('play Muscle for Hire → 2 tokens', 25)).toBe('play Muscle for Hire…');
    const word = 'x'.repeat(60);
    expect(fitLine(word, 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('R10.6 name a card’s OR ability as the log does, whatever the card is called', () => {
    const s = newGame(1);
    const card = s.families[0]!.hand[0]!;
    const title = cat.cards[card]!.title;
    const a: Action = { type: 'play', seat: 0, card, mode: 'or', ante: 0 };
    expect(describeAction(a, s, cat)).toBe(`use the OR ability of ${title}`);
  });

  it('R7.3 a ring holder in the tie gives it to itself in so many words', () => {
    let found = false;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const s = playUntil(
        seed,
        (t) => t.pending?.d === 'tie' && (t.pending.among & (1 << t.pending.seat)) !== 0,
      );
      if (s?.pending?.d !== 'tie') continue;
      found = true;
      const seat = s.pending.seat;
      const d = createBot('heuristic', 1).decide(view(s, seat), legalFor(s, seat));
      expect(d.action).toMatchObject({ type: 'tie', family: seat });
      expect(d.why).toBe('tie to myself');
    }
    expect(found, 'a ring holder in a tie among the first 60 seeds').toBe(true);
  });
});
