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
  displayName: require('./package.json').name,
  transformIgnorePatterns: [`node_modules/(?!(?:.*/node_modules/)?(?:${esmOnly.join('|')})/)`],
};
