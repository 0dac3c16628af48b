/**
 * The odds before a die decides (issue #16): what a Make a Move needs and how likely it is,
 * what the die on the table means now, and what a re-roll could change. Every number is the
 * engine's own (moveOdds, whackOdds: the functions its dice resolve with), never a second
 * formula here.
 */
import {
  moveOdds,
  moveOutcome,
  whackOdds,
  whackOutcome,
  type Catalog,
  type MoveOutcome,
} from '../../../src-shared/engine';
import { faceName } from '../../names';

const percent = (n: number) => `${Math.round((n / 6) * 100)}%`;
const inSix = (n: number) => `${n} in 6 (${percent(n)})`;

/** "Succeeds on a 3 or more: 4 in 6 (67%); a Knife kills him." */
export function moveChance(mover: number, slot: number, cat: Catalog): string {
  const faces = moveOdds(mover, slot, cat);
  const wins = faces.filter((f) => f === 'success').length;
  const first = faces.indexOf('success') + 1;
  const from = first === 6 ? 'only on a Ring' : `on ${faceName('move', first)} or better`;
  return `Succeeds ${from}: ${inSix(wins)}; a Knife kills him.`;
}

const MOVE_WORDS: Record<MoveOutcome, string> = {
  success: 'it succeeds',
  failure: 'it fails',
  death: 'a Knife: he dies',
};

/** The Move die showing `face` now, and what a re-roll would give. */
export function moveRollNow(face: number, mover: number, slot: number, cat: Catalog): string {
  const g = cat.gangsters[mover];
  const now = moveOutcome(face, mover, slot, cat);
  const add = (g?.respect ?? 0) + (g?.moveBonus ?? 0);
  const sum =
    face === 1 || face === 6
      ? ''
      : ` (${face} ${add >= 0 ? '+' : '−'} ${Math.abs(add)} against #${slot + 1})`;
  const wins = moveOdds(mover, slot, cat).filter((f) => f === 'success').length;
  return `As it lies, ${MOVE_WORDS[now]}${sum}. A re-roll succeeds ${inSix(wins)} (R6.4).`;
}

const WHACK_WORDS = { takeover: 'Take-Over', kill: 'Kill', miss: 'Miss', backfire: 'Backfire' };

/** "Take-Over 1 in 6, Kill 2 in 6, Miss 2 in 6, Backfire 1 in 6." */
export function whackChance(attacker: boolean): string {
  const faces = whackOdds(attacker);
  const parts = (['takeover', 'kill', 'miss', 'backfire'] as const)
    .map((r) => [r, faces.filter((f) => f === r).length] as const)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${WHACK_WORDS[r]} ${n} in 6`);
  return `The Whack die: ${parts.join(', ')} (R10.10).`;
}

/** The Whack die showing `face` now, and what a re-roll would give. */
export function whackRollNow(face: number, attacker: boolean): string {
  const now = whackOutcome(face, attacker);
  const good = whackOdds(attacker).filter((f) => f === 'takeover' || f === 'kill').length;
  return `As it lies: ${WHACK_WORDS[now]}. A re-roll kills the target ${inSix(good)} (R10.10).`;
}
