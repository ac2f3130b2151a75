module.exports = { ...require('../jest.preset.cjs'), testEnvironment: 'node', displayName: require('./package.json').name };
