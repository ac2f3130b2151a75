const path = require('node:path');
const preset = require('../jest.preset.cjs');

// PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's module sandbox only allows
// behind --experimental-vm-modules; transforming it like our own code turns those into require() calls.
const esmOnly = [
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  'openid-client',
  'oauth4webapi',
  'jose',
];
// Nested ESM-only copies (content-disposition under @fastify/static, cookie under light-my-request) need both
// their parent's path and their own name listed, since the pattern is tried at every node_modules/ segment.
const nestedEsm = ['@fastify/static', 'content-disposition', 'light-my-request', '@fastify/cookie', 'cookie'];
const transformed = [...esmOnly, '@electric-sql/pglite', ...nestedEsm];

const [[, swcTransform]] = Object.entries(preset.transform);

// file-type's exports offer only `import` conditions, which Jest's CommonJS resolver does not try.
const fileTypeEntry = require.resolve
  .paths('file-type')
  .map((folder) => path.join(folder, 'file-type', 'index.js'))
  .find((file) => require('node:fs').existsSync(file));

module.exports = {
  ...preset,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
  testEnvironment: 'node',
  moduleNameMapper: { '^file-type$': fileTypeEntry },
  displayName: require('./package.json').name,
  transformIgnorePatterns: [`node_modules/(?!(${transformed.join('|')})/)`],
  // A fresh PGlite takes a few seconds to start on a small machine.
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
