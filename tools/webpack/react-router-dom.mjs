// Browser builds resolve `react-router-dom` here: every container then uses the shared, trimmed router of
// shared-ui (see shared-ui/src/router.ts) instead of a whole copy of react-router.
export * from '@sokoni/shared-ui/router';
