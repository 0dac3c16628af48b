/** Money and respect changes, each reported as an event (R1.1, R1.7). */
import type { GameEvent } from './events';
import type { GameState } from './state';

/** Money never goes below 0 (R1.1, R6.5); returns the change actually made. */
export function changeMoney(
  s: GameState,
  seat: number,
  delta: number,
  why: string,
  ev: GameEvent[],
): number {
  const f = s.families[seat]!;
  const d = Math.max(delta, -f.money);
  if (d === 0) return 0;
  f.money += d;
  ev.push({ e: 'money', seat, delta: d, why });
  return d;
}

/** Respect may go negative (R1.1). */
export function changeRespect(
  s: GameState,
  seat: number,
  delta: number,
  why: string,
  ev: GameEvent[],
) {
  if (delta === 0) return;
  s.families[seat]!.respect += delta;
  ev.push({ e: 'respect', seat, delta, why });
}
