export * from './live-events';
export * from './unread-api';
export * from './unread-badge';
export * from './rating-stars';
export * from './rating-breakdown';
