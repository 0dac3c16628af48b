/**
 * How much one socket may send: a token bucket of frames and one of characters. A person
 * clicking, a page importing a save and a reconnect's burst stay well inside; a client
 * sending thousands of frames a second is a flood, and is cut off.
 */
export const FRAME_BURST = 200;
export const FRAMES_PER_SECOND = 50;
export const CHARS_BURST = 4_000_000;
export const CHARS_PER_SECOND = 1_000_000;

export class FrameBudget {
  private frames = FRAME_BURST;
  private chars = CHARS_BURST;
  private at: number;

  constructor(private readonly now: () => number) {
    this.at = now();
  }

  /** Spends one frame of `length` characters; false when the socket has none left. */
  take(length: number): boolean {
    const t = this.now();
    const seconds = Math.max(0, t - this.at) / 1000;
    this.at = t;
    this.frames = Math.min(FRAME_BURST, this.frames + seconds * FRAMES_PER_SECOND);
    this.chars = Math.min(CHARS_BURST, this.chars + seconds * CHARS_PER_SECOND);
    if (this.frames < 1 || this.chars < length) return false;
    this.frames -= 1;
    this.chars -= length;
    return true;
  }
}
