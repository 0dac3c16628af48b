/** Words the table shows for the engine's vocabulary. */
import type { Decision, Phase } from '../../../src-shared/engine';

export const PHASE_NAMES: Record<Phase, string> = {
  setup: 'Setup',
  business: 'The Business',
  crew: 'The Crew',
  feds: 'The Feds',
  ended: 'Game over',
};

export const DECISION_NAMES: Record<Decision['d'], string> = {
  buy: 'buying cards',
  turn: 'taking a Business turn',
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
