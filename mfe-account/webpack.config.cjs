// Built alone (`nx build mfe-account`) and loaded by the shell at run time through /mf-manifest.json.
const { createFederatedConfig } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_account',
  exposes: { './routes': './src/app/routes.tsx' },
  publicPath: '/remotes/account/',
  devPort: 4402,
  title: 'Sokoni · compte',
});
