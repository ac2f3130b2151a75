// Browser and server builds resolve `react-i18next` here (except in the file that re-exports it): every
// container then uses the shared, trimmed bindings of shared-ui (see shared-ui/src/react-i18next.ts).
export * from '@sokoni/shared-ui/react-i18next';
