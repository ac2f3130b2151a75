// `use-sync-external-store/shim` (imported by react-i18next for React 17 and older) is React's own hook on the
// React the site runs (19): the builds resolve the shim to it, so the page does not carry the fallback.
export { useSyncExternalStore } from 'react';
