export * from './drain';
export * from './redis';
export * from './rate-limit-store';
export * from './public-changes';
export * from './ttl-cache';
