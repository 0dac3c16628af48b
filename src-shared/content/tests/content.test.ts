/**
 * The authored Revised content (R15): it loads, it keeps the seed facts, and its shape stays
 * near the starting targets of R15.1a and R15.3a. The loader's own checks are proven by
 * feeding it broken copies.
 */
import { describe, it, expect } from 'vitest';
import raw from '../revised.json';
import classicRaw from '../classic.json';
import { resolveShared } from '../index';
import { loadContent } from '../load';
import type { Content, InfluenceCard } from '../schema';
import { GANGSTER_TYPES } from '../../engine/vocabulary';

const EXPECT = { gangsters: 54, influence: 94 };

function load(): Content {
  const result = loadContent(raw, EXPECT);
  if (!result.ok) throw new Error(result.error.problems.join('\n'));
  return result.value;
}

/** A deep copy that a test may break freely. */
type Loose = Record<string, unknown>;
function copy(): { gangsters: Loose[]; influence: Loose[]; positions: Loose[] } & Loose {
  return JSON.parse(JSON.stringify(raw));
}

function problemsOf(bad: unknown): string[] {
  const result = loadContent(bad, EXPECT);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.error.problems;
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

type Category = 'single' | 'twoIcon' | 'position' | 'snitch' | 'blackmail' | 'whack' | 'otherOr';
function category(c: InfluenceCard): Category {
  if (c.snitch) return 'snitch';
  if (c.riders.some((r) => r.kind === 'blackmailPlaced')) return 'blackmail';
  if (c.or?.kind === 'whack') return 'whack';
  if (c.or) return 'otherOr';
  if (c.icons.some((i) => i.kind === 'position')) return 'position';
  return c.icons.length === 2 ? 'twoIcon' : 'single';
}

const hasRider = (c: InfluenceCard) =>
  c.crew || c.riders.some((r) => r.kind === 'extraToken' || r.kind === 'letOtherPlace');

describe('Revised content', () => {
  it('R15 the authored content loads through the schema and the loader', () => {
    const result = loadContent(raw, EXPECT);
    expect(result.ok ? [] : result.error.problems).toEqual([]);
  });

  it('R1.3 the Revised deck holds 54 gangsters with Vito Copindole as the starting Capo', () => {
    const content = load();
    expect(content.gangsters).toHaveLength(54);
    expect(content.startingCapo).toBe('vito-copindole');
    const vito = content.gangsters.find((g) => g.id === content.startingCapo);
    expect(vito?.name).toBe('Vito Copindole');
  });

  it('R1.4 the influence deck holds 94 cards', () => {
    expect(load().influence).toHaveLength(94);
  });

  it('R2.1 the board table', () => {
    const rows = load().positions.map((p) => [
      p.number,
      p.name,
      p.classicName,
      p.tier,
      p.respect,
      p.money,
      p.power.effect,
    ]);
    expect(rows).toEqual([
      [1, 'Solderi', 'Third Guy', 1, 0, 0, { kind: 'removeToken', tiers: [0, 1] }],
      [2, 'Wiseguy', 'Second Guy', 1, 0, 1, { kind: 'draw', count: 1 }],
      [3, 'Made Man', 'First Guy', 1, 1, 1, { kind: 'blackmail' }],
      [4, 'Bean Counter', 'Bean Counter', 2, 1, 3, { kind: 'moneyPerControlled', amount: 1 }],
      [5, 'Racketeer', 'Racketeer', 2, 2, 1, { kind: 'swapTokens' }],
      [6, 'Enforcer', 'Enforcer', 2, 2, 2, { kind: 'whack', cost: 5 }],
      [7, 'Consigliere', 'Counselor', 3, 3, 1, { kind: 'addNeutral', count: 3 }],
      [8, 'Underboss', 'Underboss', 3, 3, 2, { kind: 'moveTokens', count: 2 }],
      [9, 'Capo', 'Capo', 4, 4, 1, { kind: 'whack', cost: 8 }],
    ]);
  });

  it('R15.1 every gangster has 1-2 types, respect -2..4, money -1..4', () => {
    for (const g of load().gangsters) {
      expect(g.types.length, g.id).toBeGreaterThanOrEqual(1);
      expect(g.types.length, g.id).toBeLessThanOrEqual(2);
      expect(new Set(g.types).size, g.id).toBe(g.types.length);
      expect(g.respect, g.id).toBeGreaterThanOrEqual(-2);
      expect(g.respect, g.id).toBeLessThanOrEqual(4);
      expect(g.money, g.id).toBeGreaterThanOrEqual(-1);
      expect(g.money, g.id).toBeLessThanOrEqual(4);
    }
  });

  it('R15.1 ids are the kebab-case of the name, and nicknames show in curly quotes', () => {
    for (const g of load().gangsters) {
      const kebab = g.name
        .replace(/[“”]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      expect(g.id).toBe(kebab);
      if (g.nickname !== undefined) expect(g.name).toContain(`“${g.nickname}”`);
      expect(g.name).not.toContain('"');
    }
  });

  it('R15.1 the seed gangsters carry their known values', () => {
    const byName = new Map(load().gangsters.map((g) => [g.name, g]));
    const vito = byName.get('Vito Copindole');
    const mac = byName.get('“Killer” Mac Pheeto');
    const lucas = byName.get('Lucas Soriano');
    const jim = byName.get('“Eager” Jim Redio');
    const guistono = byName.get('Guistono');
    expect(vito).toBeDefined();
    expect(mac?.nickname).toBe('Killer');
    expect(lucas).toMatchObject({ respect: 0, money: 3 });
    expect(lucas?.power).toMatchObject({ active: true, effect: { kind: 'replaceBlackmail' } });
    expect(jim).toMatchObject({ respect: 2, money: 2, nickname: 'Eager' });
    expect(guistono?.respect).toBe(2);
    expect(byName.get('Mikey “Jaws” Rudmanilli')?.nickname).toBe('Jaws');
    expect(byName.get('Eric “The Voice” Summerino')?.nickname).toBe('The Voice');
  });

  it('R15.1a shape: types, dual types, stat means and powers of the gangster deck', () => {
    const gangsters = load().gangsters;
    for (const type of GANGSTER_TYPES) {
      const n = gangsters.filter((g) => g.types.includes(type)).length;
      expect(n, type).toBeGreaterThanOrEqual(12);
      expect(n, type).toBeLessThanOrEqual(18);
    }
    const dual = gangsters.filter((g) => g.types.length === 2).length;
    expect(dual).toBeGreaterThanOrEqual(6);
    expect(dual).toBeLessThanOrEqual(10);
    const respect = mean(gangsters.map((g) => g.respect));
    const money = mean(gangsters.map((g) => g.money));
    expect(respect).toBeGreaterThanOrEqual(1.2);
    expect(respect).toBeLessThanOrEqual(1.8);
    expect(money).toBeGreaterThanOrEqual(1.2);
    expect(money).toBeLessThanOrEqual(1.8);
    expect(gangsters.some((g) => g.respect < 0)).toBe(true);
    expect(gangsters.some((g) => g.respect === 4)).toBe(true);
    const powered = gangsters.filter((g) => g.power !== undefined);
    expect(powered.length).toBeGreaterThanOrEqual(25);
    expect(powered.length).toBeLessThanOrEqual(35);
    const passive = powered.filter((g) => g.power?.active === false).length;
    expect(passive).toBeGreaterThanOrEqual(powered.length / 4);
    expect(passive).toBeLessThanOrEqual(powered.length / 2);
  });

  it('R15.2 gangster whacks cost $4 to $9 and move bonuses are 1 or 2', () => {
    for (const g of load().gangsters) {
      const effect = g.power?.effect;
      if (effect?.kind === 'whack') {
        expect(effect.cost, g.id).toBeGreaterThanOrEqual(4);
        expect(effect.cost, g.id).toBeLessThanOrEqual(9);
      }
      if (effect?.kind === 'moveBonus') expect([1, 2], g.id).toContain(effect.amount);
    }
  });

  it('R15.3a shape: the categories of the influence deck', () => {
    const cards = load().influence;
    const counts: Record<Category, number> = {
      single: 0,
      twoIcon: 0,
      position: 0,
      snitch: 0,
      blackmail: 0,
      whack: 0,
      otherOr: 0,
    };
    for (const c of cards) counts[category(c)] += 1;
    expect(counts).toEqual({
      single: 60,
      twoIcon: 12,
      position: 8,
      snitch: 3,
      blackmail: 4,
      whack: 4,
      otherOr: 3,
    });

    const singles = cards.filter((c) => category(c) === 'single');
    for (const type of GANGSTER_TYPES) {
      const sizes = [1, 2, 3, 4].map(
        (n) =>
          singles.filter(
            (c) => c.icons[0]?.kind === 'type' && c.icons[0].type === type && c.icons[0].n === n,
          ).length,
      );
      expect(sizes, type).toEqual([4, 5, 4, 2]);
    }

    for (const c of cards.filter((c) => category(c) === 'twoIcon')) {
      const types = c.icons.map((i) => (i.kind === 'type' ? i.type : 'position'));
      expect(new Set(types).size, c.id).toBe(2);
      for (const i of c.icons) expect([1, 2], c.id).toContain(i.n);
    }

    const positions = cards.filter((c) => category(c) === 'position');
    expect(
      positions.map((c) => (c.icons[0]?.kind === 'position' ? c.icons[0].position : 0)).sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of positions) expect([1, 2, 3], c.id).toContain(c.icons[0]?.n);

    for (const c of cards.filter((c) => category(c) === 'snitch')) {
      expect(c.icons, c.id).toEqual([]);
      expect(c.riders, c.id).toEqual([]);
      expect(c.or, c.id).toBeUndefined();
    }

    for (const c of cards.filter((c) => category(c) === 'blackmail')) {
      expect(c.icons, c.id).toHaveLength(1);
      expect(c.icons[0]).toMatchObject({ kind: 'type', n: 1 });
    }

    for (const c of cards.filter((c) => category(c) === 'whack')) {
      expect(c.icons[0]?.kind, c.id).toBe('type');
      const cost = c.or?.kind === 'whack' ? c.or.cost : -1;
      expect(cost, c.id).toBeGreaterThanOrEqual(5);
      expect(cost, c.id).toBeLessThanOrEqual(8);
    }

    expect(
      cards
        .filter((c) => category(c) === 'otherOr')
        .map((c) => c.or)
        .sort((a, b) => (a?.kind ?? '').localeCompare(b?.kind ?? '')),
    ).toEqual([
      { kind: 'gainMoney', amount: 6 },
      { kind: 'moveTokens', count: 2 },
      { kind: 'removeNeutral', count: 2 },
    ]);
  });

  it('R15.3a shape: about a quarter of the cards carry a rider, mostly on single-type cards', () => {
    const cards = load().influence;
    const ridden = cards.filter(hasRider);
    expect(ridden.length).toBeGreaterThanOrEqual(19);
    expect(ridden.length).toBeLessThanOrEqual(28);
    expect(ridden.filter((c) => category(c) === 'single').length).toBeGreaterThan(
      ridden.length / 2,
    );
    for (const c of cards) {
      if (c.riders.some((r) => r.kind === 'extraToken')) {
        expect(
          c.icons.every((i) => i.n < 4),
          c.id,
        ).toBe(true);
      }
    }
  });
});

describe('R15 the loader rejects bad content', () => {
  it('R15 a card with an unknown effect kind', () => {
    const bad = copy();
    bad.influence[0] = { ...bad.influence[0], or: { kind: 'teleport' } };
    expect(problemsOf(bad).length).toBeGreaterThan(0);
  });

  it('R15 a gangster power with an unknown effect kind', () => {
    const bad = copy();
    bad.gangsters[1] = {
      ...bad.gangsters[1],
      power: { active: true, text: 'Vanish.', effect: { kind: 'vanish' } },
    };
    expect(problemsOf(bad).length).toBeGreaterThan(0);
  });

  it('R15 a duplicate id', () => {
    const bad = copy();
    bad.influence[1] = { ...bad.influence[1], id: bad.influence[0]?.id };
    expect(problemsOf(bad).join('\n')).toMatch(/duplicate influence card id/);
  });

  it('R1.3 53 gangsters', () => {
    const bad = copy();
    bad.gangsters.pop();
    expect(problemsOf(bad).join('\n')).toMatch(/expected 54 gangsters, found 53/);
  });

  it('R15.1 a gangster with three types', () => {
    const bad = copy();
    bad.gangsters[2] = { ...bad.gangsters[2], types: ['thug', 'hitman', 'conman'] };
    expect(problemsOf(bad).length).toBeGreaterThan(0);
  });

  it('R1.3 a starting Capo who is not in the deck', () => {
    const bad = copy();
    bad.gangsters = bad.gangsters.filter((g) => g.id !== 'vito-copindole');
    expect(problemsOf(bad).join('\n')).toMatch(/starting Capo/);
  });
});

describe('Classic content', () => {
  const classicFile = () => JSON.parse(JSON.stringify(classicRaw)) as typeof classicRaw;

  it('R1.3 / R15.1 the Classic deck: 50 gangsters, “Killer” Mac Pheeto the starting Capo, every seed card', () => {
    const result = loadContent(resolveShared(classicFile(), raw), { gangsters: 50, influence: 94 });
    const problems = result.ok ? [] : result.error.problems;
    expect(problems).toEqual([]);
    if (!result.ok) return;
    const content = result.value;
    expect(content.startingCapo).toBe('killer-mac-pheeto');
    const ids = content.gangsters.map((g) => g.id);
    for (const seed of [
      'killer-mac-pheeto',
      'lucas-soriano',
      'eager-jim-redio',
      'guistono',
      'mikey-jaws-rudmanilli',
      'eric-the-voice-summerino',
    ])
      expect(ids).toContain(seed);
    expect(ids).not.toContain('vito-copindole');
    // R3.3: every type on enough cards for the typed deal, about evenly.
    for (const t of GANGSTER_TYPES) {
      const n = content.gangsters.filter((g) => g.types.includes(t)).length;
      expect(n, t).toBeGreaterThanOrEqual(13);
    }
  });

  it('R15 the Classic file is checked at load: an unknown shared id or a wrong count is refused', () => {
    const bad = classicFile();
    bad.gangsters[3] = 'nobody-at-all';
    const result = loadContent(resolveShared(bad, raw), { gangsters: 50, influence: 94 });
    expect(result.ok).toBe(false);
    const short = classicFile();
    short.gangsters.pop();
    const counted = loadContent(resolveShared(short, raw), { gangsters: 50, influence: 94 });
    expect(counted.ok ? [] : counted.error.problems).toContain('expected 50 gangsters, found 49');
  });
});
