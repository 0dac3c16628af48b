/** The save format: pure (no files here; src-main/persistence does the IO). docs/persistence.md */
export * from './checksum';
export * from './format';
export * from './migrations';
export * from './codec';
export * from './settings';
export * from './summary';
