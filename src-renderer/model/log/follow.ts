/**
 * Whether the game log follows its newest line. It stops following only when the player
 * scrolls back (up) to read, and follows again once they are back at the end. A scroll that
 * leaves the view short of the end without moving it up is the end moving on (lines arriving,
 * or drawn taller than their estimate), not the player: the log keeps following.
 */
export interface Follow {
  /** Jump to the end when lines arrive. */
  pinned: boolean;
  /** The scroll position last seen, to tell a scroll up from the end moving down. */
  top: number;
}

/** Near enough to the end to count as there (a line or so). */
export const AT_END_PX = 60;

export const following = (): Follow => ({ pinned: true, top: 0 });

/** After a scroll event: `top` is the new scroll position, `fromEnd` the pixels left below. */
export function afterScroll(f: Follow, top: number, fromEnd: number): Follow {
  const up = top < f.top;
  return { pinned: fromEnd < AT_END_PX || (f.pinned && !up), top };
}

/** After the log jumped to its end itself. */
export const jumped = (f: Follow, top: number): Follow => ({ pinned: f.pinned, top });
