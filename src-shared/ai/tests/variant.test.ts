import { describe, expect, it } from 'vitest';
import { applyTrusted, cloneState, createGame, legalFor, view, type GameState } from '../../engine';
import type { Bot } from '../bot';
import { FITTED } from '../fitted-weights';
import { createBot, searchBot } from '../factory';
import { personalityFrom } from '../personality';
import { PRESETS } from '../presets';
import { FITTED_WEIGHTS, NO_VARIANT, parseVariant, variantBot } from '../variant';

const error = (r: ReturnType<typeof parseVariant>) => (r.ok ? '' : r.error);

/** The first `n` turns of a game of Steady bots, each with its seat to decide. */
function turns(seed: number, n: number, edition: 'revised' | 'classic' = 'revised'): GameState[] {
  const made = createGame({ seed, players: 4, edition });
  if (!made.ok) throw new Error(made.error.message);
  const s = made.value;
  const bots = [0, 1, 2, 3].map((i) => createBot('heuristic', seed * 31 + i));
  const out: GameState[] = [];
  while (s.pending && out.length < n) {
    const seat = s.pending.seat;
    const legal = legalFor(s, seat);
    if (s.pending.d === 'turn') out.push(cloneState(s));
    applyTrusted(s, bots[seat]!.decide(view(s, seat), legal).action);
  }
  return out;
}

const decide = (bot: Bot, s: GameState) =>
  JSON.stringify(bot.decide(view(s, s.pending!.seat), legalFor(s, s.pending!.seat)).action);

describe('preset variants for trials (issue #15)', () => {
  it('reads search settings and weights from JSON, naming what is wrong', () => {
    const ok = parseVariant('hard', '{"iterations":384,"modelPromises":false}', '{"ring":2}', 0);
    expect(ok).toEqual({
      ok: true,
      value: {
        search: { iterations: 384, modelPromises: false },
        weights: { ring: 2 },
        fitted: false,
        salt: 0,
      },
    });
    expect(error(parseVariant('hard', '{"bogus":1}', undefined, 0))).toMatch(/"bogus"/);
    expect(error(parseVariant('hard', '{"iterations":"many"}', undefined, 0))).toMatch(
      /"iterations" needs a whole number/,
    );
    expect(error(parseVariant('hard', '{"iterations":0}', undefined, 0))).toMatch(/≥ 1/);
    expect(error(parseVariant('hard', '{"rootWidth":2.5}', undefined, 0))).toMatch(/whole/);
    expect(error(parseVariant('hard', '{"modelPromises":1}', undefined, 0))).toMatch(
      /true or false/,
    );
    expect(parseVariant('hard', '{"exploration":0.05,"playoutDepth":0}', undefined, 0).ok).toBe(
      true,
    );
    expect(error(parseVariant('hard', '{"playout":"cheap"}', undefined, 0))).toMatch(/"playout"/);
    expect(error(parseVariant('hard', '[1]', undefined, 0))).toMatch(/JSON object/);
    expect(error(parseVariant('hard', '{iterations:1}', undefined, 0))).toMatch(/not JSON/);
    expect(error(parseVariant('hard', undefined, '{"toString":1}', 0))).toMatch(/"toString"/);
    expect(error(parseVariant('hard', undefined, '{"ring":null}', 0))).toMatch(/"ring"/);
    expect(error(parseVariant('heuristic', '{"iterations":9}', undefined, 0))).toMatch(
      /does not search/,
    );
    expect(error(parseVariant('random', undefined, '{"ring":1}', 0))).toMatch(/no evaluation/);
    expect(error(parseVariant('hard', undefined, undefined, -1))).toMatch(/salt/);
  });

  it('reads "fitted" as the weights the search presets read, the learned table on in Revised', () => {
    expect(parseVariant('heuristic', undefined, FITTED_WEIGHTS, 0)).toEqual({
      ok: true,
      value: { search: {}, weights: {}, fitted: true, salt: 0 },
    });
    expect(FITTED.revised.learned).toBe(1);
    expect(FITTED).toEqual(PRESETS.medium.weights);
    expect(error(parseVariant('heuristic', undefined, 'fited', 0))).toBe(
      'the weights: not JSON or "fitted": fited',
    );
    expect(error(parseVariant('random', undefined, FITTED_WEIGHTS, 0))).toMatch(/no evaluation/);
  });

  const positions = turns(41, 8);

  it('leaves the preset as it is when nothing changes', () => {
    for (const preset of ['heuristic', 'medium'] as const)
      positions.forEach((s, i) =>
        expect(decide(variantBot(preset, 77 + i, NO_VARIANT), s)).toBe(
          decide(createBot(preset, 77 + i), s),
        ),
      );
  });

  it('plays the preset with the settings and weights changed, and only then', () => {
    const search = { rootWidth: 2, iterations: 4, playoutDepth: 1 };
    const weights = { cardUseValue: 0 };
    const p = PRESETS.medium;
    const merged = {
      revised: { ...FITTED.revised, ...weights },
      classic: { ...FITTED.classic, ...weights },
    };
    let differ = 0;
    positions.forEach((s, i) => {
      const seed = 77 + i;
      const variant = decide(
        variantBot('medium', seed, { search, weights, fitted: false, salt: 0 }),
        s,
      );
      const config = { ...p.search, ...search };
      const persona = personalityFrom(undefined);
      const built = searchBot(p.name, seed, persona, config, p.dealSamples, {}, merged);
      expect(variant).toBe(decide(built, s));
      if (variant !== decide(createBot('medium', seed), s)) differ++;
    });
    // Seed 41's first eight turns tell the two apart: the overrides are not ignored.
    expect(differ).toBeGreaterThan(0);
  });

  it('gives "fitted" the search presets\' weights in the edition played, Classic too', () => {
    const fitted = parseVariant('heuristic', undefined, FITTED_WEIGHTS, 0);
    if (!fitted.ok) throw new Error(fitted.error);
    for (const edition of ['revised', 'classic'] as const)
      turns(43, 8, edition).forEach((s, i) => {
        const seed = 91 + i;
        expect(decide(variantBot('heuristic', seed, fitted.value), s)).toBe(
          decide(createBot('heuristic', seed, undefined, { weights: FITTED }), s),
        );
      });
  });
});
