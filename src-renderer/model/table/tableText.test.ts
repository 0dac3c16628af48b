import { describe, expect, it } from 'vitest';
import { decisionName, firstPhase, phaseName, phaseTrack } from './tableText';

describe("the table's words for phases and decisions", () => {
  it('R4.1: Revised opens each round with the Business', () => {
    expect(firstPhase('revised')).toBe('Business');
    expect(phaseName('business', 'revised')).toBe('The Business');
    expect(decisionName('turn', 'revised')).toBe('taking a Business turn');
    expect(phaseTrack(['business', 'crew', 'feds', 'family'], 'revised')).toEqual([
      'Business',
      'Crew',
      'Feds',
      'Family',
      'Bookkeeping',
    ]);
  });

  it('R4.2: Classic calls the same phase the Commission, and its setup the opening', () => {
    expect(firstPhase('classic')).toBe('Commission');
    expect(phaseName('business', 'classic')).toBe('The Commission');
    expect(phaseName('setup', 'classic')).toBe('The opening');
    expect(decisionName('turn', 'classic')).toBe('taking a Commission turn');
    expect(phaseTrack(['business', 'crew', 'fence', 'feds', 'family'], 'classic')[0]).toBe(
      'Commission',
    );
  });
});
