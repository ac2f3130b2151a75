export * from './kernel';
export * from './theme';
export * from './primitives';
export * from './ads';
export * from './messaging';
