export * from './messages';
export * from './control';
export * from './bridge';
