// Built alone (`nx build mfe-business`) and loaded by the shell at run time through /mf-manifest.json; the
// Node container in dist/server/ is what the bff renders the storefronts with.
const { createRemoteConfig } = require('../tools/webpack/federation.cjs');

module.exports = createRemoteConfig({
  dirname: __dirname,
  remote: 'business',
  devPort: 4403,
  title: 'Sokoni · entreprises',
  serverRender: true,
});
