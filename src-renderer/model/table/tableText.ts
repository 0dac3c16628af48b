/** Words the table shows for the engine's vocabulary, in each edition's own names (R4.1, R4.2). */
import {
  atBookkeeping,
  catalogFor,
  roundInPlay,
  type Decision,
  type Edition,
  type GameView,
  type Phase,
} from '../../../src-shared/engine';
import { withoutArticle } from '../../names';

const PHASE_NAMES: Record<Phase, string> = {
  setup: 'Setup',
  business: 'The Business',
  crew: 'The Crew',
  fence: 'The Fence',
  feds: 'The Feds',
  family: 'The Family',
  ended: 'Game over',
};

/** R4.2: Classic calls the first phase the Commission, and its setup ends with the opening placements. */
const CLASSIC_NAMES: Partial<Record<Phase, string>> = {
  setup: 'The opening',
  business: 'The Commission',
};

export function phaseName(phase: Phase, edition: Edition): string {
  return (edition === 'classic' ? CLASSIC_NAMES[phase] : undefined) ?? PHASE_NAMES[phase];
}

/** A phase's name without its article: "Crew", "Commission". */
const shortPhaseName = (phase: Phase, edition: Edition): string =>
  withoutArticle(phaseName(phase, edition));

/** R4.1, R4.2: the first phase's name as a sentence uses it ("this Business", "a Commission turn"). */
export const firstPhase = (edition: Edition): string => shortPhaseName('business', edition);

/**
 * R9.6: the step that closes each round, where the Vendetta card is handed out (R14.1) and the
 * payments promised for the round's end come due (R13.3).
 */
const BOOKKEEPING = 'Bookkeeping';

/** A round's phases for the header's track, Bookkeeping closing each round (R4.1, R4.2). */
export function phaseTrack(phases: readonly Phase[], edition: Edition): string[] {
  return [...phases.map((p) => shortPhaseName(p, edition)), BOOKKEEPING];
}

/**
 * Where the game stands in its round: the round in play (its payments included) and its
 * phase, or Bookkeeping while the round's payments come due (R4.1, R9.6, R13.3); `step` is
 * the place in the header's track.
 */
export function roundStage(view: GameView): { round: number; name: string; step: number } {
  const cat = catalogFor(view.options.edition);
  const round = roundInPlay(view, cat);
  if (atBookkeeping(view)) return { round, name: BOOKKEEPING, step: cat.rules.phases.length };
  return {
    round,
    name: phaseName(view.phase, view.options.edition),
    step: cat.rules.phases.indexOf(view.phase),
  };
}

/** A turn is named by its phase (decisionName). */
const DECISION_NAMES: Record<Exclude<Decision['d'], 'turn'>, string> = {
  buy: 'buying cards',
  target: 'choosing a gangster',
  confirm: 'deciding on an extra',
  family: 'choosing a family',
  tie: 'breaking a tie',
  gate: 'permitting an activation',
  activate: 'activating a gangster',
  window: 'holding priority',
  answer: 'answering an offer',
  due: 'settling a promise',
};

export function decisionName(d: Decision['d'], edition: Edition): string {
  return d === 'turn' ? `taking a ${firstPhase(edition)} turn` : DECISION_NAMES[d];
}

/** How far the 3D table is set out (0 to 1), as the title and the table both say it. */
export const warmupText = (warming: number): string =>
  `Setting out the table… ${Math.round(warming * 100)}%`;

/**
 * What is wrong with the 3D table's WebGL context: taken away by the graphics driver,
 * being set out again once given back, or not to be had on this computer.
 */
export type ContextTrouble = 'lost' | 'restoring' | 'unavailable';

export function contextText(trouble: ContextTrouble, warming: number): string {
  switch (trouble) {
    case 'lost':
      return 'The graphics driver reset, and the table went blank. Waiting for it to come back…';
    case 'restoring':
      return warmupText(warming);
    case 'unavailable':
      return 'This computer would not give the table its 3D graphics (WebGL). Updating the graphics driver usually mends it.';
  }
}
