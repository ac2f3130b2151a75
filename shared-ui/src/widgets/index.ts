/**
 * `@sokoni/shared-ui/widgets`: the pieces no first screen of the home page uses (dialogs, tabs, pagination, the
 * live event stream, the unread badge, rating stars), shared by every container as a singleton of its own.
 * Module Federation does not tree-shake a shared package, so in the main entry they would reach every visitor
 * with the shell's `framework` file; here they form their own file, fetched by the first page that imports
 * them. They reach the kernel and primitives through `@sokoni/shared-ui` (never a relative path): whichever
 * container's copy of this entry the page runs, it then uses the page's one store, api and theme.
 */
export * from './dialog';
export * from './tabs';
// Pagination is a shared entry of its own (`@sokoni/shared-ui/pagination`): a list's first screen draws it
// without the rest of the widgets.
export * from '@sokoni/shared-ui/pagination';
export * from '../messaging';
export * from './saved-searches';
