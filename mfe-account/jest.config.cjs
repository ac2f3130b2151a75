module.exports = { ...require('../tools/jest/frontend-preset.cjs'), displayName: require('./package.json').name };
