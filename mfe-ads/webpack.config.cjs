// Built alone (`nx build mfe-ads`) and loaded by the shell at run time through /mf-manifest.json; the Node
// container in dist/server/ is what the bff renders the public pages with.
const { createFederatedConfig, createServerConfig } = require('../tools/webpack/federation.cjs');

const container = { dirname: __dirname, name: 'mfe_ads', exposes: { './routes': './src/app/routes.tsx' } };

module.exports = [
  createFederatedConfig({
    ...container,
    publicPath: '/remotes/ads/',
    devPort: 4401,
    title: 'Sokoni · annonces',
  }),
  createServerConfig({ ...container, publicPath: '/remotes/ads/' }),
];
