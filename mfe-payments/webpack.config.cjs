// Built alone (`nx build mfe-payments`) and loaded by the shell at run time through /mf-manifest.json.
const { createRemoteConfig } = require('../tools/webpack/federation.cjs');

module.exports = createRemoteConfig({
  dirname: __dirname,
  remote: 'payments',
  devPort: 4405,
  title: 'Sokoni · paiements',
});
