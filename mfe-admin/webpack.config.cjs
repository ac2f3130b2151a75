// Built alone (`nx build mfe-admin`) and loaded by the shell at run time through /mf-manifest.json.
const { createFederatedConfig } = require('../tools/webpack/federation.cjs');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_admin',
  exposes: { './routes': './src/app/routes.tsx' },
  publicPath: '/remotes/admin/',
  devPort: 4404,
  title: 'Sokoni · administration',
});
