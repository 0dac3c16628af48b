/**
 * The small JSON store for settings, the list of saves and the notices: electron-store in
 * Electron, conf (the library under it) in the Node host. Both write through `atomically`
 * (temporary file, fsync, rename), which the kill tests check. We read the whole document
 * and parse it ourselves (DESIGN.md §5.3) instead of using their schema and migration
 * options, so a damaged file is set aside rather than thrown at the app or cleared.
 */

export interface KeyValueFile {
  readonly path: string;
  /** The whole document. Throws when the file cannot be read. */
  read(): Record<string, unknown>;
  write(doc: Record<string, unknown>): void;
}

/** Opens the store `name` in `folder`. Throws when its file exists but cannot be read. */
export type KeyValueBackend = (folder: string, name: string) => KeyValueFile;

/** Options both libraries take, set so they never throw away or reinterpret a file. */
export const STORE_OPTIONS = {
  accessPropertiesByDotNotation: false,
  clearInvalidConfig: false,
  watch: false,
} as const;
