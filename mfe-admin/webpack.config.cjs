// Built alone (`nx build mfe-admin`) and loaded by the shell at run time through /mf-manifest.json.
const { createRemoteConfig } = require('../tools/webpack/federation.cjs');

module.exports = createRemoteConfig({
  dirname: __dirname,
  remote: 'admin',
  devPort: 4404,
  title: 'Sokoni · administration',
});
