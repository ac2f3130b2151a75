export * from './tokens';
export * from './global-style';
