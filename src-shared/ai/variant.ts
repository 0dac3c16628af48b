/**
 * Preset variants for trials (issue #15): a preset with some of its search settings or
 * evaluation weights changed, or with its own generator salted (the same bot deciding on
 * other samples: what luck alone moves). `npm run paired` plays a variant against the preset
 * on the same seeds, so a trial is a command, not a one-off script.
 */
import type { Bot } from './bot';
import type { BotPreset } from './bot-presets';
import { EVAL, type EvalWeights } from './evaluation';
import { createBot } from './factory';
import { FITTED } from './fitted-weights';
import type { TableGames } from './learned';
import { PRESETS, presetWeights, type PresetId } from './presets';
import type { SearchConfig } from './search/ismcts';

export interface Variant {
  search: Partial<SearchConfig>;
  /** Overrides of the preset's evaluation weights, in whichever edition is played. */
  weights: Partial<EvalWeights>;
  /**
   * The search presets' weights in each edition instead of the preset's own (FITTED_WEIGHTS),
   * before the overrides.
   */
  fitted: boolean;
  /** Mixed into every decision's seed; 0 leaves the preset's decisions as they are. */
  salt: number;
}

export const NO_VARIANT: Variant = { search: {}, weights: {}, fitted: false, salt: 0 };

/**
 * The search settings a variant may change, with their least values (whole numbers where a
 * count is meant): numbers and a flag, never the policy's name.
 */
const SEARCH_SETTINGS: Record<string, { min: number; whole: boolean } | 'flag'> = {
  iterations: { min: 1, whole: true },
  playoutDepth: { min: 0, whole: true },
  treeDepth: { min: 1, whole: true },
  exploration: { min: 0, whole: false },
  widening: { min: 0, whole: false },
  modelPromises: 'flag',
  rootWidth: { min: 1, whole: true },
  maxEvaluations: { min: 1, whole: true },
  othersFitted: 'flag',
  lockouts: 'flag',
  raise: { min: 0, whole: true },
  buyOut: 'flag',
  choiceTable: 'flag',
  playoutNoise: { min: 0, whole: false },
  halving: 'flag',
  activateByRule: 'flag',
  finishCut: 'flag',
};

/**
 * The weights' shorthand for the weights the search presets read in each edition
 * (fitted-weights.ts: fitted on each edition's games; in Revised, the learned table on):
 * `--a heuristic --a-weights fitted` is the Steady bot evaluating as Medium and Hard do.
 */
export const FITTED_WEIGHTS = 'fitted';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A JSON object of settings, `what` naming them and `example` showing one in an error;
 * `shorthand`, when given, is the one word also accepted.
 */
function parseObject(
  text: string,
  what: string,
  example: string,
  shorthand?: string,
): Parsed<Record<string, unknown>> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    const or = shorthand ? ` or "${shorthand}"` : '';
    return { ok: false, error: `${what}: not JSON${or}: ${text}` };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return { ok: false, error: `${what}: a JSON object, like ${example}.` };
  return { ok: true, value: v as Record<string, unknown> };
}

/**
 * A variant of `preset` from the command line's JSON: search overrides (search presets only),
 * weight overrides (any preset that evaluates; FITTED_WEIGHTS for the search presets' own),
 * a salt. Unknown keys and wrong types are errors that name the key.
 */
export function parseVariant(
  preset: string,
  search: string | undefined,
  weights: string | undefined,
  salt: number,
): Parsed<Variant> {
  const out: Variant = { search: {}, weights: {}, fitted: false, salt };
  if (!Number.isInteger(salt) || salt < 0)
    return { ok: false, error: 'the salt is a whole number' };
  const known = Object.hasOwn(PRESETS, preset) ? PRESETS[preset as PresetId] : null;
  const searched = Boolean(known?.search);
  if (search !== undefined) {
    if (!searched) return { ok: false, error: `${preset} does not search: no search settings.` };
    const o = parseObject(search, 'the search settings', '{"iterations":384}');
    if (!o.ok) return o;
    for (const [k, v] of Object.entries(o.value)) {
      const rule = Object.hasOwn(SEARCH_SETTINGS, k) ? SEARCH_SETTINGS[k] : undefined;
      if (!rule) {
        const names = Object.keys(SEARCH_SETTINGS).join(', ');
        return { ok: false, error: `unknown search setting "${k}" (${names})` };
      }
      if (rule === 'flag') {
        if (typeof v !== 'boolean') return { ok: false, error: `"${k}" needs true or false` };
      } else if (
        typeof v !== 'number' ||
        !Number.isFinite(v) ||
        v < rule.min ||
        (rule.whole && !Number.isInteger(v))
      ) {
        const kind = rule.whole ? 'a whole number' : 'a number';
        return { ok: false, error: `"${k}" needs ${kind} ≥ ${rule.min}` };
      }
      (out.search as Record<string, unknown>)[k] = v;
    }
  }
  if (weights !== undefined) {
    if (!known) return { ok: false, error: `${preset} reads no evaluation weights.` };
    if (weights === FITTED_WEIGHTS) return { ok: true, value: { ...out, fitted: true } };
    const o = parseObject(weights, 'the weights', '{"ring":1}', FITTED_WEIGHTS);
    if (!o.ok) return o;
    for (const [k, v] of Object.entries(o.value)) {
      if (!Object.hasOwn(EVAL, k)) return { ok: false, error: `unknown weight "${k}"` };
      if (typeof v !== 'number' || !Number.isFinite(v))
        return { ok: false, error: `weight "${k}" needs a number` };
      (out.weights as Record<string, number>)[k] = v;
    }
  }
  return { ok: true, value: out };
}

/** Does `v` change anything about its preset? */
export const changes = (v: Variant): boolean =>
  Object.keys(v.search).length > 0 || Object.keys(v.weights).length > 0 || v.fitted || v.salt > 0;

/**
 * The bot of `preset` changed by `v` (the preset's own bot when `v` changes nothing), at a
 * table whose games look like `field`'s (learned.ts `fieldOf`): its weights change the
 * preset's for that table.
 */
export function variantBot(
  preset: BotPreset,
  seed: number,
  v: Variant,
  personality?: string,
  field?: TableGames,
): Bot {
  const s = (seed ^ Math.imul(v.salt, 0x5bd1e995)) >>> 0;
  const known = Object.hasOwn(PRESETS, preset) ? PRESETS[preset as PresetId] : null;
  const base = v.fitted ? FITTED : known && presetWeights(known, field);
  const weights =
    base && (v.fitted || Object.keys(v.weights).length > 0)
      ? {
          revised: { ...base.revised, ...v.weights },
          classic: { ...base.classic, ...v.weights },
        }
      : undefined;
  return createBot(preset, s, personality, { search: v.search, weights, field });
}
