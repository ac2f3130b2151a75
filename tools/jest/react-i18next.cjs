// What `react-i18next` is in the React packages' tests: the package, with the site's own `useTranslation`
// (shared-ui/src/react-i18next.ts), as in the browser and server builds (tools/webpack/react-i18next.mjs).
// The package is reached by its file, which the name mapping that leads here does not match; the hook is read
// when first called, as the hook's module itself imports `react-i18next` (this file).
const path = require('node:path');

// (`require.resolve` here would go through the mapping, back to this file.)
const reactI18next = require(path.join(__dirname, '../../node_modules/react-i18next/dist/commonjs/index.js'));

module.exports = {
  ...reactI18next,
  useTranslation: (...args) => require('../../shared-ui/src/react-i18next.ts').useTranslation(...args),
};
