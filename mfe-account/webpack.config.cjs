// Built alone (`nx build mfe-account`) and loaded by the shell at run time through /mf-manifest.json.
const { createRemoteConfig } = require('../tools/webpack/federation.cjs');

module.exports = createRemoteConfig({
  dirname: __dirname,
  remote: 'account',
  devPort: 4402,
  title: 'Sokoni · compte',
});
