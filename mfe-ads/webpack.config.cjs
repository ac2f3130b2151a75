// Built alone (`nx build mfe-ads`) and loaded by the shell at run time through /mf-manifest.json; the Node
// container in dist/server/ is what the bff renders the public pages with.
const { createRemoteConfig } = require('../tools/webpack/federation.cjs');

module.exports = createRemoteConfig({
  dirname: __dirname,
  remote: 'ads',
  devPort: 4401,
  title: 'Sokoni · annonces',
  serverRender: true,
});
