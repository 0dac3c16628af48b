/**
 * The deal composer's menus (R13.1): which terms a family can promise now, and the values
 * each menu offers. These mirror the engine's term checks (engine/deals/offers.ts) on what
 * the view shows, so the composer offers only terms the table would hold; the host checks
 * again and its refusal is shown as it is.
 */
import {
  FINAL_TERMS,
  MAX_LATER_PAYMENT,
  MAX_TERMS,
  VENDETTA_TIE,
  blackmailerOf,
  type GameView,
  type Term,
} from '../../../src-shared/engine';
import type { Names } from '../../names';

/** The engine's limit on terms a side (R13.1), which the composer holds to. */
export const MAX_TERMS_A_SIDE = MAX_TERMS;

export type TermKind = Term['k'];

export interface Option<T> {
  value: T;
  label: string;
}

export type Field =
  | { key: 'amount'; label: string; min: number; max: number }
  | { key: 'when'; label: string; options: Option<'endOfPhase' | 'endOfRound'>[] }
  | { key: 'gangster' | 'target' | 'family'; label: string; options: Option<number>[] }
  | { key: 'permit' | 'pay' | 'place'; label: string; options: Option<boolean>[] }
  | { key: 'power'; label: string; options: Option<'gangster' | 'position' | 'move' | 'pass'>[] };

export interface TermSpec {
  kind: TermKind;
  /** The menu entry, e.g. "Pay later". */
  label: string;
  fields: Field[];
  /** The term with every field at its first value. */
  initial: Term;
}

const positionsOf = (view: GameView) =>
  view.board.flatMap((g, slot) => (g >= 0 && slot < 9 ? [g] : []));

/**
 * Terms `by` may promise to `to` now, with their menus. `already` are the terms on that side
 * so far: money paid now is checked as one sum against what the family has.
 */
