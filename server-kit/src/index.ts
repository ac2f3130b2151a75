export * from './drain';
export * from './redis';
export * from './rate-limit-store';
