/**
 * The table's shortcuts (issue #6): P passes, Enter confirms, 1–9 choose an option (then 0
 * and the letters, issue #16), S shows the standings, H asks for a hint, Esc steps back out
 * of a half-made choice, Ctrl+Z (⌘Z on a Mac) takes back the last action as the header's
 * Undo does. Keys typed into a field are the field's own.
 */
export type KeyIntent =
  | { k: 'pass' }
  | { k: 'confirm' }
  | { k: 'cancel' }
  | { k: 'standings' }
  | { k: 'undo' }
  | { k: 'hint' }
  | { k: 'choose'; n: number };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  /** Tag name of the focused element, upper case as the DOM gives it. */
  targetTag: string;
  /** The focused input's type (`checkbox`, `text`, …), when it is an input. */
  targetType?: string;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Inputs that take Space only: clicked, they leave the table's keys working. */
const TOGGLES = new Set(['checkbox', 'radio']);

/**
 * The keys of the options in the order shown: 1–9, 0, then the letters but H (a hint),
 * P (pass), S (standings) and T (the 3D table's top-down view).
 */
const CHOICE_KEYS = [...'1234567890', ...'abcdefgijklmnoqruvwxyz'];

/** The undo key as a player's keyboard labels it. */
export const UNDO_KEY = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '')
  ? '⌘Z'
  : 'Ctrl+Z';

/** The key shown on option `index` (0-based), as printed on the key cap; null past the last. */
export function choiceKey(index: number): string | null {
  return CHOICE_KEYS[index]?.toUpperCase() ?? null;
}

export function keyIntent(e: KeyInput): KeyIntent | null {
  const toggle = e.targetTag === 'INPUT' && TOGGLES.has(e.targetType ?? '');
  const typing = TYPING.has(e.targetTag) && !toggle;
  if (e.ctrlKey || e.metaKey) {
    // A field's Ctrl+Z undoes its typing, and Ctrl+Shift+Z is nobody's redo here.
    const undo = (e.key === 'z' || e.key === 'Z') && !e.altKey && !e.shiftKey;
    return undo && !typing ? { k: 'undo' } : null;
  }
  if (e.altKey) return null;
  if (e.key === 'Escape') return { k: 'cancel' };
  if (typing) return null;
  // Enter on a focused button presses that button; only elsewhere is it "confirm".
  if (e.key === 'Enter') return e.targetTag === 'BUTTON' || toggle ? null : { k: 'confirm' };
  if (e.key === 'p' || e.key === 'P') return { k: 'pass' };
  if (e.key === 's' || e.key === 'S') return { k: 'standings' };
  if (e.key === 'h' || e.key === 'H') return { k: 'hint' };
  const n = CHOICE_KEYS.indexOf(e.key.toLowerCase());
  if (e.key.length === 1 && n >= 0) return { k: 'choose', n: n + 1 };
  return null;
}

/** A key event as the browser gives it: the element typed into says whether it is typing. */
export type KeyEventLike = Omit<KeyInput, 'targetTag'> & { target: unknown };

/** The intent of a key event (the table's listener and its menu's read keys the same way). */
export function eventIntent(e: KeyEventLike): KeyIntent | null {
  const target = e.target as { tagName?: unknown; type?: unknown } | null;
  const tag = target?.tagName;
  return keyIntent({
    key: e.key,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    shiftKey: e.shiftKey,
    targetTag: typeof tag === 'string' ? tag : '',
    targetType: typeof target?.type === 'string' ? target.type : undefined,
  });
}

/** The fields text is typed into (a checkbox, a slider or a list is not one). */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'url', 'tel']);

/**
 * Esc on a screen of the menus (the lobby, the saves, the settings, the rules, the campaigns):
 * `back`, as its Back button; `leave-field` when typing in a text field, so the first Esc
 * leaves the field and the second the screen; null while a dialog holds the keys or a handler
 * took it.
 */
export function screenEscape(
  e: KeyEventLike & { defaultPrevented: boolean },
  dialogOpen: boolean,
): 'back' | 'leave-field' | null {
  if (e.key !== 'Escape' || e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.defaultPrevented || dialogOpen) return null;
  const field = e.target as { tagName?: unknown; type?: unknown } | null;
  const typing =
    field?.tagName === 'TEXTAREA' ||
    (field?.tagName === 'INPUT' && TEXT_INPUTS.has(String(field.type ?? 'text')));
  return typing ? 'leave-field' : 'back';
}
