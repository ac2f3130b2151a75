// Built alone (`nx build mfe-payments`) and loaded by the shell at run time through /mf-manifest.json.
const { createFederatedConfig } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_payments',
  exposes: { './routes': './src/app/routes.tsx' },
  publicPath: '/remotes/payments/',
  devPort: 4405,
  title: 'Sokoni · paiements',
});
