// Jest preset for the React packages (shared-ui, shell and the remotes).
const path = require('node:path');
const base = require('../../jest.preset.cjs');

module.exports = {
  ...base,
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'frontend-setup.ts')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
  },
};
