/**
 * Difficulty presets (issue #4): strength only, never information. Easy is the heuristic
 * with noise; Medium a small search; Hard the full search with opponent modelling (it
 * samples whether each family keeps its pending promises by the trust it has earned), whose
 * playouts play every family as a search would pick (the choice table, choice-fit.ts), and
 * which leaves the Crew's activations to the rule (`activateByRule`) and plays a playout on
 * to the end of the move it was cut off in (`finishCut`).
 */
import { HAND_SET, type EditionWeights } from './evaluation';
import { FITTED } from './fitted-weights';
import type { TableGames } from './learned';
import type { SearchConfig } from './search/ismcts';

export interface Preset {
  id: string;
  name: string;
  /** What a player can expect of it, in a player's words (the lobby shows it). */
  blurb: string;
  /** Gumbel noise on the heuristic's values (utility units); 0 for none. */
  noise: number;
  /** The search, or null for the heuristic alone. */
  search: SearchConfig | null;
  /** Look-ahead samples per side when valuing a deal (deals/valuation.ts). */
  dealSamples: number;
  /** The evaluation's weights: hand-set, or fitted to self-play results (fit.ts). */
  weights: EditionWeights;
  /** Its weights at a table of other games than Steady bots' (learned.ts `fieldOf`), where they differ. */
  fieldWeights?: Partial<Record<TableGames, EditionWeights>>;
}

/** The weights `preset` plays with at a table whose games look like `field`'s. */
export const presetWeights = (preset: Preset, field: TableGames = 'steady'): EditionWeights =>
  preset.fieldWeights?.[field] ?? preset.weights;

/**
 * Both search presets play their playouts as the heuristic bot would (policy.ts), with the
 * tree kept at the root: a few dozen well-played samples beat thousands of poorly played ones
 * (docs/ai.md, Figures). The budget is per root plan: `iterations / rootWidth` samples each.
 */
const SEARCH_BASE = {
  playout: 'heuristic',
  treeDepth: 1,
  exploration: 0.25,
  widening: 0.5,
} as const;

/**
 * Hard's weights: the fitted ones, but in Revised a card held over to a later round (its
 * family passed, or the Business is over) is worth 1 respect beyond its sale, not the 2.81
 * of a card it can still play, so Hard plays its hand out where Medium hoards (docs/ai.md,
 * Hoarding). Once no scoring is left, the ring is worth only the tie for the win it breaks
 * (`tieOnlyAtEnd`, docs/ai.md, "A table fitted on Medium's games, and the ring at the end of
 * the game"). Classic keeps the fitted weights: neither was measured there.
 */
export const HARD_WEIGHTS: EditionWeights = {
  revised: {
    ...FITTED.revised,
    heldCardDiscount: FITTED.revised.cardUseValue - 1,
    tieOnlyAtEnd: 1,
  },
  classic: FITTED.classic,
};

/**
 * Hard's weights where at least half of its rivals are search bots (learned.ts `fieldOf`):
 * its win chances come from the table fitted on Medium bots' games (`learned` 2), which won
 * more there and no more among Steady bots (docs/ai.md, "The Medium games' table, among
 * search bots").
 */
export const HARD_AMONG_SEARCHERS: EditionWeights = {
  revised: { ...HARD_WEIGHTS.revised, learned: 2 },
  classic: HARD_WEIGHTS.classic,
};

export const PRESETS = {
  easy: {
    id: 'easy',
    name: 'Easy',
    blurb: 'Plays by feel and slips now and then; a good first opponent.',
    noise: 0.03,
    search: null,
    dealSamples: 6,
    weights: HAND_SET,
  },
  heuristic: {
    id: 'heuristic',
    name: 'Steady',
    blurb: 'Easy without the slips: the yardstick the tournaments measure against.',
    noise: 0,
    search: null,
    dealSamples: 8,
    weights: HAND_SET,
  },
  medium: {
    id: 'medium',
    name: 'Medium',
    blurb: 'Plays each choice out a few moves ahead before it acts, and bargains harder.',
    noise: 0,
    search: {
      ...SEARCH_BASE,
      iterations: 50,
      rootWidth: 10,
      playoutDepth: 6,
      modelPromises: false,
      maxEvaluations: 8100,
    },
    dealSamples: 12,
    weights: FITTED,
  },
  hard: {
    id: 'hard',
    name: 'Hard',
    blurb: 'Plays each choice out many ways before it acts, and remembers who keeps their word.',
    noise: 0,
    search: {
      ...SEARCH_BASE,
      iterations: 128,
      rootWidth: 16,
      playoutDepth: 8,
      modelPromises: true,
      choiceTable: true,
      activateByRule: true,
      finishCut: true,
    },
    dealSamples: 24,
    weights: HARD_WEIGHTS,
    fieldWeights: { medium: HARD_AMONG_SEARCHERS },
  },
} as const satisfies Record<string, Preset>;

export type PresetId = keyof typeof PRESETS;

/**
 * The difficulties a player picks from (issue #16): Easy, Medium and Hard. The steady
 * heuristic stays for tournaments and the command line, under its id.
 */
export const PLAYER_PRESETS = ['easy', 'medium', 'hard'] as const satisfies readonly PresetId[];
