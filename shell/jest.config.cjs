module.exports = {
  ...require('../tools/jest/frontend-preset.cjs'),
  displayName: require('./package.json').name,
  // Replaced by webpack's DefinePlugin in real builds.
  globals: { __BUILD_INFO__: { version: 'test', builtAt: '2026-01-01T00:00:00.000Z', mode: 'test' } },
};
