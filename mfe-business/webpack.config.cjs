// Built alone (`nx build mfe-business`) and loaded by the shell at run time through /mf-manifest.json; the
// Node container in dist/server/ is what the bff renders the storefronts with.
const { createFederatedConfig, createServerConfig } = require('../tools/webpack/federation.cjs');

const container = {
  dirname: __dirname,
  name: 'mfe_business',
  exposes: { './routes': './src/app/routes.tsx' },
};

module.exports = [
  createFederatedConfig({
    ...container,
    publicPath: '/remotes/business/',
    devPort: 4403,
    title: 'Sokoni · entreprises',
  }),
  createServerConfig({ ...container, publicPath: '/remotes/business/' }),
];
