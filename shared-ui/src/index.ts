// The main entry: the kernel, the theme, the primitives and the ad pieces that first screens use. Dialogs, tabs,
// pagination and messaging are `@sokoni/shared-ui/widgets` (src/widgets/index.ts), fetched only by the pages
// that use them.
export * from './kernel';
export * from './theme';
export * from './primitives';
export * from './ads';
