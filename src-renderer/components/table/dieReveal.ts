/**
 * When the die banner may say what was rolled: once the 3D die has landed, so the banner
 * never gives the result away while the die still tumbles. The table's scene says when it
 * is busy (TableScene `animating`); a scene that never settles is waited for no longer
 * than `timeoutMs`, and a table that does not animate (no scene, skipped animations) shows
 * the result at once.
 */
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
