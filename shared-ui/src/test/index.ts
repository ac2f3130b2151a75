export * from './render-with-providers';
export * from './shared-imports';
export * from './fake-xhr';
export * from './mock-api';
export * from './render-remote';
