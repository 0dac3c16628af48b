/**
 * Plays a plan on a stage, one step after another, against the clock it is given (the
 * frame loop's timestamps), so it can be tested without a browser. A new plan finishes the
 * one still playing at once (its last state shown) and starts; speed 0 shows the end state
 * straight away.
 */
import type { Shown } from './shown';
import { planDuration, type Step } from './plan';

export interface Stage {
  /** Shows a state at rest. */
  rest(shown: Shown): void;
  /** Shows `step` part-way, `t` in [0, 1). */
  pose(step: Step, t: number): void;
}

/** A long batch (a whole Feds phase) is played faster so that it never takes longer than this. */
export const MAX_PLAN_MS = 4500;

export class Animator {
  private queue: Step[] = [];
  private current: Step | null = null;
  private startedAt = 0;
  /** Milliseconds per millisecond of plan. */
  private scale = 1;

  constructor(
    private readonly stage: Stage,
    private readonly onBusy: (busy: boolean) => void = () => undefined,
    /** Told each time a step starts, and with null when the plan is over. */
    private readonly onStep: (step: Step | null) => void = () => undefined,
  ) {}

  get busy(): boolean {
    return this.current !== null;
  }

  /** Starts `steps` at `now`; a plan still playing is finished first. */
  play(steps: readonly Step[], speed: number, now: number) {
    this.finish();
    const last = steps[steps.length - 1];
    if (!last) return;
    if (!(speed > 0)) {
      this.stage.rest(last.after);
      return;
    }
    const total = planDuration(steps);
    this.scale = (1 / speed) * Math.min(1, MAX_PLAN_MS / Math.max(1, total));
    this.queue = steps.slice(1);
    this.current = steps[0]!;
    this.startedAt = now;
    this.onBusy(true);
    this.onStep(this.current);
    this.tick(now);
  }

  /** Shows the moment `now`; returns whether anything is still moving. */
  tick(now: number): boolean {
    if (!this.current) return false;
    while (this.current) {
      const length = this.current.ms * this.scale;
      const elapsed = now - this.startedAt;
      if (elapsed < length) {
        this.stage.pose(this.current, Math.max(0, elapsed / length));
        return true;
      }
      this.stage.rest(this.current.after);
      this.startedAt += length;
      this.current = this.queue.shift() ?? null;
      if (this.current) this.onStep(this.current);
    }
    this.onStep(null);
    this.onBusy(false);
    return false;
  }

  /** Skips to the end of the plan playing, if any. */
  finish() {
    if (!this.current) return;
    const last = this.queue[this.queue.length - 1] ?? this.current;
    this.queue = [];
    this.current = null;
    this.stage.rest(last.after);
    this.onStep(null);
    this.onBusy(false);
  }
}
