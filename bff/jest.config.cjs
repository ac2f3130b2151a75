const preset = require('../jest.preset.cjs');

// @fastify/static and light-my-request (inject) load ESM-only content-disposition and cookie: SWC turns them into CommonJS.
const esmOnly = [
  'content-disposition',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
];

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // A test's steps wait on conditions; the limit only stops one that hangs. The default 5 s is too short on a
  // 2-core machine that runs the api suites beside these (the source maps test read its build for longer).
  testTimeout: 30_000,
  displayName: require('./package.json').name,
  transformIgnorePatterns: [`node_modules/(?!(?:.*/node_modules/)?(?:${esmOnly.join('|')})/)`],
};