export function termSpecs(
  view: GameView,
  by: number,
  to: number,
  names: Names,
  already: readonly Term[] = [],
): TermSpec[] {
  const onBoard = view.board.filter((g) => g >= 0);
  const gangsters = (list: number[]): Option<number>[] =>
    list.map((g) => ({ value: g, label: names.gangsterAt(g) }));
  const families = (list: number[]): Option<number>[] =>
    list.map((f) => ({ value: f, label: names.family(f) }));
  const all = view.families.map((_, i) => i);
  const paying = already.reduce((sum, t) => sum + (t.k === 'pay' ? t.amount : 0), 0);
  const money = (view.families[by]?.money ?? 0) - paying;
  const specs: TermSpec[] = [];

  if (money > 0)
    specs.push({
      kind: 'pay',
      label: 'Pay now',
      fields: [{ key: 'amount', label: 'Dollars', min: 1, max: money }],
      initial: { k: 'pay', amount: 1 },
    });
  specs.push({
    kind: 'payLater',
    label: 'Pay later',
    fields: [
      { key: 'amount', label: 'Dollars', min: 1, max: MAX_LATER_PAYMENT },
      {
        key: 'when',
        label: 'When',
        options: [
          { value: 'endOfPhase', label: 'End of this phase' },
          { value: 'endOfRound', label: 'End of this round' },
        ],
      },
    ],
    initial: { k: 'payLater', amount: 1, when: 'endOfPhase' },
  });
  // R14.1: with Vendetta on, the tie for the least respect at Bookkeeping is the ring holder's too.
  const tiesOn: Option<number>[] = [
    ...(view.options.house.vendetta && view.phase !== 'ended'
      ? [{ value: VENDETTA_TIE, label: 'The Vendetta card (least respect)' }]
      : []),
    ...gangsters(onBoard),
  ];
  // The tie being broken now comes first.
  const now = view.pending?.d === 'tie' ? view.pending.gangster : null;
  const tieOn =
    tiesOn.find((o) => o.value === now) ?? tiesOn.find((o) => o.value >= 0) ?? tiesOn[0];
  if (by === view.ring && tieOn)
    specs.push({
      kind: 'tieBreak',
      label: 'Break a tie (ring holder)',
      fields: [
        { key: 'gangster', label: 'Tie on', options: tiesOn },
        { key: 'family', label: 'In favour of', options: families(all) },
      ],
      initial: { k: 'tieBreak', gangster: tieOn.value, family: to },
    });
  // R10.9: a family's blackmail token (Revised), or every coin it holds (Classic).
  const held = onBoard.filter((g) => blackmailerOf(view, g) === by);
  const blackmailed = held[0] ?? -1;
  if (blackmailed >= 0)
    specs.push({
      kind: 'gate',
      label: 'Blackmail: permit or refuse',
      fields: [
        { key: 'gangster', label: 'Gangster', options: gangsters(held) },
        {
          key: 'permit',
          label: 'Next activation',
          options: [
            { value: true, label: 'Permit' },
            { value: false, label: 'Refuse' },
          ],
        },
      ],
      initial: { k: 'gate', gangster: blackmailed, permit: true },
    });
  const positions = positionsOf(view);
  if (positions.length > 0)
    specs.push({
      kind: 'activate',
      label: 'Activate a gangster',
      fields: [
        { key: 'gangster', label: 'Gangster', options: gangsters(positions) },
        {
          key: 'power',
          label: 'Does',
          options: [
            { value: 'move', label: 'Make a Move' },
            { value: 'gangster', label: 'His own power' },
            { value: 'position', label: 'The position power' },
            { value: 'pass', label: 'Pass' },
          ],
        },
        { key: 'target', label: 'Target', options: gangsters(onBoard) },
      ],
      initial: {
        k: 'activate',
        gangster: positions[0]!,
        power: 'move',
        target: onBoard.find((g) => g !== positions[0]) ?? onBoard[0]!,
      },
    });
  const others = all.filter((f) => f !== by);
  specs.push({
    kind: 'spare',
    label: 'Spare a family',
    fields: [{ key: 'family', label: 'Family', options: families(others) }],
    initial: { k: 'spare', family: others.includes(to) ? to : others[0]! },
  });
  if (view.stack.some((f) => f.f === 'window' && f.why === 'roll'))
    specs.push({
      kind: 'reroll',
      label: 'Re-roll this die',
      fields: [
        {
          key: 'pay',
          label: 'Re-roll',
          options: [
            { value: true, label: 'Pay for a re-roll' },
            { value: false, label: 'Do not pay for one' },
          ],
        },
      ],
      initial: { k: 'reroll', pay: true },
    });
  if ((view.phase === 'business' || view.phase === 'crew') && onBoard.length > 0)
    specs.push({
      kind: 'influence',
      label: 'Influence on a gangster',
      fields: [
        { key: 'gangster', label: 'Gangster', options: gangsters(onBoard) },
        {
          key: 'place',
          label: 'This phase',
          options: [
            { value: false, label: 'Do not place influence' },
            { value: true, label: 'Place influence' },
          ],
        },
      ],
      initial: { k: 'influence', gangster: onBoard[0]!, place: false },
    });
  // At the final scoring's ties only money now and a tie's ruling mean anything (R11.1, R11.2).
  return view.phase === 'ended' ? specs.filter((x) => FINAL_TERMS.includes(x.kind)) : specs;
}

/** Whether a field shows for this term (a target only matters for Make a Move). */
export function fieldShown(term: Term, key: Field['key']): boolean {
  return !(term.k === 'activate' && key === 'target' && term.power !== 'move');
}

/**
 * A term with one field changed. An activation that is no Make a Move has no target (-1),
 * and one that becomes a Make a Move takes the first target its menu offers.
 */
export function withField(
  spec: TermSpec,
  term: Term,
  key: Field['key'],
  value: number | string | boolean,
): Term {
  const next = { ...term, [key]: value } as Term;
  if (next.k !== 'activate') return next;
  if (next.power !== 'move') return { ...next, target: -1 };
  if (next.target >= 0) return next;
  const targets = spec.fields.find((f) => f.key === 'target');
  const first = targets && 'options' in targets ? targets.options[0]?.value : undefined;
  return { ...next, target: typeof first === 'number' ? first : -1 };
}
