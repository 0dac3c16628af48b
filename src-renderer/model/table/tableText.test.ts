import { describe, expect, it } from 'vitest';
import { view } from '../../../src-shared/engine';
import { start } from '../../../src-shared/engine/tests/scenario';
import { decisionName, firstPhase, phaseName, phaseTrack, roundStage } from './tableText';

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

  it('R4.1, R9.6, R13.3: a round’s payments are its Bookkeeping, in that round, the last round’s too', () => {
    const g = start();
    g.advanceToPhase('crew', 3);
    expect(roundStage(view(g.s, 0))).toEqual({ round: 3, name: 'The Crew', step: 1 });
    g.oweAtRoundEnd();
    expect(roundStage(view(g.s, 0))).toEqual({ round: 3, name: 'Bookkeeping', step: 3 });
    g.do({ type: 'due', seat: g.s.pending!.seat, pay: true });
    expect(roundStage(view(g.s, 0))).toEqual({ round: 4, name: 'The Business', step: 0 });
    g.advanceToPhase('crew', 4);
    g.oweAtRoundEnd();
    expect(roundStage(view(g.s, 0))).toEqual({ round: 4, name: 'Bookkeeping', step: 3 });
  });

  it('R9.6, R14.1: the ring holder’s tie for the Vendetta card is at Bookkeeping, not in the Feds', () => {
    const g = start({
      house: { vendetta: true, bindingDeals: false, longGame: false, rerollTokens: 0 },
    });
    g.editRespect(0, 2);
    expect(roundStage(view(g.s, 1))).toMatchObject({ round: 1, name: 'The Business' });
    g.advanceTo('tie');
    expect(g.pending).toMatchObject({ d: 'tie', gangster: -1 });
    expect(roundStage(view(g.s, 1))).toEqual({ round: 1, name: 'Bookkeeping', step: 3 });
    g.do({ type: 'tie', seat: 0, family: 2 });
    expect(roundStage(view(g.s, 1))).toMatchObject({ round: 2, name: 'The Business' });
  });
});
