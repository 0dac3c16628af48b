/**
 * What this window remembers by itself in localStorage: choices the shared settings file has
 * no field for (the lobby's seats, auto-pass), and a copy of the settings for when the host
 * cannot answer. Read through a schema (DESIGN.md §5.3): a value edited by hand or written
 * by another version falls back to its default.
 */
import type { z } from 'zod';

const PREFIX = 'nothing-personal:';

function storageArea(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off by the browser; the app then simply forgets.
    return null;
  }
}

export function readLocal<T>(key: string, read: (raw: unknown) => T): T {
  const area = storageArea();
  let raw: unknown = undefined;
  try {
    const text = area?.getItem(PREFIX + key);
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  return read(raw);
}

/** Has this window remembered anything under `key`? */
export function hasLocal(key: string): boolean {
  try {
    return typeof storageArea()?.getItem(PREFIX + key) === 'string';
  } catch {
    return false;
  }
}

export function writeLocal(key: string, value: unknown) {
  try {
    storageArea()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or forbidden: remembering is a convenience, not a duty.
  }
}

/** A reader that keeps each field that parses and takes the default for the rest. */
export function fieldsReader<T extends object>(
  fields: { [K in keyof T]: z.ZodType<T[K]> },
  defaults: T,
): (raw: unknown) => T {
  return (raw) => {
    const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const out = { ...defaults };
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const r = fields[key].safeParse(source[key as string]);
      if (r.success) out[key] = r.data;
    }
    return out;
  };
}
