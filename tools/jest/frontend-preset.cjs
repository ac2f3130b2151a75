// Jest preset for the React packages (shared-ui, shell and the remotes).
const path = require('node:path');
const base = require('../../jest.preset.cjs');

module.exports = {
  ...base,
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  // A test's steps wait on conditions, not delays; the limit only stops a test that hangs. It is set for a
  // two-core machine running the browser suites beside these, where one test can take ten times its usual time.
  testTimeout: 60_000,
  setupFilesAfterEnv: [path.join(__dirname, 'frontend-setup.ts')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
    // The site's `useTranslation`, as the builds use it (see react-i18next.cjs).
    '^react-i18next$': path.join(__dirname, 'react-i18next.cjs'),
  },
};
