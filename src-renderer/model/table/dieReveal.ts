/**
 * When the die banner may say what was rolled: once the 3D die has landed, so the banner
 * never gives the result away while the die still tumbles. The table's scene says when it
 * is busy (TableScene `animating`); a scene that never settles is waited for no longer
 * than `timeoutMs`, and a table that does not animate (no scene, skipped animations) shows
 * the result at once.
 */
import type { GameEvent } from '../../../src-shared/engine';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/** No longer than the table waits for a scene that never says it is done (playback.ts). */
export const DIE_REVEAL_TIMEOUT_MS = 5_000;

export class DieReveal {
  /** idle: nothing to reveal; waiting: armed, the scene not heard yet; rolling: the scene is busy. */
  private state: 'idle' | 'waiting' | 'rolling' = 'idle';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onReveal: () => void,
    private readonly timeoutMs = DIE_REVEAL_TIMEOUT_MS,
    private readonly timers: Timers = globalThis,
  ) {}

  get pending(): boolean {
    return this.state !== 'idle';
  }

  /** A roll has been put on the table; the scene is about to be given it. */
  arm() {
    this.stopTimer();
    this.state = 'waiting';
    this.timer = this.timers.setTimeout(() => this.reveal(), this.timeoutMs);
  }

  /** The scene has been given the roll: busy means the die is in the air. */
  handedOver(busy: boolean) {
    if (this.state !== 'waiting') return;
    if (busy) this.state = 'rolling';
    else this.reveal();
  }

  /** The scene started or stopped animating. */
  animating(busy: boolean) {
    if (busy && this.state === 'waiting') this.state = 'rolling';
    else if (!busy && this.state === 'rolling') this.reveal();
  }

  /** Reveals now (the player skipped ahead, or the banner goes away). */
  reveal() {
    if (this.state === 'idle') return;
    this.stopTimer();
    this.state = 'idle';
    this.onReveal();
  }

  dispose() {
    this.stopTimer();
    this.state = 'idle';
  }

  private stopTimer() {
    if (this.timer) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * What an update does to the die banner: a new roll (the last one, at `at`); the outcome of
 * the roll on show, when it resolves in a later update than the roll (after a re-roll window);
 * or the end of it, when a phase begins with no roll in the update.
 */
export type DieChange = { k: 'roll'; at: number } | { k: 'result'; at: number } | { k: 'gone' };

export function dieChange(events: readonly GameEvent[]): DieChange | null {
  const roll = events.findLastIndex((e) => e.e === 'roll');
  if (roll >= 0) return { k: 'roll', at: roll };
  const result = events.findIndex((e) => e.e === 'moveResult' || e.e === 'whackResult');
  if (result >= 0) return { k: 'result', at: result };
  return events.some((e) => e.e === 'phase') ? { k: 'gone' } : null;
}
