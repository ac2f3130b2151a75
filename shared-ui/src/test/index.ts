export * from './render-with-providers';
export * from './router-imports';
