// Built alone (`nx build mfe-business`) and loaded by the shell at run time through /mf-manifest.json.
const { createFederatedConfig } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_business',
  exposes: { './routes': './src/app/routes.tsx' },
  publicPath: '/remotes/business/',
  devPort: 4403,
  title: 'Sokoni · entreprises',
});
