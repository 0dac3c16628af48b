export * from './ids';
export * from './messages';
export * from './control';
export * from './storage';
export * from './bridge';
export * from './bounds';
