// Built alone (`nx build mfe-ads`) and loaded by the shell at run time through /mf-manifest.json.
const { createFederatedConfig } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_ads',
  exposes: { './routes': './src/app/routes.tsx' },
  publicPath: '/remotes/ads/',
  devPort: 4401,
  title: 'Sokoni · annonces',
});
