/**
 * The table's shortcuts (issue #6): P passes, Enter confirms, 1–9 choose an option, Esc
 * steps back out of a half-made choice. Keys typed into a field are the field's own.
 */
export type KeyIntent =
  { k: 'pass' } | { k: 'confirm' } | { k: 'cancel' } | { k: 'choose'; n: number };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Tag name of the focused element, upper case as the DOM gives it. */
  targetTag: string;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function keyIntent(e: KeyInput): KeyIntent | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === 'Escape') return { k: 'cancel' };
  if (TYPING.has(e.targetTag)) return null;
  // Enter on a focused button presses that button; only elsewhere is it "confirm".
  if (e.key === 'Enter') return e.targetTag === 'BUTTON' ? null : { k: 'confirm' };
  if (e.key === 'p' || e.key === 'P') return { k: 'pass' };
  if (/^[1-9]$/.test(e.key)) return { k: 'choose', n: Number(e.key) };
  return null;
}
